/**
 * A flood from a million distinct client addresses in the same instant (so idle eviction cannot help) must not
 * grow the process beyond the bucket cap. Measures heap, never time.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { bucketsFor } from '../../api/rateLimit/classify';
import { RateLimiter } from '../../api/rateLimit/limiter';
import { ruleForRoute } from '../../api/routes';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

function ipv4(n: number): string {
  return `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
}

it('holds at most RATE_LIMIT_MAX_BUCKETS buckets for a million distinct addresses, and frees them when idle', () => {
  const cap = 50_000;
  const c = { t: 1_700_000_000_000 };
  const limiter = new RateLimiter({ now: () => c.t, maxBuckets: cap });
  const rule = ruleForRoute('monitors.list');
  const before = heapAfterGc();
  let allowed = 0;
  let largest = 0;
  for (let i = 0; i < 1_000_000; i++) {
    const refs = bucketsFor(rule, { method: 'GET', ip: ipv4(i), auth: undefined, params: {} });
    if (limiter.take(refs)!.allowed) allowed += 1;
    largest = Math.max(largest, limiter.store.size);
  }
  const grown = heapAfterGc() - before;
  expect(allowed).toBe(1_000_000); // every address is new: each has a full bucket
  expect(largest).toBe(cap);
  expect(limiter.store.size).toBe(cap);
  // About 300 bytes a bucket; a million unbounded buckets would be about 300 MB.
  expect(grown).toBeLessThan(cap * 600);

  c.t += 60_001; // longer than any bucket takes to refill: every bucket is equivalent to none
  limiter.store.sweep(c.t);
  expect(limiter.store.size).toBe(0);
});
