/** The Koa app of the API and dashboard: the middleware pipeline in order and the route table it serves. */
import Koa from 'koa';
import { dashboardRoutes } from './dashboard';
import type { AppDeps } from './deps';
import { authenticate } from './middleware/authenticate';
import { errorEnvelope } from './middleware/errorEnvelope';
import { jsonBody } from './middleware/jsonBody';
import { retryDuringOutage } from './middleware/outageRetry';
import { statusHost } from './middleware/statusHost';
import { rateLimit } from './middleware/rateLimit';
import { API_ROUTES } from './routes';
import { RouteMatcher } from './routing/matcher';
import { dispatchRoute, readsJsonBody, resolveRoute } from './routing/pipeline';
import type { Route } from './routing/route';

/** Longest a request waits for MongoDB to come back before it is answered 503. */
const OUTAGE_WAIT_MS = 10_000;

/** Every route this app answers: the REST API's table, then the dashboard's pages (not in the OpenAPI document). */
export function routeTable(deps: AppDeps): Route[] {
  return [...API_ROUTES, ...dashboardRoutes(deps)];
}

/**
 * Builds the Koa app without listening, so tests can drive it. The pipeline, in order: error envelope, status
 * hosts read as `/status/<slug>`, route resolution (once), authentication, rate limit, JSON body, the route's
 * guard, validation and handler.
 */
export function createApp(deps: AppDeps): Koa {
  const app = new Koa({ proxy: deps.config.trustProxy });
  app.use(errorEnvelope(deps.log));
  app.use(statusHost(deps.services.statusPages));
  app.use(resolveRoute(new RouteMatcher(routeTable(deps))));
  // A MongoDB restart while a request is handled delays it instead of failing it (bounded).
  const outage = { log: deps.log, boundMs: OUTAGE_WAIT_MS };
  app.use(retryDuringOutage(authenticate(deps), outage));
  // After authenticate (it reads ctx.state.auth), before the body is read (a refused request costs no parsing).
  app.use(
    rateLimit({
      limiter: deps.rateLimiter,
      docsUrl: deps.config.docsUrl,
      enabled: deps.config.rateLimitEnabled,
      scale: deps.config.rateLimitScale,
    }),
  );
  app.use(jsonBody({ skip: (ctx) => !readsJsonBody(ctx) }));
  app.use(retryDuringOutage(dispatchRoute(deps), outage));
  return app;
}
