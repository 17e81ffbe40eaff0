/** The per-process rate limiter: takes one token from every bucket of a request, or refuses it and charges none. */
import { BucketStore, type BucketScope } from './bucketStore';
import { MAX_REFILL_MS, type Budget } from './policies';
import { UNITS_PER_TOKEN, fullAt, levelAt, secondsUntilToken, wholeTokens } from './tokenBucket';

/** One bucket a request must take a token from: a budget and whose bucket of it. */
export interface BucketRef {
  budget: Budget;
  scope: BucketScope;
  /** The client address, key id, user id or heartbeat token. */
  id: string;
}

/** The outcome, with what the RateLimit-* headers describe. */
export interface RateDecision {
  allowed: boolean;
  /** The bucket that refused the request, else the one with the fewest tokens left. */
  budget: Budget;
  /** Whole tokens left in that bucket. */
  remaining: number;
  /** 0 when allowed, else whole seconds until every refusing bucket has a token again (at least 1). */
  resetSec: number;
}

export interface RateLimiterOptions {
  now: () => number;
  maxBuckets: number;
}

/**
 * Per-process token buckets (spec 8: "Counters are kept per API server process").
 * A request takes one token from every bucket that applies, or from none: if any is empty it is refused and
 * nothing is charged, so a refused request never eats into another budget.
 */
export class RateLimiter {
  readonly store: BucketStore;

  constructor(private readonly opts: RateLimiterOptions) {
    this.store = new BucketStore({ maxBuckets: opts.maxBuckets, maxRefillMs: MAX_REFILL_MS });
  }

  /** Checks and charges `refs` together; null when there is nothing to check. The clock is read once. */
  take(refs: readonly BucketRef[]): RateDecision | null {
    if (refs.length === 0) return null;
    const now = this.opts.now();
    return refs.length === 1 ? this.takeOne(refs[0], now) : this.takeAll(refs, now);
  }

  /** Most requests have one bucket (a key's read budget, a heartbeat token, an address): no arrays for them. */
  private takeOne(ref: BucketRef, now: number): RateDecision {
    const space = this.store.space(ref.budget.id, ref.scope);
    const level = levelAt(ref.budget, this.store.get(space, ref.id), now);
    if (level < UNITS_PER_TOKEN) {
      this.store.touch(space, ref.id);
      return refusal(ref.budget, level);
    }
    const left = level - UNITS_PER_TOKEN;
    this.store.set(space, ref.id, left, now, fullAt(ref.budget, left, now));
    return { allowed: true, budget: ref.budget, remaining: wholeTokens(left), resetSec: 0 };
  }

  private takeAll(refs: readonly BucketRef[], now: number): RateDecision {
    const spaces = refs.map((r) => this.store.space(r.budget.id, r.scope));
    const levels = refs.map((r, i) => levelAt(r.budget, this.store.get(spaces[i], r.id), now));
    if (levels.some((level) => level < UNITS_PER_TOKEN)) {
      refs.forEach((r, i) => this.store.touch(spaces[i], r.id));
      return this.slowestEmpty(refs, levels);
    }
    let lowest = 0;
    for (let i = 0; i < refs.length; i++) {
      levels[i] -= UNITS_PER_TOKEN;
      this.store.set(spaces[i], refs[i].id, levels[i], now, fullAt(refs[i].budget, levels[i], now));
      if (levels[i] < levels[lowest]) lowest = i;
    }
    return { allowed: true, budget: refs[lowest].budget, remaining: wholeTokens(levels[lowest]), resetSec: 0 };
  }

  /** Among empty buckets, the one that takes longest to give a token back (Retry-After must cover them all). */
  private slowestEmpty(refs: readonly BucketRef[], levels: number[]): RateDecision {
    let worst: RateDecision | null = null;
    refs.forEach((r, i) => {
      if (levels[i] >= UNITS_PER_TOKEN) return;
      const decision = refusal(r.budget, levels[i]);
      if (!worst || decision.resetSec > worst.resetSec) worst = decision;
    });
    return worst!;
  }
}

function refusal(budget: Budget, units: number): RateDecision {
  return { allowed: false, budget, remaining: wholeTokens(units), resetSec: secondsUntilToken(budget, units) };
}
