/**
 * Group commit of incident opens. An insert of one document costs the development store about 0.9 ms of CPU, one
 * of a batch about 0.1 ms per document (measured; docs/probing.md), and a mass outage opens thousands of incidents
 * at once. So opens are written together: while batches are being written (`maxLanes` at once), the opens that
 * arrive wait and go as the next batch (at most `maxBatch`). A lone open is written at once, as before. The order
 * of a single open is kept for each row: its event first, then its incident, so a crash between them leaves an
 * event that the recovery sweep finishes, never an incident without its event. The incidents are filed for the
 * lists while their events are written (two round trips before the incident is stored instead of three); an entry
 * of an incident never stored, because the events' write failed, is skipped by the lists.
 */
import { createOpenedIncidents, openedIncidentOf } from './incidentProjection';
import type { IncidentStore, NewIncidentEvent } from './stores';
import type { IncidentEventDoc } from '../models/incidentEvent';

interface PendingOpen {
  event: NewIncidentEvent;
  settle: (outcome: OpenOutcome) => void;
  fail: (err: unknown) => void;
}

/** The recorded event, and whether its incident was created ('applied') or lost to another open ('void'). */
export interface OpenOutcome {
  event: IncidentEventDoc;
  outcome: 'applied' | 'void';
}

export class OpenWriter {
  private pending: PendingOpen[] = [];
  private readonly lanes = new Set<Promise<void>>();

  /**
   * `maxLanes`: batches written at once. One batch at a time keeps one store connection (one PostgreSQL backend of
   * the development store, one core) busy: 10,000 opens took 17.5 s; 2 lanes 12.3 s, 4 lanes 10.3 to 11.1 s
   * (bench/README.md, storm).
   */
  constructor(
    private readonly store: IncidentStore,
    private readonly maxBatch = 500,
    private readonly maxLanes = 4,
  ) {}

  /** True while a batch is being written or waits to be. */
  get busy(): boolean {
    return this.lanes.size > 0;
  }

  /** Settles once the batches being written now are written (at once when idle). */
  async idle(): Promise<void> {
    await Promise.all(this.lanes);
  }

  /** Records an `incident.opened` event and creates its incident, in a batch with the opens beside it. */
  write(event: NewIncidentEvent): Promise<OpenOutcome> {
    return new Promise((settle, fail) => {
      this.pending.push({ event, settle, fail });
      if (this.lanes.size >= this.maxLanes) return;
      const lane: Promise<void> = this.drain().finally(() => this.lanes.delete(lane));
      this.lanes.add(lane);
    });
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      try {
        // Filed beside the events' write, not after it: one round trip less before the incidents are stored.
        const filed = this.store.fileIncidents(batch.map((p) => openedIncidentOf(p.event)));
        filed.catch(() => undefined); // awaited below, once the events are written
        const events = await this.store.insertEvents(batch.map((p) => p.event));
        await filed;
        const outcomes = await createOpenedIncidents(this.store, events, true);
        batch.forEach((p, i) => p.settle({ event: events[i], outcome: outcomes[i] }));
      } catch (err) {
        batch.forEach((p) => p.fail(err));
      }
    }
  }
}
