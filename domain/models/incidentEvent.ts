/** The `incident_events` collection: the append-only events of each incident (opened, resolved, test...). Written by the incident lifecycle. */
import { model, Schema } from 'mongoose';
import type { EventType } from '../eventTypes';
import type { IncidentActor } from './incident';
import { defineSchema } from './schemaDefaults';

// Also offered here, beside the documents whose `type` they list, to the store code that imports the model.
export {
  DEFAULT_CHANNEL_EVENT_TYPES,
  EVENT_TYPES,
  SUBSCRIBABLE_EVENT_TYPES,
  type EventType,
  type SubscribableEventType,
} from '../eventTypes';

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
  /**
   * Position in the incident's history: 0 for `incident.opened`, then +1 per transition. A transition inserts
   * `latest seq + 1`; two racing transitions collide on `dedupe_key`, so the loser re-reads and re-decides.
   * Escalations and certificate warnings change no state and sit outside that sequence (seq -1).
   */
  seq: number;
  /**
   * `<incident_id>:<seq>`, `test:<event id>` for test alerts, `<incident_id>:escalation:<step>:<round>` for an
   * escalation, `certificate:<monitor>:<sha256>:<threshold>` for a certificate warning. Unique: the compare-and-swap
   * of transitions, and what makes each escalation step and certificate warning happen once.
   */
  dedupe_key: string;
  /** Who made an acknowledge or resolve happen; null for the monitor's own events. Not part of the payload. */
  actor?: IncidentActor | null;
  /** For `test` events: the one channel it goes to. */
  channel_id: string | null;
  /** For `incident.escalated` events: the escalation step's channels (whatever their `event_types`). */
  channel_ids?: string[];
  /**
   * The process that fans it out (domain/incidents/fanOutOwners.ts): another process's recovery sweep leaves it
   * alone while that process beats, unless it waited too long. Absent (test alerts, escalations, events written
   * before owners were recorded): any sweep recovers it.
   */
  owner?: string | null;
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
  seq: { type: Number, default: 0 },
  dedupe_key: { type: String, required: true },
  channel_id: { type: String, default: null },
  actor: { type: Schema.Types.Mixed, default: null },
  channel_ids: { type: [String], default: undefined },
  owner: { type: String, default: undefined },
  fanout_done: { type: Boolean, default: false },
});
schema.index({ dedupe_key: 1 }, { unique: true });
schema.index({ incident_id: 1, seq: 1 });
schema.index({ fanout_done: 1, created_at: 1 });

export const IncidentEvent = model<IncidentEventDoc>('IncidentEvent', schema, 'incident_events');
