/**
 * The route table in the request pipeline: `resolveRoute` matches the request once, before anything else reads it
 * (the rate limiter classifies by the matched route, body parsing asks the route whether it reads JSON, the
 * dispatcher tells 405 from 404); `dispatchRoute` then runs the matched route's guard, validation and handler.
 */
import type { Context, Middleware } from 'koa';
import { ForbiddenError } from '../../domain/errors';
import { ownRecord } from '../../domain/ownKeys';
import { MethodNotAllowedError } from '../httpErrors';
import { readForm } from '../dashboard/forms';
import { IdParams } from '../contract/common';
import { rejectNul } from '../contract/nulFree';
import { parseInput } from '../contract/parse';
import type { AppDeps } from '../deps';
import { auditWrite } from './audit';
import { authorize, guard } from './guards';
import type { RouteMatch, RouteMatcher } from './matcher';
import type { Route } from './route';

export function resolveRoute(matcher: RouteMatcher): Middleware {
  return (ctx, next) => {
    ctx.state.route = matcher.match(ctx.method, ctx.path);
    return next();
  };
}

export function routeOf(ctx: Context): RouteMatch | undefined {
  return ctx.state.route;
}

/** Whether the JSON body parser reads this request: every request but those of routes that read no JSON. */
export function readsJsonBody(ctx: Context): boolean {
  const m = ctx.state.route;
  if (m?.kind !== 'matched') return true;
  return m.route.reads === 'json' || (m.route.reads === 'jsonOrForm' && !isForm(ctx));
}

/** An HTML form post (a `jsonOrForm` route reads it instead of JSON). */
export function isForm(ctx: Context): boolean {
  return Boolean(ctx.is('application/x-www-form-urlencoded'));
}

/** Runs the matched route; a known path with another method is a 405; an unknown one falls through to the 404. */
export function dispatchRoute(deps: AppDeps): Middleware {
  return (ctx, next) => {
    const m = ctx.state.route;
    if (m?.kind === 'matched') return runRoute(m.route, ctx, deps, m.params);
    if (m?.kind === 'wrong_method') throw new MethodNotAllowedError(m.allowed);
    return next();
  };
}

/**
 * Guard, then path, query and JSON body validation, then the handler with what they produced, then the audit
 * record of a write that succeeded. A route that reads
 * its own input (`reads: 'own'`) validates it itself. Every path parameter (a heartbeat token, a status page's slug)
 * reaches a filter, so none may hold U+0000 either.
 */
async function runRoute(route: Route, ctx: Context, deps: AppDeps, params: Record<string, string>): Promise<void> {
  const auth = guard(route.auth, ctx, deps);
  try {
    authorize(route, auth);
  } catch (err) {
    if (route.refused && err instanceof ForbiddenError) return route.refused(ctx, err);
    throw err;
  }
  await handleRoute(route, ctx, deps, auth, params);
  await auditWrite(route, ctx, deps, auth, params);
}

async function handleRoute(
  route: Route,
  ctx: Context,
  deps: AppDeps,
  auth: ReturnType<typeof guard>,
  params: Record<string, string>,
): Promise<void> {
  if (route.reads === 'own') return route.handle({ ctx, deps, auth, params, query: undefined, body: undefined });
  rejectNul(params, 'path');
  if (params.id !== undefined) parseInput(IdParams, { id: params.id }, 'path');
  const query = route.query && parseInput(route.query, ctx.query, 'query');
  const body =
    route.body && (route.reads === 'json' || route.reads === 'jsonOrForm')
      ? parseInput(route.body, await bodyOf(ctx, route), 'body', route.moreBodyProblems?.(deps.config))
      : undefined;
  return route.handle({ ctx, deps, auth, params, query, body });
}

async function bodyOf(ctx: Context, route: Route): Promise<unknown> {
  if (route.reads === 'jsonOrForm' && isForm(ctx)) return ownRecord(await readForm(ctx));
  return (ctx.request as { body?: unknown }).body;
}

/** The path parameters of the matched route (the dashboard's pages read them from the context). */
export function paramsOf(ctx: Context): Record<string, string> {
  const m = ctx.state.route;
  return m?.kind === 'matched' ? m.params : {};
}
