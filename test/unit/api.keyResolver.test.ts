/** KeyResolver's cache and its record of last use, on an in-memory key store that counts its lookups. */
import { KeyResolver } from '../../domain/auth/keyResolver';
import { sha256Hex } from '../../domain/auth/tokens';
import { silentLogger } from '../../domain/logger';
import { MemoryApiKeyStore } from '../support/memoryAccountStores';

async function resolverWith(keys: string[], clock: { t: number }, maxEntries = 10_000) {
  const store = new MemoryApiKeyStore(clock);
  const ids = new Map<string, string>();
  for (const key of keys) {
    const doc = await store.insertKey({
      org_id: 'o',
      name: key,
      prefix: key.slice(0, 12),
      key_hash: sha256Hex(key),
      role: null,
    });
    ids.set(key, doc._id);
  }
  return { r: new KeyResolver(store, silentLogger, () => clock.t, 10_000, maxEntries), store, ids };
}

describe('KeyResolver', () => {
  it('caches hits and misses for the TTL, with one read for concurrent requests', async () => {
    const clock = { t: 0 };
    const { r, store, ids } = await resolverWith(['upk_a'], clock);
    const all = await Promise.all(Array.from({ length: 20 }, () => r.resolve('upk_a')));
    expect(all.every((v) => v?.keyId === ids.get('upk_a') && v?.orgId === 'o')).toBe(true);
    expect(await r.resolve('upk_unknown')).toBeNull();
    await r.resolve('upk_unknown');
    expect(store.lookups).toHaveLength(2);
    clock.t = 10_001;
    await r.resolve('upk_a');
    expect(store.lookups).toHaveLength(3);
  });

  it('forget takes effect at once, even over a read that was in flight', async () => {
    const { r, store, ids } = await resolverWith(['upk_a'], { t: 0 });
    const racing = r.resolve('upk_a'); // its read saw the key before the revocation
    await store.revokeKey('o', ids.get('upk_a')!, new Date(0));
    r.forget(sha256Hex('upk_a'));
    await racing;
    expect(await r.resolve('upk_a')).toBeNull();
  });

  it('records a key’s last use at most once a minute, on a cache fill', async () => {
    const clock = { t: 1_000_000 };
    const { r, store, ids } = await resolverWith(['upk_a'], clock);
    const keyId = ids.get('upk_a')!;
    await r.resolve('upk_a');
    expect(store.uses.get(keyId)).toEqual(new Date(1_000_000));
    clock.t += 30_000; // past the cache's TTL, within the minute
    await r.resolve('upk_a');
    expect(store.uses.get(keyId)).toEqual(new Date(1_000_000));
    clock.t += 31_000;
    await r.resolve('upk_a');
    expect(store.uses.get(keyId)).toEqual(new Date(1_061_000));
  });

  it('stays within its bound', async () => {
    const { r } = await resolverWith([], { t: 0 }, 100);
    for (let i = 0; i < 1000; i++) await r.resolve(`upk_${i}`);
    expect((r as unknown as { cache: Map<string, unknown> }).cache.size).toBeLessThanOrEqual(100);
  });
});
