import type { BucketState } from './tokenBucket';

interface Entry extends BucketState {
  key: string;
  /** When the bucket is full again; from then on dropping it changes nothing. */
  fullAt: number;
  /** Recency list: `older` towards the least recently used end. */
  older: Entry | null;
  newer: Entry | null;
}

export interface BucketStoreOptions {
  /** Hard cap on live buckets; beyond it the least recently used bucket is dropped. */
  maxBuckets: number;
  /** Longest time any bucket takes to refill from empty: a bucket untouched that long is full. */
  maxRefillMs: number;
  /** Upper bound on idle buckets removed per write, so one request never pays for a long sweep. */
  sweepPerWrite?: number;
}

/**
 * Buckets by key (`<budget id>|<identity>`) with bounded memory: a Map for lookup and a doubly linked recency
 * list (O(1) per operation; iterating a Map from its oldest end is not, once many keys have been deleted).
 * - A bucket that is full again stays where it is while its caller keeps coming (no drop and re-create per request).
 * - Idle eviction (a few entries per write) walks from the least recently used end and drops buckets that are full
 *   again, which is exact because a full bucket and a missing one behave the same; it stops at the first bucket
 *   that may still be refilling. So the store holds at most the buckets used within the longest refill time, and
 *   never more than the cap.
 * - The hard cap drops the least recently used bucket. That one may not be full yet, so under a flood of more
 *   distinct identities than the cap, an evicted identity gets a fresh bucket: a bounded leniency that keeps the
 *   process alive, where an unbounded map would not.
 */
export class BucketStore {
  private readonly entries = new Map<string, Entry>();
  private oldest: Entry | null = null;
  private newest: Entry | null = null;
  private readonly sweepPerWrite: number;

  constructor(private readonly opts: BucketStoreOptions) {
    if (!(opts.maxBuckets >= 1)) throw new Error('maxBuckets must be at least 1');
    this.sweepPerWrite = opts.sweepPerWrite ?? 64;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The stored level, or undefined when there is none. A bucket that is full again is kept (its level reads as
   * full): dropping it here only to re-create it on the next take would make every request of a caller who stays
   * under the limit pay for both. Idle full buckets go in `sweep`, from the least recently used end.
   */
  get(key: string): BucketState | undefined {
    return this.entries.get(key);
  }

  /** Marks a key as just used without changing it (a refused caller must not age out and get a fresh bucket). */
  touch(key: string): void {
    const e = this.entries.get(key);
    if (!e || e === this.newest) return;
    this.unlink(e);
    this.append(e);
  }

  /** Stores a level in place and marks the key as just used; then bounds the store (idle sweep, hard cap). */
  set(key: string, state: BucketState, fullAt: number): void {
    let e = this.entries.get(key);
    if (!e) {
      e = { key, units: 0, at: 0, fullAt: 0, older: null, newer: null };
      this.entries.set(key, e);
      this.append(e);
    } else if (e !== this.newest) {
      this.unlink(e);
      this.append(e);
    }
    e.units = state.units;
    e.at = state.at;
    e.fullAt = fullAt;
    this.sweep(state.at, this.sweepPerWrite);
    while (this.entries.size > this.opts.maxBuckets && this.oldest) this.remove(this.oldest);
  }

  /** Drops buckets that are full again, least recently used first, at most `limit`. Returns how many. */
  sweep(now: number, limit = Number.POSITIVE_INFINITY): number {
    let dropped = 0;
    while (this.oldest && dropped < limit) {
      const e = this.oldest;
      const idle = e.fullAt <= now || e.at + this.opts.maxRefillMs <= now;
      if (!idle) break;
      this.remove(e);
      dropped += 1;
    }
    return dropped;
  }

  private remove(e: Entry): void {
    this.unlink(e);
    this.entries.delete(e.key);
  }

  private append(e: Entry): void {
    e.older = this.newest;
    e.newer = null;
    if (this.newest) this.newest.newer = e;
    else this.oldest = e;
    this.newest = e;
  }

  private unlink(e: Entry): void {
    if (e.older) e.older.newer = e.newer;
    else this.oldest = e.newer;
    if (e.newer) e.newer.older = e.older;
    else this.newest = e.older;
    e.older = null;
    e.newer = null;
  }
}
