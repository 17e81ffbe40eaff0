/**
 * The app `bench/limiter.ts` loads: one named JSON route on a bare Koa app with the error envelope and the route
 * resolved before the limiter (as the API does, with or without a limiter), run with or without the rate-limit
 * middleware (its own process, so the load client does not share its event loop).
 *   mode `off`: no limiter. `allowed`: the limiter on a clock that jumps a second per call, so every request is
 *   served with the whole path run (lookup, refill, charge, headers). `refused`: the real clock, so after the
 *   burst nearly every request is a 429 built by the error envelope.
 */
import Router from '@koa/router';
import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { errorEnvelope } from '../api/middleware/errorEnvelope';
import { API_ROUTES } from '../api/routes';
import { RouteMatcher } from '../api/routing/matcher';
import { resolveRoute } from '../api/routing/pipeline';
import { rateLimit } from '../api/middleware/rateLimit';
import { silentLogger } from '../domain/logger';
import { RateLimiter } from '../api/rateLimit/limiter';

const mode = process.argv[2] ?? 'off';
let t = Date.now();
const now = mode === 'allowed' ? () => (t += 1_000) : Date.now;

const router = new Router();
router.get('monitors.list', '/api/v1/monitors', (ctx) => {
  ctx.body = { data: [], next_cursor: null };
});
const app = new Koa();
app.use(errorEnvelope(silentLogger));
app.use(resolveRoute(new RouteMatcher(API_ROUTES)));
app.use(async (ctx, next) => {
  ctx.state.auth = { kind: 'anonymous', invalid: false };
  return next();
});
if (mode !== 'off') {
  app.use(
    rateLimit({
      limiter: new RateLimiter({ now, maxBuckets: 100_000 }),
      router,
      docsUrl: 'http://localhost/docs/rate-limits',
    }),
  );
}
app.use(router.routes());

const server = app.listen(0, '127.0.0.1', () => {
  process.send!({ type: 'ready', port: (server.address() as AddressInfo).port });
});
// CPU time of this process, so the parent can report server CPU per request (steadier than req/s on a busy machine).
process.on('message', (m: { type?: string }) => {
  if (m?.type === 'cpu') process.send!({ type: 'cpu', usage: process.cpuUsage() });
});
process.on('disconnect', () => process.exit(0));
