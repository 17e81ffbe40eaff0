/**
 * Routing read ahead of an open's write. An open the probe vote asks is written (its event, then its incident: two
 * store round trips), and only then does its fan-out read where it goes (the monitor's channels, the enabled ones,
 * the auto-disabled among them: three more) before it inserts the deliveries and starts their workflows. None of
 * those reads depends on the write, so they run beside it and the fan-out finds them done: at 20,000 monitors
 * under load the reads held a third of the detection time (bench/README.md, probing).
 *
 * Only while few fan-outs wait: in a mass outage the fan-outs queue anyway (fanOutQueue.ts), the reads would take
 * the store from the opens being written, and a routing read long before its fan-out runs would be stale. So at
 * most `limit` reads run at once, and none while `limit` fan-outs wait; the others route when they fan out.
 */
import type { PlannedEvent, Routing } from '../delivery/dispatcher.types';

/** Small beside the fan-out queue's backlog (32, domain/services.ts): 50 outages a minute never reach it. */
const DEFAULT_LIMIT = 16;

export class RoutesAhead {
  private running = 0;

  constructor(
    private readonly read: ((event: PlannedEvent) => Promise<Routing>) | undefined,
    private readonly queue: { readonly length: number } | undefined,
    private readonly limit = DEFAULT_LIMIT,
  ) {}

  /** The routing of an event about to be recorded, being read; undefined: its fan-out reads it. */
  route(event: PlannedEvent): Promise<Routing> | undefined {
    if (!this.read || this.running + (this.queue?.length ?? 0) >= this.limit) return undefined;
    this.running++;
    const routed = this.read(event);
    // A failed read is the fan-out's to repeat (the dispatcher reads again); never an unhandled rejection here.
    void routed.then(
      () => this.running--,
      () => this.running--,
    );
    return routed;
  }
}
