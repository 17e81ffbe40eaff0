/** API keys of an org: create (only the hash is stored), list, read and revoke. */
import type { KeyResolver } from '../auth/keyResolver';
import { randomToken, sha256Hex } from '../auth/tokens';
import { NotFoundError } from '../errors';
import { ApiKey, type ApiKeyDoc } from '../models/apiKey';
import { ApiKeyUse, type ApiKeyUseDoc } from '../models/apiKeyUse';
import { windowQuery, type PageWindow } from '../pageWindow';

/** Keys look like `upk_<43 base64url chars>`; the prefix shown in lists is the first 12 characters. */
const KEY_PREFIX = 'upk_';

export async function createApiKey(orgId: string, name: string): Promise<{ doc: ApiKeyDoc; key: string }> {
  const key = KEY_PREFIX + randomToken(32);
  const doc = (
    await ApiKey.create({ org_id: orgId, name, prefix: key.slice(0, 12), key_hash: sha256Hex(key) })
  ).toObject();
  return { doc, key };
}

export async function listApiKeys(orgId: string, page: PageWindow): Promise<ApiKeyDoc[]> {
  const w = windowQuery(page);
  const keys = await ApiKey.find({ org_id: orgId, revoked_at: null, ...w.filter })
    .sort({ _id: -1 })
    .limit(w.fetch)
    .lean<ApiKeyDoc[]>();
  // Last use lives in its own collection (see models/apiKeyUse.ts); read by `_id`. Older keys may carry it inline.
  const uses = await Promise.all(keys.map((k) => ApiKeyUse.findById(k._id).lean<ApiKeyUseDoc>()));
  return keys.map((k, i) => ({ ...k, last_used_at: uses[i]?.last_used_at ?? k.last_used_at ?? null }));
}

/** An active key of this org (a revoked or unknown one is a 404). */
export async function getApiKey(orgId: string, keyId: string): Promise<ApiKeyDoc> {
  const doc = await ApiKey.findOne({ _id: keyId, org_id: orgId, revoked_at: null }).lean<ApiKeyDoc>();
  if (!doc) throw new NotFoundError('API key not found.');
  return doc;
}

/** Revokes a key of this org; the resolver forgets it at once so the very next request with it is 401. */
export async function revokeApiKey(resolver: KeyResolver, orgId: string, keyId: string, now: number): Promise<void> {
  const doc = await ApiKey.findOne({ _id: keyId, org_id: orgId, revoked_at: null }, { key_hash: 1 }).lean<ApiKeyDoc>();
  if (!doc) throw new NotFoundError('API key not found.');
  await ApiKey.updateOne({ _id: keyId, org_id: orgId }, { $set: { revoked_at: new Date(now) } });
  resolver.forget(doc.key_hash);
}
