import type { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { matchRoute, type RouteMatch } from '../routeMatch';

/**
 * Matches the request against the router once, before anything else reads it: the rate limiter classifies by
 * route name, body parsing skips routes that take no body, and the fallback tells 405 from 404.
 */
export function resolveRoute(router: Router): Middleware {
  return (ctx, next) => {
    ctx.state.route = matchRoute(router, ctx.method, ctx.path);
    return next();
  };
}

export function routeOf(state: { route?: RouteMatch }): RouteMatch | undefined {
  return state.route;
}
