/** The `magic_links` collection: one-time sign-in links (hash only). Written through domain/auth/mongoStores.ts. */
import { model } from 'mongoose';
import { defineSchema } from './schemaDefaults';

/** A one-time sign-in link. `_id` is the SHA-256 of the token; `used_at` set once (guarded by a conditional update). */
export interface MagicLinkDoc {
  _id: string;
  email: string;
  expires_at: Date;
  /** The hour it expires in (`expiryHourOf`): the sweep drops whole hours by equality. Absent on older rows until filled. */
  expiry_hour?: string;
  used_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const schema = defineSchema<MagicLinkDoc>({
  email: { type: String, required: true },
  expires_at: { type: Date, required: true },
  expiry_hour: { type: String },
  used_at: { type: Date, default: null },
});
schema.index({ expires_at: 1 });
schema.index({ expiry_hour: 1 });

export const MagicLink = model<MagicLinkDoc>('MagicLink', schema, 'magic_links');
