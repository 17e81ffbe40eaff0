/**
 * Where deliveries are stored: a collection per UTC day of their `_id` (a UUIDv7), `deliveries_YYYYMMDD`, so the
 * retention sweep drops a day whole instead of deleting its documents (FerretDB decodes every document a delete
 * selects, whatever the filter). A lookup by id names its day; a list reads its bucket's day (`page_keys`), the
 * sweep and the closing a day's collection. Every reader and writer of deliveries goes through here.
 *
 * The exactly-once guard of a delivery, its (event, channel, resend_key), is a unique insert of its own in
 * `delivery_guards_YYYYMMDD` of the day of the EVENT's id, made before the delivery: every retry of a dispatch,
 * however late, names that collection, while the fresh delivery id it makes may name another day. The guard
 * carries the delivery id chosen first, so a retry that meets it inserts the delivery under that id if a crash
 * left it missing (a unique `_id` insert: once). It also lists an event's deliveries (by `event_id`).
 *
 * Deliveries stored before (the single `deliveries` collection, swept by `day`) stay readable and settleable while
 * it holds documents, and its unique index still guards their events: a guarded insert first asks it for the pairs
 * of the event (see `pairsInOld`).
 */
import type { mongo } from 'mongoose';
import { duplicateRowsOf } from '../../errors';
import type { DeliveryDoc } from '../../models/delivery';
import type { DeliveryGuardDoc } from '../../models/deliveryGuard';
import { dayOfBucket, dayOfId } from './buckets';
import {
  DELIVERIES_FAMILY,
  GUARDS_FAMILY,
  collection,
  dayCollectionName,
  dropDayCollections,
  groupedByDay,
  insertByDay,
  insertIntoDay,
  oldCollectionHolds,
  readDayAndOld,
  recheckOldCollection,
  type Family,
} from './dayCollections';

type Paired = Pick<DeliveryDoc, 'event_id' | 'channel_id' | 'resend_key'>;
type Filter = mongo.Filter<DeliveryDoc>;

/** The guard's key: `<event>:<channel>:<resend_key>` (a resend key is never empty). */
export const guardIdOf = (d: Paired): string => `${d.event_id}:${d.channel_id}:${d.resend_key ?? ''}`;

/**
 * The day whose collection holds an event's guards: its id's. An event id that is no UUIDv7 (the service makes
 * none; some tests do) names no time, so its guards share the collection of day 0, which no sweep drops.
 */
const eventDay = (eventId: string): number => (eventId[14] === '7' ? dayOfId(eventId) : 0);

const ofDay = (day: number) => collection<DeliveryDoc>(dayCollectionName(DELIVERIES_FAMILY, day));
const guardsOfDay = (day: number) => collection<DeliveryGuardDoc>(dayCollectionName(GUARDS_FAMILY, day));
const old = () => collection<DeliveryDoc>(DELIVERIES_FAMILY);

/** `read` of the old collection while it holds documents, else nothing. */
async function fromOld<T>(read: () => Promise<T[]>): Promise<T[]> {
  return (await oldCollectionHolds(DELIVERIES_FAMILY)) ? read() : [];
}

/** A delivery by id: a lookup in its day's collection, then (while it holds documents) in the old one. */
export async function deliveryById<T extends mongo.Document = DeliveryDoc>(
  id: string,
  projection?: mongo.Document,
): Promise<T | null> {
  const options = projection && { projection };
  const found = await ofDay(dayOfId(id)).findOne<T>({ _id: id }, options);
  if (found || !(await oldCollectionHolds(DELIVERIES_FAMILY))) return found;
  return old().findOne<T>({ _id: id }, options);
}

/** Writes fields of a stored delivery by bare `_id`, where it is stored (its one writer: its own workflow). */
export async function updateDelivery(id: string, set: Partial<DeliveryDoc>): Promise<void> {
  const done = await ofDay(dayOfId(id)).updateOne({ _id: id }, { $set: set });
  if (done.matchedCount === 0 && (await oldCollectionHolds(DELIVERIES_FAMILY)))
    await old().updateOne({ _id: id }, { $set: set });
}

/**
 * The guard keys of these deliveries that the old collection holds (its unique index guards those events), while
 * it holds documents: one lookup by `event_id` per event. No new delivery is ever stored there, so what it holds
 * now is all it will.
 */
export async function pairsInOld(docs: Paired[]): Promise<Set<string>> {
  if (docs.length === 0) return new Set();
  const events = [...new Set(docs.map((d) => d.event_id))];
  const projection = { event_id: 1, channel_id: 1, resend_key: 1 };
  const found = await fromOld(async () =>
    (await Promise.all(events.map((event_id) => old().find({ event_id }, { projection }).toArray()))).flat(),
  );
  return new Set(found.map(guardIdOf));
}

/**
 * Inserts the guards of these deliveries, each in its event's day collection. Returns, by guard key, the
 * delivery id named by each guard that existed already (a repeated or concurrent dispatch, or one cut short).
 */
export async function insertGuards(docs: DeliveryDoc[]): Promise<Map<string, string>> {
  const guards = docs.map(guardOf);
  const refused = await insertEachDay(GUARDS_FAMILY, guards, (g) => eventDay(g.event_id));
  const found = await Promise.all(refused.map((g) => guardsOfDay(eventDay(g.event_id)).findOne({ _id: g._id })));
  return new Map(found.filter((g) => g !== null).map((g) => [g._id, g.delivery_id]));
}

const guardOf = (d: DeliveryDoc): DeliveryGuardDoc => ({
  _id: guardIdOf(d),
  event_id: d.event_id,
  delivery_id: d._id,
  created_at: new Date(),
});

/** Stores deliveries with their guards in bulk (a repeat is a duplicate-key error): the seeding of bench and tests. */
export async function insertStoredDeliveries(docs: DeliveryDoc[]): Promise<void> {
  await Promise.all([
    insertByDay(GUARDS_FAMILY, docs.map(guardOf), (g) => eventDay(g.event_id)),
    insertByDay(DELIVERIES_FAMILY, docs, (d) => dayOfId(d._id)),
  ]);
}

/** Inserts deliveries, each in its id's day collection (unordered); returns those stored already (a repeat). */
export function insertDeliveryDocs(docs: DeliveryDoc[]): Promise<DeliveryDoc[]> {
  return insertEachDay(DELIVERIES_FAMILY, docs, (d) => dayOfId(d._id));
}

/** Inserts documents of a family, each in its day's collection (unordered); returns those a unique key refused. */
async function insertEachDay<T extends { _id: string }>(family: Family, docs: T[], dayOf: (d: T) => number) {
  const refused = await Promise.all(
    [...groupedByDay(docs, dayOf)].map(async ([day, some]) => {
      try {
        await insertIntoDay(family, day, some);
        return [];
      } catch (err) {
        const rows = duplicateRowsOf(err, some.length);
        if (!rows) throw err;
        return some.filter((_, i) => rows.has(i));
      }
    }),
  );
  return refused.flat();
}

/** Every delivery of an event, by `_id`: its guards (one lookup), then each delivery by id; and the old ones. */
export async function deliveriesOfEvent(eventId: string): Promise<DeliveryDoc[]> {
  const [guards, before] = await Promise.all([
    guardsOfDay(eventDay(eventId))
      .find({ event_id: eventId }, { projection: { delivery_id: 1 } })
      .toArray(),
    fromOld(() => old().find({ event_id: eventId }).toArray()),
  ]);
  const found = await Promise.all(guards.map((g) => ofDay(dayOfId(g.delivery_id)).findOne({ _id: g.delivery_id })));
  const stored = found.filter((d) => d !== null);
  return [...stored, ...before].sort((a, b) => (a._id < b._id ? -1 : 1));
}

/** The deliveries filed under a bucket key, matching `filter` (a lookup by `page_keys` in the bucket's day). */
export function deliveriesOfBucket(key: string, filter: Filter = {}, projection?: mongo.Document) {
  return readDayAndOld<DeliveryDoc>(DELIVERIES_FAMILY, dayOfBucket(key), { page_keys: key, ...filter }, projection);
}

/** A day's deliveries matching `filter` (the day's collection, and the day's documents of the old one). */
export function deliveriesOfDay(day: number, filter: Filter = {}, projection?: mongo.Document) {
  return readDayAndOld<DeliveryDoc>(DELIVERIES_FAMILY, day, { day, ...filter }, projection);
}

/** Pending resends with an `_id` from `fromId` on: a lookup by status in each day's collection up to `lastDay`. */
export async function pendingResendsFrom(fromId: string, lastDay: number): Promise<DeliveryDoc[]> {
  const filter = { status: 'pending', resend_key: { $ne: null }, _id: { $gte: fromId } } as Filter;
  const days = Array.from({ length: Math.max(0, lastDay - dayOfId(fromId) + 1) }, (_, i) => dayOfId(fromId) + i);
  const [recent, before] = await Promise.all([
    Promise.all(days.map((day) => ofDay(day).find(filter).toArray())),
    fromOld(() => old().find(filter).toArray()),
  ]);
  return [...recent.flat(), ...before];
}

/** What a day's sweep removed of deliveries. */
export interface DayDeliveriesSwept {
  /** Deliveries deleted one by one: the old collection's, or the day's others while one is in flight. */
  deleted: number;
  /** The day's collections of deliveries and guards dropped (none when another sweeper dropped them first). */
  dropped: number;
  /** The day's deliveries still in flight, kept. */
  inFlight: string[];
}

/**
 * Removes a day's deliveries. With none in flight, the day's collections of deliveries and of guards are dropped
 * whole (a drop costs the same whatever it holds); with one in flight, the day's others are deleted and the
 * guards kept, until a later sweep finds none in flight. In the old collection, the day's documents but the
 * in-flight ones go. Each step is idempotent, so two sweepers at once do no harm.
 */
export async function sweepDeliveriesOfDay(day: number): Promise<DayDeliveriesSwept> {
  const inFlight = await inFlightOf(day);
  let deleted = 0;
  if (await oldCollectionHolds(DELIVERIES_FAMILY)) {
    deleted += (await old().deleteMany({ day, status: { $ne: 'pending' } })).deletedCount;
    recheckOldCollection(DELIVERIES_FAMILY);
  }
  if (inFlight.length > 0) {
    deleted += (await ofDay(day).deleteMany({ status: { $ne: 'pending' } })).deletedCount;
    return { deleted, dropped: 0, inFlight };
  }
  return { deleted, dropped: await dropDayCollections([DELIVERIES_FAMILY, GUARDS_FAMILY], day), inFlight };
}

/**
 * The ids of the day's deliveries in flight. A read that meets the day's collection being dropped by another
 * sweeper fails on FerretDB (its table is gone mid-read): the day had none in flight then.
 */
async function inFlightOf(day: number): Promise<string[]> {
  try {
    return (await deliveriesOfDay(day, { status: 'pending' }, { _id: 1 })).map((d) => d._id);
  } catch (err) {
    const name = dayCollectionName(DELIVERIES_FAMILY, day);
    const there = await ofDay(day).db.listCollections({ name }, { nameOnly: true }).toArray();
    if (there.length > 0) throw err;
    return [];
  }
}
