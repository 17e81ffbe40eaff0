/** The `audit_days` collection: the directory of the audit log's day buckets. Written through domain/audit/mongoStores.ts. */
import { model, Schema } from 'mongoose';

/**
 * One entry per (org, day) that holds audit records, and one per day for every org (`scope` `*`), inserted once
 * (the `_id` `<scope>|<day>` is the guard) by the first write of the day, deleted with the day by the retention
 * sweep. A list reads an org's days here, then its buckets one by one: equality reads only.
 */
export interface AuditDayDoc {
  _id: string;
  scope: string;
  day: number;
}

const schema = new Schema<AuditDayDoc>(
  {
    _id: { type: String, required: true },
    scope: { type: String, required: true },
    day: { type: Number, required: true },
  },
  { versionKey: false, strict: true, strictQuery: true },
);
schema.index({ scope: 1 });
schema.index({ day: 1 });

export const AuditDay = model<AuditDayDoc>('AuditDay', schema, 'audit_days');
