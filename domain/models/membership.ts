/** The `memberships` collection: a user's role in an org. Read and written only through domain/accounts/mongoStores.ts. */
import { model } from 'mongoose';
import type { Role } from '../accounts/roles';
import { ROLES } from '../accounts/roles';
import { defineSchema } from './schemaDefaults';

/**
 * One user in one org. `_id` is derived from the pair (domain/accounts/members.ts), so a second insert of the same
 * pair is a duplicate key: joining is exactly once without a transaction, and a session's role is one read by `_id`.
 * `email` is the user's, kept here so a member list and an audit record need no second read.
 */
export interface MembershipDoc {
  _id: string;
  org_id: string;
  user_id: string;
  email: string;
  role: Role;
  created_at: Date;
  updated_at: Date;
}

const schema = defineSchema<MembershipDoc>({
  _id: { type: String, required: true },
  org_id: { type: String, required: true },
  user_id: { type: String, required: true },
  email: { type: String, required: true },
  role: { type: String, required: true, enum: ROLES },
});
schema.index({ org_id: 1 });
schema.index({ user_id: 1 });

export const Membership = model<MembershipDoc>('Membership', schema, 'memberships');
