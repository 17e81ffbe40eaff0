/** The limiter's own CPU per request, measured in-process: classify a key read and take its tokens. */
import { bucketsFor } from '../api/rateLimit/classify';
import { RateLimiter } from '../api/rateLimit/limiter';
import { ruleForRoute } from '../api/routes';

/** Microseconds per request for `iterations` key reads spread over `keys` keys (budgets never run out: the clock moves). */
export function limiterMicrosPerRequest(iterations = 200_000, keys = 1_000): number {
  let clock = 0;
  const limiter = new RateLimiter({ now: () => clock, maxBuckets: 100_000 });
  const rule = ruleForRoute('monitors.list');
  const facts = Array.from({ length: keys }, (_, i) => ({
    method: 'GET',
    ip: `10.0.${i >> 8}.${i & 255}`,
    params: {},
    auth: { kind: 'key' as const, orgId: 'org', keyId: `key-${i}`, name: 'bench', role: 'admin' as const },
  }));
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) {
    clock += 60_000; // a minute per request: every bucket refilled, so the allowed path (the common one) is timed
    limiter.take(bucketsFor(rule, facts[i % keys]));
  }
  return Number(process.hrtime.bigint() - started) / 1e3 / iterations;
}
