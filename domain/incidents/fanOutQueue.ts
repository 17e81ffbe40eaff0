/**
 * Fan-outs of incident events waiting their turn. A mass outage opens thousands of incidents in seconds; each
 * fan-out records a delivery and starts a workflow per channel, which the store and Temporal serve at a few
 * hundred per second. So an incident the probe vote opens is answered once its event and the incident are stored,
 * and its fan-out runs here, `concurrency` at a time, oldest first: the incidents all exist at once, the deliveries
 * follow as fast as the stack allows. Nothing is lost to a crash or a stop: an event's `fanout_done` stays false
 * until its fan-out ran, and the recovery sweep (of any process) finishes it; this process's sweep leaves alone
 * the events still waiting here (`holds`), so it does not repeat them while the queue is long.
 */
import { allSettledWithin } from '../boundedWait';
import type { Logger } from '../logger';

interface Waiting {
  eventId: string;
  run: () => Promise<void>;
}

export class FanOutQueue {
  private readonly waiting: Waiting[] = [];
  private next = 0;
  private readonly held = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly concurrency: number,
    private readonly log: Logger,
  ) {}

  /** Queues one event's fan-out; after `stop()` it is left to the recovery sweep. A failure is logged only. */
  push(eventId: string, run: () => Promise<void>): void {
    if (this.stopped || this.held.has(eventId)) return;
    this.held.add(eventId);
    this.waiting.push({ eventId, run });
    this.pump();
  }

  /** True while the event's fan-out waits or runs here. */
  holds(eventId: string): boolean {
    return this.held.has(eventId);
  }

  get length(): number {
    return this.held.size;
  }

  /** Starts nothing more; waits at most `boundMs` for the fan-outs running. The rest: the recovery sweep's. */
  async stop(boundMs: number): Promise<void> {
    this.stopped = true;
    const left = this.waiting.length - this.next;
    if (left > 0) this.log.info('fan-outs left to the recovery sweep', { count: left });
    await allSettledWithin(this.running, boundMs);
  }

  private pump(): void {
    while (!this.stopped && this.running.size < this.concurrency && this.next < this.waiting.length) {
      const item = this.waiting[this.next++];
      const run = item
        .run()
        .catch((err: unknown) =>
          this.log.warn('fan-out failed; the recovery sweep retries it', {
            event_id: item.eventId,
            error: (err as Error).message,
          }),
        )
        .finally(() => {
          this.running.delete(run);
          this.held.delete(item.eventId);
          this.pump();
        });
      this.running.add(run);
    }
    // What ran is dropped (its event with it): at once when drained, else in chunks of a long queue.
    if (this.next === this.waiting.length || this.next >= 1_024) {
      this.waiting.splice(0, this.next);
      this.next = 0;
    }
  }
}
