/**
 * How long check-result rollups are kept, and the buckets the retention sweep (domain/probing/service.ts) drops
 * them in: a UTC day of hourly rows, ten days of daily rows, each cut into ROLLUP_SHARDS by monitor and deleted by
 * equality on its `bucket`. FerretDB deletes the rows a filter selects in one statement with a parameter per row
 * and refuses more than 65,535, so no one delete may select more: a day of hourly rows at 50,000 monitors is 7.2
 * million rows, about 28,000 per shard.
 */
import { bucketKey } from '../buckets';

const DAY_MS = 86_400_000;

/** Hourly rollups are kept this long (reports of up to 90 days read them). */
export const HOURLY_ROLLUP_RETENTION_DAYS = 90;
/** Daily rollups are kept this long (a year of daily bars and monthly reports, with room). */
export const DAILY_ROLLUP_RETENTION_DAYS = 400;

/** The span of one sweep bucket of each period's rows. */
export const ROLLUP_BUCKET_MS = { hour: DAY_MS, day: 10 * DAY_MS } as const;

/** Shards of one rollup bucket (by monitor). */
export const ROLLUP_SHARDS = 256;

/** The `bucket` of a rollup row of `period` starting at `startMs`, for its monitor. */
export function rollupBucket(period: 'hour' | 'day', startMs: number, monitorId: string): string {
  return `${bucketKey(period, startMs, ROLLUP_BUCKET_MS[period])}:${shardOf(monitorId)}`;
}

/** Every shard's key of one bucket (`period:<n>`). */
export function rollupShardKeys(bucket: string): string[] {
  return Array.from({ length: ROLLUP_SHARDS }, (_, s) => `${bucket}:${s}`);
}

/** FNV-1a of the id, folded to a shard. */
function shardOf(monitorId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < monitorId.length; i++) h = Math.imul(h ^ monitorId.charCodeAt(i), 0x01000193);
  return (h >>> 0) % ROLLUP_SHARDS;
}
