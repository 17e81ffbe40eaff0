/** KeyResolver's cache without a database: `load` is replaced by a counting stub. */
import { KeyResolver, type ResolvedKey } from '../../domain/auth/keyResolver';
import { sha256Hex } from '../../domain/auth/tokens';
import { silentLogger } from '../../domain/logger';

function resolverWith(db: Map<string, ResolvedKey>, clock: { t: number }, maxEntries = 10_000) {
  const r = new KeyResolver(silentLogger, () => clock.t, 10_000, maxEntries);
  const calls: string[] = [];
  (r as unknown as { load: (h: string) => Promise<ResolvedKey | null> }).load = async (hash) => {
    calls.push(hash);
    const value = db.get(hash) ?? null; // what the database said when the read started
    await new Promise((ok) => setImmediate(ok));
    return value;
  };
  return { r, calls };
}

describe('KeyResolver', () => {
  it('caches hits and misses for the TTL, with one read for concurrent requests', async () => {
    const clock = { t: 0 };
    const db = new Map([[sha256Hex('upk_a'), { orgId: 'o', keyId: 'k' }]]);
    const { r, calls } = resolverWith(db, clock);
    const all = await Promise.all(Array.from({ length: 20 }, () => r.resolve('upk_a')));
    expect(all.every((v) => v?.keyId === 'k')).toBe(true);
    expect(await r.resolve('upk_unknown')).toBeNull();
    await r.resolve('upk_unknown');
    expect(calls).toHaveLength(2);
    clock.t = 10_001;
    await r.resolve('upk_a');
    expect(calls).toHaveLength(3);
  });

  it('forget takes effect at once, even over a read that was in flight', async () => {
    const hash = sha256Hex('upk_a');
    const db = new Map([[hash, { orgId: 'o', keyId: 'k' }]]);
    const { r } = resolverWith(db, { t: 0 });
    const racing = r.resolve('upk_a'); // its read saw the key before the revocation
    db.delete(hash);
    r.forget(hash);
    await racing;
    expect(await r.resolve('upk_a')).toBeNull();
  });

  it('stays within its bound', async () => {
    const { r } = resolverWith(new Map(), { t: 0 }, 100);
    for (let i = 0; i < 1000; i++) await r.resolve(`upk_${i}`);
    expect((r as unknown as { cache: Map<string, unknown> }).cache.size).toBeLessThanOrEqual(100);
  });
});
