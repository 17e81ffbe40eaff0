/**
 * Where attempt records and settled rows are stored: a collection per UTC day of their delivery's `_id` (a
 * UUIDv7), `delivery_attempts_YYYYMMDD` and `delivery_settlements_YYYYMMDD`, so the retention sweep drops a day
 * whole. FerretDB deletes the documents a filter selects one by one, decoding each (about 13 KB of attempts and row
 * per delivery); dropping a collection costs the same whatever it holds. Every reader and writer of either goes
 * through here, and every read is an equality lookup the development store keeps an index for on every collection
 * of the family (attempts by `_id` and `delivery_id`, rows by `_id` and `page_keys`: scripts/lookupIndexKeeper.ts).
 *
 * Records stored before (in the single `delivery_attempts` and `delivery_settlements`, swept by `day`) stay
 * readable: each read also asks the old collection while it holds documents, checked once per process (the sweep
 * checks again after each day it empties there).
 */
import mongoose, { type Connection, type mongo } from 'mongoose';
import type { DeliveryAttemptDoc } from '../../models/deliveryAttempt';
import type { DeliverySettlementDoc } from '../../models/deliverySettlement';
import { HOURS_PER_DAY, HOUR_MS, dayOfId } from './buckets';
import { packedRow, unpackedRow, type StoredSettlement } from './settled/rows';

/**
 * The families' names: the old single collections' (the models' DeliveryAttempt and DeliverySettlement, whose
 * schemas and indexes every day collection shares); a day collection is `<family>_YYYYMMDD`.
 */
export const ATTEMPTS_FAMILY = 'delivery_attempts' as const;
export const SETTLEMENTS_FAMILY = 'delivery_settlements' as const;
/** Deliveries (the model Delivery) and their exactly-once guards (DeliveryGuard): deliveryDays.ts. */
export const DELIVERIES_FAMILY = 'deliveries' as const;
export const GUARDS_FAMILY = 'delivery_guards' as const;
export type Family =
  typeof ATTEMPTS_FAMILY | typeof SETTLEMENTS_FAMILY | typeof DELIVERIES_FAMILY | typeof GUARDS_FAMILY;

/** The indexes each family is read by on a store that builds its own (MongoDB); `_id` has one anyway. */
const READ_BY: Record<Family, string[]> = {
  [ATTEMPTS_FAMILY]: ['delivery_id'],
  [SETTLEMENTS_FAMILY]: ['page_keys'],
  [DELIVERIES_FAMILY]: ['page_keys', 'status'],
  [GUARDS_FAMILY]: ['event_id'],
};

const DAY_MS = HOURS_PER_DAY * HOUR_MS;

export function dayCollectionName(family: Family, day: number): string {
  return `${family}_${new Date(day * DAY_MS).toISOString().slice(0, 10).replace(/-/g, '')}`;
}

/** The day a collection of the family holds, or null for any other name (the old collection's among them). */
export function dayOfCollection(family: Family, name: string): number | null {
  const m = new RegExp(`^${family}_(\\d{4})(\\d{2})(\\d{2})$`).exec(name);
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3]) / DAY_MS : null;
}

export function collection<T extends mongo.Document>(
  name: string,
  connection = mongoose.connection,
): mongo.Collection<T> {
  return connection.db!.collection<T>(name);
}

/** Day collections this process made sure have their read index (a repeat of `createIndex` is a no-op). */
const indexed = new Map<string, Promise<unknown>>();

/** The day's collection of the family, with its read index made first (once per process and collection). */
async function writable<T extends mongo.Document>(family: Family, day: number, connection?: Connection) {
  const target = collection<T>(dayCollectionName(family, day), connection);
  const key = `${target.dbName}.${target.collectionName}`;
  if (!indexed.has(key)) indexed.set(key, Promise.all(READ_BY[family].map((f) => target.createIndex({ [f]: 1 }))));
  await indexed.get(key)!.catch((err) => {
    indexed.delete(key);
    throw err;
  });
  return target;
}

/**
 * Whether the old collection still holds documents, per database: asked once (a failed ask is asked again), then
 * remembered. One read of any document: with no filter FerretDB pushes the limit down, so it reads one row.
 */
const oldHolds = new Map<string, Promise<boolean>>();

export function oldCollectionHolds(family: Family): Promise<boolean> {
  const key = `${mongoose.connection.db!.databaseName}.${family}`;
  if (!oldHolds.has(key)) {
    const asked = collection(family).findOne({}, { projection: { _id: 1 } });
    oldHolds.set(
      key,
      asked.then(
        (found) => found !== null,
        (err: unknown) => {
          oldHolds.delete(key);
          throw err;
        },
      ),
    );
  }
  return oldHolds.get(key)!;
}

/** Asks again whether the old collection holds documents (the sweep, after deleting a day there). */
export function recheckOldCollection(family: Family): void {
  oldHolds.delete(`${mongoose.connection.db!.databaseName}.${family}`);
}

/** Forgets every answer, as a process that starts now would: for tests that store records the old way. */
export function recheckOldCollections(): void {
  oldHolds.clear();
}

/** `filter` asked of the day's collection and, while it holds documents, of the old one. */
export async function readDayAndOld<T extends mongo.Document>(
  family: Family,
  day: number,
  filter: mongo.Filter<T>,
  projection?: mongo.Document,
) {
  const read = (name: string) =>
    collection<T>(name)
      .find(filter, projection && { projection })
      .toArray();
  const reads = [read(dayCollectionName(family, day))];
  if (await oldCollectionHolds(family)) reads.push(read(family));
  return (await Promise.all(reads)).flat() as T[];
}

/** The family's day collections that exist, by name (oldest first). */
export async function dayCollectionsOf(family: Family): Promise<string[]> {
  const found = await mongoose.connection.db!.listCollections({}, { nameOnly: true }).toArray();
  return found
    .map((c) => c.name)
    .filter((n) => dayOfCollection(family, n) !== null)
    .sort();
}

/** Records one attempt (a repeat is a duplicate-key error); `connection`: the worker's own for attempt records. */
export async function insertAttemptRecord(attempt: DeliveryAttemptDoc, connection?: Connection): Promise<void> {
  const target = await writable<DeliveryAttemptDoc>(ATTEMPTS_FAMILY, dayOfId(attempt.delivery_id), connection);
  await target.insertOne(attempt as mongo.OptionalUnlessRequiredId<DeliveryAttemptDoc>);
}

/** The recorded attempts of a delivery, in no order, in one lookup by `delivery_id` (per collection read). */
export function attemptsOf(deliveryId: string): Promise<DeliveryAttemptDoc[]> {
  return readDayAndOld<DeliveryAttemptDoc>(ATTEMPTS_FAMILY, dayOfId(deliveryId), { delivery_id: deliveryId });
}

/** The attempt records of these `_id`s of one delivery, each a lookup by `_id`; missing ones are left out. */
export async function attemptsById(deliveryId: string, ids: string[]): Promise<DeliveryAttemptDoc[]> {
  const found = await Promise.all(
    ids.map((_id) => readDayAndOld<DeliveryAttemptDoc>(ATTEMPTS_FAMILY, dayOfId(deliveryId), { _id })),
  );
  return found.flat();
}

/** Files a settled row, packed (a repeat is a duplicate-key error). */
export async function insertSettledRow(row: DeliverySettlementDoc): Promise<void> {
  const target = await writable<StoredSettlement>(SETTLEMENTS_FAMILY, dayOfId(row._id));
  await target.insertOne(packedRow(row) as mongo.OptionalUnlessRequiredId<StoredSettlement>);
}

/** Files settled rows in bulk, packed, each in its day's collection (a repeat is a duplicate-key error). */
export function insertSettledRows(rows: DeliverySettlementDoc[]): Promise<void> {
  return insertByDay(SETTLEMENTS_FAMILY, rows.map(packedRow), (r) => dayOfId(r._id));
}

/** The settled rows of a bucket of `day`, optionally of some statuses only (checked by the store on its rows). */
export async function settledRowsOf(day: number, key: string, statuses?: string[]): Promise<DeliverySettlementDoc[]> {
  const filter = {
    page_keys: key,
    ...(statuses && { status: { $in: statuses } }),
  } as mongo.Filter<StoredSettlement>;
  return (await readDayAndOld<StoredSettlement>(SETTLEMENTS_FAMILY, day, filter)).map(unpackedRow);
}

/** The ids of the settled rows filed under a bucket key of the day (what counting them needs, not the rows). */
export async function settledIdsOf(day: number, key: string): Promise<string[]> {
  const filter = { page_keys: key } as mongo.Filter<DeliverySettlementDoc>;
  const rows = await readDayAndOld<DeliverySettlementDoc>(SETTLEMENTS_FAMILY, day, filter, { _id: 1 });
  return rows.map((r) => r._id);
}

/** A day's settled rows, each as its org and outcome (the day's collection whole, and its rows stored before it). */
export function settledOfDay(day: number): Promise<Pick<DeliverySettlementDoc, '_id' | 'org_id' | 'status'>[]> {
  const filter = { day } as mongo.Filter<DeliverySettlementDoc>;
  return readDayAndOld<DeliverySettlementDoc>(SETTLEMENTS_FAMILY, day, filter, { org_id: 1, status: 1 });
}

/** Which of these deliveries of `day` have a settled row, each a lookup by `_id`. */
export async function settledAmong(day: number, ids: string[]): Promise<Set<string>> {
  const found = await Promise.all(
    ids.map((_id) => readDayAndOld<DeliverySettlementDoc>(SETTLEMENTS_FAMILY, day, { _id })),
  );
  return new Set(found.flat().map((r) => r._id));
}

/** Stores documents of a family in bulk, each in its day's collection (`ordered: false`: a repeat is left). */
export async function insertByDay<T extends mongo.Document>(
  family: Family,
  docs: T[],
  dayOf: (doc: T) => number,
): Promise<void> {
  await Promise.all([...groupedByDay(docs, dayOf)].map(([day, some]) => insertIntoDay(family, day, some)));
}

/** Documents grouped by the day `dayOf` names. */
export function groupedByDay<T>(docs: T[], dayOf: (doc: T) => number): Map<number, T[]> {
  const byDay = new Map<number, T[]>();
  for (const doc of docs) {
    const day = dayOf(doc);
    if (!byDay.has(day)) byDay.set(day, []);
    byDay.get(day)!.push(doc);
  }
  return byDay;
}

/** Inserts documents into the family's collection of `day` (unordered: a repeat is a duplicate-key error, the rest stored). */
export async function insertIntoDay<T extends mongo.Document>(family: Family, day: number, docs: T[]) {
  return (await writable<T>(family, day)).insertMany(docs as mongo.OptionalUnlessRequiredId<T>[], { ordered: false });
}

/** What a day's sweep removed of attempt records and settled rows. */
export interface DayRecordsSwept {
  /** Day collections dropped (each dropped once by one of several sweepers: a repeat finds none). */
  dropped: number;
  /** Attempt records deleted one by one from the old collection. */
  oldAttempts: number;
}

/**
 * Removes a day's attempt records and settled rows. With no delivery of the day in flight, its collections are
 * dropped whole. With one in flight, the day's other rows are deleted (they would stand for deliveries deleted
 * with the day: a delete of the day's collection alone, never of what stays) and the attempt records are kept
 * until a later sweep finds none in flight. In the old collections, the day's documents but the in-flight ones go.
 */
export async function sweepRecordsOfDay(day: number, inFlight: string[]): Promise<DayRecordsSwept> {
  const oldAttempts = await sweepOldCollections(day, inFlight);
  if (inFlight.length > 0) {
    const rows = collection<DeliverySettlementDoc>(dayCollectionName(SETTLEMENTS_FAMILY, day));
    await rows.deleteMany({ _id: { $nin: inFlight } });
    return { dropped: 0, oldAttempts };
  }
  const dropped = await dropDayCollections([ATTEMPTS_FAMILY, SETTLEMENTS_FAMILY], day);
  return { dropped, oldAttempts };
}

/** Drops the day's collections of these families (how many were there), forgetting their indexes were made. */
export async function dropDayCollections(families: Family[], day: number): Promise<number> {
  const names = families.map((f) => dayCollectionName(f, day));
  const dropped = await Promise.all(names.map(dropIfThere));
  for (const name of names) for (const key of indexed.keys()) if (key.endsWith(`.${name}`)) indexed.delete(key);
  return dropped.filter(Boolean).length;
}

const NAMESPACE_NOT_FOUND = 26;

/** Drops a collection; false when it was not there (never made, or dropped by another sweeper). */
async function dropIfThere(name: string): Promise<boolean> {
  try {
    return await mongoose.connection.db!.dropCollection(name);
  } catch (err) {
    if ((err as { code?: number }).code === NAMESPACE_NOT_FOUND) return false;
    throw err;
  }
}

/** The day's documents in the old collections (by their `day` lookup), while they hold any. */
async function sweepOldCollections(day: number, inFlight: string[]): Promise<number> {
  let attempts = 0;
  if (await oldCollectionHolds(ATTEMPTS_FAMILY)) {
    const keep = inFlight.length > 0 ? { delivery_id: { $nin: inFlight } } : {};
    attempts = (await collection<DeliveryAttemptDoc>(ATTEMPTS_FAMILY).deleteMany({ day, ...keep })).deletedCount;
    recheckOldCollection(ATTEMPTS_FAMILY);
  }
  if (await oldCollectionHolds(SETTLEMENTS_FAMILY)) {
    const keep = inFlight.length > 0 ? { _id: { $nin: inFlight } } : {};
    await collection<DeliverySettlementDoc>(SETTLEMENTS_FAMILY).deleteMany({ day, ...keep });
    recheckOldCollection(SETTLEMENTS_FAMILY);
  }
  return attempts;
}
