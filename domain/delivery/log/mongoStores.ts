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
import type { DaySwept, LogRetentionStore } from './retention';
import {
  ALL_SCOPE,
  bucketFieldsOf,
  dayOfId,
  bucketKey,
  dayOfHour,
  hourOfId,
  hourOfMs,
  marksOf,
  scopeOf,
  type DeliveryLogFilter,
} from './buckets';

export type LogOrder = 'newest' | 'oldest';

/** Where a list resumes: past `after` (a delivery id; `inclusive`: that id too) in `order`, or from the start. */
export interface LogCursor {
  order: LogOrder;
  after?: string;
  inclusive?: boolean;
}

/**
 * Hour buckets read at once (in one round trip's time): a sparse filter's page spans many hours, and a dense one
 * reads at most this many buckets more than it needs.
 */
const BUCKETS_AT_ONCE = 4;

/** Directory entries this process knows exist (each is inserted once; a repeat would only be refused). */
const knownMarks = new BoundedMap<string, true>(100_000);

/** The deliveries with their bucket fields, after their directory entries (so a stored delivery is always listed). */
export async function fileDeliveries(docs: DeliveryDoc[]): Promise<DeliveryDoc[]> {
  const marks = new Map(docs.flatMap(marksOf).map((m) => [m._id, m]));
  const fresh = [...marks.values()].filter((m) => !knownMarks.has(m._id));
  if (fresh.length > 0) await insertMarks(fresh);
  return docs.map((d) => ({ ...d, ...bucketFieldsOf(d) }));
}

async function insertMarks(marks: ReturnType<typeof marksOf>): Promise<void> {
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
  for (const day of await daysOf(scope, range, cursor.order)) {
    const hours = await hoursOf(scope, day, range, cursor.order);
    for (let i = 0; i < hours.length; i += BUCKETS_AT_ONCE) {
      const read = hours.slice(i, i + BUCKETS_AT_ONCE).map((h) => readBucket(bucketKey(scope, h), filter, cursor));
      for (const bucket of await Promise.all(read)) out.push(...bucket);
      if (out.length >= limit) return out.slice(0, limit);
    }
  }
  return out;
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

async function daysOf(scope: string, range: HourRange, order: LogOrder): Promise<number[]> {
  const marks = await DeliveryBucket.find({ scope }, { day: 1 }).lean<{ day: number }[]>();
  const [first, last] = [dayOfHour(range.from), dayOfHour(range.to)];
  return marks
    .map((m) => m.day)
    .filter((d) => !(d < first) && !(d > last))
    .sort(inOrder(order));
}

async function hoursOf(scope: string, day: number, range: HourRange, order: LogOrder): Promise<number[]> {
  const marks = await DeliveryBucket.find({ scope_day: `${scope}|${day}` }, { hour: 1 }).lean<{ hour: number }[]>();
  return marks
    .map((m) => m.hour)
    .filter((h) => h >= range.from && h <= range.to)
    .sort(inOrder(order));
}

/** One bucket's deliveries that match, past the cursor, in order: the store filters by equality, the rest here. */
async function readBucket(
  key: string,
  { status, since, until, ...scope }: DeliveryLogFilter,
  { after, order, inclusive }: LogCursor,
): Promise<DeliveryDoc[]> {
  const statusCond = status === undefined ? {} : { status: Array.isArray(status) ? { $in: status } : status };
  const equal = Object.fromEntries(Object.entries(scope).filter(([, v]) => v !== undefined));
  const docs = await Delivery.find({ page_keys: key, ...equal, ...statusCond }).lean<DeliveryDoc[]>();
  const past = (id: string) =>
    after === undefined || (inclusive && id === after) || (order === 'newest' ? id < after : id > after);
  const inRange = (at: Date) => !(since && at < since) && !(until && at > until);
  return docs
    .filter((d) => past(d._id) && inRange(new Date(d.created_at)))
    .sort((a, b) => (a._id < b._id ? -1 : 1) * (order === 'newest' ? -1 : 1));
}

/** The retention sweep's and the backfill's reads and deletes (retention.ts). */
export function createMongoLogRetentionStore(): LogRetentionStore {
  return { daysBefore, sweepDay, backfill };
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
 * Deletes a day's settled deliveries and their attempt records. A delivery still `pending` (in flight) stays with
 * its attempts, and so does the day's directory while one does. Every step is idempotent: two replicas sweeping
 * the same day at once delete each document once between them.
 */
async function sweepDay(day: number): Promise<DaySwept> {
  const inFlight = (await Delivery.find({ day, status: 'pending' }, { _id: 1 }).lean<{ _id: string }[]>()).map(
    (d) => d._id,
  );
  const deliveries = await Delivery.deleteMany({ day, status: { $ne: 'pending' } });
  const attempts = await DeliveryAttempt.deleteMany({
    day,
    ...(inFlight.length > 0 && { delivery_id: { $nin: inFlight } }),
  });
  if (inFlight.length === 0) await DeliveryBucket.deleteMany({ day });
  return { deliveries: deliveries.deletedCount, attempts: attempts.deletedCount, kept: inFlight.length };
}

/**
 * Fills the bucket fields of up to `batch` settled deliveries and attempt records stored without them; returns
 * how many documents still lacked them (0: done). A delivery in flight is left to a later round (its own workflow
 * settles it, and a document has one writer at a time).
 */
async function backfill(batch: number): Promise<number> {
  if (await DeliveryBucket.exists({ _id: BACKFILLED })) return 0;
  const left = await backfillRound(batch);
  if (left === 0) await insertMarks([{ _id: BACKFILLED, scope: null, scope_day: null, day: -1, hour: null }]);
  return left;
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
