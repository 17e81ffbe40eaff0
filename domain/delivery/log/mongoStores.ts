/**
 * The delivery log on MongoDB, read and written by whole hour buckets (buckets.ts), and dropped by whole days
 * (retention.ts): every read and delete here is by equality on an indexed key, so it costs the bucket or the day
 * it touches on a store that pushes down neither a range nor a sort (FerretDB), never what stays.
 */
import { BoundedMap } from '../../boundedMap';
import { duplicateRowsOf } from '../../errors';
import { Delivery, type DeliveryDoc } from '../../models/delivery';
import { DeliveryAttempt, type DeliveryAttemptDoc } from '../../models/deliveryAttempt';
import { DeliveryBucket } from '../../models/deliveryBucket';
import { mongoDayClosing } from './counts/mongoStores';
import type { DaySwept, LogRetentionStore } from './retention';
import { fileEarlierResolutions, sweepResolvedEvents } from './resolved/mongoStores';
import { fileEarlierSettlements } from './settled/mongoStores';
import { bucketReader, type BucketReader } from './bucket/mongoStores';
import { sweepRecordsOfDay } from './dayCollections';
import { guardIdOf, insertDeliveryDocs, insertGuards, pairsInOld, sweepDeliveriesOfDay } from './deliveryDays';
import {
  ALL_SCOPE,
  bucketFieldsOf,
  dayOfId,
  bucketKey,
  byDay,
  dayBucketKey,
  dayOfHour,
  hourOfId,
  hourOfMs,
  marksOf,
  scopeOf,
  type BucketMark,
  type DeliveryLogFilter,
} from './buckets';

export type LogOrder = 'newest' | 'oldest';

/**
 * Where a list resumes: past `after` (a delivery id; `inclusive`: that id too) in `order`, or from the start.
 * `settled`: each settled delivery is its settled row, with its attempts (delivery_settlements), read with each
 * bucket; without it the documents alone (what the streak and recover need).
 */
export interface LogCursor {
  order: LogOrder;
  after?: string;
  inclusive?: boolean;
  settled?: boolean;
}

/**
 * Buckets read at most at once. A walk reads one bucket first, then as many as the rows found so far say the page
 * still needs (doubling while buckets come back empty), so a dense scope reads about its page and a sparse one
 * does not wait on one round trip per bucket.
 */
const BUCKETS_AT_ONCE_MAX = 16;

/** Directory entries this process knows exist (each is inserted once; a repeat would only be refused). */
const knownMarks = new BoundedMap<string, true>(100_000);

/** The deliveries with their bucket fields, after their directory entries (so a stored delivery is always listed). */
export async function fileDeliveries(docs: DeliveryDoc[]): Promise<DeliveryDoc[]> {
  await fileMarks(docs.flatMap(marksOf));
  return docs.map((d) => ({ ...d, ...bucketFieldsOf(d) }));
}

/** Inserts the directory entries among these not known to exist yet, each once. */
export async function fileMarks(marks: BucketMark[]): Promise<void> {
  const unique = new Map(marks.map((m) => [m._id, m]));
  const fresh = [...unique.values()].filter((m) => !knownMarks.has(m._id));
  if (fresh.length > 0) await insertMarks(fresh);
}

/**
 * Inserts deliveries once per (event, channel, resend_key): their guards first (deliveryDays.ts), then each
 * delivery, under the id its guard names when the guard existed already (a repeat, or a dispatch cut short
 * between the two inserts: the missing delivery is stored then, once by its `_id`; a stored one is refused).
 * Pairs the old collection holds are left out. Returns the guard keys this insert made.
 */
export async function insertGuarded(docs: DeliveryDoc[]): Promise<Set<string>> {
  const inOld = await pairsInOld(docs);
  const fresh = docs.filter((d) => !inOld.has(guardIdOf(d)));
  const existing = await insertGuards(fresh);
  const toStore = fresh.map((d) => ({ ...d, _id: existing.get(guardIdOf(d)) ?? d._id }));
  await insertDeliveryDocs(await fileDeliveries(toStore));
  return new Set(fresh.map(guardIdOf).filter((key) => !existing.has(key)));
}

export async function insertMarks(marks: ReturnType<typeof marksOf>): Promise<void> {
  try {
    await DeliveryBucket.insertMany(marks, { ordered: false, lean: true });
  } catch (err) {
    if (!duplicateRowsOf(err, marks.length)) throw err;
  }
  for (const m of marks) knownMarks.set(m._id, true);
}

/** Up to `limit` deliveries matching `filter`, past the cursor in its order, read bucket by bucket from its hour on. */
export async function walkLog(filter: DeliveryLogFilter, cursor: LogCursor, limit: number): Promise<DeliveryDoc[]> {
  const scope = scopeOf(filter);
  const range = hourRange(filter, cursor);
  const out: DeliveryDoc[] = [];
  const [days, readBucket] = await Promise.all([daysOf(scope, range, cursor.order), bucketReader(filter, cursor)]);
  const readBuckets = (keys: string[]) => readMerged(keys, readBucket, cursor.order);
  let [pending, read, next] = [[] as string[][], 0, 1];
  for (const day of days) {
    pending.push(...(await bucketsOfDay(scope, day, range, cursor.order)));
    while (pending.length >= next) {
      const batch = pending.slice(0, next);
      pending = pending.slice(next);
      for (const rows of await Promise.all(batch.map(readBuckets))) out.push(...rows);
      if (out.length >= limit) return out.slice(0, limit);
      read += batch.length;
      next = bucketsStillNeeded(limit - out.length, out.length / read, read);
    }
  }
  for (const rows of await Promise.all(pending.map(readBuckets))) out.push(...rows);
  return out.slice(0, limit);
}

/**
 * How many buckets to read next: enough for `missing` rows at `perBucket` rows a bucket, or, while every bucket
 * read came back empty, as many as were read (doubling). Not the most at once: an empty first bucket (the margin
 * hour of a time range) says nothing of the next, which may each hold hundreds of rows.
 */
function bucketsStillNeeded(missing: number, perBucket: number, read: number): number {
  const guess = perBucket > 0 ? Math.ceil(missing / perBucket) : read;
  return Math.max(1, Math.min(BUCKETS_AT_ONCE_MAX, guess));
}

interface HourRange {
  from: number;
  to: number;
}

/** The hours a list may read: the filter's range (an hour of margin: `created_at` is set a moment after the id) and the cursor's hour on. */
function hourRange(filter: DeliveryLogFilter, { after, order }: LogCursor): HourRange {
  let from = filter.since ? hourOfMs(filter.since.getTime()) - 1 : -Infinity;
  let to = filter.until ? hourOfMs(filter.until.getTime()) + 1 : Infinity;
  if (after !== undefined && order === 'newest') to = Math.min(to, hourOfId(after));
  if (after !== undefined && order === 'oldest') from = Math.max(from, hourOfId(after));
  return { from, to };
}

const inOrder = (order: LogOrder) => (a: number, b: number) => (order === 'newest' ? b - a : a - b);

interface DayMark {
  day: number;
  day_only?: boolean;
}

async function daysOf(scope: string, range: HourRange, order: LogOrder): Promise<DayMark[]> {
  const marks = await DeliveryBucket.find({ scope }, { day: 1, day_only: 1 }).lean<DayMark[]>();
  const [first, last] = [dayOfHour(range.from), dayOfHour(range.to)];
  return marks.filter((m) => !(m.day < first) && !(m.day > last)).sort((a, b) => inOrder(order)(a.day, b.day));
}

/**
 * A day's buckets of the scope in order, each as the keys read together for it. A day-bucketed scope's day is one
 * bucket, plus, when its mark predates that layout (no `day_only`), the hour buckets its deliveries were filed
 * under then: they are read with the day bucket and merged, so those deliveries stay listed without a rewrite.
 */
async function bucketsOfDay(scope: string, mark: DayMark, range: HourRange, order: LogOrder): Promise<string[][]> {
  if (!byDay(scope)) return (await hourBucketsOf(scope, mark.day, range, order)).map((key) => [key]);
  const day = dayBucketKey(scope, mark.day);
  return [mark.day_only ? [day] : [day, ...(await hourBucketsOf(scope, mark.day, range, order))]];
}

/** The keys of a day's hour buckets of the scope that hold deliveries, in order (the day's hour marks). */
async function hourBucketsOf(scope: string, day: number, range: HourRange, order: LogOrder): Promise<string[]> {
  const marks = await DeliveryBucket.find({ scope_day: `${scope}|${day}` }, { hour: 1 }).lean<{ hour: number }[]>();
  return marks
    .map((m) => m.hour!)
    .filter((h) => h >= range.from && h <= range.to)
    .sort(inOrder(order))
    .map((h) => bucketKey(scope, h));
}

/** The matching deliveries of buckets that share a period, merged in order. */
async function readMerged(keys: string[], read: BucketReader, order: LogOrder): Promise<DeliveryDoc[]> {
  if (keys.length === 1) return read(keys[0]);
  const rows = (await Promise.all(keys.map(read))).flat();
  return rows.sort((a, b) => (a._id < b._id ? -1 : 1) * (order === 'newest' ? -1 : 1));
}

/** The retention sweep's, the closing's and the backfill's reads and writes (retention.ts, counts/mongoStores.ts). */
export function createMongoLogRetentionStore(): LogRetentionStore {
  return { daysBefore, sweepDay, backfill, ...mongoDayClosing };
}

/** The days holding deliveries before `day`, oldest first (the all-days directory: one entry per day). */
async function daysBefore(day: number): Promise<number[]> {
  const marks = await DeliveryBucket.find({ scope: ALL_SCOPE }, { day: 1 }).lean<{ day: number }[]>();
  return marks
    .map((m) => m.day)
    .filter((d) => d < day)
    .sort((a, b) => a - b);
}

/**
 * Deletes the events of the incidents resolved that day (resolved/mongoStores.ts), and drops the day's
 * deliveries and guards (deliveryDays.ts), attempt records and settled rows (dayCollections.ts). A delivery still
 * `pending` (in flight) stays with its attempts, and so do the day's directory and attempt collection while one
 * does. Every step is idempotent: two replicas sweeping the same day at once delete each document once between
 * them, and a drop of a dropped collection is none.
 */
async function sweepDay(day: number): Promise<DaySwept> {
  const events = await sweepResolvedEvents(day);
  const { deleted, dropped, inFlight } = await sweepDeliveriesOfDay(day);
  const records = await sweepRecordsOfDay(day, inFlight);
  if (inFlight.length === 0) await DeliveryBucket.deleteMany({ day });
  return {
    deliveries: deleted,
    attempts: records.oldAttempts,
    collections: records.dropped + dropped,
    events,
    kept: inFlight.length,
  };
}

/**
 * Files the incidents resolved before resolutions were filed (once per store, resolved/mongoStores.ts), then
 * fills the bucket fields of up to `batch` settled deliveries and attempt records stored without them, then files
 * the settled rows of one day of deliveries settled before rows were (settled/mongoStores.ts); returns how many
 * documents or days are still left (0: done). A delivery in flight is left to a later round (its own workflow
 * settles it, and a document has one writer at a time).
 */
async function backfill(batch: number): Promise<number> {
  await fileEarlierResolutions();
  if (!(await DeliveryBucket.exists({ _id: BACKFILLED }))) {
    const left = await backfillRound(batch);
    if (left > 0) return left;
    await insertMarks([{ _id: BACKFILLED, scope: null, scope_day: null, day: -1, hour: null }]);
  }
  return fileEarlierSettlements();
}

/** Written once no document lacked the fields: later starts skip the search (a scan on FerretDB). */
const BACKFILLED = 'backfilled';

async function backfillRound(batch: number): Promise<number> {
  const old = await Delivery.find({ day: { $exists: false } })
    .limit(batch)
    .lean<DeliveryDoc[]>();
  const settled = old.filter((d) => d.status !== 'pending');
  await fileDeliveries(settled);
  if (settled.length > 0)
    await Delivery.bulkWrite(
      settled.map((d) => ({ updateOne: { filter: { _id: d._id }, update: { $set: bucketFieldsOf(d) } } })),
    );
  const attempts = await DeliveryAttempt.find({ day: { $exists: false } }, { delivery_id: 1 })
    .limit(batch)
    .lean<Pick<DeliveryAttemptDoc, '_id' | 'delivery_id'>[]>();
  if (attempts.length > 0)
    await DeliveryAttempt.bulkWrite(
      attempts.map((a) => ({
        updateOne: { filter: { _id: a._id }, update: { $set: { day: dayOfId(a.delivery_id) } } },
      })),
    );
  return old.length + attempts.length;
}
