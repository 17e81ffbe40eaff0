/** The `invitation_uses` collection: how an invitation ended, as a unique insert. Written through domain/accounts/mongoStores.ts. */
import { model, Schema } from 'mongoose';

/**
 * The one end of an invitation: accepted (by `user_id`) or revoked. `_id` is the invitation's id, so the second
 * of two concurrent accepts (or an accept racing a revocation) is a duplicate key: "exactly once" without a
 * transaction (a conditional update is no guard on FerretDB, whose updates read, then write).
 */
export interface InvitationUseDoc {
  _id: string;
  org_id: string;
  outcome: 'accepted' | 'revoked';
  user_id: string | null;
  at: Date;
}

const schema = new Schema<InvitationUseDoc>(
  {
    _id: { type: String, required: true },
    org_id: { type: String, required: true },
    outcome: { type: String, required: true, enum: ['accepted', 'revoked'] },
    user_id: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
schema.index({ org_id: 1 });

export const InvitationUse = model<InvitationUseDoc>('InvitationUse', schema, 'invitation_uses');
