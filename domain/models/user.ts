/** The `users` collection: dashboard users (`org_id`: the org they joined first; memberships say where else). Written by domain/accounts. */
import { model } from 'mongoose';
import { defineSchema } from './schemaDefaults';

export interface UserDoc {
  _id: string;
  org_id: string;
  email: string;
  /** scrypt hash, `scrypt$N$r$p$salt$hash`; null for users created without a password (bootstrap, magic link). */
  password_hash: string | null;
  /** The org the user last signed in to or switched to (sign-in lands there); null: `org_id`, the first one. */
  last_org_id?: string | null;
  created_at: Date;
  updated_at: Date;
}

const schema = defineSchema<UserDoc>({
  org_id: { type: String, required: true },
  email: { type: String, required: true },
  password_hash: { type: String, default: null },
  last_org_id: { type: String, default: null },
});
schema.index({ email: 1 }, { unique: true });
schema.index({ org_id: 1 });

export const User = model<UserDoc>('User', schema, 'users');
