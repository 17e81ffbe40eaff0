/** Memory of a process and everything it forked: PSS from /proc/<pid>/smaps_rollup (shared pages split fairly). */
import { readdirSync, readFileSync } from 'node:fs';

/** Live descendants of `root` (children, grandchildren...), from each process's parent id in /proc/<pid>/stat. */
export function descendantsOf(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* exited meanwhile */
    }
  }
  const out: number[] = [];
  let frontier = [root];
  while (frontier.length) {
    const next = [...parentOf].filter(([, ppid]) => frontier.includes(ppid)).map(([pid]) => pid);
    out.push(...next);
    frontier = next;
  }
  return out;
}

/** PSS of one process in kB; 0 when it is gone. */
export function pssKb(pid: number): number {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** PSS in MB of `pid` and all its descendants (a database server and its backends count as one). */
export function treePssMb(pid: number): number {
  return [pid, ...descendantsOf(pid)].reduce((s, p) => s + pssKb(p), 0) / 1024;
}
