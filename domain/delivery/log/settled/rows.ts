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

/**
 * A settled row as stored: what the store looks up and checks (`_id`, `page_keys`, `status`, `day`, `org_id`) as
 * fields, the rest of the row (the delivery's other fields and its attempts) as one JSON string. FerretDB decodes
 * every field of every row a lookup returns and walks each nested document and array (a stack trace recorded per
 * walk) before it answers: a row of some 40 values in 5 nested documents cost about 1 ms of its CPU, a row of
 * 6 values about 0.5 ms (docs/performance.md, "The delivery log"). Rows stored whole before stay readable.
 */
export interface StoredSettlement extends Pick<
  DeliverySettlementDoc,
  '_id' | 'org_id' | 'status' | 'page_keys' | 'day'
> {
  /** JSON of the row's other fields; absent in a row stored whole. */
  listed?: string;
}

export function packedRow(row: DeliverySettlementDoc): StoredSettlement {
  const { _id, org_id, status, page_keys, day, ...listed } = row;
  return { _id, org_id, status, page_keys, day, listed: JSON.stringify(listed) };
}

/** The row a stored one stands for, its times as dates again; a row stored whole is returned as it is. */
export function unpackedRow(stored: StoredSettlement | DeliverySettlementDoc): DeliverySettlementDoc {
  if (!('listed' in stored) || typeof stored.listed !== 'string') return stored as DeliverySettlementDoc;
  const { listed, ...keys } = stored;
  const rest = JSON.parse(listed) as Omit<DeliverySettlementDoc, keyof StoredSettlement>;
  return {
    ...rest,
    ...keys,
    created_at: new Date(rest.created_at),
    updated_at: new Date(rest.updated_at),
    completed_at: rest.completed_at === null ? null : new Date(rest.completed_at),
    attempts: rest.attempts.map((a) => ({ ...a, at: new Date(a.at) })),
  };
}

/** The directory entries a settled row needs beyond its delivery's: its status scope's day and hour. */
export function settlementMarksOf(row: Pick<DeliverySettlementDoc, '_id' | 'org_id' | 'status'>): BucketMark[] {
  return scopeMarksOf(statusScope(row.org_id, row.status), hourOfId(row._id));
}
