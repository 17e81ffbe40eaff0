import { model } from 'mongoose';
import type { EventType } from './incidentEvent';
import { defineSchema } from './schemaDefaults';

export type DeliveryStatus = 'pending' | 'delivering' | 'delivered' | 'failed';
/** What the stored `status` field can hold; `delivering` is derived when read (see domain/deliveries/view.ts). */
export type StoredDeliveryStatus = 'pending' | 'delivered' | 'failed';

/**
 * One (incident event, channel) pair: exactly one per pair, guarded by a unique index. Inserted once by the
 * dispatcher, which never writes it again; afterwards only the delivery's own workflow (the worker) writes it, and
 * only to settle it (`delivered` or `failed`, `completed_at`, `last_attempt`). Attempts are records of their own
 * (`delivery_attempts`), so no field is ever written by two processes.
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
  /** The attempt number that settled the delivery; null while unsettled or when settled without a recorded attempt. */
  last_attempt: number | null;
  completed_at: Date | null;
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
  status: { type: String, required: true, enum: ['pending', 'delivered', 'failed'], default: 'pending' },
  workflow_id: { type: String, required: true },
  last_attempt: { type: Number, default: null },
  completed_at: { type: Date, default: null },
});
schema.index({ event_id: 1, channel_id: 1 }, { unique: true });
schema.index({ org_id: 1, _id: -1 });
schema.index({ org_id: 1, incident_id: 1, _id: -1 });
schema.index({ org_id: 1, channel_id: 1, _id: -1 });
schema.index({ org_id: 1, status: 1, _id: -1 });

export const Delivery = model<DeliveryDoc>('Delivery', schema, 'deliveries');
