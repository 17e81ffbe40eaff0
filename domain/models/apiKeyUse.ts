/** The `api_key_uses` collection: when each API key was last used. Written by key resolution, through domain/accounts/mongoStores.ts. */
import { model, Schema } from 'mongoose';

/**
 * When an API key was last used (to the minute), keyed by the key's id. Kept apart from the key document, which
 * only its owner writes (create, revoke): FerretDB updates read, then replace, so a last-use write on the key
 * itself could put back a revocation made in the meantime.
 */
export interface ApiKeyUseDoc {
  _id: string;
  last_used_at: Date;
}

const schema = new Schema<ApiKeyUseDoc>(
  { _id: { type: String, required: true }, last_used_at: { type: Date, required: true } },
  { versionKey: false, strict: true, strictQuery: true },
);

export const ApiKeyUse = model<ApiKeyUseDoc>('ApiKeyUse', schema, 'api_key_uses');
