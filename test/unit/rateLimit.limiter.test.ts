import { BucketStore } from '../../api/rateLimit/bucketStore';
import { RateLimiter, type BucketRef } from '../../api/rateLimit/limiter';
import type { Budget } from '../../api/rateLimit/policies';

const small: Budget = { id: 'small', quota: 60, burst: 2, identity: 'ip', covers: '' };
const big: Budget = { id: 'big', quota: 600, burst: 5, identity: 'ip', covers: '' };
const slow: Budget = { id: 'slow', quota: 3, burst: 1, identity: 'ip', covers: '' };

function setup() {
  const c = { t: 1_000_000 };
  const limiter = new RateLimiter({ now: () => c.t, maxBuckets: 100 });
  return { c, limiter };
}
const A: BucketRef = { budget: small, scope: 'ip', id: '1' };
const B: BucketRef = { budget: big, scope: 'ip', id: '1' };
const C: BucketRef = { budget: slow, scope: 'ip', id: '1' };

describe('RateLimiter: every bucket or none', () => {
  it('refuses when any bucket is empty and charges none of them', () => {
    const { limiter } = setup();
    limiter.take([A, B]);
    limiter.take([A, B]);
    for (let i = 0; i < 5; i++) expect(limiter.take([A, B])!.allowed).toBe(false);
    // B gave 2 tokens (to the 2 allowed requests) and nothing to the 5 refused ones: 3 left.
    expect(limiter.take([B])).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('describes the bucket that refused, with the longest wait when several are empty', () => {
    const { limiter } = setup();
    limiter.take([A, C]);
    expect(limiter.take([A, C])).toEqual({ allowed: false, budget: slow, remaining: 0, resetSec: 20 });
    limiter.take([A]);
    expect(limiter.take([A, B])).toEqual({ allowed: false, budget: small, remaining: 0, resetSec: 1 });
  });

  it('describes the bucket with the fewest tokens left when allowed', () => {
    const { limiter } = setup();
    expect(limiter.take([B, A])).toEqual({ allowed: true, budget: small, remaining: 1, resetSec: 0 });
    expect(limiter.take([B])).toEqual({ allowed: true, budget: big, remaining: 3, resetSec: 0 });
  });

  it('rounds Reset up to whole seconds, at least 1', () => {
    const { c, limiter } = setup();
    limiter.take([C]);
    c.t += 19_001; // 999 ms to go
    expect(limiter.take([C])!.resetSec).toBe(1);
    c.t -= 18_000; // 18 999 ms to go
    expect(limiter.take([C])!.resetSec).toBe(19);
  });

  it('keeps its buckets apart by identity', () => {
    const { limiter } = setup();
    limiter.take([C]);
    expect(limiter.take([C])!.allowed).toBe(false);
    expect(limiter.take([{ budget: slow, scope: 'ip', id: '2' }])!.allowed).toBe(true);
  });

  it('does not refill when the clock steps back', () => {
    const { c, limiter } = setup();
    limiter.take([C]);
    c.t -= 3_600_000;
    expect(limiter.take([C])!.allowed).toBe(false);
  });

  it('has nothing to say when no bucket applies', () => {
    expect(setup().limiter.take([])).toBeNull();
  });
});

describe('BucketStore: bounded memory', () => {
  it('drops a bucket once it would be full again, which changes nothing', () => {
    const { c, limiter } = setup();
    limiter.take([A]);
    limiter.take([A]);
    expect(limiter.store.size).toBe(1);
    c.t += 2_000; // 2 tokens back: full
    limiter.take([{ budget: small, scope: 'ip', id: 'other' }]);
    expect(limiter.store.size).toBe(1); // ip:1 swept on that write
    expect(limiter.take([A])).toMatchObject({ allowed: true, remaining: 1 });
  });

  it('keeps the entry of a caller who stays under the limit, full again or not, instead of re-creating it', () => {
    const { c, limiter } = setup();
    limiter.take([A]);
    const entry = limiter.store.get(limiter.store.space(A.budget.id, A.scope), A.id);
    for (let i = 0; i < 5; i++) {
      c.t += 5_000; // more than the 2 s it takes to refill: full again before every take
      expect(limiter.take([A])).toMatchObject({ allowed: true, remaining: 1 });
      expect(limiter.store.get(limiter.store.space(A.budget.id, A.scope), A.id)).toBe(entry);
    }
    expect(limiter.store.size).toBe(1);
  });

  it('still drops full buckets of idle callers and holds the cap while full buckets are kept', () => {
    const store = new BucketStore({ maxBuckets: 3, maxRefillMs: 60_000 });
    const ips = store.space('b', 'ip');
    const keys = store.space('b', 'key');
    store.set(ips, 'idle', 0, 0, 1_000);
    store.set(ips, 'busy', 0, 0, 1_000);
    store.set(ips, 'busy', 0, 2_000, 3_000); // used again after it was full: same entry, most recent
    expect(store.size).toBe(1); // that write swept `idle`, full since 1 000 and least recently used
    expect(store.get(ips, 'idle')).toBeUndefined();
    // The cap counts every space together.
    for (const id of ['a', 'b', 'c']) store.set(keys, id, 0, 2_000, 60_000);
    expect(store.size).toBe(3);
    expect(store.get(ips, 'busy')).toBeUndefined(); // least recently used beyond the cap
    expect(store.get(keys, 'a')).toBeDefined();
  });

  it('keeps a bucket that is still refilling', () => {
    const { c, limiter } = setup();
    limiter.take([A]);
    limiter.take([A]);
    c.t += 1_999;
    expect(limiter.store.sweep(c.t)).toBe(0);
    expect(limiter.take([A])).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('drops the least recently used bucket beyond the cap, and a refused caller counts as recent', () => {
    const store = new BucketStore({ maxBuckets: 2, maxRefillMs: 60_000 });
    const s = store.space('b', 'ip');
    store.set(s, 'a', 0, 0, 60_000);
    store.set(s, 'b', 0, 0, 60_000);
    store.touch(s, 'a');
    store.set(s, 'c', 0, 0, 60_000);
    expect(store.size).toBe(2);
    expect(store.get(s, 'a')).toBeDefined();
    expect(store.get(s, 'b')).toBeUndefined();
    expect(store.get(s, 'c')).toBeDefined();
  });

  it('sweeps everything untouched for the longest refill time, even buckets still marked as refilling', () => {
    const store = new BucketStore({ maxBuckets: 10, maxRefillMs: 60_000 });
    const s = store.space('b', 'ip');
    store.set(s, 'a', 0, 0, 90_000);
    store.set(s, 'b', 0, 10, 90_000);
    expect(store.sweep(59_999)).toBe(0);
    expect(store.sweep(60_010)).toBe(2);
    expect(store.size).toBe(0);
  });
});
