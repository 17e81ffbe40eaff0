/** Periodic background sweeps of a process, each never overlapping itself, stopped at once on shutdown. */
import { allSettledWithin } from './boundedWait';
import type { Logger } from './logger';

interface Loop {
  name: string;
  everyMs: number;
  run: (signal: AbortSignal) => Promise<void>;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
}

/** How long `stop()` lets runs in flight end by themselves before it stops waiting for them. */
const STOP_GRACE_MS = 1_000;

/**
 * Periodic sweeps (recovery, expiry, heartbeat misses). A run never overlaps the previous one of the same loop and
 * a failing run is logged and retried at the next tick. `stop()` ends the loops at once: it aborts the signal
 * each run receives and waits at most STOP_GRACE_MS for runs in flight. A sweep left behind is safe to abandon
 * (every step it takes is idempotent and repeated by the next process's sweep), so a sweep that keeps failing
 * while Temporal or MongoDB is down never holds up a stop.
 */
export class BackgroundLoops {
  private readonly loops: Loop[] = [];
  private stopping = new AbortController();
  private started = false;

  constructor(private readonly log: Logger) {}

  every(name: string, everyMs: number, run: (signal: AbortSignal) => Promise<void>): void {
    this.loops.push({ name, everyMs, run });
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.stopping = new AbortController();
    for (const loop of this.loops) this.schedule(loop);
  }

  async stop(graceMs = STOP_GRACE_MS): Promise<void> {
    this.started = false;
    this.stopping.abort();
    for (const loop of this.loops) clearTimeout(loop.timer);
    const running = this.loops.flatMap((l) => (l.running ? [l.running] : []));
    if (running.length === 0) return;
    await allSettledWithin(running, graceMs);
  }

  private schedule(loop: Loop): void {
    const signal = this.stopping.signal;
    loop.timer = setTimeout(() => {
      loop.running = loop
        .run(signal)
        .catch((err) => {
          if (!signal.aborted)
            this.log.warn('background loop failed', { loop: loop.name, error: (err as Error).message });
        })
        .finally(() => {
          loop.running = undefined;
          if (this.started && !signal.aborted) this.schedule(loop);
        });
    }, loop.everyMs);
    loop.timer.unref();
  }
}
