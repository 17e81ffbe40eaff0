import Router from '@koa/router';
import Koa from 'koa';
import { MethodNotAllowedError } from '../domain/errors';
import { DASHBOARD_ROUTE_PREFIX, registerDashboardRoutes } from './dashboard';
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
import { registerDeliveryOpsRoutes } from './routes/deliveryOps';
import { registerDocsRoutes } from './routes/docs';
import { registerHealthRoutes } from './routes/health';
import { registerHeartbeatRoutes } from './routes/heartbeats';
import { registerIncidentRoutes } from './routes/incidents';
import { registerMcpRoutes } from './routes/mcp';
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
  registerDashboardRoutes(router, deps); // not in buildRouter: the OpenAPI document covers the REST API only
  app.use(errorEnvelope(deps.log));
  app.use(resolveRoute(router));
  // A MongoDB restart while a request is handled delays it instead of failing it (bounded).
  const outage = { log: deps.log, boundMs: OUTAGE_WAIT_MS };
  app.use(retryDuringOutage(authenticate(deps), outage));
  // After authenticate (it reads ctx.state.auth), before the body is read (a refused request costs no parsing).
  app.use(
    rateLimit({
      limiter: deps.services.rateLimiter,
      router,
      docsUrl: deps.config.docsUrl,
      enabled: deps.config.rateLimitEnabled,
      scale: deps.config.rateLimitScale,
    }),
  );
  app.use(jsonBody({ skip: (ctx) => takesNoBody(routeOf(ctx.state)) }));
  app.use(retryDuringOutage(dispatchMatched(router), outage));
  app.use(async (ctx) => {
    const m = routeOf(ctx.state);
    if (m?.kind === 'wrong_method') throw new MethodNotAllowedError(m.allowed);
  });
  return app;
}

/** Runs the router only for a request `resolveRoute` matched, so its decision (e.g. a 405) is the one that holds. */
function dispatchMatched(router: Router): Koa.Middleware {
  const routes = router.routes() as Koa.Middleware;
  return (ctx, next) => (routeOf(ctx.state)?.kind === 'matched' ? routes(ctx, next) : next());
}

/**
 * Heartbeat pings come from cron jobs and agents with any body (or none): it is ignored, never parsed. The MCP
 * transport reads its own body, so malformed JSON gets a JSON-RPC parse error rather than the REST envelope.
 * Dashboard forms are URL-encoded and read by the dashboard itself.
 */
const BODYLESS_ROUTES = new Set(['heartbeats.ingest', 'mcp']);
function takesNoBody(route: RouteMatch | undefined): boolean {
  if (route?.kind !== 'matched' || route.name === undefined) return false;
  return BODYLESS_ROUTES.has(route.name) || route.name.startsWith(DASHBOARD_ROUTE_PREFIX);
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
  registerDeliveryOpsRoutes(router, deps);
  registerChatRoutes(router, deps);
  registerMcpRoutes(router, deps);
  registerOpenApiRoutes(router, deps);
  registerDocsRoutes(router, deps);
  registerStatusPageRoutes(router, deps);
  registerPublicFormRoutes(router, deps);
  return router;
}
