/** CPU time of a process (all its threads) from /proc/<pid>/stat, in milliseconds. Linux only. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

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

/** CPU milliseconds of several named processes, sampled together. */
export function sampleCpu(pids: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, pid] of Object.entries(pids)) out[name] = processCpuMs(pid);
  return out;
}
