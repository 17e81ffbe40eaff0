/**
 * An org's settled deliveries by outcome, as `GET /metrics` reports them (`uptime_deliveries_total`), without
 * reading the log's past and without ever going down when the retention sweep drops a day:
 * - a closed day is one count document per org (`delivery_counts`, `<org>|<day>`), filed once when the day closes
 *   and kept for good (it is what the counter is made of);
 * - an open day (not closed yet) is counted from the log by equality keys only: the hours its status buckets hold
 *   (`s:<org>:<status>`, buckets.ts), then each hour's bucket.
 * A day closes once it ended more than `CLOSE_HORIZON_MS` ago (longer than a delivery's whole retry schedule) and
 * none of its deliveries is in flight; a day about to be swept is closed first whatever is in flight, so the
 * counts it held are filed before its rows go (retention.ts).
 */
import type { FiledStatus } from '../buckets';

export const COUNTED_STATUSES: readonly FiledStatus[] = ['delivered', 'failed', 'skipped'];
export type DeliveryCounts = Record<FiledStatus, number>;

/**
 * How long after its end a day may close. A delivery's retry schedule is at most a 30 s first attempt, the
 * receiver's `Retry-After` (capped at `DELIVERY_RETRY_AFTER_MAX_SEC`, at most an hour), then three attempts of at
 * most 30 s a minute apart: well under two hours. A day with a delivery still in flight waits longer anyway.
 */
export const CLOSE_HORIZON_MS = 2 * 3_600_000;

/** One org's count of one closed day. */
export interface DayCount extends DeliveryCounts {
  org_id: string;
  day: number;
}

/** The scrape's reads (counts/mongoStores.ts; a memory one in the unit tests). */
export interface DeliveryCountReads {
  /** The org's filed counts, one per closed day with deliveries (one lookup by org). */
  filedOf(orgId: string): Promise<DayCount[]>;
  /** The days the org's deliveries of this outcome are filed under (its status scope's directory). */
  daysOf(orgId: string, status: FiledStatus): Promise<number[]>;
  /** How many of the org's deliveries of that day have this outcome, read from the log's buckets. */
  countOpen(orgId: string, status: FiledStatus, day: number): Promise<number>;
}

/**
 * The org's settled deliveries by outcome: its filed days plus its open days counted from the log. The filed
 * counts are read again after the open days: a day that closed meanwhile is taken from its count (filed before any
 * of its rows could be swept), so a day is counted once, and never from rows a sweep already took.
 */
export async function countDeliveries(reads: DeliveryCountReads, orgId: string): Promise<DeliveryCounts> {
  const [days, filedBefore] = await Promise.all([
    Promise.all(COUNTED_STATUSES.map((status) => reads.daysOf(orgId, status))),
    reads.filedOf(orgId),
  ]);
  const closedBefore = new Set(filedBefore.map((c) => c.day));
  const open = await Promise.all(
    COUNTED_STATUSES.map((status, i) =>
      Promise.all(
        days[i]
          .filter((day) => !closedBefore.has(day))
          .map(async (day) => ({ day, n: await reads.countOpen(orgId, status, day) })),
      ),
    ),
  );
  const filed = await reads.filedOf(orgId);
  const closed = new Set(filed.map((c) => c.day));
  const counts = { delivered: 0, failed: 0, skipped: 0 };
  COUNTED_STATUSES.forEach((status, i) => {
    const fromRows = open[i].filter((o) => !closed.has(o.day)).reduce((sum, o) => sum + o.n, 0);
    counts[status] = fromRows + filed.reduce((sum, c) => sum + c[status], 0);
  });
  return counts;
}
