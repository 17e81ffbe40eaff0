/** Resolves a bearer API key to its org through a short-lived cache; reads the keys through its store. */
import { BoundedMap } from '../boundedMap';
import type { Logger } from '../logger';
import { isDuplicateKeyError } from '../errors';
import type { ApiKeyStore } from '../accounts/stores';
import { FULL_ACCESS, type Role } from '../accounts/roles';
import { sha256Hex } from './tokens';

const LAST_USED_RESOLUTION_MS = 60_000;

/** What resolution reads and writes of the keys. */
export type KeyLookupStore = Pick<ApiKeyStore, 'findKeyByHash' | 'readLastUse' | 'writeLastUse'>;

export interface ResolvedKey {
  orgId: string;
  keyId: string;
  name: string;
  /** A key made before roles existed has none: it keeps full access. */
  role: Role;
}

/**
 * Bearer key -> org, by the SHA-256 of the key. A small bounded cache with a short TTL keeps key reads off the
 * database; `forget` drops an entry at once, so a revocation made through this process takes effect immediately
 * (other processes see it within the TTL). Unknown keys are cached too, so a flood of bad keys stays cheap.
 */
export class KeyResolver {
  private readonly cache: BoundedMap<string, { value: ResolvedKey | null; until: number }>;
  /** One database read per key at a time, however many requests wait for it. */
  private readonly inflight = new Map<string, Promise<ResolvedKey | null>>();
  /** Bumped by `forget`: a read that started before a revocation must not re-fill the cache. */
  private epoch = 0;

  constructor(
    private readonly store: KeyLookupStore,
    private readonly log: Logger,
    private readonly now: () => number,
    private readonly ttlMs = 10_000,
    maxEntries = 10_000,
  ) {
    this.cache = new BoundedMap(maxEntries);
  }

  async resolve(key: string): Promise<ResolvedKey | null> {
    const hash = sha256Hex(key);
    const hit = this.cache.get(hash);
    const now = this.now();
    if (hit && hit.until > now) return hit.value;
    const epoch = this.epoch;
    let pending = this.inflight.get(hash);
    if (!pending) {
      pending = this.load(hash, now).finally(() => this.inflight.delete(hash));
      this.inflight.set(hash, pending);
    }
    const value = await pending;
    if (epoch !== this.epoch) return value;
    this.cache.set(hash, { value, until: now + this.ttlMs });
    return value;
  }

  forget(keyHash: string): void {
    this.epoch++;
    this.cache.delete(keyHash);
    this.inflight.delete(keyHash);
  }

  private async load(hash: string, now: number): Promise<ResolvedKey | null> {
    const doc = await this.store.findKeyByHash(hash);
    if (!doc || doc.revoked_at) return null;
    await this.recordUse(doc._id, now);
    return { orgId: doc.org_id, keyId: doc._id, name: doc.name, role: doc.role ?? FULL_ACCESS };
  }

  /** At most once a minute per key, on a cache fill: an approximate last use costs no write on the hot path. */
  private async recordUse(keyId: string, now: number): Promise<void> {
    try {
      const lastUse = await this.store.readLastUse(keyId);
      if (lastUse && now - lastUse.getTime() < LAST_USED_RESOLUTION_MS) return;
      await this.store.writeLastUse(keyId, new Date(now));
    } catch (err) {
      // A duplicate: another process recorded the first use at the same moment.
      if (!isDuplicateKeyError(err))
        this.log.warn('could not record key use', { key_id: keyId, error: (err as Error).message });
    }
  }
}
