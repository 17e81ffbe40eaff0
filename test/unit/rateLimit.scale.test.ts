import Router from '@koa/router';
import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { rateLimit } from '../../api/middleware/rateLimit';
import { ConfigError, loadConfig } from '../../domain/config';
import { RateLimiter } from '../../api/rateLimit/limiter';
import { ROUTE } from '../../api/rateLimit/policies';

async function serve(opts: { enabled?: boolean; scale?: number }) {
  const router = new Router();
  router.get('heartbeats.ingest', '/api/v1/heartbeats/:token', (ctx) => {
    ctx.body = { ok: true };
  });
  const app = new Koa();
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      ctx.status = (err as { statusCode?: number }).statusCode ?? 500;
    }
  });
  app.use(
    rateLimit({
      limiter: new RateLimiter({ now: () => 1_000_000, maxBuckets: 100 }),
      router,
      docsUrl: 'http://docs',
      ...opts,
    }),
  );
  app.use(router.routes());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/heartbeats/tok`;
  return { url, close: () => new Promise((r) => server.close(r)) };
}

/** Statuses of `n` requests in a row on one heartbeat token (the clock does not move, so nothing refills). */
async function statuses(url: string, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await fetch(url)).status);
  return out;
}

describe('RATE_LIMIT_SCALE and RATE_LIMIT_ENABLED', () => {
  const budget = ROUTE.heartbeat.burst;

  it('scales every budget: twice the burst before the first refusal', async () => {
    const s = await serve({ scale: 2 });
    try {
      const got = await statuses(s.url, budget * 2 + 1);
      expect(got.slice(0, budget * 2).every((c) => c === 200)).toBe(true);
      expect(got[budget * 2]).toBe(429);
      const res = await fetch(s.url.replace('/tok', '/other'));
      expect(res.headers.get('ratelimit-limit')).toBe(String(ROUTE.heartbeat.quota * 2));
    } finally {
      await s.close();
    }
  });

  it('keeps the spec budgets at scale 1 and sends no headers when disabled', async () => {
    const on = await serve({});
    try {
      expect((await statuses(on.url, budget + 1))[budget]).toBe(429);
    } finally {
      await on.close();
    }
    const off = await serve({ enabled: false });
    try {
      expect((await statuses(off.url, budget + 1)).every((c) => c === 200)).toBe(true);
      expect((await fetch(off.url)).headers.get('ratelimit-limit')).toBeNull();
    } finally {
      await off.close();
    }
  });

  it('reads and validates both variables', () => {
    expect(loadConfig({}).rateLimitScale).toBe(1);
    expect(loadConfig({}).rateLimitEnabled).toBe(true);
    expect(loadConfig({ RATE_LIMIT_SCALE: '2.5', RATE_LIMIT_ENABLED: 'false' })).toMatchObject({
      rateLimitScale: 2.5,
      rateLimitEnabled: false,
    });
    expect(() => loadConfig({ RATE_LIMIT_SCALE: '0' })).toThrow(/RATE_LIMIT_SCALE/);
    expect(() => loadConfig({ RATE_LIMIT_SCALE: 'lots' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_ENABLED: 'maybe' })).toThrow(/RATE_LIMIT_ENABLED/);
  });
});
