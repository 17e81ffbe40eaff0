/** Small statistics for benchmark figures: percentiles (nearest rank), medians, rounding. */

/** Nearest-rank percentile of `values` (p in 0..100); NaN for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  if (p < 0 || p > 100) throw new RangeError(`percentile must be within 0..100, got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Rounds to `digits` decimals; NaN and infinities become null so the JSON line stays valid. */
export function round(n: number, digits = 1): number | null {
  if (!Number.isFinite(n)) return null;
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** Per-second rate of `count` events over `ms` milliseconds. */
export function perSecond(count: number, ms: number): number {
  return ms > 0 ? (count * 1000) / ms : NaN;
}
