/**
 * Deliveries in a collection per day of their id, guarded once per (event, channel, resend_key) by a unique insert
 * in the collection of the event's day: a dispatch retried after midnight still yields one delivery; a guard
 * whose delivery is missing (the process died between the two inserts) is completed exactly once; deliveries
 * stored in the single collection before still read, settle, stay guarded and are swept by day; the sweep drops
 * a day's collections of deliveries and guards whole, and keeps a day with a delivery in flight.
 */
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import {
  DELIVERIES_FAMILY,
  GUARDS_FAMILY,
  dayCollectionName,
  recheckOldCollections,
} from '../../domain/delivery/log/dayCollections';
import { dayOfId } from '../../domain/delivery/log/buckets';
import { insertGuards } from '../../domain/delivery/log/deliveryDays';
import { createMongoLogRetentionStore, fileDeliveries } from '../../domain/delivery/log/mongoStores';
import { createLogRetention } from '../../domain/delivery/log/retention';
import { insertSettledLog } from '../../domain/delivery/log/settled/mongoStores';
import {
  createMongoDeliveryReads,
  createMongoDeliveryStore,
  createMongoDispatchStore,
} from '../../domain/delivery/mongoStores';
import { uuidv7 } from '../../domain/ids';
import { silentLogger } from '../../domain/logger';
import { Delivery, type DeliveryDoc, type StoredDeliveryStatus } from '../../domain/models';
import { createOrg } from '../support/deliveryFixtures';
import { startStack, type Stack } from '../support/stack';
import { StoredDelivery } from '../support/storedDeliveries';

jest.setTimeout(120_000);

const DAY_MS = 86_400_000;

function delivery(orgId: string, eventId: string, atMs: number, status: StoredDeliveryStatus = 'pending'): DeliveryDoc {
  const _id = uuidv7(atMs);
  const channel_id = `ch-${eventId}`;
  return {
    _id,
    org_id: orgId,
    event_id: eventId,
    event_type: 'incident.opened',
    incident_id: randomUUID(),
    monitor_id: randomUUID(),
    channel_id,
    status,
    workflow_id: `delivery:${eventId}:${channel_id}`,
    resend_of: null,
    resend_key: null,
    last_attempt: status === 'pending' ? null : 1,
    completed_at: status === 'pending' ? null : new Date(atMs),
    created_at: new Date(atMs),
    updated_at: new Date(atMs),
  };
}

const collectionNames = async () =>
  (await mongoose.connection.db!.listCollections({}, { nameOnly: true }).toArray()).map((x) => x.name);

describe('deliveries by day, guarded by the event', () => {
  let stack: Stack;
  let orgId: string;
  const dispatch = createMongoDispatchStore();
  beforeAll(async () => {
    stack = await startStack();
    orgId = (await createOrg('Delivery days'))._id;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('a dispatch retried after midnight yields one delivery, in the day of the first', async () => {
    const midnight = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const eventId = uuidv7(midnight - 60_000);
    const first = delivery(orgId, eventId, midnight - 1_000);
    const retried = { ...delivery(orgId, eventId, midnight + 1_000), channel_id: first.channel_id };
    expect(dayOfId(retried._id)).toBe(dayOfId(first._id) + 1);

    expect(await dispatch.insertDeliveries([first])).toBe(true);
    expect(await dispatch.insertDeliveries([retried])).toBe(false);
    expect((await dispatch.readEventDeliveries(eventId)).map((d) => d._id)).toEqual([first._id]);
    expect((await StoredDelivery.find({ event_id: eventId }).lean<DeliveryDoc[]>()).map((d) => d._id)).toEqual([
      first._id,
    ]);
  });

  it('a guard whose delivery is missing (a crash between the inserts) is completed once, under its id', async () => {
    const eventId = uuidv7();
    const cut = delivery(orgId, eventId, Date.now());
    expect((await insertGuards([cut])).size).toBe(0); // the guard alone, as a dispatch that died there left it
    expect(await dispatch.readEventDeliveries(eventId)).toEqual([]);

    const retry = { ...delivery(orgId, eventId, Date.now() + 5), channel_id: cut.channel_id };
    expect(await dispatch.insertDeliveries([retry])).toBe(false);
    expect(await dispatch.insertDeliveries([{ ...retry, _id: uuidv7() }])).toBe(false);
    const stored = await StoredDelivery.find({ event_id: eventId }).lean<DeliveryDoc[]>();
    expect(stored.map((d) => d._id)).toEqual([cut._id]);
    expect((await dispatch.readEventDeliveries(eventId)).map((d) => d._id)).toEqual([cut._id]);
    expect((await createMongoDeliveryReads().readDelivery(cut._id))?.event_id).toBe(eventId);
  });

  it('deliveries of the single collection still read, settle, stay guarded and are swept by day', async () => {
    const now = Date.now();
    const [old, recent] = [delivery(orgId, uuidv7(now - 95 * DAY_MS), now - 95 * DAY_MS, 'failed')].concat(
      delivery(orgId, uuidv7(now - DAY_MS), now - DAY_MS),
    );
    await Delivery.collection.insertMany((await fileDeliveries([old, recent])) as never[]);
    recheckOldCollections();

    expect((await createMongoDeliveryReads().readDelivery(recent._id))?._id).toBe(recent._id);
    await createMongoDeliveryStore().settleDelivery(recent._id, 'delivered', 1, new Date(now));
    expect(await Delivery.findById(recent._id).lean()).toMatchObject({ status: 'delivered', last_attempt: 1 });
    // Its pair is held by the old collection's unique index: a repeated dispatch stores nothing new.
    expect(await dispatch.insertDeliveries([{ ...recent, _id: uuidv7() }])).toBe(false);
    expect((await dispatch.readEventDeliveries(recent.event_id)).map((d) => d._id)).toEqual([recent._id]);
    expect(await StoredDelivery.countDocuments({ event_id: recent.event_id })).toBe(1);

    await sweep(now);
    expect((await Delivery.find({ org_id: orgId }).lean()).map((d) => d._id)).toEqual([recent._id]);
    await Delivery.deleteMany({ org_id: orgId });
  });

  it("drops a day's deliveries and guards whole, and keeps a day with a delivery in flight", async () => {
    const orgId = (await createOrg('Swept by day'))._id;
    const now = Date.now();
    const at = (days: number) => now - days * DAY_MS;
    const settled = [0, 1].map((k) => delivery(orgId, uuidv7(at(100) + k), at(100) + k, 'delivered'));
    const busyDay = [delivery(orgId, uuidv7(at(93)), at(93), 'failed'), delivery(orgId, uuidv7(at(93)), at(93) + 1)];
    const kept = delivery(orgId, uuidv7(at(2)), at(2), 'delivered');
    await insertSettledLog([...settled, ...busyDay, kept], []);
    const [gone, busy] = [dayOfId(settled[0]._id), dayOfId(busyDay[0]._id)];
    const namesOf = (day: number) => [DELIVERIES_FAMILY, GUARDS_FAMILY].map((f) => dayCollectionName(f, day));
    expect(await collectionNames()).toEqual(expect.arrayContaining([...namesOf(gone), ...namesOf(busy)]));

    await Promise.all([sweep(now), sweep(now)]);
    const names = await collectionNames();
    expect(names.filter((n) => namesOf(gone).includes(n))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(namesOf(busy)));
    const left = (await StoredDelivery.find({ org_id: orgId }).lean<DeliveryDoc[]>()).map((d) => d._id).sort();
    expect(left).toEqual([busyDay[1]._id, kept._id].sort());
    // The guard of the one in flight still guards its pair.
    expect(await dispatch.insertDeliveries([{ ...busyDay[1], _id: uuidv7() }])).toBe(false);

    await createMongoDeliveryStore().settleDelivery(busyDay[1]._id, 'failed', 1, new Date(now));
    await sweep(now);
    expect((await collectionNames()).filter((n) => namesOf(busy).includes(n))).toEqual([]);
    expect((await StoredDelivery.find({ org_id: orgId }).lean<DeliveryDoc[]>()).map((d) => d._id)).toEqual([kept._id]);
  });
});

function sweep(now: number): Promise<void> {
  return createLogRetention({
    store: createMongoLogRetentionStore(),
    retentionDays: 90,
    now: () => now,
    log: silentLogger,
  }).sweep();
}
