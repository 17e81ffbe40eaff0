/** Rollups equal the raw results they summarise, whichever processes wrote their rows. */
import { mergeRollups, RollupAggregator } from '../../domain/checkResults/rollups';
import { addToBucket, bucketOf, quantile, type Sketch } from '../../domain/checkResults/sketch';

const HOUR = 3_600_000;
const t0 = Date.UTC(2026, 10, 25, 10, 0, 0);

function exactQuantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
}

describe('rollups', () => {
  it('hourly and daily rows of two processes add up to the raw results', () => {
    const replicas = [new RollupAggregator(), new RollupAggregator()];
    const raw: { at: number; ok: boolean; ms: number | null }[] = [];
    for (let i = 0; i < 5_000; i++) {
      const at = t0 + ((i * 7919) % (3 * HOUR));
      const ok = i % 13 !== 0;
      const ms = i % 17 === 0 ? null : 20 + ((i * 31) % 900);
      raw.push({ at, ok, ms });
      replicas[i % 2].add('m1', 'fra1', at, ok, ms);
    }
    const rows = replicas.flatMap((r) => r.take(t0 + 30 * HOUR));
    const hours = mergeRollups(rows.filter((r) => r.period === 'hour'));
    expect(hours).toHaveLength(3);
    for (const h of hours) {
      const inHour = raw.filter((r) => r.at >= h.start.getTime() && r.at < h.start.getTime() + HOUR);
      const timed = inHour.flatMap((r) => (r.ms === null ? [] : [r.ms]));
      expect(h.count).toBe(inHour.length);
      expect(h.failures).toBe(inHour.filter((r) => !r.ok).length);
      expect(h.minMs).toBe(Math.min(...timed));
      expect(h.maxMs).toBe(Math.max(...timed));
      expect(h.avgMs).toBeCloseTo(timed.reduce((a, b) => a + b, 0) / timed.length, 6);
      for (const [q, got] of [
        [0.5, h.p50Ms],
        [0.95, h.p95Ms],
        [0.99, h.p99Ms],
      ] as const)
        expect(Math.abs(got! - exactQuantile(timed, q)) / exactQuantile(timed, q)).toBeLessThanOrEqual(0.03);
    }
    const [day] = mergeRollups(rows.filter((r) => r.period === 'day'));
    expect(day.count).toBe(raw.length);
    expect(day.failures).toBe(raw.filter((r) => !r.ok).length);
  });

  it('keeps a period open until it closed (plus grace), and hands out everything on stop', () => {
    const agg = new RollupAggregator();
    agg.add('m1', 'iad1', t0 + 10, true, 50);
    expect(agg.take(t0 + HOUR)).toHaveLength(0);
    expect(agg.take(t0 + HOUR + 121_000).map((r) => r.period)).toEqual(['hour']);
    expect(agg.take(t0 + HOUR + 121_000, true).map((r) => r.period)).toEqual(['day']);
  });

  it('the sketch reads quantiles within 2 % of the value', () => {
    const s: Sketch = new Map();
    for (const v of [3, 10, 100, 1_000, 12_345]) {
      s.clear();
      addToBucket(s, bucketOf(v));
      expect(Math.abs(quantile(s, 0.5)! - v) / v).toBeLessThanOrEqual(0.021);
    }
  });
});
