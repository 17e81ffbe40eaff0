import type { Logger } from './logger';

interface Loop {
  name: string;
  everyMs: number;
  run: () => Promise<void>;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
}

/**
 * Periodic sweeps (recovery, expiry, heartbeat misses). A run never overlaps the previous one of the same loop,
 * a failing run is logged and retried at the next tick, and `stop()` waits for runs in flight.
 */
export class BackgroundLoops {
  private readonly loops: Loop[] = [];
  private started = false;

  constructor(private readonly log: Logger) {}

  every(name: string, everyMs: number, run: () => Promise<void>): void {
    this.loops.push({ name, everyMs, run });
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const loop of this.loops) this.schedule(loop);
  }

  async stop(): Promise<void> {
    this.started = false;
    for (const loop of this.loops) clearTimeout(loop.timer);
    await Promise.all(this.loops.map((l) => l.running));
  }

  private schedule(loop: Loop): void {
    loop.timer = setTimeout(() => {
      loop.running = loop.run()
        .catch((err) => this.log.warn('background loop failed', { loop: loop.name, error: (err as Error).message }))
        .finally(() => {
          loop.running = undefined;
          if (this.started) this.schedule(loop);
        });
    }, loop.everyMs);
    loop.timer.unref();
  }
}
