/**
 * A settled delivery's row (delivery_settlements): the delivery as settled, with the attempts a list shows, filed
 * under the delivery's buckets and its status's. Built here for the worker that settles a delivery, the backfill
 * and the bench's seeding alike, so the stored shape has one source. The worker builds it from what the settling
 * attempt knows (the delivery as its workflow carries it, domain/delivery/listing.ts, and the attempts it read or
 * made) or, for a workflow that carries nothing, from the delivery and its attempts read back: the same row.
 */
import type { DeliveryDoc } from '../../../models/delivery';
import type { EventType } from '../../../models/incidentEvent';
import type { DeliveryListing } from '../../listing';
import type { DeliverySettlementDoc, ShownAttempt } from '../../../models/deliverySettlement';
import { bucketFieldsOf, bucketOf, hourOfId, scopeMarksOf, statusScope, type BucketMark } from '../buckets';

export interface Settled {
  status: DeliverySettlementDoc['status'];
  lastAttempt: number | null;
  at: Date;
}

/** The ids an attempt's input holds, with its workflow's id. */
export interface ListedIds {
  deliveryId: string;
  orgId: string;
  eventId: string;
  eventType: string;
  channelId: string;
  /** The Standard Webhooks `webhook-id` of a resend: the delivery it resends (`resend_of`). */
  webhookId?: string;
  workflowId: string;
}

/**
 * The delivery as the dispatcher stored it, field for field and in its order (its bucket fields last, as the store
 * adds them), from the ids and the listing its workflow carries.
 */
export function listedDelivery(ids: ListedIds, listing: DeliveryListing): DeliveryDoc {
  const createdAt = new Date(listing.createdAtMs);
  const d: DeliveryDoc = {
    _id: ids.deliveryId,
    org_id: ids.orgId,
    event_id: ids.eventId,
    event_type: ids.eventType as EventType,
    incident_id: listing.incidentId,
    monitor_id: listing.monitorId,
    channel_id: ids.channelId,
    status: 'pending',
    workflow_id: ids.workflowId,
    resend_of: ids.webhookId ?? null,
    resend_key: listing.resendKey,
    last_attempt: null,
    completed_at: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
  return { ...d, ...bucketFieldsOf(d) };
}

export function shownAttempt(a: ShownAttempt): ShownAttempt {
  const { n, at, duration_ms, status_code, error_class, error_message, response_body } = a;
  return { n, at, duration_ms, status_code, error_class, error_message, response_body };
}

/** The row of a delivery settled so, with its recorded attempts up to the one that settled it (oldest first). */
export function settlementOf(d: DeliveryDoc, settled: Settled, attempts: ShownAttempt[]): DeliverySettlementDoc {
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
export function storedRowOf(d: DeliveryDoc, attempts: ShownAttempt[]): DeliverySettlementDoc {
  const settled: Settled = { status: d.status as Settled['status'], lastAttempt: d.last_attempt, at: d.updated_at };
  return { ...settlementOf(d, settled, attempts), completed_at: d.completed_at, updated_at: d.updated_at };
}

/** The directory entries a settled row needs beyond its delivery's: its status scope's day and hour. */
export function settlementMarksOf(row: Pick<DeliverySettlementDoc, '_id' | 'org_id' | 'status'>): BucketMark[] {
  return scopeMarksOf(statusScope(row.org_id, row.status), hourOfId(row._id));
}
