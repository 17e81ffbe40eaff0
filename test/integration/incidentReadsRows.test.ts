/**
 * The incident reads of request paths and the session sweep cost what they return, not what is stored: the org's
 * incident list (first page, a page deep, each filter), an incident's events, /metrics' open incidents, a status
 * page's incidents, a monitor's uptime incidents and the expired-session sweep read flat rows on the development
 * store (FerretDB on PostgreSQL) while the incidents, events and sessions around them grow tenfold (each step adds
 * a day of history further back, outside the windows read: a status page's and an uptime window are a day here, the
 * bars' 90 days cost the same per day). Each read's former query (an `_id` range with a sort, an `$in`, a time
 * range) is measured beside it as the control, and each read's answer is compared with its former query's on the
 * grown store (test/support/pgRowCounts.ts counts the rows).
 */
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { createMongoSessionStore } from '../../domain/auth/mongoStores';
import { uuidv7 } from '../../domain/ids';
import { fileIncidents } from '../../domain/incidents/marks/mongoStores';
import { createMongoIncidentReadStore, createMongoIncidentStore } from '../../domain/incidents/mongoStores';
import type { IncidentFilter } from '../../domain/incidents/stores';
import { createMongoMetricsStore } from '../../domain/metrics/mongoStores';
import { Incident, IncidentEvent, IncidentMark, Session, type IncidentDoc } from '../../domain/models';
import { createMongoStatusPageStore } from '../../domain/statusPages/mongoStores';
import { createMongoUptimeStore } from '../../domain/uptime/mongoStores';
import {
  compareGrowth,
  measureReads,
  waitForLookups,
  type NamedRead,
  describeOnFerretPostgres,
  startCountedStore,
  type CountedStore,
} from '../support/pgRowCounts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Incidents (and events, and live sessions) added per step; each step is one day further back. */
const STEP = 300;
const GROWTH = 10;
jest.setTimeout(900_000);

const describeOnPostgres = describeOnFerretPostgres('incident read row tests');

const [orgId, otherOrg] = [randomUUID(), randomUUID()];
const monitors = Array.from({ length: 10 }, () => randomUUID());
const watched = monitors[0];
const otherMonitors = [randomUUID(), randomUUID()];
const now = Date.now();
/** The start of today (UTC): each step of history is one whole UTC day before it, the buckets' own period. */
const today = Math.floor(now / DAY) * DAY;

function resolvedIncident(org: string, monitorId: string, openedMs: number): IncidentDoc {
  const _id = uuidv7(openedMs);
  const [opened_at, resolved_at] = [new Date(openedMs), new Date(openedMs + 10 * 60_000)];
  return {
    ...{ _id, org_id: org, monitor_id: monitorId, status: 'resolved', opened_at, acknowledged_at: null, resolved_at },
    ...{ failing_regions: [], check: { last_response_ms: null, last_error_class: null, last_error_message: null } },
    ...{ active_key: _id, created_at: opened_at, updated_at: resolved_at },
  };
}

function event(incidentId: string, atMs: number, seq: number) {
  return {
    _id: uuidv7(atMs),
    org_id: orgId,
    incident_id: incidentId,
    monitor_id: watched,
    type: seq === 0 ? 'incident.opened' : 'incident.resolved',
    seq,
    occurred_at: new Date(atMs),
    payload: {},
    dedupe_key: `${incidentId}:${seq}`,
    channel_id: null,
    fanout_done: true,
    created_at: new Date(atMs),
  };
}

/** The UTC day `step + 1` days back: resolved incidents of both orgs (filed as stored), their events, sessions. */
async function seedStep(step: number): Promise<void> {
  const from = today - (step + 1) * DAY;
  const span = DAY - HOUR; // each resolves 10 minutes after it opened, within its day
  const docs = Array.from({ length: STEP }, (_, i) =>
    resolvedIncident(orgId, monitors[i % monitors.length], from + Math.floor(((i + 0.5) / STEP) * span)),
  );
  docs.push(...otherMonitors.map((m, i) => resolvedIncident(otherOrg, m, from + i * HOUR)));
  await fileIncidents(docs);
  await Incident.collection.insertMany(docs as never[]);
  await IncidentEvent.collection.insertMany(docs.flatMap((d, i) => (i % 3 ? [] : [event(d._id, from, 0)])) as never[]);
  await Session.collection.insertMany(
    Array.from({ length: STEP }, () => {
      const expires_at = new Date(now + 30 * DAY);
      return { _id: randomUUID(), user_id: randomUUID(), org_id: orgId, expires_at, expiry_hour: hourOf(expires_at) };
    }) as never[],
  );
}

const hourOf = (at: Date) => `h:${Math.floor(at.getTime() / HOUR)}`;

/** The incidents each read is about, through the lifecycle's store: two unresolved, one resolved an hour ago. */
async function seedNow(): Promise<{ detail: string }> {
  const store = createMongoIncidentStore();
  const opened = [now - 90 * 60_000, now - 80 * 60_000, now - 70 * 60_000].map((ms, i) => ({
    _id: uuidv7(ms),
    org_id: orgId,
    monitor_id: monitors[i],
    status: 'open' as const,
    opened_at: new Date(ms),
    failing_regions: [],
    check: { last_response_ms: null, last_error_class: null, last_error_message: null },
    active_key: monitors[i],
  }));
  expect(await store.insertIncidents(opened)).toEqual([true, true, true]);
  const state = { acknowledged_at: null, resolved_at: null, acknowledged_by: null, resolved_by: null };
  await store.writeIncidentState(opened[1]._id, { ...state, status: 'acknowledged', active_key: monitors[1] });
  const resolvedAt = new Date(now - HOUR);
  await store.writeIncidentState(opened[2]._id, {
    ...{ ...state, status: 'resolved', resolved_at: resolvedAt, active_key: opened[2]._id },
  });
  await IncidentEvent.collection.insertMany([0, 1].map((seq) => event(opened[0]._id, now - HOUR, seq)) as never[]);
  return { detail: opened[0]._id };
}

/** Sessions that expire `hoursAgo` before `at` (they are what the next sweep drops). */
async function expiredSessions(at: number, count: number): Promise<void> {
  await Session.collection.insertMany(
    Array.from({ length: count }, (_, i) => {
      const expires_at = new Date(at - HOUR + i * 1_000);
      return { _id: randomUUID(), user_id: randomUUID(), org_id: orgId, expires_at, expiry_hour: hourOf(expires_at) };
    }) as never[],
  );
}

describeOnPostgres('incident reads and the session sweep on FerretDB on PostgreSQL cost what they return', () => {
  let store: CountedStore;
  let pg: Client;
  let detail = '';
  /** Where the sweep's clock stands: moved two hours on per measurement, so each sweeps an hour of its own. */
  let sweepAt = now;
  const reads = createMongoIncidentReadStore();
  const sessions = createMongoSessionStore();
  const incidents = Incident.collection.collectionName;
  const tables = [incidents, IncidentMark.collection.collectionName];
  const page = (limit: number, before?: string) => ({ limit, before });
  /** The cursor of the page 200 rows deep, found before each measurement (the finding is not measured). */
  let deep = '';
  const formerList = (f: IncidentFilter, limit: number, before?: string) =>
    Incident.find({ org_id: orgId, ...f, ...(before && { _id: { $lt: before } }) })
      .sort({ _id: -1 })
      .limit(limit + 1)
      .lean<IncidentDoc[]>();
  const since = new Date(today - DAY);
  const window = { from: new Date(today - DAY), to: new Date(now) };

  const namedReads: NamedRead[] = [
    {
      name: 'org incident list, first page',
      tables,
      read: () => reads.listIncidents(orgId, {}, page(50)),
      before: () => formerList({}, 50),
    },
    {
      name: 'org incident list, a page 200 deep',
      tables,
      read: () => reads.listIncidents(orgId, {}, page(50, deep)),
    },
    {
      // Its former query (org and status equalities) was served by the status lookup alone: not a control.
      name: 'open incidents of the org',
      tables,
      read: () => reads.listIncidents(orgId, { status: 'open' }, page(50)),
    },
    {
      name: "a monitor's incidents",
      tables,
      read: () => reads.listIncidents(orgId, { monitor_id: watched }, page(20)),
      before: () => formerList({ monitor_id: watched }, 20),
    },
    {
      name: "an incident's events",
      tables: [IncidentEvent.collection.collectionName],
      read: () => reads.listIncidentEvents(orgId, detail, 1000),
    },
    {
      name: '/metrics open incidents',
      tables,
      read: () => createMongoMetricsStore().unresolvedIncidentMonitors(orgId),
      before: () =>
        Incident.find({ org_id: orgId, status: { $in: ['open', 'acknowledged'] } }, { monitor_id: 1 }).lean(),
    },
    {
      name: "status page's incidents",
      tables,
      read: () => createMongoStatusPageStore().incidentsSince(orgId, monitors, since),
      before: () => formerStatusPage(),
    },
    {
      name: "uptime's incidents of a monitor",
      tables,
      read: () => createMongoUptimeStore().incidentsOf(watched, window.from, window.to),
      before: () => formerUptime(),
    },
    {
      name: 'expired session sweep',
      tables: [Session.collection.collectionName],
      read: async () => expect(await sessions.deleteSessionsExpiredAt(new Date(sweepAt))).toBe(20),
      before: () => Session.deleteMany({ expires_at: { $lte: new Date(sweepAt) } }),
    },
  ];

  const formerStatusPage = () =>
    Incident.find({
      org_id: orgId,
      monitor_id: { $in: monitors },
      $or: [{ resolved_at: null }, { resolved_at: { $gte: since } }],
    }).lean<IncidentDoc[]>();
  const formerUptime = () =>
    Incident.find({
      monitor_id: watched,
      opened_at: { $lt: window.to },
      $or: [{ resolved_at: null }, { resolved_at: { $gt: window.from } }],
    }).lean<IncidentDoc[]>();

  beforeAll(async () => {
    store = await startCountedStore('incident-reads-rows', 'incidentrows');
    pg = store.pg;
  });
  afterAll(async () => {
    await store?.stop();
  });

  it('rows read by each stay flat from one store to ten times its size; its former query grows', async () => {
    await seedStep(0);
    ({ detail } = await seedNow());
    await waitForLookups(
      [
        [IncidentMark.collection.collectionName, { key: 'x' }],
        [IncidentEvent.collection.collectionName, { incident_id: 'x' }],
        [incidents, { active_key: 'x' }],
        [Session.collection.collectionName, { expiry_hour: 'x' }],
      ],
      store.logFile,
    );
    await sessions.deleteSessionsExpiredAt(new Date(sweepAt)); // the first sweep of a process looks back a week
    const measure = async () => {
      sweepAt += 2 * HOUR;
      await expiredSessions(sweepAt, 20);
      deep = (await formerList({}, 200))[199]._id;
      return measureReads(pg, namedReads);
    };
    await expectSameAnswers();
    const small = await measure();
    for (let step = 1; step < GROWTH; step++) await seedStep(step);
    await expectSameAnswers();
    const large = await measure();
    expect(compareGrowth('incident read rows', namedReads, small, large)).toEqual({ grew: [], formerFlat: [] });
  });

  /** Each read answers what its former query answered (the lists page by page, to the end). */
  async function expectSameAnswers(): Promise<void> {
    const filters: IncidentFilter[] = [
      {},
      { status: 'resolved' },
      { status: 'open' },
      { status: 'acknowledged' },
      { monitor_id: watched },
      { monitor_id: monitors[1], status: 'acknowledged' },
      { monitor_id: monitors[2], status: 'resolved' },
    ];
    for (const filter of filters) expect(await walk(filter, 97)).toEqual(await allOf(filter));
    const ids = (rows: { _id: string }[]) => rows.map((r) => r._id).sort();
    expect(ids(await createMongoStatusPageStore().incidentsSince(orgId, monitors, since))).toEqual(
      ids(await formerStatusPage()),
    );
    const spans = (rows: Pick<IncidentDoc, 'opened_at' | 'resolved_at'>[]) =>
      rows.map((r) => `${r.opened_at.toISOString()}/${r.resolved_at?.toISOString()}`).sort();
    expect(spans(await createMongoUptimeStore().incidentsOf(watched, window.from, window.to))).toEqual(
      spans(await formerUptime()),
    );
    expect((await createMongoMetricsStore().unresolvedIncidentMonitors(orgId)).sort()).toEqual(
      [monitors[0], monitors[1]].sort(),
    );
    expect((await reads.listIncidentEvents(orgId, detail, 1000)).map((e) => e.seq)).toEqual([0, 1]);
    expect(await reads.listIncidentEvents(otherOrg, detail, 1000)).toEqual([]);
  }

  /** Every page of a list, by its cursor (the last row's id), as the ids shown. */
  async function walk(filter: IncidentFilter, limit: number): Promise<string[]> {
    const out: string[] = [];
    let before: string | undefined;
    for (let n = 0; n < 1_000; n++) {
      const rows = await reads.listIncidents(orgId, filter, page(limit, before));
      out.push(...rows.slice(0, limit).map((r) => r._id));
      if (rows.length <= limit) return out;
      before = rows[limit - 1]._id;
    }
    throw new Error('the list did not end');
  }

  async function allOf(filter: IncidentFilter): Promise<string[]> {
    const rows = await Incident.find({ org_id: orgId, ...filter }, { _id: 1 })
      .sort({ _id: -1 })
      .lean<{ _id: string }[]>();
    expect(rows.length).toBeGreaterThan(0);
    return rows.map((r) => r._id);
  }
});
