/** The `users` collection: dashboard users of an org. Written by domain/accounts. */
import { model } from 'mongoose';
import { defineSchema } from './schemaDefaults';

export interface UserDoc {
  _id: string;
  org_id: string;
  email: string;
  /** scrypt hash, `scrypt$N$r$p$salt$hash`; null for users created without a password (bootstrap, magic link). */
  password_hash: string | null;
  created_at: Date;
  updated_at: Date;
}

const schema = defineSchema<UserDoc>({
  org_id: { type: String, required: true },
  email: { type: String, required: true },
  password_hash: { type: String, default: null },
});
schema.index({ email: 1 }, { unique: true });
schema.index({ org_id: 1 });

export const User = model<UserDoc>('User', schema, 'users');
