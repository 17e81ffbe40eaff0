/**
 * Sweeps and feed reads on the development store (FerretDB on PostgreSQL) read only the rows they drop or return:
 * PostgreSQL's own counters of rows read (sequential and through indexes, every collection's table) move by no
 * more than the rows of the bucket, whatever else is stored; a rollup sweep drops whole collections and reads none.
 * A range delete is measured beside it as the control: it reads the rows it keeps, or the measurement could not
 * tell a scan from a lookup.
 *
 * PostgreSQL publishes a backend's counters as it exits, so each measurement ends by closing FerretDB's
 * connections (`publishCounters`).
 */
import mongoose from 'mongoose';
import type { Client } from 'pg';
import {
  describeOnFerretPostgres,
  publishCounters,
  startCountedStore,
  type CountedStore,
} from '../support/pgRowCounts';
import {
  existingRollupCollections,
  readRollups,
  rollupCollectionName,
} from '../../domain/checkResults/rollupCollections';
import { rawResultsOf, resultCollectionName } from '../../domain/checkResults/history';
import { utcDayKey } from '../../domain/checkResults/retention';
import { RollupAggregator } from '../../domain/checkResults/rollups';
import { dueMinuteOf, HeartbeatState, MonitorChange } from '../../domain/models';
import { feedBucket } from '../../domain/probing/feedReader';
import { createMongoHeartbeatClockStore, createMongoProbingStore } from '../../domain/probing/mongoStores';
import { claimBucket } from '../../domain/probing/slotClaims';
import { REGIONS } from '../../domain/regions';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MONITORS = 20;
const SPAN = 10 * DAY;
jest.setTimeout(240_000);

const describeOnPostgres = describeOnFerretPostgres('background sweep tests');

describeOnPostgres('sweeps and feeds by bucket on FerretDB on PostgreSQL', () => {
  let counted: CountedStore;
  let pg: Client;
  const store = createMongoProbingStore();
  /** The last two days of the previous ten-day span of hourly rollups, then the current span. */
  const spanEnds = Math.floor(Date.now() / SPAN) * SPAN;
  const firstDay = spanEnds - 2 * DAY;

  beforeAll(async () => {
    counted = await startCountedStore('background-sweeps', 'sweeps');
    pg = counted.pg;
  });
  afterAll(async () => {
    await counted?.stop();
  });

  it('a sweep drops ten days of hourly rollups once their last day is past, and reads no row of what stays', async () => {
    const perDay = await seedRollups([0, 1, 2]);
    const [older, current] = [rollupCollectionName('hour', firstDay), rollupCollectionName('hour', spanEnds)];
    await waitForLookup(current, { monitor_id: 'm0' });
    const rows = (name: string) => mongoose.connection.db!.collection(name).countDocuments();
    expect([await rows(older), await rows(current)]).toEqual([2 * perDay, perDay]);
    await store.dropRollupsBefore('hour', spanEnds - 1); // its last day is not past yet
    expect(await existingRollupCollections('hour')).toEqual([older, current]);
    const read = await rowsRead(() => store.dropRollupsBefore('hour', spanEnds + HOUR));
    expect(await existingRollupCollections('hour')).toEqual([current]);
    // The control: a range delete of half a day in one collection reads all of that day, or the measure is blind.
    const control = await rowsRead(async () => {
      await mongoose.connection.db!.collection(current).deleteMany({ start: { $lt: new Date(spanEnds + 12 * HOUR) } });
    });
    process.stderr.write(`[background sweeps] rows read: sweep ${read} for ${2 * perDay} dropped; range ${control}\n`);
    expect(read).toBeLessThanOrEqual(20); // no row of the collections that stay is read
    expect(control - perDay).toBeGreaterThanOrEqual(perDay * 0.45); // it read the half day that stayed
    const m0 = await readRollups<{ start: Date }>(['m0'], 'hour', [{ from: new Date(firstDay), to: new Date() }], {
      start: 1,
    });
    expect(m0).toHaveLength(REGIONS.length * 12); // the second half of the day that stayed
  });

  it('a day of a ten-day collection is read by its key beside the former day collections', async () => {
    await seedRollups([3, 4]);
    const agg = new RollupAggregator();
    for (const region of REGIONS) agg.add('m0', region, spanEnds - 2 * HOUR, true, 10);
    const former = agg
      .take(Date.now(), true)
      .filter((r) => r.period === 'hour')
      .map(({ day: _day, ...row }) => row); // as written before: no `day`
    await mongoose.connection
      .db!.collection(`check_rollups_hour_${utcDayKey(spanEnds - DAY)}`)
      .insertMany(former as never[]);
    const span = (from: number, to: number) => [{ from: new Date(from), to: new Date(to) }];
    const twoDays = [...span(spanEnds - DAY, spanEnds), ...span(spanEnds + DAY, spanEnds + 2 * DAY)];
    const both = await readRollups<{ start: Date }>(['m0'], 'hour', twoDays, {});
    expect(both).toHaveLength(REGIONS.length * 25); // the former day's hour, and a whole day of the ten-day collection
    let day: unknown[] = [];
    const read = await rowsRead(async () => {
      day = await readRollups(['m0'], 'hour', span(spanEnds + DAY, spanEnds + 2 * DAY), {});
    });
    process.stderr.write(`[background sweeps] rows read: a day of a monitor's hours ${read} for ${day.length}\n`);
    expect(day).toHaveLength(REGIONS.length * 24);
    // The day's rows, not the monitor's whole collection (2 to 2.5 days of it here): the `day` lookup serves.
    expect(read).toBeLessThanOrEqual(REGIONS.length * 24 * 1.25);
  });

  it('an hour of a six-hour collection of raw results is read by its key, not the other hours', async () => {
    const span = Math.floor(Date.now() / (6 * HOUR)) * 6 * HOUR - 12 * HOUR;
    const row = (m: string, at: number) => ({
      monitor_id: m,
      region: 'fra1' as const,
      ok: true,
      checked_at: new Date(at),
      response_ms: 5,
      error_class: null,
    });
    for (let h = 0; h < 6; h++)
      for (let b = 0; b < 40; b++) await store.appendResults([row(`r${b}`, span + h * HOUR + b)], span + h * HOUR + b);
    const hour = new Date(span + 2 * HOUR).toISOString().slice(0, 13).replace(/[-T]/g, '');
    await waitForLookup(resultCollectionName(span), { hour });
    let found: unknown[] = [];
    const read = await rowsRead(async () => {
      found = await rawResultsOf('r7', new Date(span + 2 * HOUR), new Date(span + 3 * HOUR));
    });
    process.stderr.write(`[background sweeps] rows read: an hour of raw results ${read} of ${6 * 40} stored\n`);
    expect(found).toHaveLength(1);
    expect(read).toBeLessThanOrEqual(40 + 5); // the hour's 40 batches, none of the other five hours'
  });

  it('rollups written to the one old collection are moved to their collections once, and it is dropped', async () => {
    const agg = new RollupAggregator();
    for (const region of REGIONS) agg.add('legacy', region, firstDay + 5 * HOUR, true, 10);
    const moved = agg.take(Date.now(), true);
    const rows = moved.map((r) => ({ ...r, bucket: `hour:${Math.floor(firstDay / DAY)}:7` }));
    await mongoose.connection.db!.collection('check_rollups').insertMany(rows.slice(0, 4) as never[]);
    await store.appendRollups(moved.slice(0, 2)); // a move cut short had written these already
    await mongoose.connection.db!.collection('check_rollups').insertMany(rows.slice(4) as never[]);
    expect(await store.moveLegacyRollups()).toBe(rows.length);
    const span = [{ from: new Date(firstDay), to: new Date() }];
    for (const period of ['hour', 'day'] as const) {
      const read = await readRollups<{ bucket?: string }>(['legacy'], period, span, {});
      expect(read).toHaveLength(REGIONS.length);
      expect(read.every((r) => r.bucket === undefined)).toBe(true);
    }
    expect(await mongoose.connection.db!.listCollections({ name: 'check_rollups' }).toArray()).toEqual([]);
    expect(await store.moveLegacyRollups()).toBe(0);
  });

  it('the change feed returns what was appended since a time, oldest first, reading only its minutes', async () => {
    const now = Date.now();
    for (let i = 0; i < 1_500; i++) await store.recordMonitorChange(`old-${i}`, new Date(now - 20 * 60_000 - i));
    const recent = [now - 50_000, now - 29_000, now - 12_000, now - 1_000];
    for (const [i, at] of recent.entries()) await store.recordMonitorChange(`m${i}`, new Date(at));
    await waitForLookup(MonitorChange.collection.collectionName, { bucket: feedBucket(now) });
    let rows: { monitorId: string }[] = [];
    const read = await rowsRead(async () => {
      rows = await store.monitorChangesSince(new Date(now - 30_000), new Date(now));
    });
    expect(rows.map((r) => r.monitorId)).toEqual(['m1', 'm2', 'm3']);
    expect(read).toBeLessThanOrEqual(recent.length + 5);
    const oldMinute = feedBucket(now - 20 * 60_000);
    await store.dropMonitorChanges(oldMinute);
    expect(await MonitorChange.countDocuments({ bucket: oldMinute })).toBe(0);
    expect(await MonitorChange.countDocuments({})).toBeGreaterThanOrEqual(recent.length);
  });

  it('slot claims and region states are dropped by their bucket, the others kept', async () => {
    const now = Date.now();
    expect(await store.claimSlots(['fra1:1', 'fra1:2'], new Date(now - 3 * HOUR))).toEqual(new Set());
    expect(await store.claimSlots(['fra1:3'], new Date(now))).toEqual(new Set());
    await store.dropSlotClaims(claimBucket(now - 3 * HOUR));
    expect(await store.claimSlots(['fra1:1', 'fra1:3'], new Date(now))).toEqual(new Set(['fra1:3']));
    const state = { monitor_id: 'm', region: 'fra1' as const, ok: true, checked_at: new Date(now) };
    const full = { ...state, response_ms: 1, error_class: null, error_message: null };
    await store.publishRegionStates('a', [full], new Date(now - 20 * 60_000));
    await store.publishRegionStates('a', [full], new Date(now - 5_000));
    await store.dropRegionStates(feedBucket(now - 20 * 60_000));
    expect((await store.regionStatesSince('b', new Date(now - 30 * 60_000), new Date(now))).length).toBe(1);
    expect(await store.regionStatesSince('a', new Date(now - 30_000), new Date(now))).toEqual([]);
  });

  it('the heartbeat sweep reads the clocks of the minutes that came due, not every clock', async () => {
    const clocks = createMongoHeartbeatClockStore();
    const now = Date.now();
    const at = (ms: number) => ({ last_ping_at: null, due_at: new Date(ms) });
    for (let i = 0; i < 1_500; i++) await clocks.insertClock({ _id: `later-${i}`, ...at(now + HOUR + i * 1_000) });
    const soon = [now - 50_000, now - 20_000, now - 1_000];
    for (const [i, due] of soon.entries()) await clocks.insertClock({ _id: `due-${i}`, ...at(due) });
    await waitForLookup(HeartbeatState.collection.collectionName, { due_minute: dueMinuteOf(new Date(now)) });
    let due: { _id: string }[] = [];
    const read = await rowsRead(async () => {
      due = await clocks.clocksDue(new Date(now - 30_000), new Date(now), 100);
    });
    // The control: the range read (once per start) reads every clock, or the measure could not tell them apart.
    const control = await rowsRead(async () => void (await clocks.clocksDueAfter(new Date(now - 30_000))));
    process.stderr.write(`[background sweeps] rows read: heartbeat sweep ${read}; range ${control}\n`);
    expect(due.map((c) => c._id)).toEqual(['due-1', 'due-2']);
    expect(read).toBeLessThanOrEqual(soon.length + 5);
    expect(control).toBeGreaterThanOrEqual(1_500);
  });

  /** Hourly and daily rollups of MONITORS x 6 regions for these days after `firstDay`; returns the hourly rows of one. */
  async function seedRollups(days: number[]): Promise<number> {
    for (const d of days) {
      const agg = new RollupAggregator();
      for (let m = 0; m < MONITORS; m++)
        for (const region of REGIONS)
          for (let h = 0; h < 24; h++) agg.add(`m${m}`, region, firstDay + d * DAY + h * HOUR, true, 10);
      const rows = agg.take(Date.now(), true);
      for (let i = 0; i < rows.length; i += 2_000) await store.appendRollups(rows.slice(i, i + 2_000));
    }
    return MONITORS * REGIONS.length * 24;
  }

  /** The keeper adds the lookup indexes within a second or so of a collection's creation. */
  async function waitForLookup(collection: string, filter: Record<string, unknown>): Promise<void> {
    const deadline = Date.now() + 20_000;
    const plan = async () =>
      JSON.stringify((await mongoose.connection.db!.command({ explain: { find: collection, filter } })).queryPlanner);
    while (!/_lookup/.test(await plan())) {
      if (Date.now() > deadline) throw new Error(`no lookup index on ${collection}; see ${counted.logFile}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /**
   * Rows PostgreSQL read (sequentially or through an index) while `run` ran, in the tables that are there after it:
   * a table `run` dropped takes its counters with it, and only reads of rows that stay count against a sweep.
   */
  async function rowsRead(run: () => Promise<void>): Promise<number> {
    await publishCounters(pg);
    const before = await counters();
    await run();
    await publishCounters(pg);
    let read = 0;
    for (const [table, n] of await counters()) read += n - (before.get(table) ?? 0);
    return read;
  }

  async function counters(): Promise<Map<string, number>> {
    const { rows } = await pg.query<{ relid: string; n: string }>(
      'SELECT relid::text, COALESCE(seq_tup_read, 0) + COALESCE(idx_tup_fetch, 0) AS n FROM pg_stat_user_tables ' +
        "WHERE relname NOT LIKE '\\_ferretdb%'", // FerretDB's and the index keeper's reads of their metadata
    );
    return new Map(rows.map((r) => [r.relid, Number(r.n)]));
  }
});
