/** The `delivery_attempts` collection: one append-only record per attempt of a delivery. Written by the delivery activities. */
import { model } from 'mongoose';
import { defineSchema } from './schemaDefaults';

/**
 * One POST of one delivery, inserted once by the attempt that made it and never updated (append-only). Its `_id`
 * is `<delivery id>:<n>` with `n` the Temporal activity attempt (1..4), so the unique `_id` is the guard: a
 * repeated insert of the same attempt is a duplicate-key error, i.e. "already recorded". The worker reads them by
 * bare `_id`; a page of the log reads a delivery's attempts by one equality on `delivery_id` (a lookup index).
 */
export interface DeliveryAttemptDoc {
  _id: string;
  delivery_id: string;
  org_id: string;
  n: number;
  at: Date;
  duration_ms: number;
  status_code: number | null;
  /** null on success; else e.g. `http_status`, `timeout`, `connection_refused`, `tls_error`, `dns_resolve`. */
  error_class: string | null;
  error_message: string | null;
  /** At most 4 KiB of the receiver's response body. */
  response_body: string | null;
  /** The day of its delivery's `_id`: the retention sweep deletes it with its delivery's day. */
  day?: number;
}

export function deliveryAttemptId(deliveryId: string, n: number): string {
  return `${deliveryId}:${n}`;
}

const schema = defineSchema<DeliveryAttemptDoc>({
  delivery_id: { type: String, required: true },
  org_id: { type: String, required: true },
  n: { type: Number, required: true },
  at: { type: Date, required: true },
  duration_ms: { type: Number, required: true },
  status_code: { type: Number, default: null },
  error_class: { type: String, default: null },
  error_message: { type: String, default: null },
  response_body: { type: String, default: null },
  day: { type: Number },
});
schema.index({ day: 1 });
schema.index({ delivery_id: 1 });

export const DeliveryAttempt = model<DeliveryAttemptDoc>('DeliveryAttempt', schema, 'delivery_attempts');
