/**
 * The `incident_marks` collection: where incidents are filed for the lists and reads that must not scan the
 * incidents (domain/incidents/marks). Each entry is inserted once (its `_id` is the guard: a repeat is a duplicate
 * key) and never updated; the entry that lists an incident as unresolved is deleted once it resolves.
 */
import { Schema, model } from 'mongoose';

export interface IncidentMarkDoc {
  /** `<key>|<incident id>` for an incident's entry, `<key>|<day>` for a directory entry. */
  _id: string;
  /** What a read looks up by equality: a bucket (scope and day), an org's unresolved set, or a scope's directory. */
  key: string;
  /** The incident listed (null for a directory entry). */
  incident_id: string | null;
  monitor_id: string | null;
  /** For entries of resolved incidents: its span, final once resolved (what uptime needs without the incident). */
  opened_at: Date | null;
  resolved_at: Date | null;
  /** For a directory entry: the UTC day (days since the epoch) that holds entries of its scope. */
  day: number | null;
}

const schema = new Schema<IncidentMarkDoc>(
  {
    _id: { type: String, required: true },
    key: { type: String, required: true },
    incident_id: { type: String, default: null },
    monitor_id: { type: String, default: null },
    opened_at: { type: Date, default: null },
    resolved_at: { type: Date, default: null },
    day: { type: Number, default: null },
  },
  { versionKey: false, strict: true, strictQuery: true },
);
schema.index({ key: 1 });

export const IncidentMark = model<IncidentMarkDoc>('IncidentMark', schema, 'incident_marks');
