/**
 * Deliveries: one record per (incident event, channel), the delivery log. Written by the dispatcher and the delivery
 * activities (docs/delivery-engine.md). Stored in `deliveries_YYYYMMDD` of the day of their id, guarded once per pair
 * by `delivery_guards_YYYYMMDD` (domain/delivery/log/deliveryDays.ts); this model's `deliveries` holds those stored
 * before, and its schema and indexes are every day collection's.
 */
import { model } from 'mongoose';
import type { EventType } from './incidentEvent';
import { defineSchema } from './schemaDefaults';

/** `skipped`: recorded while its channel was auto-disabled; nothing was sent and no workflow runs (recover sends it). */
export type DeliveryStatus = 'pending' | 'delivering' | 'delivered' | 'failed' | 'skipped';
/** What the stored `status` field can hold; `delivering` is derived when read (see domain/delivery/view.ts). */
export type StoredDeliveryStatus = 'pending' | 'delivered' | 'failed' | 'skipped';

/**
 * One (incident event, channel) pair: exactly one per pair, guarded by a unique insert of its guard (the old
 * collection: by a unique index). Inserted once by the
 * dispatcher, which never writes it again; afterwards only the delivery's own workflow (the worker) writes it, and
 * only to settle it (`delivered` or `failed`, `completed_at`, `last_attempt`). Attempts are records of their own
 * (`delivery_attempts`), so no field is ever written by two processes.
 *
 * A resend (domain/delivery/resend.ts) is another delivery of the same event to the same channel: `resend_of` names
 * the dispatcher's original and `resend_key` tells it apart in the unique index, which the original holds with
 * `resend_key: null` (stored explicitly: an explicit null is unique on MongoDB and FerretDB alike).
 */
export interface DeliveryDoc {
  _id: string;
  org_id: string;
  event_id: string;
  event_type: EventType;
  incident_id: string | null;
  monitor_id: string;
  channel_id: string;
  /** `pending` until settled; `delivering` (attempts made, more to come) is derived from the attempt records. */
  status: StoredDeliveryStatus;
  workflow_id: string;
  /** The original (dispatcher's) delivery this one resends; null for the original. */
  resend_of: string | null;
  /** `resend:<id>` for a single resend, `recover:<since ms>` for a recover window; null for the original. */
  resend_key: string | null;
  /** The attempt number that settled the delivery; null while unsettled or when settled without a recorded attempt. */
  last_attempt: number | null;
  completed_at: Date | null;
  /** The hour buckets it is listed in, one per scope (domain/delivery/logBuckets.ts); set by the store on insert. */
  page_keys?: string[];
  /** The day of its `_id` (days since 1970, UTC): the retention sweep deletes a whole day by it. */
  day?: number;
  created_at: Date;
  updated_at: Date;
}

const schema = defineSchema<DeliveryDoc>({
  org_id: { type: String, required: true },
  event_id: { type: String, required: true },
  event_type: { type: String, required: true },
  incident_id: { type: String, default: null },
  monitor_id: { type: String, required: true },
  channel_id: { type: String, required: true },
  status: { type: String, required: true, enum: ['pending', 'delivered', 'failed', 'skipped'], default: 'pending' },
  workflow_id: { type: String, required: true },
  resend_of: { type: String, default: null },
  resend_key: { type: String, default: null },
  last_attempt: { type: Number, default: null },
  completed_at: { type: Date, default: null },
  page_keys: { type: [String], default: undefined },
  day: { type: Number },
});
// The dispatcher sends each (event, channel) once: its deliveries all hold `resend_key: null`.
schema.index({ event_id: 1, channel_id: 1, resend_key: 1 }, { unique: true });
schema.index({ org_id: 1, _id: -1 });
schema.index({ org_id: 1, incident_id: 1, _id: -1 });
schema.index({ org_id: 1, channel_id: 1, _id: -1 });
schema.index({ org_id: 1, status: 1, _id: -1 });
schema.index({ page_keys: 1 });
schema.index({ day: 1 });

/** The unique index before resends existed; dropped once its successor exists (domain/db.ts). */
export const RETIRED_DELIVERY_INDEX = 'event_id_1_channel_id_1';

export const Delivery = model<DeliveryDoc>('Delivery', schema, 'deliveries');
