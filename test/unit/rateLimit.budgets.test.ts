/**
 * Pins every number of spec section 8 with an injected clock: burst, refill rate, reset seconds and the header
 * values of each budget. The expected numbers are written out from the spec, not read from the policy table.
 */
import { rateLimitHeaders } from '../../api/middleware/rateLimit';
import { RateLimiter, type BucketRef } from '../../api/rateLimit/limiter';
import { GLOBAL, ROUTE, type Budget } from '../../api/rateLimit/policies';

interface Expected {
  budget: Budget;
  perMinute: number;
  burst: number;
  resetSec: number;
}

// [budget, per minute, burst (capacity), seconds until a token is back when empty]
const SPEC: [string, Budget, number, number, number][] = [
  ['8.1 IP (dashboard, probers, keyless)', GLOBAL.ip, 600, 200, 1],
  ['8.1 API key reads', GLOBAL.keyRead, 300, 40, 1],
  ['8.1 API key writes', GLOBAL.keyWrite, 60, 10, 1],
  ['8.2 POST /api/v1/monitors/test', ROUTE.monitorsTest, 20, 20, 3],
  ['8.2 POST /api/v1/channels/:id/test', ROUTE.channelsTest, 10, 10, 6],
  ['8.2 status-page password unlock', ROUTE.statusUnlock, 5, 5, 12],
  ['8.2 status-page e-mail subscribe', ROUTE.statusSubscribe, 10, 10, 6],
  ['8.2 marketing contact form', ROUTE.marketingContact, 10, 10, 6],
  ['8.2 /api/auth/* per IP', ROUTE.auth, 100, 100, 1],
  ['8.2 magic-link', ROUTE.authMagicLink, 3, 3, 20],
  ['8.2 e-mail sign-up', ROUTE.authSignUp, 3, 3, 20],
  ['8.2 social sign-in', ROUTE.authSocial, 10, 10, 6],
  ['8.3 heartbeat ingest per token', ROUTE.heartbeat, 120, 120, 1],
];

function clock(start = 1_700_000_000_000) {
  const c = { t: start, now: () => c.t };
  return c;
}

describe.each(SPEC)('%s', (_label, budget, perMinute, burst, resetSec) => {
  const e: Expected = { budget, perMinute, burst, resetSec };
  const ref: BucketRef[] = [{ budget: e.budget, scope: 'ip', id: '203.0.113.7' }];

  it(`allows a burst of ${burst}, counting Remaining down to 0, then refuses with Reset ${resetSec}`, () => {
    const c = clock();
    const limiter = new RateLimiter({ now: c.now, maxBuckets: 1000 });
    for (let i = 1; i <= e.burst; i++) {
      const d = limiter.take(ref)!;
      expect(d).toEqual({ allowed: true, budget: e.budget, remaining: e.burst - i, resetSec: 0 });
    }
    const refused = limiter.take(ref)!;
    expect(refused).toEqual({ allowed: false, budget: e.budget, remaining: 0, resetSec: e.resetSec });
    expect(rateLimitHeaders(refused)).toEqual({
      'RateLimit-Limit': String(e.perMinute),
      'RateLimit-Remaining': '0',
      'RateLimit-Reset': String(e.resetSec),
      'RateLimit-Policy': `${e.perMinute};w=60`,
    });
  });

  it(`refills one token every ${60_000 / perMinute} ms (${perMinute}/60 per second), not a millisecond sooner`, () => {
    const c = clock();
    const limiter = new RateLimiter({ now: c.now, maxBuckets: 1000 });
    for (let i = 0; i < e.burst; i++) limiter.take(ref);
    const tokenMs = 60_000 / e.perMinute;
    c.t += tokenMs - 1;
    expect(limiter.take(ref)!.allowed).toBe(false);
    c.t += 1;
    expect(limiter.take(ref)).toMatchObject({ allowed: true, remaining: 0 });
    expect(limiter.take(ref)!.allowed).toBe(false);
  });

  it(`serves burst + ${perMinute} requests in the first minute of a steady flood, and ${perMinute} in each later one`, () => {
    const start = 1_700_000_000_000;
    const c = clock(start);
    const limiter = new RateLimiter({ now: c.now, maxBuckets: 1000 });
    // Requests every 50 ms, each instant taking all it can; minute n covers (n-1 min, n min], the first includes 0.
    const served = (fromMs: number, toMs: number) => {
      let n = 0;
      for (let at = fromMs; at <= toMs; at += 50) {
        c.t = start + at;
        while (limiter.take(ref)!.allowed) n += 1;
      }
      return n;
    };
    expect(served(0, 60_000)).toBe(e.burst + e.perMinute);
    expect(served(60_050, 120_000)).toBe(e.perMinute);
    expect(served(120_050, 180_000)).toBe(e.perMinute);
  });

  it('is full again (capacity = burst) after a long pause, never more', () => {
    const c = clock();
    const limiter = new RateLimiter({ now: c.now, maxBuckets: 1000 });
    limiter.take(ref);
    c.t += 3_600_000;
    expect(limiter.take(ref)).toMatchObject({ allowed: true, remaining: e.burst - 1 });
  });
});

it('route budgets have capacity and per-minute refill both equal to the budget (contract)', () => {
  for (const b of Object.values(ROUTE)) expect(b.burst).toBe(b.quota);
});
