/**
 * One supervised Node.js service process of the development stack (API, worker, probers): started over an IPC
 * channel (so it stops by itself when the launcher dies, see domain/processStop.ts), in its own process group
 * (so a Ctrl-C reaches the launcher only, which then stops the children in order), and restarted with
 * back-off when it exits without being asked to.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, signalGroup } from './devServices';
import { SERVICE_NODE_FLAGS, serviceEnv } from './memorySettings';

export interface SupervisedOptions {
  name: string;
  /** Entry point, relative to the repository root: TypeScript (run through tsx) or built JavaScript (run as is). */
  file: string;
  /** Command-line arguments after the entry point (e.g. a prober's `--region fra1`). */
  args?: string[];
  env: NodeJS.ProcessEnv;
  say: (msg: string) => void;
  /** Where the process's output goes (appended); default: this process's stdout and stderr. */
  logFile?: string;
  /** Delays before the 1st, 2nd, ... restart; the last one repeats. */
  backoffMs?: number[];
  /** A run this long resets the back-off. */
  stableAfterMs?: number;
}

const DEFAULT_BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

export class SupervisedProcess {
  private child: ChildProcess | null = null;
  private startedAt = 0;
  private restarts = 0;
  private restartTimer: NodeJS.Timeout | undefined;
  private stopping = false;

  constructor(private readonly opts: SupervisedOptions) {}

  get name(): string {
    return this.opts.name;
  }

  get pid(): number | undefined {
    return this.running ? this.child?.pid : undefined;
  }

  /** True while a process runs (not between a crash and its restart). */
  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  start(): ChildProcess {
    const out = this.opts.logFile ? openSync(this.opts.logFile, 'a') : 'inherit';
    const loader = this.opts.file.endsWith('.ts') ? ['--import', 'tsx'] : [];
    const args = [...SERVICE_NODE_FLAGS, ...loader, join(ROOT, this.opts.file), ...(this.opts.args ?? [])];
    const child = spawn(process.execPath, args, {
      env: serviceEnv(this.opts.env),
      stdio: ['ignore', out, out, 'ipc'],
      detached: true,
    });
    if (typeof out === 'number') closeSync(out);
    this.child = child;
    this.startedAt = Date.now();
    child.once('exit', (code, signal) => this.exited(child, signal ?? String(code)));
    return child;
  }

  /** SIGTERM, then SIGKILL after `graceMs` (at once when 0); resolves when the process is gone. */
  async stop(graceMs: number): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((r) => child.once('exit', () => r()));
    signalGroup(child, graceMs === 0 ? 'SIGKILL' : 'SIGTERM');
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    await gone;
    clearTimeout(timer);
  }

  private exited(child: ChildProcess, how: string): void {
    if (child !== this.child) return;
    if (this.stopping) {
      this.opts.say(`${this.name} stopped (${how})`);
      return;
    }
    if (Date.now() - this.startedAt >= (this.opts.stableAfterMs ?? 60_000)) this.restarts = 0;
    const backoff = this.opts.backoffMs ?? DEFAULT_BACKOFF_MS;
    const delay = backoff[Math.min(this.restarts, backoff.length - 1)];
    this.restarts++;
    this.opts.say(
      `${this.name} exited unexpectedly (${how}); restarting in ${delay / 1000} s (restart ${this.restarts})`,
    );
    this.restartTimer = setTimeout(() => {
      if (this.stopping) return;
      const next = this.start();
      this.opts.say(`${this.name} restarted (pid ${next.pid})`);
    }, delay);
  }
}
