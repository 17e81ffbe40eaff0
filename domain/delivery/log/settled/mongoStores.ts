/**
 * Settled rows on MongoDB (rows.ts): inserted once when a delivery settles, before its document is settled (so a
 * settled document always has its row: a crash in between leaves a row whose settling the workflow repeats), read
 * by bucket key with the delivery buckets, stored and dropped with their day (../dayCollections.ts). Deliveries
 * settled before rows were filed get theirs from the backfill, a day per round.
 */
import { duplicateRowsOf, isDuplicateKeyError } from '../../../errors';
import type { DeliveryDoc } from '../../../models/delivery';
import { deliveriesOfDay, deliveryById, insertStoredDeliveries } from '../deliveryDays';
import type { DeliveryAttemptDoc } from '../../../models/deliveryAttempt';
import { DeliveryBucket } from '../../../models/deliveryBucket';
import type { DeliverySettlementDoc } from '../../../models/deliverySettlement';
import { ALL_SCOPE, dayOfBucket, dayOfId, statusScope } from '../buckets';
import {
  ATTEMPTS_FAMILY,
  attemptsOf,
  insertByDay,
  insertSettledRow,
  insertSettledRows,
  settledAmong,
  settledIdsOf,
  settledRowsOf,
} from '../dayCollections';
import type { KnownSettlement } from '../../stores';
import { fileDeliveries, fileMarks, insertMarks } from '../mongoStores';
import { settlementMarksOf, settlementOf, storedRowOf, type Settled } from './rows';

/**
 * Files the settled row of a delivery (a repeat keeps the first), built from what the settling attempt knows;
 * without `known`, from the delivery and its attempts read back (nothing when the delivery is gone). Its directory
 * entries are inserted unless this process knows they exist.
 */
export async function fileSettlement(deliveryId: string, settled: Settled, known?: KnownSettlement): Promise<void> {
  const row = known ? settlementOf(known.delivery, settled, known.attempts) : await readBackRow(deliveryId, settled);
  if (!row) return;
  await fileMarks(settlementMarksOf(row));
  try {
    await insertSettledRow(row);
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
  }
}

/** The row of a delivery settled so, from the delivery and its attempts as stored; null when it is gone. */
async function readBackRow(deliveryId: string, settled: Settled): Promise<DeliverySettlementDoc | null> {
  const [doc, attempts] = await Promise.all([deliveryById(deliveryId), attemptsOf(deliveryId)]);
  return doc && settlementOf(doc, settled, attempts);
}

/** The settled rows filed under a bucket key, optionally of some statuses only (checked by the store on its rows). */
export function readSettledBucket(key: string, statuses?: string[]): Promise<DeliverySettlementDoc[]> {
  return settledRowsOf(dayOfBucket(key), key, statuses);
}

/** The ids of the settled rows filed under a bucket key (what counting them needs, not the rows). */
export function settledIdsOfBucket(key: string): Promise<string[]> {
  return settledIdsOf(dayOfBucket(key), key);
}

/** Whether the rows of deliveries settled before rows were filed are all filed (fileEarlierSettlements). */
export async function earlierSettlementsFiled(): Promise<boolean> {
  return (await DeliveryBucket.exists({ _id: SETTLED_FILED })) !== null;
}

/** Marks of the backfill: one per day done (`scope` lists them in one lookup), and one when every day is done. */
const SETTLED_FILED = 'settled-filed';
const dayDoneId = (day: number) => `${SETTLED_FILED}|d${day}`;

/**
 * Files the rows of the deliveries settled (or stored skipped) before rows were filed, one day of the log per
 * call; returns the days left (0: done, and later starts skip it). A delivery in flight gets its row when its
 * workflow settles it.
 */
export async function fileEarlierSettlements(): Promise<number> {
  if (await DeliveryBucket.exists({ _id: SETTLED_FILED })) return 0;
  const [days, done] = await Promise.all([
    DeliveryBucket.find({ scope: ALL_SCOPE }, { day: 1 }).lean<{ day: number }[]>(),
    DeliveryBucket.find({ scope: SETTLED_FILED }, { day: 1 }).lean<{ day: number }[]>(),
  ]);
  const doneDays = new Set(done.map((m) => m.day));
  const left = days.map((m) => m.day).filter((d) => !doneDays.has(d));
  if (left.length === 0) {
    await insertMarks([{ _id: SETTLED_FILED, scope: null, scope_day: null, day: -1, hour: null }]);
    return 0;
  }
  await fileSettlementsOfDay(left[0]);
  await insertMarks([{ _id: dayDoneId(left[0]), scope: SETTLED_FILED, scope_day: null, day: left[0], hour: null }]);
  return left.length;
}

async function fileSettlementsOfDay(day: number): Promise<void> {
  const candidates = (await deliveriesOfDay(day)).filter(needsRow);
  const filed = await settledAmong(
    day,
    candidates.map((d) => d._id),
  );
  const built = await Promise.all(candidates.filter((d) => !filed.has(d._id)).map(rowOfStored));
  if (built.length === 0) return;
  await insertMarks(built.flatMap(settlementMarksOf));
  try {
    await insertSettledRows(built);
  } catch (err) {
    if (!duplicateRowsOf(err, built.length)) throw err;
  }
}

/** Settled, or skipped without its status's bucket (stored before `skipped` had one). */
const needsRow = (d: DeliveryDoc) =>
  d.status === 'delivered' ||
  d.status === 'failed' ||
  (d.status === 'skipped' && !d.page_keys?.some((k) => k.startsWith(`${statusScope(d.org_id, 'skipped')}|`)));

/** The row of a delivery stored settled, with its recorded attempts (none for a skipped one). */
async function rowOfStored(d: DeliveryDoc): Promise<DeliverySettlementDoc> {
  const attempts = d.status === 'skipped' ? [] : await attemptsOf(d._id);
  return storedRowOf(d, attempts);
}

/**
 * Stores deliveries already settled, their attempt records and their settled rows in bulk, each filed as the
 * dispatcher and the settling workflow file them: the seeding of the bench and of tests, so their stored shape
 * is production's. Deliveries `pending` or `skipped` get no row (none was settled).
 */
export async function insertSettledLog(docs: DeliveryDoc[], attempts: DeliveryAttemptDoc[]): Promise<void> {
  const filed = await fileDeliveries(docs);
  const byDelivery = new Map<string, DeliveryAttemptDoc[]>();
  for (const a of attempts) byDelivery.set(a.delivery_id, [...(byDelivery.get(a.delivery_id) ?? []), a]);
  const rows = filed
    .filter((d) => d.status === 'delivered' || d.status === 'failed')
    .map((d) => storedRowOf(d, byDelivery.get(d._id) ?? []));
  await fileMarks(rows.flatMap(settlementMarksOf));
  await Promise.all([
    insertStoredDeliveries(filed),
    insertByDay(ATTEMPTS_FAMILY, attempts, (a) => dayOfId(a.delivery_id)),
    insertSettledRows(rows),
  ]);
}
