/** The `orgs` collection: one document per organisation (workspace). Written by domain/accounts. */
import { model } from 'mongoose';
import { defineSchema } from './schemaDefaults';

export interface OrgDoc {
  _id: string;
  name: string;
  slug: string;
  created_at: Date;
  updated_at: Date;
}

const schema = defineSchema<OrgDoc>({
  name: { type: String, required: true },
  slug: { type: String, required: true },
});
schema.index({ slug: 1 }, { unique: true });

export const Org = model<OrgDoc>('Org', schema, 'orgs');
