import { model } from 'mongoose';
import type { EventType } from './incidentEvent';
import { defineSchema } from './schemaDefaults';

export type DeliveryStatus = 'pending' | 'delivering' | 'delivered' | 'failed';

export interface DeliveryAttempt {
  n: number;
  at: Date;
  duration_ms: number;
  status_code: number | null;
  /** null on success; else e.g. `http_status`, `timeout`, `connection_refused`, `tls_error`, `dns_resolve`. */
  error_class: string | null;
  error_message: string | null;
  /** At most 4 KiB of the receiver's response body. */
  response_body: string | null;
}

/** One (incident event, channel) pair: exactly one per pair, guarded by a unique index. */
export interface DeliveryDoc {
  _id: string;
  org_id: string;
  event_id: string;
  event_type: EventType;
  incident_id: string | null;
  monitor_id: string;
  channel_id: string;
  status: DeliveryStatus;
  attempts: DeliveryAttempt[];
  workflow_id: string;
  /** True once the workflow start was accepted (or found already started). */
  workflow_started: boolean;
  completed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const attemptSchema = {
  n: Number,
  at: Date,
  duration_ms: Number,
  status_code: { type: Number, default: null },
  error_class: { type: String, default: null },
  error_message: { type: String, default: null },
  response_body: { type: String, default: null },
};

const schema = defineSchema<DeliveryDoc>({
  org_id: { type: String, required: true },
  event_id: { type: String, required: true },
  event_type: { type: String, required: true },
  incident_id: { type: String, default: null },
  monitor_id: { type: String, required: true },
  channel_id: { type: String, required: true },
  status: { type: String, required: true, enum: ['pending', 'delivering', 'delivered', 'failed'], default: 'pending' },
  attempts: { type: [attemptSchema], default: [] },
  workflow_id: { type: String, required: true },
  workflow_started: { type: Boolean, default: false },
  completed_at: { type: Date, default: null },
});
schema.index({ event_id: 1, channel_id: 1 }, { unique: true });
schema.index({ org_id: 1, _id: -1 });
schema.index({ org_id: 1, incident_id: 1, _id: -1 });
schema.index({ org_id: 1, channel_id: 1, _id: -1 });
schema.index({ org_id: 1, status: 1, _id: -1 });
schema.index({ workflow_started: 1, created_at: 1 });

export const Delivery = model<DeliveryDoc>('Delivery', schema, 'deliveries');
