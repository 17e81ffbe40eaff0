/** The `sessions` collection: dashboard sessions (hash of the cookie only). Written through domain/auth/mongoStores.ts. */
import { model } from 'mongoose';
import { defineSchema } from './schemaDefaults';

/** A dashboard session. `_id` is the SHA-256 of the cookie value; expired ones are swept. */
export interface SessionDoc {
  _id: string;
  user_id: string;
  org_id: string;
  expires_at: Date;
  /** The hour it expires in (`expiryHourOf`): the sweep drops whole hours by equality. Absent on older rows until filled. */
  expiry_hour?: string;
  created_at: Date;
  updated_at: Date;
}

const schema = defineSchema<SessionDoc>({
  user_id: { type: String, required: true },
  org_id: { type: String, required: true },
  expires_at: { type: Date, required: true },
  expiry_hour: { type: String },
});
schema.index({ expires_at: 1 });
schema.index({ expiry_hour: 1 });

export const Session = model<SessionDoc>('Session', schema, 'sessions');
