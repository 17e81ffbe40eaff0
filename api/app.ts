import Router from '@koa/router';
import Koa from 'koa';
import { MethodNotAllowedError } from '../domain/errors';
import type { AppDeps } from './deps';
import { authenticate } from './middleware/authenticate';
import { errorEnvelope } from './middleware/errorEnvelope';
import { jsonBody } from './middleware/jsonBody';
import { retryDuringOutage } from './middleware/outageRetry';
import { rateLimit } from './middleware/rateLimit';
import { resolveRoute, routeOf } from './middleware/resolveRoute';
import type { RouteMatch } from './routeMatch';
import { registerApiKeyRoutes } from './routes/apiKeys';
import { registerAuthRoutes } from './routes/auth';
import { registerChannelRoutes } from './routes/channels';
import { registerChatRoutes } from './routes/chat';
import { registerDeliveryRoutes } from './routes/deliveries';
import { registerDocsRoutes } from './routes/docs';
import { registerHealthRoutes } from './routes/health';
import { registerHeartbeatRoutes } from './routes/heartbeats';
import { registerIncidentRoutes } from './routes/incidents';
import { registerMonitorTestRoutes } from './routes/monitorTest';
import { registerMonitorRoutes } from './routes/monitors';
import { registerOpenApiRoutes } from './routes/openapi';
import { registerProberRoutes } from './routes/probers';
import { registerPublicFormRoutes } from './routes/publicForms';
import { registerStatusPageRoutes } from './routes/statusPages';

/** Longest a request waits for MongoDB to come back before it is answered 503. */
const OUTAGE_WAIT_MS = 10_000;

/** Builds the Koa app without listening, so tests can drive it. */
export function createApp(deps: AppDeps): Koa {
  const app = new Koa({ proxy: deps.config.trustProxy });
  const router = buildRouter(deps);
  app.use(errorEnvelope(deps.log));
  app.use(resolveRoute(router));
  // A MongoDB restart while a request is handled delays it instead of failing it (bounded).
  const outage = { log: deps.log, boundMs: OUTAGE_WAIT_MS };
  app.use(retryDuringOutage(authenticate(deps), outage));
  // After authenticate (it reads ctx.state.auth), before the body is read (a refused request costs no parsing).
  app.use(rateLimit({ limiter: deps.services.rateLimiter, router, docsUrl: deps.config.docsUrl, enabled: deps.config.rateLimitEnabled, scale: deps.config.rateLimitScale }));
  app.use(jsonBody({ skip: (ctx) => takesNoBody(routeOf(ctx.state)) }));
  app.use(retryDuringOutage(router.routes() as unknown as Koa.Middleware, outage));
  app.use(async (ctx) => {
    const m = routeOf(ctx.state);
    if (m?.kind === 'wrong_method') throw new MethodNotAllowedError(m.allowed);
  });
  return app;
}

/** Heartbeat pings come from cron jobs and agents with any body (or none): it is ignored, never parsed. */
const BODYLESS_ROUTES = new Set(['heartbeats.ingest']);
function takesNoBody(route: RouteMatch | undefined): boolean {
  return route?.kind === 'matched' && route.name !== undefined && BODYLESS_ROUTES.has(route.name);
}

export function buildRouter(deps: AppDeps): Router {
  const router = new Router();
  registerHealthRoutes(router, deps);
  registerAuthRoutes(router, deps);
  registerApiKeyRoutes(router, deps);
  registerChannelRoutes(router, deps);
  registerMonitorTestRoutes(router, deps); // before /api/v1/monitors/:id
  registerMonitorRoutes(router, deps);
  registerHeartbeatRoutes(router, deps);
  registerProberRoutes(router, deps);
  registerIncidentRoutes(router, deps);
  registerDeliveryRoutes(router, deps);
  registerChatRoutes(router, deps);
  registerOpenApiRoutes(router, deps);
  registerDocsRoutes(router, deps);
  registerStatusPageRoutes(router, deps);
  registerPublicFormRoutes(router, deps);
  return router;
}
