/**
 * The delivery log's reads cost their page, not the log: on the development store (FerretDB on PostgreSQL) the
 * rows PostgreSQL reads (sequentially, through an index's entries, or fetched from a table) for the same pages
 * (each filter as the API reads it, with the attempts its rows show: the settled rows, and `status=failed` from
 * its own buckets), a delivery by id with its attempts and a channel's recover window stay flat while the org's log grows tenfold
 * (nine more days at the same rate, as a log grows; the directory of days, one entry a day and bounded by the
 * retention, is all that grows with them). A planted scanning query (the org's newest deliveries by a sorted range, as the log was read
 * before it had buckets) is measured beside them as the control: its rows grow with the log, so the measurement
 * can tell a scan from a lookup.
 *
 * The delivery counts of `GET /metrics` are measured the same way: the closed days are one count each, so a scrape
 * reads the open day's status buckets and the same rows at ten times the log, where counting the log grows.
 *
 * PostgreSQL publishes a backend's counters as it exits, so each measurement ends by closing FerretDB's
 * connections (`publishCounters`).
 */
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import {
  compareGrowth,
  describeOnFerretPostgres,
  measureReads,
  publishCounters,
  startCountedStore,
  waitForDayTableLookups,
  waitForLookups as waitForLookupsOf,
  type CountedStore,
  type NamedRead,
} from '../support/pgRowCounts';
import { createMongoLogRetentionStore } from '../../domain/delivery/log/mongoStores';
import { createLogRetention } from '../../domain/delivery/log/retention';
import { silentLogger } from '../../domain/logger';
import { createMongoMetricsStore } from '../../domain/metrics/mongoStores';
import { createMongoDeliveryReads, createMongoResendStore } from '../../domain/delivery/mongoStores';
import { insertSettledLog } from '../../domain/delivery/log/settled/mongoStores';
import { dayOfId } from '../../domain/delivery/log/buckets';
import { createDeliveryQueries, type DeliveryFilter } from '../../domain/delivery/queries';
import { uuidv7 } from '../../domain/ids';
import {
  ATTEMPTS_FAMILY,
  DELIVERIES_FAMILY,
  SETTLEMENTS_FAMILY,
  dayCollectionName,
  dayCollectionsOf,
} from '../../domain/delivery/log/dayCollections';
import { DeliveryCount, type DeliveryDoc } from '../../domain/models';
import { StoredDelivery } from '../support/storedDeliveries';

const HOUR = 3_600_000;
const SMALL = 500;
/** Rows a scrape of the delivery counts may read per stored day: the day's count and its directory entries. */
const ROWS_PER_DAY = 12;
const GROWTH = 10;
/** Rows the same reads may read more at ten times the log: the page's buckets fill up, a page stays a page. */
const FLAT = 1.5;
jest.setTimeout(300_000);

const describeOnPostgres = describeOnFerretPostgres('delivery log row tests');

const orgId = randomUUID();
const channels = [randomUUID(), randomUUID(), randomUUID()];
const monitors = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const incidents = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
/**
 * The log's day: yesterday (UTC), whole, so every read below finds its page within it, and the log grows by other
 * days: a day's attempt records and settled rows are a collection of their own, which PostgreSQL may read whole
 * while it is small (a day's cost, not the log's).
 */
const since = (Math.floor(Date.now() / (24 * HOUR)) - 1) * 24 * HOUR;

function deliveryAt(k: number, atMs: number, org = orgId): DeliveryDoc {
  const _id = uuidv7(atMs);
  const at = new Date(atMs);
  const status = k % 10 === 0 ? 'failed' : 'delivered';
  return {
    _id,
    org_id: org,
    event_id: randomUUID(),
    event_type: k % 2 === 0 ? 'incident.opened' : 'incident.resolved',
    incident_id: incidents[k % incidents.length],
    monitor_id: monitors[k % monitors.length],
    channel_id: channels[k % channels.length],
    status,
    workflow_id: `delivery:${_id}`,
    resend_of: null,
    resend_key: null,
    last_attempt: 2,
    completed_at: at,
    created_at: at,
    updated_at: at,
  };
}

const attemptsOf = (d: DeliveryDoc) =>
  [1, 2].map((n) => ({
    _id: `${d._id}:${n}`,
    delivery_id: d._id,
    org_id: d.org_id,
    n,
    at: d.created_at,
    duration_ms: 5,
    status_code: 200,
    error_class: null,
    error_message: null,
    response_body: null,
    day: dayOfId(d._id),
  }));

/**
 * `count` more settled deliveries (two attempts each) spread evenly over `spanMs` from `fromMs`, stored with
 * their settled rows as the dispatcher and the settling workflow file them (`insertSettledLog`). Evenly, not at random: how many rows a page reads depends on how its buckets fill, and random times made
 * the same code read up to a fifth more in one run than in the next.
 */
async function seed(count: number, fromMs: number, spanMs: number, org = orgId): Promise<DeliveryDoc[]> {
  const all: DeliveryDoc[] = [];
  for (let from = 0; from < count; from += 1_000) {
    const batch = Array.from({ length: Math.min(1_000, count - from) }, (_, i) =>
      deliveryAt(from + i, fromMs + Math.floor(((from + i + 0.5) / count) * spanMs), org),
    );
    await insertSettledLog(batch, batch.flatMap(attemptsOf));
    all.push(...batch);
  }
  return all;
}

describeOnPostgres('the delivery log on FerretDB on PostgreSQL reads what a page needs', () => {
  let store: CountedStore;
  let pg: Client;
  const reads = createMongoDeliveryReads();
  const queries = createDeliveryQueries(reads);
  const resends = createMongoResendStore();

  beforeAll(async () => {
    store = await startCountedStore('delivery-log-rows', 'logrows');
    pg = store.pg;
  });
  afterAll(async () => {
    await store?.stop();
  });

  /** Every named read of the log once: each list filter's first and a later page, one delivery, a recover window. */
  async function namedReads(sample: DeliveryDoc): Promise<void> {
    const filters: DeliveryFilter[] = [
      {},
      { channel_id: channels[0] },
      { monitor_id: monitors[0] },
      { incident_id: incidents[0] },
      { event_type: 'incident.resolved' },
      { status: 'failed' },
      { channel_id: channels[1], status: 'failed' },
      { since: new Date(since + 6 * HOUR), until: new Date(since + 7 * HOUR) },
    ];
    // Pages of 5: the rarest filter (1 in 30) fills two of them within the small log's day, so what grows with the
    // log is what a read costs, not pages the small log could not fill.
    for (const filter of filters) {
      // A page of 5 and the row that says more follow.
      const first = await queries.listDeliveries(orgId, filter, { limit: 5 });
      expect({ filter, rows: first.length }).toEqual({ filter, rows: 6 });
      await queries.listDeliveries(orgId, filter, { limit: 5, before: first[4]._id });
    }
    await queries.getDelivery(orgId, sample._id);
    await reads.listIncidentDeliveries(orgId, incidents[1], 20);
    await resends.findRecoverable({ orgId, channelId: channels[2] }, { id: sample._id, inclusive: true }, 20);
  }

  /** The reads as the log was paged before it had buckets: the org's deliveries by a sorted `_id` range. */
  async function plantedScan(sample: DeliveryDoc): Promise<void> {
    await StoredDelivery.find({ org_id: orgId, _id: { $lt: sample._id } })
      .sort({ _id: -1 })
      .lean();
  }

  it('rows read by every named read stay flat from one log to ten times its size; a planted scan grows', async () => {
    const sample = (await seed(SMALL, since, 24 * HOUR))[0];
    await waitForLookups();
    const small = {
      reads: await rowsRead(() => namedReads(sample)),
      planted: await rowsRead(() => plantedScan(sample)),
    };
    await seed(SMALL * (GROWTH - 1), since - (GROWTH - 1) * 24 * HOUR, (GROWTH - 1) * 24 * HOUR);
    await waitForLookups();
    const large = {
      reads: await rowsRead(() => namedReads(sample)),
      planted: await rowsRead(() => plantedScan(sample)),
    };
    process.stderr.write(
      `[delivery log rows] named reads ${small.reads} -> ${large.reads}; planted scan ${small.planted} -> ${large.planted}\n`,
    );
    expect(large.reads).toBeLessThanOrEqual(small.reads * FLAT);
    expect(large.planted).toBeGreaterThan(small.planted * FLAT);
  });

  it("a scrape's delivery counts read rows per stored day, not per delivery; counting the log grows", async () => {
    const countedOrg = randomUUID();
    const now = Date.now();
    // The open day: the last six hours. The log's past: closed days from three days back.
    await seed(SMALL / 2, now - 6 * HOUR, 6 * HOUR, countedOrg);
    await seed(SMALL / 2, now - 4 * 24 * HOUR, 24 * HOUR, countedOrg);
    await closeDays(now);
    const metrics = createMongoMetricsStore();
    // Settled rows are in a collection per day: each measurement counts the collections there are then.
    const reads = async (): Promise<NamedRead[]> => [
      {
        name: 'delivery counts',
        tables: [
          'delivery_counts',
          'delivery_buckets',
          // Every day table of deliveries counts under one name: FerretDB names it with the digits replaced.
          dayCollectionName(DELIVERIES_FAMILY, 0).replace(/\d/g, '_'),
          ...(await dayCollectionsOf(SETTLEMENTS_FAMILY)),
        ],
        read: () => metrics.deliveryCounts(countedOrg),
        before: () =>
          Promise.all(
            ['delivered', 'failed', 'skipped'].map((status) =>
              StoredDelivery.countDocuments({ org_id: countedOrg, status: status as never }),
            ),
          ),
      },
    ];
    // seed() fails one delivery in ten.
    expect(await metrics.deliveryCounts(countedOrg)).toEqual({ delivered: 450, failed: 50, skipped: 0 });
    const small = await measureReads(pg, await reads());
    // Nine more days, none closed yet (deliveries are stored as they happen: never in a day already closed).
    await seed(SMALL * (GROWTH - 1), now - 30 * 24 * HOUR, (GROWTH - 1) * 24 * HOUR, countedOrg);
    await closeDays(now);
    expect(await metrics.deliveryCounts(countedOrg)).toEqual({ delivered: 4_500, failed: 500, skipped: 0 });
    const large = await measureReads(pg, await reads());
    const { formerFlat } = compareGrowth('delivery counts rows', await reads(), small, large);
    expect(formerFlat).toEqual([]);
    // What a scrape reads per stored day (its count and its day's directory entries), not per delivery: the nine
    // days added may add this much, and the former query's growth is hundreds of rows a day.
    expect(large.get('delivery counts')! - small.get('delivery counts')!).toBeLessThanOrEqual(
      ROWS_PER_DAY * (GROWTH - 1),
    );
  });

  /** Closes the days past the horizon, as the retention sweep does (after the backfill marked its end). */
  async function closeDays(now: number): Promise<void> {
    const retention = createMongoLogRetentionStore();
    for (let round = 0; round < 40 && (await retention.backfill(500)) > 0; round++);
    const sweeper = createLogRetention({ store: retention, retentionDays: 90, now: () => now, log: silentLogger });
    for (let round = 0; round < 10; round++) await sweeper.sweep(); // a few days closed a round
    const lookups: [string, Record<string, unknown>][] = [
      [DeliveryCount.collection.collectionName, { org_id: 'x' }],
      ['delivery_buckets', { scope: 'x' }],
      ['delivery_buckets', { scope_day: 'x' }],
    ];
    await waitForLookupsOf(lookups, store.logFile);
    await waitForDayTableLookups(pg, 'logrows', [SETTLEMENTS_FAMILY]);
  }

  /** The keeper adds the lookup indexes within a second or so of a collection's creation (each day's too). */
  async function waitForLookups(): Promise<void> {
    await waitForDayTableLookups(pg, 'logrows', [DELIVERIES_FAMILY, ATTEMPTS_FAMILY, SETTLEMENTS_FAMILY]);
  }

  /** Rows PostgreSQL read (table rows sequentially or fetched, index entries) in the store's tables while `run` ran. */
  async function rowsRead(run: () => Promise<void>): Promise<number> {
    await publishCounters(pg);
    const before = await counters();
    await run();
    await publishCounters(pg);
    return (await counters()) - before;
  }

  async function counters(): Promise<number> {
    const ours = "relname NOT LIKE '\\_ferretdb%'"; // FerretDB's and the index keeper's reads of their metadata
    const { rows } = await pg.query<{ n: string }>(
      `SELECT (SELECT COALESCE(SUM(COALESCE(seq_tup_read, 0) + COALESCE(idx_tup_fetch, 0)), 0) FROM pg_stat_user_tables WHERE ${ours})` +
        ` + (SELECT COALESCE(SUM(idx_tup_read), 0) FROM pg_stat_user_indexes WHERE ${ours}) AS n`,
    );
    return Number(rows[0].n);
  }
});
