/**
 * Fan-outs of incident events waiting their turn. A mass outage opens thousands of incidents in seconds; each
 * fan-out records a delivery and starts a workflow per channel, which the store and Temporal serve at a few
 * hundred per second. So an incident the probe vote opens is answered once its event and the incident are stored,
 * and its fan-out runs here, `concurrency` at a time, oldest first: the incidents all exist at once, the deliveries
 * follow as fast as the stack allows. Nothing is lost to a crash or a stop: an event's `fanout_done` stays false
 * until its fan-out ran, and the recovery sweep (of any process) finishes it; this process's sweep leaves alone
 * the events still waiting here (`holds`), so it does not repeat them while the queue is long.
 *
 * Fan-outs yield to opens (`yieldTo`, the open writer): while a batch of opens is being written, no fan-out starts,
 * so a mass outage records all its incidents first (two cores shared with the store, Temporal and the worker would
 * otherwise serve both at half speed), then notifies. The yield is bounded (`maxYieldMs`): opens arriving without
 * a pause for that long no longer hold the fan-outs back until the writer has been idle once. It applies only to a
 * backlog (`yieldAbove` waiting): outages that begin a few at a time (50 within a minute) are notified at once
 * instead of each waiting for the others' opens (248 ms of a 2 s detection at 20,000 monitors, docs/operations.md).
 */
import { allSettledWithin } from '../boundedWait';
import type { Logger } from '../logger';

/** Long enough for a mass outage to be recorded first; short enough that a steady stream of opens notifies. */
const DEFAULT_MAX_YIELD_MS = 10_000;

interface Waiting {
  eventId: string;
  run: () => Promise<void>;
}

/** Work that fan-outs give way to. */
export interface YieldTarget {
  readonly busy: boolean;
  idle(): Promise<void>;
}

export interface FanOutQueueOptions {
  yieldTo?: YieldTarget;
  maxYieldMs?: number;
  /** Fan-outs yield only while more than this many wait (default 0: always). */
  yieldAbove?: number;
  now?: () => number;
}

export class FanOutQueue {
  private readonly waiting: Waiting[] = [];
  private yieldingSince: number | null = null;
  private awaitingIdle = false;
  private next = 0;
  private readonly held = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly concurrency: number,
    private readonly log: Logger,
    private readonly options: FanOutQueueOptions = {},
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

  /**
   * The events waiting or running here now, as a copy: a sweep takes it before it reads the unfinished events, so an
   * event whose fan-out ends here while the sweep works through its list is not fanned out again.
   */
  heldNow(): ReadonlySet<string> {
    return new Set(this.held);
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

  /** True when the fan-outs should wait for the writer; arranges the pump to run again once it is idle. */
  private yielding(): boolean {
    const target = this.options.yieldTo;
    if (!target?.busy) {
      this.yieldingSince = null;
      return false;
    }
    if (this.waiting.length - this.next <= (this.options.yieldAbove ?? 0)) return false; // no backlog
    const now = (this.options.now ?? Date.now)();
    this.yieldingSince ??= now;
    const leftMs = this.yieldingSince + (this.options.maxYieldMs ?? DEFAULT_MAX_YIELD_MS) - now;
    if (leftMs <= 0) return false;
    if (!this.awaitingIdle) {
      this.awaitingIdle = true;
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, leftMs)));
      void Promise.race([target.idle(), bound]).then(() => {
        clearTimeout(timer);
        this.awaitingIdle = false;
        this.pump();
      });
    }
    return true;
  }

  private pump(): void {
    if (this.yielding()) return;
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
