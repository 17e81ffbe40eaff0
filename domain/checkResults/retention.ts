/**
 * How long check-result rollups are kept, and the buckets the retention sweep (domain/probing/service.ts) drops
 * them in: a UTC day of hourly rows, ten days of daily rows, each deleted by equality on its `bucket`.
 */
import { bucketKey } from '../buckets';

const DAY_MS = 86_400_000;

/** Hourly rollups are kept this long (reports of up to 90 days read them). */
export const HOURLY_ROLLUP_RETENTION_DAYS = 90;
/** Daily rollups are kept this long (a year of daily bars and monthly reports, with room). */
export const DAILY_ROLLUP_RETENTION_DAYS = 400;

/** The span of one sweep bucket of each period's rows. */
export const ROLLUP_BUCKET_MS = { hour: DAY_MS, day: 10 * DAY_MS } as const;

/** The `bucket` of a rollup row of `period` starting at `startMs`. */
export function rollupBucket(period: 'hour' | 'day', startMs: number): string {
  return bucketKey(period, startMs, ROLLUP_BUCKET_MS[period]);
}
