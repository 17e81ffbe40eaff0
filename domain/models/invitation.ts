/** The `invitations` collection: an invitation to join an org (token hash only). Written through domain/accounts/mongoStores.ts. */
import { model } from 'mongoose';
import { ROLES, type Role } from '../accounts/roles';
import { defineSchema } from './schemaDefaults';

/**
 * An invitation of `email` to the org with `role`, written once and never changed: its acceptance or revocation is
 * a separate record (models/invitationUse.ts), so two places never update this document. `token_hash`: the SHA-256
 * of the token the link carries.
 */
export interface InvitationDoc {
  _id: string;
  org_id: string;
  email: string;
  role: Role;
  token_hash: string;
  /** Who invited: a user's or a key's id and name (the email, or the key's name). */
  invited_by: { kind: 'user' | 'api_key'; id: string; name: string };
  expires_at: Date;
  created_at: Date;
  updated_at: Date;
}

const schema = defineSchema<InvitationDoc>({
  org_id: { type: String, required: true },
  email: { type: String, required: true },
  role: { type: String, required: true, enum: ROLES },
  token_hash: { type: String, required: true },
  invited_by: {
    kind: { type: String, required: true, enum: ['user', 'api_key'] },
    id: { type: String, required: true },
    name: { type: String, required: true },
  },
  expires_at: { type: Date, required: true },
});
schema.index({ token_hash: 1 }, { unique: true });
schema.index({ org_id: 1 });

export const Invitation = model<InvitationDoc>('Invitation', schema, 'invitations');
