/**
 * The delivery log read and dropped by buckets: `GET /api/v1/deliveries` pages across hour and day buckets newest
 * first with no duplicate and no gap while new deliveries arrive, each filter (alone and combined) lists exactly
 * what matches, an incident's deliveries come oldest first, the retention sweep drops exactly the days past it
 * (never a delivery in flight, even with two replicas sweeping at once), and deliveries stored before the log had
 * buckets are filled in and listed, and deliveries filed when monitors and incidents had hour buckets are still
 * listed by those filters.
 */
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { createMongoDeliveryStore, createMongoDispatchStore } from '../../domain/delivery/mongoStores';
import { createMongoLogRetentionStore, fileDeliveries, fileMarks } from '../../domain/delivery/log/mongoStores';
import { insertSettledLog } from '../../domain/delivery/log/settled/mongoStores';
import { settlementMarksOf, storedRowOf } from '../../domain/delivery/log/settled/rows';
import {
  ATTEMPTS_FAMILY,
  SETTLEMENTS_FAMILY,
  dayCollectionName,
  dayCollectionsOf,
  insertSettledRows,
  recheckOldCollections,
} from '../../domain/delivery/log/dayCollections';
import { createLogRetention } from '../../domain/delivery/log/retention';
import { ALL_SCOPE, bucketKey, dayOfHour, dayOfId, hourOfId, scopesOf } from '../../domain/delivery/log/buckets';
import { DeliveryBucket } from '../../domain/models/deliveryBucket';
import { uuidv7 } from '../../domain/ids';
import { createMongoIncidentStore } from '../../domain/incidents/mongoStores';
import type { NewIncidentEvent } from '../../domain/incidents/stores';
import { silentLogger } from '../../domain/logger';
import {
  Delivery,
  DeliveryAttempt,
  DeliverySettlement,
  Incident,
  IncidentEvent,
  type DeliveryDoc,
  type EventType,
  type StoredDeliveryStatus,
} from '../../domain/models';
import { signUp, type OrgSession } from '../support/client';
import { createOrg } from '../support/deliveryFixtures';
import { attemptsOfOrg } from '../support/deliveryLog';
import { startStack, type HttpResponse, type Stack } from '../support/stack';
import { StoredDelivery } from '../support/storedDeliveries';

jest.setTimeout(120_000);

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const channels = [randomUUID(), randomUUID(), randomUUID()];
const monitors = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const incidents = Array.from({ length: 7 }, () => randomUUID());

interface Seed {
  orgId: string;
  atMs: number;
  k?: number;
  status?: StoredDeliveryStatus;
}

/** A dispatcher's delivery, its fields spread by `k` over the channels, monitors, incidents and event types. */
function delivery({ orgId, atMs, k = 0, status = k % 4 === 0 ? 'failed' : 'delivered' }: Seed): DeliveryDoc {
  const _id = uuidv7(atMs);
  const at = new Date(atMs);
  return {
    _id,
    org_id: orgId,
    event_id: randomUUID(),
    event_type: k % 2 === 0 ? 'incident.opened' : 'incident.resolved',
    incident_id: incidents[k % 7],
    monitor_id: monitors[k % 5],
    channel_id: channels[k % 3],
    status,
    workflow_id: `delivery:${_id}`,
    resend_of: null,
    resend_key: null,
    last_attempt: status === 'pending' ? null : 1,
    completed_at: status === 'pending' ? null : at,
    created_at: at,
    updated_at: at,
  };
}

/** Stores deliveries as the log filed them when every scope had hour buckets (and day marks said nothing more). */
async function fileInHourLayout(docs: DeliveryDoc[]): Promise<void> {
  const marks = new Map<string, object>();
  for (const d of docs) {
    const hour = hourOfId(d._id);
    const day = dayOfHour(hour);
    marks.set(`${ALL_SCOPE}|d${day}`, { scope: ALL_SCOPE, scope_day: null, day, hour: null });
    for (const s of scopesOf(d)) {
      marks.set(`${s}|d${day}`, { scope: s, scope_day: null, day, hour: null });
      marks.set(`${s}|h${hour}`, { scope: null, scope_day: `${s}|${day}`, day, hour });
    }
  }
  // The org's own marks exist already (its other deliveries): only missing ones are added.
  await DeliveryBucket.collection.bulkWrite(
    [...marks].map(([_id, m]) => ({
      updateOne: { filter: { _id } as never, update: { $setOnInsert: m }, upsert: true },
    })),
  );
  await Delivery.collection.insertMany(
    docs.map(
      (d) =>
        ({
          ...d,
          page_keys: scopesOf(d).map((s) => bucketKey(s, hourOfId(d._id))),
          day: dayOfHour(hourOfId(d._id)),
        }) as never,
    ),
  );
  // Their settled rows, as the backfill files them for deliveries settled before rows were.
  await insertSettledRows(docs.filter((d) => d.status !== 'pending').map((d) => storedRowOf(d, [])));
}

describe('the delivery log', () => {
  let stack: Stack;
  let a: OrgSession;
  let b: OrgSession;
  const seeded: DeliveryDoc[] = [];

  beforeAll(async () => {
    stack = await startStack();
    [a, b] = [await signUp(stack), await signUp(stack)];
    const now = Date.now();
    // 300 deliveries 17 minutes apart: about 85 hours, so pages cross hour and day buckets.
    seeded.push(
      ...Array.from({ length: 300 }, (_, k) => delivery({ orgId: a.org.id, atMs: now - k * 17 * 60_000, k })),
    );
    await insertSettledLog(seeded, []);
    const other = Array.from({ length: 30 }, (_, k) => delivery({ orgId: b.org.id, atMs: now - k * 41 * 60_000, k }));
    await insertSettledLog(other, []);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  async function pageAll(query: string, limit: number, during?: () => Promise<void>): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const res: HttpResponse = await stack.http(
        'GET',
        `/api/v1/deliveries?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`,
        { headers: a.headers },
      );
      expect(res.status).toBe(200);
      ids.push(...res.body.data.map((d: { id: string }) => d.id));
      cursor = res.body.next_cursor;
      await during?.();
    } while (cursor);
    return ids;
  }

  const newestFirst = (docs: DeliveryDoc[]) => docs.map((d) => d._id).sort((x, y) => (x < y ? 1 : -1));

  it('pages across buckets newest first, no duplicate and no gap while new deliveries arrive', async () => {
    const expected = newestFirst(seeded);
    const arrived: string[] = [];
    const during = async () => {
      const fresh = delivery({ orgId: a.org.id, atMs: Date.now(), k: arrived.length });
      await insertSettledLog([fresh], []);
      arrived.push(fresh._id);
    };
    const firstPage = await pageAll('', 100);
    expect(firstPage).toEqual(expected);
    const listed = await pageAll('', 13, during);
    // The first page is read before anything arrived; what arrives later is newer than every cursor.
    expect(listed).toEqual(expected.filter((id) => !arrived.includes(id)));
    expect(new Set(listed).size).toBe(listed.length);
    seeded.push(...(await StoredDelivery.find({ _id: { $in: arrived } }).lean<DeliveryDoc[]>()));
  });

  it('lists exactly what each filter matches, alone and combined, page by page', async () => {
    const sinceMs = Date.now() - 40 * HOUR_MS;
    const untilMs = Date.now() - 10 * HOUR_MS;
    const cases: Array<[string, (d: DeliveryDoc) => boolean]> = [
      [`&channel_id=${channels[1]}`, (d) => d.channel_id === channels[1]],
      [`&monitor_id=${monitors[2]}`, (d) => d.monitor_id === monitors[2]],
      [`&incident_id=${incidents[3]}`, (d) => d.incident_id === incidents[3]],
      ['&event_type=incident.resolved', (d) => d.event_type === 'incident.resolved'],
      ['&status=failed', (d) => d.status === 'failed'],
      [
        `&since=${new Date(sinceMs).toISOString()}&until=${new Date(untilMs).toISOString()}`,
        (d) => +d.created_at >= sinceMs && +d.created_at <= untilMs,
      ],
      [
        `&channel_id=${channels[0]}&status=failed&event_type=incident.opened&since=${new Date(sinceMs).toISOString()}`,
        (d) =>
          d.channel_id === channels[0] &&
          d.status === 'failed' &&
          d.event_type === 'incident.opened' &&
          +d.created_at >= sinceMs,
      ],
    ];
    for (const [query, match] of cases) {
      const expected = newestFirst(seeded.filter(match));
      expect(expected.length).toBeGreaterThan(0);
      expect({ query, ids: await pageAll(query, 7) }).toEqual({ query, ids: expected });
    }
  });

  it("never lists another org's deliveries, and answers 400 on a bad filter", async () => {
    const ids = await pageAll(`&channel_id=${channels[0]}`, 100);
    const foreign = await StoredDelivery.find({ org_id: b.org.id }).lean<DeliveryDoc[]>();
    expect(ids.filter((id) => foreign.some((d) => d._id === id))).toEqual([]);
    for (const bad of ['since=yesterday', 'event_type=nope', 'monitor_id=1']) {
      expect((await stack.http('GET', `/api/v1/deliveries?${bad}`, { headers: a.headers })).status).toBe(400);
    }
  });

  it("lists an incident's deliveries oldest first", async () => {
    const listed = await stack.services.deliveries.listIncidentDeliveries(a.org.id, incidents[5]);
    const expected = newestFirst(seeded.filter((d) => d.incident_id === incidents[5])).reverse();
    expect(listed.map((d) => d._id)).toEqual(expected);
  });

  /** One recorded attempt of each delivery, as the worker records it. */
  async function recordAttempts(docs: DeliveryDoc[]): Promise<void> {
    const attempts = createMongoDeliveryStore();
    for (const d of docs) {
      await attempts.insertAttempt({
        delivery_id: d._id,
        org_id: d.org_id,
        n: 1,
        at: d.created_at,
        duration_ms: 5,
        status_code: 500,
        error_class: 'http_status',
        error_message: null,
        response_body: null,
      });
    }
  }

  /** Two API replicas sweeping at once, `now` being what their clocks say. */
  const sweepTwice = (now: number) => {
    const replica = () =>
      createLogRetention({
        store: createMongoLogRetentionStore(),
        retentionDays: 90,
        now: () => now,
        log: silentLogger,
      });
    return Promise.all([replica().sweep(), replica().sweep()]);
  };

  const collectionNames = async () =>
    (await mongoose.connection.db!.listCollections({}, { nameOnly: true }).toArray()).map((x) => x.name);

  async function rowsOfOrg(orgId: string): Promise<string[]> {
    const names = await dayCollectionsOf(SETTLEMENTS_FAMILY);
    const read = (name: string) => mongoose.connection.db!.collection(name).find({ org_id: orgId }).toArray();
    return (await Promise.all(names.map(read))).flat().map((r) => String(r._id));
  }

  it('drops exactly the days past the retention, their collections whole, never a delivery in flight', async () => {
    // Straight in the database: sign-up allows 3 a minute from one address.
    const c = { org: { id: (await createOrg('Retention'))._id } };
    const now = Date.now();
    const atDaysAgo = (days: number, k: number) =>
      delivery({ orgId: c.org.id, atMs: now - days * DAY_MS, k: k * 4 + 1 });
    const expired = [atDaysAgo(100, 0), atDaysAgo(100, 1), atDaysAgo(92, 2)];
    const inFlight = delivery({ orgId: c.org.id, atMs: now - 100 * DAY_MS + 1, status: 'pending' });
    const kept = [atDaysAgo(85, 3), atDaysAgo(1, 4)];
    const all = [...expired, inFlight, ...kept];
    await insertSettledLog(all, []);
    await recordAttempts(all);
    const countBefore = await StoredDelivery.countDocuments({ org_id: a.org.id });
    const inFlightDay = dayOfId(inFlight._id);
    const dayCollections = (d: DeliveryDoc) =>
      [ATTEMPTS_FAMILY, SETTLEMENTS_FAMILY].map((f) => dayCollectionName(f, dayOfId(d._id)));
    expect(await collectionNames()).toEqual(expect.arrayContaining(dayCollections(expired[2])));
    await sweepTwice(now);

    const left = (await StoredDelivery.find({ org_id: c.org.id }).lean<DeliveryDoc[]>()).map((d) => d._id).sort();
    expect(left).toEqual([inFlight._id, ...kept.map((d) => d._id)].sort());
    const names = await collectionNames();
    expect(names.filter((n) => dayCollections(expired[2]).includes(n))).toEqual([]);
    // The day in flight keeps its attempt records (all of them, until a sweep finds none in flight), not its rows.
    expect(names).toContain(dayCollectionName(ATTEMPTS_FAMILY, inFlightDay));
    const attemptsLeft = (await attemptsOfOrg(c.org.id)).map((x) => x.delivery_id).sort();
    expect(attemptsLeft).toEqual([expired[0], expired[1], inFlight, ...kept].map((d) => d._id).sort());
    expect((await rowsOfOrg(c.org.id)).sort()).toEqual(kept.map((d) => d._id).sort());
    expect(await StoredDelivery.countDocuments({ org_id: a.org.id })).toBe(countBefore);
    const listed = (await stack.services.deliveries.listDeliveries(c.org.id, {}, { limit: 10 })).map((d) => d._id);
    expect(listed).toEqual([kept[1]._id, kept[0]._id, inFlight._id]);

    // Once it settles, the next sweep drops its day whole.
    await createMongoDeliveryStore().settleDelivery(inFlight._id, 'failed', 1, new Date(now));
    await sweepTwice(now);
    expect((await StoredDelivery.find({ org_id: c.org.id }).lean<DeliveryDoc[]>()).map((d) => d._id).sort()).toEqual(
      kept.map((d) => d._id).sort(),
    );
    expect((await collectionNames()).filter((n) => dayCollections(inFlight).includes(n))).toEqual([]);
    expect((await attemptsOfOrg(c.org.id)).map((x) => x.delivery_id).sort()).toEqual(kept.map((d) => d._id).sort());
    expect(await DeliveryBucket.countDocuments({ day: inFlightDay })).toBe(0);
  });

  it('reads and sweeps attempts and rows stored in the single collections before they had one per day', async () => {
    const orgId = (await createOrg('Single collections'))._id;
    const now = Date.now();
    const [old, recent] = [delivery({ orgId, atMs: now - 95 * DAY_MS }), delivery({ orgId, atMs: now - DAY_MS })];
    const filed = await fileDeliveries([old, recent]);
    await Delivery.collection.insertMany(filed as never[]);
    const attemptOf = (d: DeliveryDoc) => ({
      _id: `${d._id}:1`,
      delivery_id: d._id,
      org_id: orgId,
      n: 1,
      at: d.created_at,
      duration_ms: 5,
      status_code: 200,
      error_class: null,
      error_message: null,
      response_body: 'stored before',
      day: dayOfId(d._id),
    });
    await DeliveryAttempt.collection.insertMany([old, recent].map(attemptOf) as never[]);
    const rows = [old, recent].map((d) => storedRowOf(d, [attemptOf(d)]));
    await fileMarks(rows.flatMap(settlementMarksOf));
    await DeliverySettlement.collection.insertMany(rows as never[]);
    recheckOldCollections();

    const listed = await stack.services.deliveries.listDeliveries(orgId, {}, { limit: 10 });
    expect(listed.map((d) => [d._id, d.attempts.map((x) => x.response_body)])).toEqual([
      [recent._id, ['stored before']],
      [old._id, ['stored before']],
    ]);
    const one = await stack.services.deliveries.getDelivery(orgId, recent._id);
    expect(one.attempts.map((x) => x.response_body)).toEqual(['stored before']);

    await sweepTwice(now);
    expect(await DeliveryAttempt.find({ org_id: orgId }).lean()).toMatchObject([{ delivery_id: recent._id }]);
    expect((await DeliverySettlement.find({ org_id: orgId }).lean()).map((r) => r._id)).toEqual([recent._id]);
    await DeliveryAttempt.deleteMany({ org_id: orgId });
    await DeliverySettlement.deleteMany({ org_id: orgId });
  });

  it('fills in and lists deliveries stored before the log had buckets', async () => {
    const d = { org: { id: (await createOrg('Backfill'))._id } };
    const old = Array.from({ length: 12 }, (_, k) => delivery({ orgId: d.org.id, atMs: Date.now() - k * HOUR_MS, k }));
    await Delivery.collection.insertMany(old as never[]);
    await DeliveryAttempt.collection.insertOne({ _id: `${old[0]._id}:1`, delivery_id: old[0]._id, n: 1 } as never);
    recheckOldCollections();
    expect(await stack.services.deliveries.listDeliveries(d.org.id, {}, { limit: 50 })).toEqual([]);
    const retention = createLogRetention({
      store: createMongoLogRetentionStore(),
      retentionDays: 90,
      now: Date.now,
      log: silentLogger,
    });
    for (let round = 0; round < 20; round++) await retention.backfill();
    const listed = await stack.services.deliveries.listDeliveries(d.org.id, {}, { limit: 50 });
    expect(listed.map((x) => x._id)).toEqual(newestFirst(old));
    // Their settled rows are filed too, so a settled status lists them from its own buckets.
    const failed = await stack.services.deliveries.listDeliveries(d.org.id, { status: 'failed' }, { limit: 50 });
    expect(failed.map((x) => x._id)).toEqual(newestFirst(old.filter((x) => x.status === 'failed')));
    expect(failed[failed.length - 1].attempts).toEqual([]);
    expect(failed.find((x) => x._id === old[0]._id)?.attempts.map((x) => x.n)).toEqual([1]);
    expect((await DeliveryAttempt.findById(`${old[0]._id}:1`).lean())?.day).toBe(
      Math.floor(+old[0].created_at / DAY_MS),
    );
  });

  it('lists deliveries filed when monitors and incidents had hour buckets by monitor_id and incident_id', async () => {
    const [monitorId, incidentId] = [randomUUID(), randomUUID()];
    const now = Date.now();
    const at = (ms: number, k: number): DeliveryDoc => ({
      ...delivery({ orgId: a.org.id, atMs: ms, k }),
      monitor_id: monitorId,
      incident_id: incidentId,
    });
    const old = [at(now - 3 * HOUR_MS, 0), at(now - 2 * HOUR_MS, 1), at(now - 2 * DAY_MS, 2), at(now - 50 * 60_000, 3)];
    await fileInHourLayout(old);
    // Filed since, in the same days: the day marks stay those of the hour layout.
    const fresh = [at(now - 150 * 60_000, 4), at(now - 30 * 60_000, 5), at(now - 2 * DAY_MS + 60_000, 6)];
    await insertSettledLog(fresh, []);
    const expected = newestFirst([...old, ...fresh]);
    expect(await pageAll(`&monitor_id=${monitorId}`, 2)).toEqual(expected);
    expect(await pageAll(`&incident_id=${incidentId}`, 3)).toEqual(expected);
    expect(await pageAll(`&monitor_id=${monitorId}&status=failed`, 1)).toEqual(
      newestFirst([...old, ...fresh].filter((d) => d.status === 'failed')),
    );
    const listed = await stack.services.deliveries.listIncidentDeliveries(a.org.id, incidentId);
    expect(listed.map((d) => d._id)).toEqual([...expected].reverse());
  });

  it("drops the events of incidents resolved past the retention, never an open or recent incident's", async () => {
    const orgId = (await createOrg('Incident retention'))._id;
    const now = Date.now();
    const event = (incidentId: string, type: EventType, seq: number, daysAgo: number): NewIncidentEvent => ({
      _id: uuidv7(now - daysAgo * DAY_MS),
      org_id: orgId,
      incident_id: incidentId,
      monitor_id: monitors[0],
      type,
      occurred_at: new Date(now - daysAgo * DAY_MS),
      payload: { snapshot: incidentId },
      seq,
      dedupe_key: `${incidentId}:${seq}`,
    });
    const [oldBatch, oldOne, recent, open] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const incidentStore = createMongoIncidentStore();
    await incidentStore.insertEvents([
      event(oldBatch, 'incident.opened', 0, 120),
      event(recent, 'incident.opened', 0, 95),
      event(open, 'incident.opened', 0, 200),
    ]);
    await incidentStore.insertEvents([
      event(oldBatch, 'incident.resolved', 1, 93),
      event(open, 'incident.acknowledged', 1, 150),
    ]);
    await incidentStore.insertEvent(event(oldOne, 'incident.opened', 0, 99));
    await incidentStore.insertEvent(event(oldOne, 'incident.acknowledged', 1, 98));
    await incidentStore.insertEvent(event(oldOne, 'incident.resolved', 2, 97));
    await incidentStore.insertEvent(event(recent, 'incident.resolved', 1, 10));
    const replica = () =>
      createLogRetention({
        store: createMongoLogRetentionStore(),
        retentionDays: 90,
        now: () => now,
        log: silentLogger,
      });
    await Promise.all([replica().sweep(), replica().sweep()]);

    const left = await IncidentEvent.find({ org_id: orgId }).lean();
    const byIncident = (id: string) =>
      left
        .filter((e) => e.incident_id === id)
        .map((e) => e.seq)
        .sort();
    expect([oldBatch, oldOne, recent, open].map(byIncident)).toEqual([[], [], [0, 1], [0, 1]]);
  });

  it('drops the events of test alerts past the retention with their day, keeping recent ones', async () => {
    const orgId = (await createOrg('Test alert retention'))._id;
    const now = Date.now();
    const testEvent = (daysAgo: number) => {
      const _id = uuidv7(now - daysAgo * DAY_MS);
      return {
        _id,
        org_id: orgId,
        incident_id: null,
        monitor_id: monitors[0],
        type: 'test' as EventType,
        occurred_at: new Date(now - daysAgo * DAY_MS),
        payload: {} as never,
        dedupe_key: `test:${_id}`,
        channel_id: randomUUID(),
        fanout_done: true,
      };
    };
    const dispatch = createMongoDispatchStore();
    const [old, recent] = [testEvent(100), testEvent(10)];
    await dispatch.insertEvent(old);
    await dispatch.insertEvent(recent);
    const replica = () =>
      createLogRetention({
        store: createMongoLogRetentionStore(),
        retentionDays: 90,
        now: () => now,
        log: silentLogger,
      });
    await Promise.all([replica().sweep(), replica().sweep()]);
    const left = (await IncidentEvent.find({ org_id: orgId }).lean()).map((e) => e._id);
    expect(left).toEqual([recent._id]);
  });

  it('files incidents resolved before resolutions were filed, once, and drops their events past the retention', async () => {
    const orgId = (await createOrg('Earlier resolutions'))._id;
    const now = Date.now();
    const [resolved, open] = [randomUUID(), randomUUID()];
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
    await Incident.collection.insertMany([
      {
        _id: resolved,
        org_id: orgId,
        monitor_id: monitors[0],
        status: 'resolved',
        active_key: resolved,
        resolved_at: at(95),
      },
      { _id: open, org_id: orgId, monitor_id: monitors[1], status: 'open', active_key: open, resolved_at: null },
    ] as never[]);
    // Stored as before: the events alone, nothing filed.
    await IncidentEvent.collection.insertMany(
      [resolved, open].map((incident_id) => ({
        _id: uuidv7(now - 100 * DAY_MS),
        org_id: orgId,
        incident_id,
        monitor_id: monitors[0],
        type: 'incident.opened',
        seq: 0,
        occurred_at: at(100),
        payload: {},
        dedupe_key: `${incident_id}:0`,
      })) as never[],
    );
    await DeliveryBucket.deleteOne({ _id: 'resolved-filed' }); // a store from before
    const store = createMongoLogRetentionStore();
    await Promise.all([store.backfill(500), store.backfill(500)]);
    expect(await DeliveryBucket.exists({ _id: 'resolved-filed' })).toBeTruthy();
    await createLogRetention({ store, retentionDays: 90, now: () => now, log: silentLogger }).sweep();
    const left = (await IncidentEvent.find({ org_id: orgId }).lean()).map((e) => e.incident_id);
    expect(left).toEqual([open]);
  });
});
