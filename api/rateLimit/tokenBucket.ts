/**
 * Token buckets (contract "Rate limits"): capacity = burst, refilled continuously at quota/60 tokens per second.
 *
 * Levels are kept in integer units of token x millisecond so refill is exact integer arithmetic: one token is
 * 60 000 units and a bucket gains `quota` units per millisecond (quota tokens per 60 000 ms). No float drift,
 * so tests can pin every number.
 */
export const UNITS_PER_TOKEN = 60_000;
export const WINDOW_SEC = 60;

/** One budget: `quota` tokens per minute, at most `burst` tokens saved up. */
export interface BucketSpec {
  /** Stable id, also the prefix of the bucket's store key. */
  id: string;
  /** Per-minute quota: `RateLimit-Limit` and the `RateLimit-Policy` quota. */
  quota: number;
  burst: number;
}

/** A bucket's level at a moment. A bucket that does not exist is full. */
export interface BucketState {
  units: number;
  at: number;
}

export function capacityUnits(spec: BucketSpec): number {
  return spec.burst * UNITS_PER_TOKEN;
}

/** The level at `now`, refilled since `state.at` (a clock that steps back refills nothing). */
export function levelAt(spec: BucketSpec, state: BucketState | undefined, now: number): number {
  if (!state) return capacityUnits(spec);
  const elapsed = Math.max(0, now - state.at);
  return Math.min(capacityUnits(spec), state.units + elapsed * spec.quota);
}

/** When a bucket at `units` (measured at `at`) is full again: from then on it equals no bucket at all. */
export function fullAt(spec: BucketSpec, units: number, at: number): number {
  return at + Math.ceil((capacityUnits(spec) - units) / spec.quota);
}

/** Whole seconds until a bucket at `units` holds one token again; at least 1 (contract: RateLimit-Reset). */
export function secondsUntilToken(spec: BucketSpec, units: number): number {
  const missingMs = Math.ceil((UNITS_PER_TOKEN - units) / spec.quota);
  return Math.max(1, Math.ceil(missingMs / 1000));
}

export function wholeTokens(units: number): number {
  return Math.floor(units / UNITS_PER_TOKEN);
}
