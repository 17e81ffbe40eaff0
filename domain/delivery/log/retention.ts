/**
 * The delivery log's retention (DELIVERY_RETENTION_DAYS): a day of deliveries, their attempt records and the
 * events of the incidents resolved that day goes whole once it is past the retention, by one sweep any API replica
 * may run (two at once do no harm: each step is an idempotent delete by the day's key, a drop of the day's
 * collections, or an insert once). The same loop closes the days whose deliveries are all settled: their counts by
 * org and outcome are filed for good (counts/counts.ts), and a day is always closed before it is swept, so
 * `uptime_deliveries_total` never falls. The store also fills the bucket fields of documents stored before the log
 * had buckets, a batch per round until none is left.
 */
import type { Logger } from '../../logger';
import { HOURS_PER_DAY, HOUR_MS } from './buckets';
import { CLOSE_HORIZON_MS } from './counts/counts';

export interface DaySwept {
  /** Deliveries deleted one by one: the old collection's, or the day's others while one is in flight. */
  deliveries: number;
  /** Attempt records deleted one by one: those stored before attempts had a collection per day. */
  attempts: number;
  /** The day's collections of deliveries, guards, attempt records and settled rows dropped (by another sweeper: none). */
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
  /** The days whose counts are filed (and not swept yet). */
  countedDays(): Promise<number[]>;
  /** Whether the day may close: none of its deliveries in flight, every settled one filed with its row. */
  closable(day: number): Promise<boolean>;
  /** Files the day's counts per org (each once); returns how many orgs it counted. */
  closeDay(day: number): Promise<number>;
  /** Fills the bucket fields of up to `batch` documents stored without them; returns how many lacked them. */
  backfill(batch: number): Promise<number>;
}

const DAY_MS = HOURS_PER_DAY * HOUR_MS;
const BACKFILL_BATCH = 500;
/**
 * Days closed per round besides those about to be swept. One a day is the steady state; the first rounds on a log
 * stored before counts were filed catch up on its past a few days at a time, each a read of that day, so they
 * never add a burst of reads the size of the log beside the API's own.
 */
const CLOSES_PER_ROUND = 4;

export function createLogRetention(deps: {
  store: LogRetentionStore;
  retentionDays: number;
  now: () => number;
  log: Logger;
}) {
  let backfilled = false;
  const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
  const close = async (day: number, expired: boolean) => {
    const orgs = await deps.store.closeDay(day);
    deps.log.info('delivery log day closed', { day: dateOf(day), orgs, before_sweep: expired });
  };
  const sweepDay = async (day: number) => {
    const swept = await deps.store.sweepDay(day);
    deps.log.info('delivery log day swept', { day: dateOf(day), ...swept });
  };
  return {
    /**
     * Closes the days that ended more than the horizon ago with nothing in flight, and drops every day that ended
     * more than `retentionDays` ago, closing it first even with a delivery in flight (that one is then not counted).
     */
    async sweep(signal?: AbortSignal): Promise<void> {
      const now = deps.now();
      const firstKept = Math.floor(now / DAY_MS) - deps.retentionDays;
      const firstOpen = Math.floor((now - CLOSE_HORIZON_MS) / DAY_MS);
      const counted = new Set(await deps.store.countedDays());
      let closes = 0;
      for (const day of await deps.store.daysBefore(Math.max(firstKept, firstOpen))) {
        if (signal?.aborted) return;
        // A day past the retention is closed again right before its sweep: an org whose deliveries reached the
        // day after it closed (a replica's clock behind) gets its count then; the orgs already counted keep theirs.
        if (day < firstKept) {
          await close(day, true);
          await sweepDay(day);
        } else if (!counted.has(day) && closes < CLOSES_PER_ROUND && (await deps.store.closable(day))) {
          closes++;
          await close(day, false);
        }
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
