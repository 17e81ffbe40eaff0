/**
 * A mergeable sketch of response times (the DDSketch idea): each value falls in a logarithmic bucket whose bounds
 * are within 2 % of each other, so any quantile read back is within 2 % of the true one, and two sketches merge by
 * adding their bucket counts. Response times cluster, so a period holds a handful of buckets.
 */
const GAMMA = 1.04; // bucket i covers (GAMMA^(i-1), GAMMA^i]: relative error (GAMMA - 1) / 2 = 2 %
const LOG_GAMMA = Math.log(GAMMA);

export type Sketch = Map<number, number>;

export function bucketOf(ms: number): number {
  return ms <= 1 ? 0 : Math.ceil(Math.log(ms) / LOG_GAMMA);
}

/** Counts a value (`count` times) in the bucket `bucketOf` gave it. */
export function addToBucket(s: Sketch, bucket: number, count = 1): void {
  s.set(bucket, (s.get(bucket) ?? 0) + count);
}

export function mergeSketch(into: Sketch, keys: readonly number[], counts: readonly number[]): void {
  for (let i = 0; i < keys.length; i++) into.set(keys[i], (into.get(keys[i]) ?? 0) + counts[i]);
}

/** The value at quantile q (0..1), rounded to whole ms; null for an empty sketch. */
export function quantile(s: Sketch, q: number): number | null {
  let total = 0;
  for (const c of s.values()) total += c;
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const k of [...s.keys()].sort((a, b) => a - b)) {
    seen += s.get(k)!;
    if (seen >= rank) return k === 0 ? 1 : Math.round((2 * GAMMA ** k) / (GAMMA + 1));
  }
  return null;
}

export function sketchArrays(s: Sketch): { keys: number[]; counts: number[] } {
  const keys = [...s.keys()].sort((a, b) => a - b);
  return { keys, counts: keys.map((k) => s.get(k)!) };
}
