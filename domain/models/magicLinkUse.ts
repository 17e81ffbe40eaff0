/** The `magic_link_uses` collection: a link's one use, as a unique insert. Written through domain/auth/mongoStores.ts. */
import { model, Schema } from 'mongoose';

/**
 * The one use of a magic link: `_id` is the link's id, so a second use is a duplicate key. (A conditional update
 * is no guard on FerretDB, whose updates read, then write.) Swept together with expired links.
 */
export interface MagicLinkUseDoc {
  _id: string;
  expires_at: Date;
  expiry_hour?: string;
}

const schema = new Schema<MagicLinkUseDoc>(
  {
    _id: { type: String, required: true },
    expires_at: { type: Date, required: true },
    expiry_hour: { type: String },
  },
  { versionKey: false },
);
schema.index({ expires_at: 1 });
schema.index({ expiry_hour: 1 });

export const MagicLinkUse = model<MagicLinkUseDoc>('MagicLinkUse', schema, 'magic_link_uses');
