/**
 * Reading an append-only feed (`monitor_changes`, `region_state_changes`) by time: each read looks back a while,
 * so a row inserted late (clock skew, a slow insert) is still seen, and rows already read are skipped by id.
 * Memory is bounded: ids are forgotten once older than two lookbacks.
 */
import { BucketSweeper, bucketKey, bucketKeysBetween } from '../buckets';

const LOOKBACK_MS = 30_000;
/** Feed rows are stamped with the minute they were appended in, and read and swept by it (domain/buckets.ts). */
export const FEED_BUCKET_MS = 60_000;
const FEED_BUCKET = 'minute';

export function feedBucket(ms: number): string {
  return bucketKey(FEED_BUCKET, ms, FEED_BUCKET_MS);
}

/** The minutes a read of (since, until] looks in. */
export function feedBucketsBetween(since: Date, until: Date): string[] {
  return bucketKeysBetween(FEED_BUCKET, since.getTime(), until.getTime(), FEED_BUCKET_MS);
}

/** The sweep of a feed's minutes (kept `FEED_RETENTION_MS`; after a start it looks back six hours). */
export function feedSweeper(drop: (bucket: string) => Promise<void>): BucketSweeper {
  return new BucketSweeper(FEED_BUCKET, FEED_BUCKET_MS, 360, drop);
}

export const FEED_RETENTION_MS = 600_000;

export class FeedReader {
  /** Row id -> when it was first read. */
  private readonly seen = new Map<string, number>();

  /** Where the next read starts. */
  since(nowMs: number): Date {
    return new Date(nowMs - LOOKBACK_MS);
  }

  /** The rows not read before, now marked as read. */
  unseen<T>(rows: T[], idOf: (row: T) => string, nowMs: number): T[] {
    const fresh = rows.filter((r) => !this.seen.has(idOf(r)));
    for (const r of fresh) this.seen.set(idOf(r), nowMs);
    for (const [id, at] of this.seen) if (at < nowMs - 2 * LOOKBACK_MS) this.seen.delete(id);
    return fresh;
  }
}
