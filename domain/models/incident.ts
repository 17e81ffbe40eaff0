/** The `incidents` collection: one outage of one monitor. Written by the incident lifecycle (domain/incidents). */
import { model, Schema } from 'mongoose';
import type { Region } from '../regions';
import { defineSchema } from './schemaDefaults';

export type IncidentStatus = 'open' | 'acknowledged' | 'resolved';

export interface CheckSnapshot {
  last_response_ms: number | null;
  last_error_class: string | null;
  last_error_message: string | null;
}

/** Who acknowledged or resolved an incident: a user, an API key, or a chat tool's user. */
export interface IncidentActor {
  type: 'user' | 'api_key' | 'chat';
  id: string;
  name: string;
}

/** One outage of one monitor. Its state changes are IncidentEvents. */
export interface IncidentDoc {
  _id: string;
  org_id: string;
  monitor_id: string;
  status: IncidentStatus;
  opened_at: Date;
  acknowledged_at: Date | null;
  resolved_at: Date | null;
  /** Who acknowledged it (from its event); null when nobody did or before this was recorded. */
  acknowledged_by?: IncidentActor | null;
  /** Who resolved it; null when it recovered by itself (or before this was recorded). */
  resolved_by?: IncidentActor | null;
  failing_regions: Region[];
  check: CheckSnapshot;
  /**
   * The monitor id while the incident is open or acknowledged, the incident's own id once resolved.
   * A unique index on it allows at most one unresolved incident per monitor (no partial indexes on FerretDB).
   */
  active_key: string;
  created_at: Date;
  updated_at: Date;
}

const schema = defineSchema<IncidentDoc>({
  org_id: { type: String, required: true },
  monitor_id: { type: String, required: true },
  status: { type: String, required: true, enum: ['open', 'acknowledged', 'resolved'] },
  opened_at: { type: Date, required: true },
  acknowledged_at: { type: Date, default: null },
  resolved_at: { type: Date, default: null },
  acknowledged_by: { type: Schema.Types.Mixed, default: null },
  resolved_by: { type: Schema.Types.Mixed, default: null },
  failing_regions: { type: [String], default: [] },
  check: {
    last_response_ms: { type: Number, default: null },
    last_error_class: { type: String, default: null },
    last_error_message: { type: String, default: null },
  },
  active_key: { type: String, required: true },
});
schema.index({ active_key: 1 }, { unique: true });
schema.index({ org_id: 1, _id: -1 });
schema.index({ org_id: 1, status: 1, _id: -1 });
schema.index({ org_id: 1, monitor_id: 1, _id: -1 });

export const Incident = model<IncidentDoc>('Incident', schema, 'incidents');
