/**
 * Group commit of incident opens. An insert of one document costs the development store about 0.9 ms of CPU, one
 * of a batch about 0.1 ms per document (measured; docs/probing.md), and a mass outage opens thousands of incidents
 * at once. So opens are written together: while one batch is being written, the opens that arrive wait and go as
 * the next batch (at most `maxBatch`). A lone open is written at once, as before. The order of a single open is
 * kept for each row: its event first, then its incident, so a crash between them leaves an event that the
 * recovery sweep finishes, never an incident without its event.
 */
import { createOpenedIncidents } from './incidentProjection';
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
  private writing: Promise<void> | null = null;

  constructor(
    private readonly store: IncidentStore,
    private readonly maxBatch = 500,
  ) {}

  /** True while a batch is being written or waits to be. */
  get busy(): boolean {
    return this.writing !== null;
  }

  /** Settles once nothing is being written (at once when idle). */
  idle(): Promise<void> {
    return this.writing ?? Promise.resolve();
  }

  /** Records an `incident.opened` event and creates its incident, in a batch with the opens beside it. */
  write(event: NewIncidentEvent): Promise<OpenOutcome> {
    return new Promise((settle, fail) => {
      this.pending.push({ event, settle, fail });
      this.writing ??= this.drain().finally(() => (this.writing = null));
    });
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      try {
        const events = await this.store.insertEvents(batch.map((p) => p.event));
        const outcomes = await createOpenedIncidents(this.store, events);
        batch.forEach((p, i) => p.settle({ event: events[i], outcome: outcomes[i] }));
      } catch (err) {
        batch.forEach((p) => p.fail(err));
      }
    }
  }
}
