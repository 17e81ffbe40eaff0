/**
 * The limiter's cost inside the API's middleware chain, in process: error envelope, route resolution, a key
 * credential, [rate limit], the route, on in-memory sockets (the response is serialised and written as usual, to
 * a stream that drops it). Limiter off and on alternate in short rounds; CPU per request (`process.cpuUsage`),
 * median of the rounds and of the per-round differences. No load client, kernel or scheduler in between, so on a
 * shared machine this moves far less than the HTTP figures (a few tenths of a microsecond between runs).
 * Printed by `bench/limiter.ts`.
 */
import Router from '@koa/router';
import Koa from 'koa';
import { IncomingMessage, ServerResponse, type RequestListener } from 'node:http';
import { Duplex } from 'node:stream';
import { errorEnvelope } from '../api/middleware/errorEnvelope';
import { rateLimit } from '../api/middleware/rateLimit';
import { API_ROUTES } from '../api/routes';
import { RouteMatcher } from '../api/routing/matcher';
import { resolveRoute } from '../api/routing/pipeline';
import { silentLogger } from '../domain/logger';
import { RateLimiter } from '../api/rateLimit/limiter';

/** A key read as the API serves it, with the limiter as the API runs it in the bench (`RATE_LIMIT_SCALE`). */
function handler(limiterOn: boolean): RequestListener {
  const router = new Router();
  router.get('monitors.list', '/api/v1/monitors', (ctx) => {
    ctx.type = 'application/json';
    ctx.body = '{"data":[],"next_cursor":null}';
  });
  const app = new Koa();
  app.use(errorEnvelope(silentLogger));
  app.use(resolveRoute(new RouteMatcher(API_ROUTES)));
  app.use((ctx, next) => {
    ctx.state.auth = { kind: 'key', orgId: 'org', keyId: 'key-1', name: 'bench', role: 'admin' };
    return next();
  });
  if (limiterOn) {
    const limiter = new RateLimiter({ now: Date.now, maxBuckets: 100_000 });
    app.use(rateLimit({ limiter, router, docsUrl: 'http://localhost/docs/rate-limits', scale: 1_000_000 }));
  }
  app.use(router.routes());
  return app.callback();
}

function serveOne(listener: RequestListener): Promise<void> {
  const socket = new Duplex({ write: (_chunk, _encoding, done) => done(), read: () => undefined });
  const req = new IncomingMessage(socket as never);
  Object.assign(req, { method: 'GET', url: '/api/v1/monitors', httpVersionMajor: 1, httpVersionMinor: 1 });
  req.headers = { host: 'localhost', authorization: 'Bearer key' };
  req.push(null);
  const res = new ServerResponse(req);
  res.assignSocket(socket as never);
  return new Promise((done) => {
    res.once('finish', done);
    void listener(req, res);
  });
}

async function cpuUsPerRequest(listener: RequestListener, requests: number): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < requests; i++) await serveOne(listener);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / requests;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** CPU per key read with the limiter off and on, and what it adds: medians over `rounds` paired rounds. */
export async function limiterInPipeline(
  rounds = 41,
  requests = 8000,
): Promise<{ offUs: number; onUs: number; addedUs: number }> {
  const off = handler(false);
  const on = handler(true);
  await cpuUsPerRequest(off, 20_000); // warm-up: both paths compiled before anything counts
  await cpuUsPerRequest(on, 20_000);
  const offUs: number[] = [];
  const onUs: number[] = [];
  for (let r = 0; r < rounds; r++) {
    offUs.push(await cpuUsPerRequest(off, requests));
    onUs.push(await cpuUsPerRequest(on, requests));
  }
  return { offUs: median(offUs), onUs: median(onUs), addedUs: median(onUs.map((v, i) => v - offUs[i])) };
}
