/**
 * The RateLimit-* headers on the wire, byte for byte: written with the response's `setHeader`, they must come out
 * exactly as `ctx.set` (the plain Koa way) would have sent them, on served and on refused requests, through the
 * error envelope, and never half of them.
 */
import Router from '@koa/router';
import Koa, { type Middleware } from 'koa';
import { connect, type AddressInfo } from 'node:net';
import { errorEnvelope } from '../../api/middleware/errorEnvelope';
import { rateLimit, rateLimitHeaders } from '../../api/middleware/rateLimit';
import { NotFoundError } from '../../domain/errors';
import { RateLimitedError } from '../../api/httpErrors';
import { silentLogger } from '../../domain/logger';
import { bucketsFor } from '../../api/rateLimit/classify';
import { RateLimiter } from '../../api/rateLimit/limiter';
import { ruleForRoute } from '../../api/routes';
import { ROUTE } from '../../api/rateLimit/policies';

const DOCS = 'http://docs.example/rate-limits';
const frozenLimiter = () => new RateLimiter({ now: () => 1_000_000, maxBuckets: 100 });

/** The same spec-8 decision, with the four headers set through Koa's `ctx.set` one by one. */
function limitWithCtxSet(limiter: RateLimiter): Middleware {
  return (ctx, next) => {
    const refs = bucketsFor(ruleForRoute('heartbeats.ingest'), {
      method: ctx.method,
      ip: ctx.ip,
      auth: undefined,
      params: { token: ctx.path.split('/').pop()! },
    });
    const d = limiter.take(refs)!;
    if (!d.allowed) throw new RateLimitedError(d.resetSec, DOCS, rateLimitHeaders(d));
    for (const [name, value] of Object.entries(rateLimitHeaders(d))) ctx.set(name, value);
    return next();
  };
}

async function serve(limit: (router: Router) => Middleware): Promise<{ port: number; close: () => Promise<void> }> {
  const router = new Router();
  router.get('heartbeats.ingest', '/api/v1/heartbeats/:token', (ctx) => {
    ctx.body = { ok: true };
  });
  const app = new Koa();
  app.use(errorEnvelope(silentLogger));
  app.use(limit(router));
  app.use(router.routes());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** One raw request; the whole response as sent, with the Date header's value blanked (it is the only clock). */
function rawGet(port: number, path: string): Promise<string> {
  return new Promise((ok, fail) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('end', () => ok(text.replace(/^Date: .*\r\n/m, 'Date: -\r\n')));
    socket.on('error', fail);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });
}

/** `n` requests in a row on one token; the raw responses. */
async function responses(port: number, n: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(await rawGet(port, '/api/v1/heartbeats/tok'));
  return out;
}

describe('RateLimit-* headers on the wire', () => {
  it('are byte for byte what ctx.set sends, on every served request and on the refusal after them', async () => {
    const n = ROUTE.heartbeat.burst + 1;
    const ours = await serve((router) => rateLimit({ limiter: frozenLimiter(), router, docsUrl: DOCS }));
    const reference = await serve(() => limitWithCtxSet(frozenLimiter()));
    try {
      const got = await responses(ours.port, n);
      expect(got).toEqual(await responses(reference.port, n));
      expect(got[0]).toBe(
        'HTTP/1.1 200 OK\r\n' +
          'RateLimit-Limit: 120\r\n' +
          'RateLimit-Remaining: 119\r\n' +
          'RateLimit-Reset: 0\r\n' +
          'RateLimit-Policy: 120;w=60\r\n' +
          'Content-Type: application/json; charset=utf-8\r\n' +
          'Content-Length: 11\r\n' +
          'Date: -\r\n' +
          'Connection: close\r\n' +
          '\r\n' +
          '{"ok":true}',
      );
      expect(got[n - 2]).toContain('\r\nRateLimit-Remaining: 0\r\n');
      const refused = got[n - 1];
      expect(refused.startsWith('HTTP/1.1 429 Too Many Requests\r\n')).toBe(true);
      expect(refused).toContain(
        'RateLimit-Limit: 120\r\nRateLimit-Remaining: 0\r\nRateLimit-Reset: 1\r\nRateLimit-Policy: 120;w=60\r\n' +
          `Retry-After: 1\r\nLink: <${DOCS}>; rel="describedby"\r\n`,
      );
    } finally {
      await ours.close();
      await reference.close();
    }
  });

  it('stay on a served request whose handler fails into the error envelope, and go together when Koa clears them', async () => {
    const router = new Router();
    router.get('heartbeats.ingest', '/api/v1/heartbeats/:token', (ctx) => {
      if (ctx.params.token === 'gone') throw new NotFoundError('No such heartbeat.');
      ctx.throw(418); // Koa's own error handling removes every header it finds
    });
    const app = new Koa();
    app.use(errorEnvelope(silentLogger));
    app.use(rateLimit({ limiter: frozenLimiter(), router, docsUrl: DOCS }));
    app.use((ctx, next) => (ctx.path.endsWith('/bare') ? next().catch((err) => ctx.onerror(err)) : next()));
    app.use(router.routes());
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const port = (server.address() as AddressInfo).port;
      const enveloped = await rawGet(port, '/api/v1/heartbeats/gone');
      expect(enveloped.startsWith('HTTP/1.1 404 Not Found\r\n')).toBe(true);
      expect(enveloped).toContain(
        'RateLimit-Limit: 120\r\nRateLimit-Remaining: 119\r\nRateLimit-Reset: 0\r\nRateLimit-Policy: 120;w=60\r\n',
      );
      const cleared = await rawGet(port, '/api/v1/heartbeats/bare');
      expect(cleared.startsWith('HTTP/1.1 418 ')).toBe(true);
      expect(cleared).not.toMatch(/RateLimit-/);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
