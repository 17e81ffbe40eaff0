/**
 * The delivery log's retention (DELIVERY_RETENTION_DAYS): a day of deliveries, their attempt records and the
 * events of the incidents resolved that day goes whole once it is past the retention, by one sweep any API replica
 * may run (two at once do no harm: each step is an idempotent delete by the day's key or a drop of the day's
 * collections). The store also fills the bucket fields of documents stored before the log had buckets, a batch
 * per round until none is left.
 */
import type { Logger } from '../../logger';
import { HOURS_PER_DAY, HOUR_MS } from './buckets';

export interface DaySwept {
  deliveries: number;
  /** Attempt records deleted one by one: those stored before attempts had a collection per day. */
  attempts: number;
  /** The day's collections of attempt records and settled rows dropped (dropped by another sweeper: none). */
  collections: number;
  /** Events (with their payload snapshots) of the incidents resolved that day. */
  events: number;
  /** Deliveries still in flight, kept with their attempts. */
  kept: number;
}

export interface LogRetentionStore {
  /** The days holding deliveries before `day` (days since 1970, UTC), oldest first. */
  daysBefore(day: number): Promise<number[]>;
  sweepDay(day: number): Promise<DaySwept>;
  /** Fills the bucket fields of up to `batch` documents stored without them; returns how many lacked them. */
  backfill(batch: number): Promise<number>;
}

const DAY_MS = HOURS_PER_DAY * HOUR_MS;
const BACKFILL_BATCH = 500;

export function createLogRetention(deps: {
  store: LogRetentionStore;
  retentionDays: number;
  now: () => number;
  log: Logger;
}) {
  let backfilled = false;
  return {
    /** Drops every day that ended more than `retentionDays` ago. */
    async sweep(signal?: AbortSignal): Promise<void> {
      const firstKept = Math.floor(deps.now() / DAY_MS) - deps.retentionDays;
      for (const day of await deps.store.daysBefore(firstKept)) {
        if (signal?.aborted) return;
        const swept = await deps.store.sweepDay(day);
        deps.log.info('delivery log day swept', { day: new Date(day * DAY_MS).toISOString().slice(0, 10), ...swept });
      }
    },
    /** One round of the backfill; a no-op once a round found nothing left. */
    async backfill(): Promise<void> {
      if (backfilled) return;
      backfilled = (await deps.store.backfill(BACKFILL_BATCH)) === 0;
    },
  };
}

export type LogRetention = ReturnType<typeof createLogRetention>;
