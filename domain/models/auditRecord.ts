/** The `audit_records` collection: who changed what, appended once per accepted write. Written through domain/audit/mongoStores.ts. */
import { model, Schema } from 'mongoose';

/**
 * One accepted write. Never updated; read and deleted by whole buckets: `bucket` is the org and the UTC day
 * (`<org_id>|<day>`), `day` the day number the retention sweep deletes by. `_id` is a UUIDv7 of `at`.
 */
export interface AuditRecordDoc {
  _id: string;
  org_id: string;
  bucket: string;
  day: number;
  at: Date;
  actor_type: 'user' | 'api_key' | 'chat';
  actor_id: string;
  actor_name: string;
  /** The route's name (`monitors.create`). */
  action: string;
  resource_id: string | null;
  /** The fields the write set, secrets left out (domain/audit/changes.ts). */
  changes: Record<string, unknown>;
  /** The same fields as they were before an update, kept by the same rule; null when not known. */
  before?: Record<string, unknown> | null;
  ip: string | null;
}

const schema = new Schema<AuditRecordDoc>(
  {
    _id: { type: String, required: true },
    org_id: { type: String, required: true },
    bucket: { type: String, required: true },
    day: { type: Number, required: true },
    at: { type: Date, required: true },
    actor_type: { type: String, required: true, enum: ['user', 'api_key', 'chat'] },
    actor_id: { type: String, required: true },
    actor_name: { type: String, required: true },
    action: { type: String, required: true },
    resource_id: { type: String, default: null },
    changes: { type: Schema.Types.Mixed, default: {} },
    before: { type: Schema.Types.Mixed, default: null },
    ip: { type: String, default: null },
  },
  { versionKey: false, strict: true, strictQuery: true, minimize: false },
);
schema.index({ bucket: 1 });
schema.index({ day: 1 });

export const AuditRecord = model<AuditRecordDoc>('AuditRecord', schema, 'audit_records');
