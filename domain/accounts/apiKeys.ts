/**
 * An org's API keys: created (the key is answered once; only its SHA-256 is stored), listed, revoked.
 * Reaches the data only through its `ApiKeyStore`; a revocation also tells the key resolver at once.
 */
import { randomToken, sha256Hex } from '../auth/tokens';
import { ForbiddenError, NotFoundError } from '../errors';
import type { ApiKeyDoc } from '../models/apiKey';
import type { PageWindow } from '../pageWindow';
import { roleAllows, type Role } from './roles';
import type { ApiKeyStore } from './stores';

/** Keys look like `upk_<43 base64url chars>`; the prefix shown in lists is the first 12 characters. */
const KEY_PREFIX = 'upk_';

export interface ApiKeyDeps {
  store: ApiKeyStore;
  now: () => number;
  /** Drops a key from the resolver's cache (KeyResolver.forget), so the next request with it is refused. */
  forget: (keyHash: string) => void;
}

export class ApiKeys {
  constructor(private readonly deps: ApiKeyDeps) {}

  /** A key acting with `role`, never above `creatorRole` (403 naming the role it would need). */
  async create(
    orgId: string,
    name: string,
    role: Role,
    creatorRole: Role = role,
  ): Promise<{ doc: ApiKeyDoc; key: string }> {
    if (!roleAllows(creatorRole, role))
      throw new ForbiddenError(`A key cannot have a role above its creator's (${creatorRole}).`, role);
    const key = KEY_PREFIX + randomToken(32);
    const doc = await this.deps.store.insertKey({
      org_id: orgId,
      name,
      prefix: key.slice(0, 12),
      key_hash: sha256Hex(key),
      role,
    });
    return { doc, key };
  }

  list(orgId: string, page: PageWindow): Promise<ApiKeyDoc[]> {
    return this.deps.store.listActiveKeys(orgId, page);
  }

  /** An active key of this org (a revoked or unknown one is a 404). */
  async get(orgId: string, keyId: string): Promise<ApiKeyDoc> {
    const doc = await this.deps.store.findActiveKey(orgId, keyId);
    if (!doc) throw new NotFoundError('API key not found.');
    return doc;
  }

  /** Revokes a key of this org; the resolver forgets it at once so the very next request with it is 401. */
  async revoke(orgId: string, keyId: string): Promise<void> {
    const doc = await this.get(orgId, keyId);
    await this.deps.store.revokeKey(orgId, keyId, new Date(this.deps.now()));
    this.deps.forget(doc.key_hash);
  }
}
