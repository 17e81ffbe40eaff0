/**
 * The reads the delivery and heartbeat paths make on their own (a fan-out's channel states, the auto-disable
 * streak, recover's deliveries of an event, the pending resends read after a restart, the dispatch sweep's
 * unfinished fan-outs, the monitors with open incidents read at start, the runtime sweep's overdue runs and the
 * heartbeat start read) cost what they return, not what is stored: on the development store (FerretDB on
 * PostgreSQL) the rows PostgreSQL reads for each stay flat while everything around them grows tenfold. Each read's
 * former query (a `$in`, a `$ne`, a sorted range) is measured beside it as the control: its rows grow with the
 * store, so the measurement can tell a scan from a lookup (test/support/pgRowCounts.ts counts the rows).
 */
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { createMongoChannelStateStore, createMongoFailureHistory } from '../../domain/channels/mongoStores';
import { createMongoDispatchStore, createMongoResendStore } from '../../domain/delivery/mongoStores';
import { createMongoHeartbeatRunStore } from '../../domain/heartbeats/mongoStores';
import { DELIVERIES_FAMILY, GUARDS_FAMILY, dayCollectionName } from '../../domain/delivery/log/dayCollections';
import { uuidv7, uuidv7Floor } from '../../domain/ids';
import {
  ChannelState,
  DeliveryBucket,
  dueMinuteOf,
  HeartbeatRun,
  HeartbeatState,
  Incident,
  IncidentEvent,
  type DeliveryDoc,
} from '../../domain/models';
import { StoredDelivery } from '../support/storedDeliveries';
import { HeartbeatStartRead } from '../../domain/probing/heartbeatStartRead';
import { createMongoHeartbeatClockStore, createMongoProbingStore } from '../../domain/probing/mongoStores';
import {
  compareGrowth,
  measureReads,
  waitForLookups,
  type NamedRead,
  describeOnFerretPostgres,
  startCountedStore,
  waitForDayTableLookups,
  type CountedStore,
} from '../support/pgRowCounts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Rows of each kind added per step; the store grows from one step to GROWTH of them. */
const STEP = 400;
const GROWTH = 10;
jest.setTimeout(600_000);

const describeOnPostgres = describeOnFerretPostgres('path read row tests');

const orgId = randomUUID();
/** The channel whose failure streak is read: delivered 3 hours ago, failed since. */
const streakChannel = randomUUID();
const otherChannels = [randomUUID(), randomUUID(), randomUUID()];
/** The channels of the fan-out whose auto-disable states are read. */
const fanOut = Array.from({ length: 5 }, () => randomUUID());
const now = Date.now();

function delivery(channelId: string, atMs: number, status: string, extra: Partial<DeliveryDoc> = {}): DeliveryDoc {
  const _id = uuidv7(atMs);
  const at = new Date(atMs);
  return {
    _id,
    org_id: orgId,
    event_id: uuidv7(atMs),
    event_type: 'incident.opened',
    incident_id: randomUUID(),
    monitor_id: randomUUID(),
    channel_id: channelId,
    status: status as DeliveryDoc['status'],
    workflow_id: `delivery:${_id}`,
    resend_of: null,
    resend_key: null,
    last_attempt: 1,
    completed_at: at,
    created_at: at,
    updated_at: at,
    ...extra,
  };
}

/** One step of history `step` days back: settled deliveries of every channel, fan-outs done, resolved incidents. */
async function seedStep(step: number): Promise<void> {
  const from = now - (step + 1) * DAY;
  const span = step === 0 ? DAY - 4 * HOUR : DAY; // the newest day leaves room for the streak
  const channels = [streakChannel, ...otherChannels];
  const docs = Array.from({ length: STEP }, (_, i) =>
    delivery(
      channels[i % channels.length],
      from + Math.floor(((i + 0.5) / STEP) * span),
      i % 5 ? 'delivered' : 'failed',
    ),
  );
  await createMongoDispatchStore().insertDeliveries(docs);
  const at = new Date(from);
  await ChannelState.collection.insertMany(
    Array.from({ length: STEP }, () => {
      const channel_id = randomUUID();
      return { _id: `${channel_id}:1`, org_id: orgId, channel_id, seq: 1, state: 'disabled', reason: 'x', at } as never;
    }),
  );
  await IncidentEvent.collection.insertMany(Array.from({ length: STEP }, () => event(from, true)) as never[]);
  await Incident.collection.insertMany(Array.from({ length: STEP }, () => incident('resolved')) as never[]);
  await HeartbeatRun.collection.insertMany(
    Array.from({ length: STEP }, (_, i) => run(randomUUID(), now + HOUR + step * STEP * 1_000 + i * 1_000)) as never[],
  );
  await HeartbeatState.collection.insertMany(
    Array.from({ length: STEP }, (_, i) => {
      const due_at = new Date(now + HOUR + step * STEP * 1_000 + i * 1_000);
      return { _id: randomUUID(), last_ping_at: at, due_at, due_minute: dueMinuteOf(due_at) } as never;
    }),
  );
}

function event(atMs: number, done: boolean) {
  const _id = uuidv7(atMs);
  const incident_id = randomUUID();
  return {
    _id,
    org_id: orgId,
    incident_id,
    monitor_id: randomUUID(),
    type: 'incident.opened',
    seq: 0,
    occurred_at: new Date(atMs),
    payload: {},
    dedupe_key: `${incident_id}:0`,
    channel_id: null,
    fanout_done: done,
    created_at: new Date(atMs),
  };
}

function incident(status: 'open' | 'resolved') {
  const _id = randomUUID();
  const monitor_id = randomUUID();
  return { _id, org_id: orgId, monitor_id, status, active_key: status === 'resolved' ? _id : monitor_id };
}

function run(monitorId: string, deadlineMs: number) {
  const deadline_at = new Date(deadlineMs);
  return {
    _id: monitorId,
    started_at: new Date(deadlineMs - HOUR),
    deadline_at,
    deadline_minute: dueMinuteOf(deadline_at),
  };
}

/** What each read is about, once: the streak, the events recover asks about, what is due or open now. */
async function seedNow(): Promise<{ events: string[] }> {
  const streak = [delivery(streakChannel, now - 3 * HOUR, 'delivered')];
  for (let i = 1; i <= 6; i++) streak.push(delivery(streakChannel, now - 3 * HOUR + i * 15 * 60_000, 'failed'));
  const resends = [1, 2, 3].map((i) =>
    delivery(otherChannels[0], now - i * 60_000, 'pending', { resend_key: `resend:${i}`, completed_at: null }),
  );
  await createMongoDispatchStore().insertDeliveries([...streak, ...resends]);
  await ChannelState.collection.insertMany(
    fanOut.map(
      (channel_id) =>
        ({ _id: `${channel_id}:1`, org_id: orgId, channel_id, seq: 1, state: 'disabled', at: new Date(now) }) as never,
    ),
  );
  await IncidentEvent.collection.insertMany([event(now - 60_000, false), event(now - 50_000, false)] as never[]);
  await Incident.collection.insertMany([incident('open'), incident('open'), incident('open')] as never[]);
  await HeartbeatRun.collection.insertMany([
    run(randomUUID(), now - 40_000),
    run(randomUUID(), now - 20_000),
  ] as never[]);
  return { events: streak.map((d) => d.event_id) };
}

/** A lookup on each indexed key the reads use, planned through its lookup index before anything is measured. */
const LOOKUPS: [string, Record<string, unknown>][] = [
  [DeliveryBucket.collection.collectionName, { scope: 'x' }],
  [ChannelState.collection.collectionName, { channel_id: 'x' }],
  [IncidentEvent.collection.collectionName, { fanout_done: false }],
  [Incident.collection.collectionName, { status: 'x' }],
  [HeartbeatRun.collection.collectionName, { deadline_minute: 'x' }],
  [HeartbeatState.collection.collectionName, { due_minute: 'x' }],
];

/**
 * The tables of deliveries and guards, a collection per day each, as the row counts name them: FerretDB names a
 * day's table after its collection with the digits replaced, so every day of a family counts under one name.
 */
const deliveryTables = [DELIVERIES_FAMILY, GUARDS_FAMILY].map((f) => dayCollectionName(f, 0).replace(/\d/g, '_'));

describeOnPostgres('reads of the delivery and heartbeat paths on FerretDB on PostgreSQL cost what they return', () => {
  let store: CountedStore;
  let pg: Client;
  let events: string[] = [];
  const states = createMongoChannelStateStore();
  const history = createMongoFailureHistory();
  const resends = createMongoResendStore();
  const dispatch = createMongoDispatchStore();
  const probing = createMongoProbingStore();
  const runs = createMongoHeartbeatRunStore();
  const clocks = createMongoHeartbeatClockStore();
  const scope = { org_id: orgId, channel_id: streakChannel };
  const [buckets, marks] = [DeliveryBucket.collection.collectionName, 'sweep_marks'];
  const deliveries = deliveryTables;
  const deliveriesAndBuckets = [...deliveryTables, buckets];

  const namedReads: NamedRead[] = [
    {
      name: 'channel states of a fan-out',
      tables: [ChannelState.collection.collectionName],
      read: () => states.recordsOf(fanOut),
      before: () =>
        ChannelState.find({ channel_id: { $in: fanOut } })
          .sort({ channel_id: 1, seq: -1 })
          .lean(),
    },
    {
      name: 'auto-disable failure streak',
      tables: deliveriesAndBuckets,
      read: () => history.streak(scope, null, 20),
      // The channel's deliveries of every day, as a sorted read by (org, channel, status) read them.
      before: () => StoredDelivery.find({ ...scope, status: { $in: ['delivered', 'failed'] } }, { _id: 1 }).lean(),
    },
    {
      name: "recover's deliveries of its events",
      tables: deliveries,
      // Its former query (event and channel together) is not a control: PostgreSQL intersected the channel's index
      // entries with the event's (every delivery of the channel) on a small store, used the event's alone at ten times.
      read: () => resends.findEventDeliveries(events, streakChannel),
    },
    {
      name: 'pending resends after a restart',
      tables: deliveries,
      read: () => resends.findPendingResends(uuidv7Floor(now - 7 * DAY), 5_000),
    },
    {
      name: "dispatch sweep's unfinished fan-outs",
      tables: [IncidentEvent.collection.collectionName],
      read: () => dispatch.findUnfinishedEvents(new Date(now), 100),
    },
    {
      name: 'monitors with open incidents (start)',
      tables: [Incident.collection.collectionName],
      read: () => probing.monitorsWithOpenIncidents(),
      before: () => Incident.find({ status: { $ne: 'resolved' } }, { monitor_id: 1 }).lean(),
    },
    {
      name: "runtime sweep's overdue runs",
      tables: [HeartbeatRun.collection.collectionName, marks],
      read: () => runs.findOverdueRuns(new Date(now - 60_000), new Date(now), 500),
      before: () =>
        HeartbeatRun.find({ deadline_at: { $gt: new Date(now - 60_000), $lte: new Date(now) } })
          .sort({ deadline_at: 1 })
          .limit(500)
          .lean(),
    },
    {
      name: 'heartbeat start read',
      tables: [HeartbeatState.collection.collectionName, marks],
      read: () => new HeartbeatStartRead(clocks).read(now - 60_000, now),
      before: () => clocks.clocksDueAfter(new Date(now - 60_000)),
    },
  ];

  beforeAll(async () => {
    store = await startCountedStore('path-reads-rows', 'pathrows');
    pg = store.pg;
  });
  afterAll(async () => {
    await store?.stop();
  });

  it('rows read by each named read stay flat from one store to ten times its size; its former query grows', async () => {
    await seedStep(0);
    ({ events } = await seedNow());
    await waitForLookups(LOOKUPS, store.logFile);
    await waitForDayTableLookups(pg, 'pathrows', [DELIVERIES_FAMILY, GUARDS_FAMILY]);
    // What each read returns, so that a flat count is not an empty answer.
    expect((await history.streak(scope, null, 20)).length).toBe(6);
    expect(await resends.findEventDeliveries(events, streakChannel)).toHaveLength(7);
    expect(await resends.findPendingResends(uuidv7Floor(now - 7 * DAY), 5_000)).toHaveLength(3);
    expect(await dispatch.findUnfinishedEvents(new Date(now), 100)).toHaveLength(2);
    expect(await probing.monitorsWithOpenIncidents()).toHaveLength(3);
    expect((await states.recordsOf(fanOut)).length).toBe(5);
    // The first sweeps of a store read by range once, then mark that every run and clock has its minute.
    expect(await runs.findOverdueRuns(new Date(now - HOUR), new Date(now), 500)).toHaveLength(2);
    await (await new HeartbeatStartRead(clocks).read(now - HOUR, now))!.commit();
    expect(await runs.findOverdueRuns(new Date(now - 60_000), new Date(now), 500)).toHaveLength(2);
    expect(await new HeartbeatStartRead(clocks).read(now - 60_000, now)).toBeNull();

    const small = await measureReads(pg, namedReads);
    for (let step = 1; step < GROWTH; step++) await seedStep(step);
    await waitForDayTableLookups(pg, 'pathrows', [DELIVERIES_FAMILY, GUARDS_FAMILY]);
    const large = await measureReads(pg, namedReads);
    expect(compareGrowth('path read rows', namedReads, small, large)).toEqual({ grew: [], formerFlat: [] });
  });
});
