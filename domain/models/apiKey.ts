/** The `api_keys` collection: an org's API keys (hash only). Read and written only through domain/accounts/mongoStores.ts. */
import { model } from 'mongoose';
import { ROLES, type Role } from '../accounts/roles';
import { defineSchema } from './schemaDefaults';

/** An API key; only its SHA-256 is stored. */
export interface ApiKeyDoc {
  _id: string;
  org_id: string;
  name: string;
  /** First characters of the key, shown in lists so users can tell keys apart. */
  prefix: string;
  key_hash: string;
  /** What the key may do (domain/accounts/roles.ts); null on keys made before roles existed: full access. */
  role: Role | null;
  revoked_at: Date | null;
  /** Only on keys last used before last use moved to `api_key_uses` (models/apiKeyUse.ts); never written now. */
  last_used_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const schema = defineSchema<ApiKeyDoc>({
  org_id: { type: String, required: true },
  name: { type: String, required: true },
  prefix: { type: String, required: true },
  key_hash: { type: String, required: true },
  role: { type: String, default: null, enum: [...ROLES, null] },
  revoked_at: { type: Date, default: null },
  last_used_at: { type: Date, default: null },
});
schema.index({ key_hash: 1 }, { unique: true });
schema.index({ org_id: 1, _id: 1 });

export const ApiKey = model<ApiKeyDoc>('ApiKey', schema, 'api_keys');
