/**
 * Background work that costs what it does: an hour's rollups written in paced batches that add up to the raw
 * results and stay readable until stored, and sweeps that drop exactly the expired buckets, once each.
 */
import { BucketSweeper, bucketKey, bucketKeysBetween, type SweptMarks } from '../../domain/buckets';
import { mergeRollups, RollupAggregator } from '../../domain/checkResults/rollups';
import {
  expiredResultCollections,
  formerHourCollectionName,
  resultCollectionName,
} from '../../domain/checkResults/history';
import {
  expiredRollupCollections,
  rollupCollectionName,
  rollupCollectionsFor,
  rollupReadsFor,
} from '../../domain/checkResults/rollupCollections';
import { RollupWriter } from '../../domain/checkResults/rollupWriter';
import type { RollupDoc } from '../../domain/models/checkRollup';
import { REGIONS } from '../../domain/regions';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const t0 = Date.UTC(2026, 10, 25, 10, 0, 0);

describe('rollup writer', () => {
  function closedHour(monitors: number): { agg: RollupAggregator; rows: RollupDoc[]; raw: number } {
    const agg = new RollupAggregator();
    let raw = 0;
    for (let m = 0; m < monitors; m++)
      for (const region of REGIONS)
        for (let i = 0; i < 3; i++, raw++) agg.add(`m${m}`, region, t0 + i * 60_000, i !== 1, 10 + i);
    return { agg, rows: agg.take(t0 + 2 * HOUR).filter((r) => r.period === 'hour'), raw };
  }

  it('writes a closed hour in bounded batches, resting after each, and the stored rows add up to the results', async () => {
    const { agg, rows, raw } = closedHour(200); // 1,200 (monitor, region) cells
    const stored: RollupDoc[][] = [];
    const rests: number[] = [];
    const writer = new RollupWriter({
      append: async (batch) => void stored.push(batch),
      written: (batch) => agg.written(batch),
      batchRows: 100,
      restFactor: 3,
      sleep: async (ms) => void rests.push(ms),
    });
    await writer.write(rows);
    expect(stored.map((b) => b.length)).toEqual(Array(12).fill(100));
    expect(rests).toHaveLength(11); // after every batch but the last
    const merged = mergeRollups(stored.flat());
    expect(merged.reduce((s, h) => s + h.count, 0)).toBe(raw);
    expect(merged.reduce((s, h) => s + h.failures, 0)).toBe(raw / 3);
    const collections = new Set(stored.flat().map((r) => rollupCollectionName(r.period, r.start.getTime())));
    expect([...collections]).toEqual(['check_rollups_hours_20261123']); // ten UTC days: one collection
    expect(agg.openHours('m0')).toEqual([]);
  });

  it('keeps a closed hour readable until its rows are stored, and a failed batch is written again', async () => {
    const { agg, rows } = closedHour(2);
    let fail = true;
    const stored: RollupDoc[] = [];
    const writer = new RollupWriter({
      append: async (batch) => {
        if (fail) throw new Error('store away');
        stored.push(...batch);
      },
      written: (batch) => agg.written(batch),
      batchRows: 5,
    });
    expect(agg.openHours('m0')).toEqual([{ monitor_id: 'm0', start: new Date(t0), sum_ms: 6 * 33, timed: 18 }]);
    await expect(writer.write(rows)).rejects.toThrow('store away');
    expect(agg.openHours('m0')).toHaveLength(1);
    expect(writer.pending).toBe(rows.length);
    fail = false;
    await writer.flush([]);
    expect(stored).toHaveLength(rows.length);
    expect(writer.pending).toBe(0);
    expect(agg.openHours('m0')).toEqual([]);
  });
});

describe('bucket sweeps', () => {
  it('drop each expired bucket once, by its key, and nothing within the retention', async () => {
    const dropped: string[] = [];
    const sweeper = new BucketSweeper('hour', DAY, 3, async (b) => void dropped.push(b));
    const day = (n: number) => `hour:${n}`;
    const today = Math.floor(t0 / DAY);
    expect(await sweeper.sweep(t0 - 2 * DAY)).toBe(3); // look back 3 buckets after a start
    expect(dropped).toEqual([day(today - 5), day(today - 4), day(today - 3)]);
    expect(await sweeper.sweep(t0 - 2 * DAY + HOUR)).toBe(0); // bucket today-2 has not ended before the cut
    expect(await sweeper.sweep(t0 - DAY)).toBe(1);
    expect(dropped).toEqual([day(today - 5), day(today - 4), day(today - 3), day(today - 2)]);
  });

  it('a failed drop is tried again by the next sweep', async () => {
    let fail = true;
    const dropped: string[] = [];
    const sweeper = new BucketSweeper('minute', 60_000, 2, async (b) => {
      if (fail) throw new Error('away');
      dropped.push(b);
    });
    await expect(sweeper.sweep(10 * 60_000)).rejects.toThrow('away');
    fail = false;
    await sweeper.sweep(10 * 60_000);
    expect(dropped).toEqual(['minute:8', 'minute:9']);
  });

  /** Records kept as a unique store keeps them: a second insert of one id is refused, which `record` ignores. */
  function memoryMarks() {
    const ids = new Set<string>();
    const reads: string[][] = [];
    const marks: SweptMarks = {
      swept: async (keys) => (reads.push(keys), new Set(keys.filter((k) => ids.has(k)))),
      record: async (b) => void ids.add(b),
      forget: async (b) => void ids.delete(b),
    };
    return { ids, reads, marks };
  }

  it('a start after a recorded sweep reads one record and drops only what expired since', async () => {
    const { ids, reads, marks } = memoryMarks();
    const first: string[] = [];
    await new BucketSweeper('h', HOUR, 168, async (b) => void first.push(b), marks).sweep(100 * HOUR);
    expect(first).toHaveLength(168); // nothing recorded yet: the whole look-back, once
    expect([...ids]).toEqual(['h:99']);
    reads.length = 0;
    const dropped: string[] = [];
    const restarted = new BucketSweeper('h', HOUR, 168, async (b) => void dropped.push(b), marks);
    expect(await restarted.sweep(100 * HOUR + 5 * 60_000)).toBe(0);
    expect(reads).toEqual([['h:99']]);
    expect(await restarted.sweep(102 * HOUR)).toBe(2);
    expect(dropped).toEqual(['h:100', 'h:101']);
    expect([...ids]).toEqual(['h:101']); // the record it made redundant is forgotten
  });

  it('a start goes on from the last record within its look-back, in two reads at most', async () => {
    const { ids, reads, marks } = memoryMarks();
    ids.add('h:90');
    const dropped: string[] = [];
    await new BucketSweeper('h', HOUR, 168, async (b) => void dropped.push(b), marks).sweep(100 * HOUR);
    expect(dropped).toEqual(Array.from({ length: 9 }, (_, i) => `h:${91 + i}`));
    expect(reads.map((r) => r.length)).toEqual([1, 167]); // the last hour's record, then the look-back's at once
    expect([...ids]).toEqual(['h:99']);
    ids.clear();
    reads.length = 0;
    const none = await new BucketSweeper('h', HOUR, 4, async () => undefined, marks).sweep(100 * HOUR);
    expect(none).toBe(4);
    expect(reads).toEqual([['h:99'], ['h:96', 'h:97', 'h:98']]);
  });

  it('two processes sweeping at once drop the same buckets without harm, and a later start finds their record', async () => {
    const { ids, marks } = memoryMarks();
    const dropped: string[] = [];
    const drop = async (b: string) => void dropped.push(b);
    const [a, b] = [new BucketSweeper('h', HOUR, 3, drop, marks), new BucketSweeper('h', HOUR, 3, drop, marks)];
    expect(await Promise.all([a.sweep(100 * HOUR), b.sweep(100 * HOUR)])).toEqual([3, 3]);
    expect(new Set(dropped)).toEqual(new Set(['h:97', 'h:98', 'h:99']));
    expect([...ids]).toEqual(['h:99']);
    dropped.length = 0;
    expect(await new BucketSweeper('h', HOUR, 3, drop, marks).sweep(100 * HOUR)).toBe(0);
    expect(dropped).toEqual([]);
  });

  it('keys cover a span minute by minute', () => {
    expect(bucketKey('minute', 125_000, 60_000)).toBe('minute:2');
    expect(bucketKeysBetween('minute', 59_000, 121_000, 60_000)).toEqual(['minute:0', 'minute:1', 'minute:2']);
  });
});

describe('rollup collections', () => {
  it('hold ten days of rows, hourly and daily alike, named by their first day', () => {
    expect(rollupCollectionName('hour', Date.UTC(2026, 10, 23, 0, 0))).toBe('check_rollups_hours_20261123');
    expect(rollupCollectionName('hour', Date.UTC(2026, 11, 2, 23, 0))).toBe('check_rollups_hours_20261123');
    expect(rollupCollectionName('hour', Date.UTC(2026, 11, 3, 0, 0))).toBe('check_rollups_hours_20261203');
    const day = rollupCollectionName('day', Date.UTC(2026, 10, 25));
    expect(day).toBe('check_rollups_day_20261123');
    expect(rollupCollectionName('day', Date.parse(day.slice(-8).replace(/(\d{4})(\d\d)(\d\d)/, '$1-$2-$3')))).toBe(day);
  });

  it('a span names every collection its starts fall in, and no other', () => {
    const from = new Date(Date.UTC(2026, 11, 2, 22));
    expect(rollupCollectionsFor('hour', { from, to: new Date(Date.UTC(2026, 11, 3, 0)) })).toEqual([
      'check_rollups_hours_20261123',
    ]);
    expect(rollupCollectionsFor('hour', { from, to: new Date(Date.UTC(2026, 11, 3, 0, 1)) })).toEqual([
      'check_rollups_hours_20261123',
      'check_rollups_hours_20261203',
    ]);
  });

  it('a read covers the former day collections and the ten-day ones, by day where it needs only some days', () => {
    const existing = new Set([
      'check_rollups_hour_20261122',
      'check_rollups_hours_20261123',
      'check_rollups_hour_20261123',
    ]);
    const span = { from: new Date(Date.UTC(2026, 10, 22, 12)), to: new Date(Date.UTC(2026, 10, 24, 6)) };
    expect(rollupReadsFor('hour', [span], existing)).toEqual([
      { name: 'check_rollups_hours_20261123', day: '20261123' },
      { name: 'check_rollups_hours_20261123', day: '20261124' },
      { name: 'check_rollups_hour_20261122' },
      { name: 'check_rollups_hour_20261123' },
    ]);
    const tenDays = { from: new Date(Date.UTC(2026, 10, 20)), to: new Date(Date.UTC(2026, 11, 3)) };
    expect(rollupReadsFor('hour', [tenDays], existing)).toEqual([
      { name: 'check_rollups_hours_20261123' }, // every day of it: one read by monitor alone
      { name: 'check_rollups_hour_20261122' },
      { name: 'check_rollups_hour_20261123' },
    ]);
    expect(rollupReadsFor('day', [tenDays], existing)).toEqual([]); // only collections that exist are read
  });

  it('a collection is swept once the last day of its span is past, in either layout', () => {
    const names = ['check_rollups_hour_20261122', 'check_rollups_hours_20261123', 'check_rollups_hours_20261203'];
    const lastDayEnds = Date.UTC(2026, 11, 3);
    expect(expiredRollupCollections('hour', names, lastDayEnds - 1)).toEqual(['check_rollups_hour_20261122']);
    expect(expiredRollupCollections('hour', names, lastDayEnds)).toEqual([
      'check_rollups_hours_20261123',
      'check_rollups_hour_20261122',
    ]);
    expect(expiredRollupCollections('day', names, lastDayEnds)).toEqual([]);
  });
});

describe('raw result collections', () => {
  const at = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour, minute);

  it('hold six UTC hours each, named by their first hour', () => {
    expect(resultCollectionName(at(29, 0))).toBe('check_results_6h_2026112900');
    expect(resultCollectionName(at(29, 5, 59))).toBe('check_results_6h_2026112900');
    expect(resultCollectionName(at(29, 6))).toBe('check_results_6h_2026112906');
    expect(formerHourCollectionName(at(29, 5, 59))).toBe('check_results_2026112905');
  });

  it('a six-hour collection is swept once its last hour is past, a former hour once that hour is', () => {
    const names = ['check_results_2026112903', 'check_results_2026112905', 'check_results_6h_2026112900', 'monitors'];
    expect(expiredResultCollections(names, new Date(at(29, 5, 59)))).toEqual(['check_results_2026112903']);
    expect(expiredResultCollections(names, new Date(at(29, 6)))).toEqual([
      'check_results_2026112903',
      'check_results_2026112905',
      'check_results_6h_2026112900',
    ]);
  });
});
