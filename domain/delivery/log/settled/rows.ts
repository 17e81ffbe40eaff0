/**
 * A settled delivery's row (delivery_settlements): the delivery as settled, with the attempts a list shows, filed
 * under the delivery's buckets and its status's. Built here for the worker that settles a delivery, the backfill
 * and the bench's seeding alike, so the stored shape has one source.
 */
import type { DeliveryDoc } from '../../../models/delivery';
import type { DeliveryAttemptDoc } from '../../../models/deliveryAttempt';
import type { DeliverySettlementDoc, ShownAttempt } from '../../../models/deliverySettlement';
import { bucketFieldsOf, bucketOf, hourOfId, scopeMarksOf, statusScope, type BucketMark } from '../buckets';

export interface Settled {
  status: DeliverySettlementDoc['status'];
  lastAttempt: number | null;
  at: Date;
}

export function shownAttempt(a: ShownAttempt): ShownAttempt {
  const { n, at, duration_ms, status_code, error_class, error_message, response_body } = a;
  return { n, at, duration_ms, status_code, error_class, error_message, response_body };
}

/** The row of a delivery settled so, with its recorded attempts up to the one that settled it (oldest first). */
export function settlementOf(d: DeliveryDoc, settled: Settled, attempts: DeliveryAttemptDoc[]): DeliverySettlementDoc {
  const { page_keys, day } = bucketFieldsOf(d);
  const upTo = settled.lastAttempt ?? Infinity;
  return {
    ...d,
    status: settled.status,
    last_attempt: settled.lastAttempt,
    completed_at: settled.at,
    updated_at: settled.at,
    attempts: attempts
      .filter((a) => a.n <= upTo)
      .sort((a, b) => a.n - b.n)
      .map(shownAttempt),
    page_keys: [...new Set([...page_keys, bucketOf(statusScope(d.org_id, settled.status), hourOfId(d._id))])],
    day,
  };
}

/** The row of a delivery stored settled (`status` settled, or `skipped`), with its own times. */
export function storedRowOf(d: DeliveryDoc, attempts: DeliveryAttemptDoc[]): DeliverySettlementDoc {
  const settled: Settled = { status: d.status as Settled['status'], lastAttempt: d.last_attempt, at: d.updated_at };
  return { ...settlementOf(d, settled, attempts), completed_at: d.completed_at, updated_at: d.updated_at };
}

/** The directory entries a settled row needs beyond its delivery's: its status scope's day and hour. */
export function settlementMarksOf(row: Pick<DeliverySettlementDoc, '_id' | 'org_id' | 'status'>): BucketMark[] {
  return scopeMarksOf(statusScope(row.org_id, row.status), hourOfId(row._id));
}
