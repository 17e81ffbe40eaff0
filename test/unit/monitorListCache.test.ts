import { ListCache } from '../../domain/monitors/listCache';

describe('monitor list cache', () => {
  let clock = 0;
  const now = () => clock;
  const loader = (values: string[]) => {
    const calls = { count: 0 };
    return { calls, load: async () => values[Math.min(calls.count++, values.length - 1)] };
  };

  it('serves a page from memory within the TTL and reads again after it', async () => {
    const cache = new ListCache<string>(now, 1_000);
    const { calls, load } = loader(['v1', 'v2']);
    expect(await cache.read('org', 'p', load)).toBe('v1');
    clock += 999;
    expect(await cache.read('org', 'p', load)).toBe('v1');
    clock += 1;
    expect(await cache.read('org', 'p', load)).toBe('v2');
    expect(calls.count).toBe(2);
  });

  it('a write through this process is seen by the next read; other orgs keep their pages', async () => {
    const cache = new ListCache<string>(now, 60_000);
    const a = loader(['a1', 'a2']);
    const b = loader(['b1', 'b2']);
    await cache.read('a', 'p', a.load);
    await cache.read('b', 'p', b.load);
    cache.invalidate('a');
    expect(await cache.read('a', 'p', a.load)).toBe('a2');
    expect(await cache.read('b', 'p', b.load)).toBe('b1');
  });

  it('a read that started before a write never refills the cache with what it read', async () => {
    const cache = new ListCache<string>(now, 60_000);
    let release!: (v: string) => void;
    const slow = cache.read(
      'org',
      'p',
      () =>
        new Promise<string>((r) => {
          release = r;
        }),
    );
    cache.invalidate('org');
    release('before the write');
    expect(await slow).toBe('before the write');
    expect(await cache.read('org', 'p', async () => 'after the write')).toBe('after the write');
  });

  it('concurrent misses share one read', async () => {
    const cache = new ListCache<string>(now, 60_000);
    const { calls, load } = loader(['v1']);
    const pages = await Promise.all(Array.from({ length: 10 }, () => cache.read('org', 'p', load)));
    expect(pages).toEqual(Array(10).fill('v1'));
    expect(calls.count).toBe(1);
  });

  it('holds at most maxPages pages and stays correct when the org table is reset', async () => {
    const cache = new ListCache<string>(now, 60_000, 2, 2);
    const { calls, load } = loader(['x']);
    for (const org of ['a', 'b', 'c']) await cache.read(org, 'p', load);
    expect(calls.count).toBe(3);
    await cache.read('a', 'p', load); // dropped as the oldest page
    expect(calls.count).toBe(4);
    cache.invalidate('a');
    cache.invalidate('b');
    cache.invalidate('c'); // third org: the table is cleared, every page becomes stale
    await cache.read('a', 'p', load);
    expect(calls.count).toBe(5);
  });
});
