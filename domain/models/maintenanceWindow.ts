/** The `maintenance_windows` collection: an org's planned maintenance windows. Written through the API only. */
import { model, Schema } from 'mongoose';
import { defineSchema } from './schemaDefaults';

/**
 * A planned maintenance of an org's monitors: from `starts_at` to `ends_at`, repeated by an RFC 5545 `rrule`
 * (evaluated in UTC from `starts_at`, each occurrence as long as the first). While one is active its monitors show
 * `status: "maintenance"` and no incident opens for them. Written only through the API (create, PATCH, delete).
 */
export interface MaintenanceWindowDoc {
  _id: string;
  org_id: string;
  name: string;
  starts_at: Date;
  ends_at: Date;
  /** null: once. */
  rrule: string | null;
  /** null: every monitor of the org (those created later too). */
  monitor_ids: string[] | null;
  created_at: Date;
  updated_at: Date;
}

const schema = defineSchema<MaintenanceWindowDoc>({
  org_id: { type: String, required: true },
  name: { type: String, required: true },
  starts_at: { type: Date, required: true },
  ends_at: { type: Date, required: true },
  rrule: { type: String, default: null },
  monitor_ids: { type: Schema.Types.Mixed, default: null },
});
schema.index({ org_id: 1, _id: 1 });

export const MaintenanceWindow = model<MaintenanceWindowDoc>('MaintenanceWindow', schema, 'maintenance_windows');
