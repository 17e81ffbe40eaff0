/** The rate limiter's token buckets in memory: looked up by budget, scope and caller id, bounded in number. */
import type { BucketState } from './tokenBucket';

/** Whose bucket it is: a client address, an API key, a user, a heartbeat token. */
export type BucketScope = 'ip' | 'key' | 'user' | 'hb';

/** The buckets of one budget for one scope, by caller id. */
export type BucketSpace = Map<string, Entry>;

interface Entry extends BucketState {
  space: BucketSpace;
  id: string;
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
 * Buckets by budget, scope and caller id, with bounded memory: Maps for lookup and a doubly linked recency list
 * (O(1) per operation; iterating a Map from its oldest end is not, once many keys have been deleted).
 * - Lookups use the caller's id as it arrives (a key id, an address): no key string is built per request, and a
 *   string seen before hashes for free.
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
  private readonly spaces = new Map<string, Map<BucketScope, BucketSpace>>();
  private count = 0;
  private oldest: Entry | null = null;
  private newest: Entry | null = null;
  private readonly sweepPerWrite: number;

  constructor(private readonly opts: BucketStoreOptions) {
    if (!(opts.maxBuckets >= 1)) throw new Error('maxBuckets must be at least 1');
    this.sweepPerWrite = opts.sweepPerWrite ?? 64;
  }

  get size(): number {
    return this.count;
  }

  /** The space of a budget and scope, made on first use (a few dozen per process). */
  space(budgetId: string, scope: BucketScope): BucketSpace {
    let scopes = this.spaces.get(budgetId);
    if (!scopes) this.spaces.set(budgetId, (scopes = new Map()));
    let space = scopes.get(scope);
    if (!space) scopes.set(scope, (space = new Map()));
    return space;
  }

  /**
   * The stored level, or undefined when there is none. A bucket that is full again is kept (its level reads as
   * full): dropping it here only to re-create it on the next take would make every request of a caller who stays
   * under the limit pay for both. Idle full buckets go in `sweep`, from the least recently used end.
   */
  get(space: BucketSpace, id: string): BucketState | undefined {
    return space.get(id);
  }

  /** Marks a bucket as just used without changing it (a refused caller must not age out and get a fresh bucket). */
  touch(space: BucketSpace, id: string): void {
    const e = space.get(id);
    if (!e || e === this.newest) return;
    this.unlink(e);
    this.append(e);
  }

  /**
   * Stores a level (`units` measured at `at`) in place and marks the bucket as just used; then bounds the store
   * (idle sweep, hard cap). The level comes as two numbers, not a state object: this runs on every served request.
   */
  set(space: BucketSpace, id: string, units: number, at: number, fullAt: number): void {
    let e = space.get(id);
    if (!e) {
      e = { space, id, units: 0, at: 0, fullAt: 0, older: null, newer: null };
      space.set(id, e);
      this.count += 1;
      this.append(e);
    } else if (e !== this.newest) {
      this.unlink(e);
      this.append(e);
    }
    e.units = units;
    e.at = at;
    e.fullAt = fullAt;
    this.sweep(at, this.sweepPerWrite);
    while (this.count > this.opts.maxBuckets && this.oldest) this.remove(this.oldest);
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
    e.space.delete(e.id);
    this.count -= 1;
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
