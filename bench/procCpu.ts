/** CPU time of a process (all its threads) from /proc/<pid>/stat, in milliseconds. Linux only. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { descendantsOf } from './memory';

let ticksPerSec: number | null = null;

function clockTicks(): number {
  if (ticksPerSec === null) {
    try {
      ticksPerSec = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSec = 100;
    }
  }
  return ticksPerSec;
}

/** utime + stime (fields 14 and 15) from a stat line; the command name may hold spaces, so parse after ')'. */
export function cpuTicksFromStat(stat: string): number {
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // rest[0] is field 3 (state): utime is field 14 -> rest[11], stime field 15 -> rest[12].
  return Number(rest[11]) + Number(rest[12]);
}

/** CPU milliseconds used so far by `pid`; NaN when the process is gone. */
export function processCpuMs(pid: number): number {
  try {
    return (cpuTicksFromStat(readFileSync(`/proc/${pid}/stat`, 'utf8')) * 1000) / clockTicks();
  } catch {
    return NaN;
  }
}

/**
 * CPU milliseconds of a process and everything it forked: its own, its live descendants', and what its exited
 * children used (cutime + cstime, fields 16 and 17, once reaped). A PostgreSQL server's backends count this way.
 */
export function treeCpuMs(pid: number): number {
  try {
    const rest = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = rest.slice(rest.lastIndexOf(')') + 2).split(' ');
    const reaped = Number(fields[13]) + Number(fields[14]);
    const own = cpuTicksFromStat(rest) + reaped;
    return (own * 1000) / clockTicks() + descendantsOf(pid).reduce((s, p) => s + (processCpuMs(p) || 0), 0);
  } catch {
    return NaN;
  }
}

/** CPU milliseconds of several named processes (each with what it forked), sampled together. */
export function sampleCpu(pids: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, pid] of Object.entries(pids)) out[name] = treeCpuMs(pid);
  return out;
}
