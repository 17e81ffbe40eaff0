/**
 * An hour's close builds its rows a batch at a time, just before each insert: every cell is written exactly once,
 * a failed batch is written again as it was, and cells stay readable until their row is stored.
 */
import { RollupAggregator, type ClosedRows } from '../../domain/checkResults/rollups';
import { RollupWriter } from '../../domain/checkResults/rollupWriter';
import type { RollupDoc } from '../../domain/models/checkRollup';
import { REGIONS } from '../../domain/regions';

const HOUR = 3_600_000;
const t0 = Date.UTC(2026, 10, 25, 10, 0, 0);
const AFTER_CLOSE = t0 + HOUR + 121_000;

function hourOf(monitors: number): RollupAggregator {
  const agg = new RollupAggregator();
  for (let m = 0; m < monitors; m++)
    for (const region of REGIONS) for (let i = 0; i < 3; i++) agg.add(`m${m}`, region, t0 + i * 60_000, true, 10 + i);
  return agg;
}

/** The same rows, counting how many have been read (built) so far. */
function counted(rows: ClosedRows): { rows: ClosedRows; read: () => number } {
  let read = 0;
  return {
    rows: {
      length: rows.length,
      *[Symbol.iterator]() {
        for (const row of rows) {
          read++;
          yield row;
        }
      },
    },
    read: () => read,
  };
}

describe('rollup close', () => {
  it('builds rows one batch ahead of the store, never the whole hour at once', async () => {
    const agg = hourOf(100); // 600 hourly cells (the day's stay open)
    const closed = counted(agg.close(AFTER_CLOSE));
    expect(closed.rows.length).toBe(600);
    expect(closed.read()).toBe(0);
    const readAtInsert: number[] = [];
    let stored = 0;
    const writer = new RollupWriter({
      append: async (batch) => {
        readAtInsert.push(closed.read());
        stored += batch.length;
      },
      written: (batch) => agg.written(batch),
      batchRows: 50,
      sleep: async () => undefined,
    });
    await writer.write(closed.rows);
    expect(stored).toBe(600);
    expect(readAtInsert).toEqual(Array.from({ length: 12 }, (_, i) => 50 * (i + 1)));
  });

  it('writes every cell exactly once across a failed batch, which is written again as it was', async () => {
    const agg = hourOf(100);
    const attempts: RollupDoc[][] = [];
    let failAt = 3;
    const writer = new RollupWriter({
      append: async (batch) => {
        attempts.push(batch);
        if (attempts.length === failAt) throw new Error('store away');
      },
      written: (batch) => agg.written(batch),
      batchRows: 40,
      sleep: async () => undefined,
    });
    await expect(writer.write(agg.close(AFTER_CLOSE))).rejects.toThrow('store away');
    expect(writer.pending).toBe(600 - 2 * 40);
    failAt = 0;
    await writer.write([]);
    expect(attempts[3]).toBe(attempts[2]); // the failed batch, the same rows and ids
    const stored = [...attempts.slice(0, 2), ...attempts.slice(3)].flat();
    expect(stored).toHaveLength(600);
    expect(new Set(stored.map((r) => `${r.monitor_id}|${r.region}`)).size).toBe(600);
    expect(new Set(stored.map((r) => r._id)).size).toBe(600);
    expect(stored.every((r) => r.count === 3 && r.start.getTime() === t0 && r.period === 'hour')).toBe(true);
    expect(writer.pending).toBe(0);
  });

  it('keeps each cell readable until its own row is stored', async () => {
    const agg = hourOf(20); // m0's six cells come first, m19's last
    const held = { monitor_id: 'm19', start: new Date(t0), sum_ms: 6 * 33, timed: 18 };
    const seen: { m0: number; m19: number }[] = [];
    const writer = new RollupWriter({
      append: async () => void seen.push({ m0: agg.openHours('m0').length, m19: agg.openHours('m19').length }),
      written: (batch) => agg.written(batch),
      batchRows: 6,
      sleep: async () => undefined,
    });
    const closed = agg.close(AFTER_CLOSE);
    expect(agg.openHours('m19')).toEqual([held]);
    await writer.write(closed);
    expect(seen[0]).toEqual({ m0: 1, m19: 1 }); // the first batch (m0) in flight: both still held
    expect(seen[1]).toEqual({ m0: 0, m19: 1 });
    expect(agg.openHours('m19')).toEqual([]);
  });

  it('a result over the grace late closes the hour again: a second row, both readable until stored', async () => {
    const agg = new RollupAggregator();
    agg.add('m1', 'fra1', t0 + 10, true, 40);
    const first = agg.close(AFTER_CLOSE);
    agg.add('m1', 'fra1', t0 + 20, true, 60);
    const second = agg.close(AFTER_CLOSE + 60_000);
    expect(agg.openHours('m1')).toEqual([{ monitor_id: 'm1', start: new Date(t0), sum_ms: 100, timed: 2 }]);
    const rows = [...first, ...second];
    expect(rows.map((r) => r.sum_ms)).toEqual([40, 60]);
    agg.written([rows[0]]);
    expect(agg.openHours('m1')).toEqual([{ monitor_id: 'm1', start: new Date(t0), sum_ms: 60, timed: 1 }]);
    agg.written([rows[1]]);
    expect(agg.openHours('m1')).toEqual([]);
  });
});
