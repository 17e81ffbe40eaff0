/**
 * `--cpu-prof` in the background part: the API's CPU profiled window by window (bench/profileWindows.cjs, preloaded
 * into it): each `mark` ends a window, and `print` shows where the chosen windows' CPU went, by function.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { topFunctions, type CpuProfile } from './cpuProfile';
import { printTable, progress } from './table';

/** How long `print` waits for the API to write the last window's profile. */
const WRITE_WAIT_MS = 30_000;

export class ProfileWindows {
  private marks = 0;

  constructor(
    private readonly pid: number,
    private readonly dir: string,
    private readonly on: boolean,
  ) {}

  /** Ends the current window (the first one starts with the process). */
  mark(): void {
    if (!this.on) return;
    this.marks++;
    process.kill(this.pid, 'SIGUSR2');
  }

  /** The busiest functions (self time) of the windows named, by window number (1: from the process's start). */
  async print(names: Record<number, string>): Promise<void> {
    if (!this.on) return;
    for (const [n, name] of Object.entries(names)) {
      const profile = await this.read(Number(n));
      if (!profile) continue;
      const rows = topFunctions(profile, 15);
      const busy = topFunctions(profile, Infinity).reduce((s, [, ms]) => s + ms, 0);
      printTable(`API CPU profile, ${name}: busy ${busy.toFixed(0)} ms (${this.file(Number(n))})`, [
        ['function (self time)', 'ms'],
        ...rows,
      ]);
    }
  }

  private file(n: number): string {
    return join(this.dir, `window-${this.pid}-${n}.cpuprofile`);
  }

  private async read(n: number): Promise<CpuProfile | null> {
    if (n > this.marks) return null;
    for (let waited = 0; !existsSync(this.file(n)) && waited < WRITE_WAIT_MS; waited += 250)
      await new Promise((r) => setTimeout(r, 250));
    if (!existsSync(this.file(n))) {
      progress('background', `no profile written for window ${n}`);
      return null;
    }
    return JSON.parse(readFileSync(this.file(n), 'utf8')) as CpuProfile;
  }
}
