/**
 * The delivery counts on MongoDB (counts.ts): filed days from `delivery_counts` (one lookup by org), open days from
 * the status buckets' directory and buckets (settled rows through settled/mongoStores.ts), and the closing of a
 * day, which reads that day alone (by its `day` key) and files one count per org, each a unique insert.
 */
import { duplicateRowsOf } from '../../../errors';
import type { DeliveryDoc } from '../../../models/delivery';
import { deliveriesOfBucket, deliveriesOfDay } from '../deliveryDays';
import { DeliveryBucket } from '../../../models/deliveryBucket';
import { DeliveryCount, type DeliveryCountDoc } from '../../../models/deliveryCount';
import { bucketKey, statusScope, type FiledStatus } from '../buckets';
import type { DayCount, DeliveryCountReads } from './counts';
import { settledOfDay } from '../dayCollections';
import { earlierSettlementsFiled, settledIdsOfBucket } from '../settled/mongoStores';

export function createMongoDeliveryCountReads(): DeliveryCountReads {
  return {
    filedOf: (orgId) =>
      DeliveryCount.find({ org_id: orgId }, { org_id: 1, day: 1, delivered: 1, failed: 1, skipped: 1 }).lean<
        DayCount[]
      >(),
    daysOf: async (orgId, status) =>
      (await DeliveryBucket.find({ scope: statusScope(orgId, status) }, { day: 1 }).lean<{ day: number }[]>()).map(
        (m) => m.day,
      ),
    countOpen,
  };
}

/** The day's deliveries of the outcome: the ids in each of its hour buckets that hold any (the day's hour marks). */
async function countOpen(orgId: string, status: FiledStatus, day: number): Promise<number> {
  const scope = statusScope(orgId, status);
  const hours = await DeliveryBucket.find({ scope_day: `${scope}|${day}` }, { hour: 1 }).lean<{ hour: number }[]>();
  const ids = await Promise.all(hours.map((m) => idsOfBucket(bucketKey(scope, m.hour), status)));
  return new Set(ids.flat()).size;
}

/**
 * A status bucket's deliveries: settled rows, and for `skipped` the deliveries stored skipped (a skipped delivery
 * stored before that status had buckets has a row instead; an id is counted once either way).
 */
async function idsOfBucket(key: string, status: FiledStatus): Promise<string[]> {
  const [rows, docs] = await Promise.all([
    settledIdsOfBucket(key),
    status === 'skipped' ? deliveriesOfBucket(key, {}, { _id: 1 }) : [],
  ]);
  return [...rows, ...docs.map((d) => d._id)];
}

/** The directory entries that say a day's counts are filed (scope `counted`), deleted with the day by its sweep. */
const COUNTED = 'counted';

/** The closing of days, for the retention sweep (retention.ts). */
export const mongoDayClosing = {
  async countedDays(): Promise<number[]> {
    return (await DeliveryBucket.find({ scope: COUNTED }, { day: 1 }).lean<{ day: number }[]>()).map((m) => m.day);
  },
  /** Nothing of the day in flight, and every settled delivery has its row (the backfill is done). */
  async closable(day: number): Promise<boolean> {
    if (!(await earlierSettlementsFiled())) return false;
    return (await deliveriesOfDay(day, { status: 'pending' }, { _id: 1 })).length === 0;
  },
  closeDay,
};

/**
 * Files the day's counts, one per org with a delivery that day (an org whose only ones are in flight gets zeros, so
 * rows filed after the close are never counted as an open day's), then marks the day counted. A repeat (another
 * replica, or a crash before the mark) is refused by each count's `_id` and keeps the first. Returns the orgs.
 */
async function closeDay(day: number): Promise<number> {
  const [rows, docs] = await Promise.all([
    settledOfDay(day),
    deliveriesOfDay(day, { status: { $in: ['skipped', 'pending'] } }, { org_id: 1, status: 1 }),
  ]);
  const counts = countsByOrg([...rows, ...docs], day);
  if (counts.length > 0) await insertOnce(DeliveryCount, counts);
  await insertOnce(DeliveryBucket, [{ _id: `${COUNTED}|d${day}`, scope: COUNTED, scope_day: null, day, hour: null }]);
  return counts.length;
}

/** Inserts each document unless one with its `_id` exists (a repeat is refused, never an update). */
async function insertOnce<T>(model: { insertMany: (docs: T[], o: object) => Promise<unknown> }, docs: T[]) {
  try {
    await model.insertMany(docs, { ordered: false, lean: true });
  } catch (err) {
    if (!duplicateRowsOf(err, docs.length)) throw err;
  }
}

/** One count per org of these deliveries (an id counted once, a delivery in flight not at all). */
function countsByOrg(docs: Pick<DeliveryDoc, '_id' | 'org_id' | 'status'>[], day: number): DeliveryCountDoc[] {
  const byOrg = new Map<string, Record<string, Set<string>>>();
  for (const d of docs) {
    const org = byOrg.get(d.org_id) ?? { delivered: new Set(), failed: new Set(), skipped: new Set() };
    byOrg.set(d.org_id, org);
    org[d.status]?.add(d._id);
  }
  const filedAt = new Date();
  return [...byOrg].map(([orgId, ids]) => ({
    _id: `${orgId}|${day}`,
    org_id: orgId,
    day,
    delivered: ids.delivered.size,
    failed: ids.failed.size,
    skipped: ids.skipped.size,
    filed_at: filedAt,
  }));
}
