import { model, Schema } from 'mongoose';
import { defineSchema } from './schemaDefaults';

export type EventType = 'incident.opened' | 'incident.acknowledged' | 'incident.resolved' | 'test';
export const EVENT_TYPES: EventType[] = ['incident.opened', 'incident.acknowledged', 'incident.resolved', 'test'];

/**
 * One state change of an incident (or one test alert). `payload` is the canonical webhook body, snapshotted
 * when the event is recorded, so later edits of the monitor or org never change what is sent.
 */
export interface IncidentEventDoc {
  _id: string;
  org_id: string;
  incident_id: string | null;
  monitor_id: string;
  type: EventType;
  occurred_at: Date;
  payload: Record<string, unknown>;
  /** `<incident_id>:<type>` (each transition happens once per incident) or `test:<event id>`. Unique. */
  dedupe_key: string;
  /** For `test` events: the one channel it goes to. */
  channel_id: string | null;
  /** Set once deliveries for every routed channel exist and their workflows were started. */
  fanout_done: boolean;
  created_at: Date;
  updated_at: Date;
}

const schema = defineSchema<IncidentEventDoc>({
  org_id: { type: String, required: true },
  incident_id: { type: String, default: null },
  monitor_id: { type: String, required: true },
  type: { type: String, required: true },
  occurred_at: { type: Date, required: true },
  payload: { type: Schema.Types.Mixed, required: true },
  dedupe_key: { type: String, required: true },
  channel_id: { type: String, default: null },
  fanout_done: { type: Boolean, default: false },
});
schema.index({ dedupe_key: 1 }, { unique: true });
schema.index({ incident_id: 1, occurred_at: 1 });
schema.index({ fanout_done: 1, created_at: 1 });

export const IncidentEvent = model<IncidentEventDoc>('IncidentEvent', schema, 'incident_events');
