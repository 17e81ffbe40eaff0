import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AuthContext } from '../../domain/auth/authContext';
import { RateLimitedError } from '../../domain/errors';
import { bucketsFor } from '../../domain/rateLimit/classify';
import type { BucketRef, RateDecision, RateLimiter } from '../../domain/rateLimit/limiter';
import { ruleForRoute, ruleForUnmatched, type Budget } from '../../domain/rateLimit/policies';
import { WINDOW_SEC } from '../../domain/rateLimit/tokenBucket';
import { matchRoute, type RouteMatch } from '../routeMatch';
import { routeOf } from './resolveRoute';

export interface RateLimitDeps {
  limiter: RateLimiter;
  router: Router;
  docsUrl: string;
  /** RATE_LIMIT_ENABLED: false lets every request through untouched (no headers). */
  enabled?: boolean;
  /** RATE_LIMIT_SCALE: multiplier on every budget (load tests); 1 keeps the spec's budgets. */
  scale?: number;
}

/**
 * Spec 8 on every request. Runs after `authenticate` (it reads `ctx.state.auth`) and before the body is read, so
 * a refused request costs no parsing and a bad body still spends a token. Routes are classified by name
 * (`domain/rateLimit/policies.ts`); unknown paths and wrong methods by path. `ctx.ip` already honours
 * TRUST_PROXY (Koa's `app.proxy`: first X-Forwarded-For hop).
 */
export function rateLimit(deps: RateLimitDeps): Middleware {
  if (deps.enabled === false) return (_ctx, next) => next();
  const scaled = budgetScaler(deps.scale ?? 1);
  return async (ctx, next) => {
    const m: RouteMatch = routeOf(ctx.state) ?? matchRoute(deps.router, ctx.method, ctx.path);
    const rule = m.kind === 'matched' ? ruleForRoute(m.name) : ruleForUnmatched(ctx.path);
    const refs = scaled(bucketsFor(rule, {
      method: ctx.method,
      ip: ctx.ip,
      auth: ctx.state.auth as AuthContext | undefined,
      params: m.kind === 'matched' ? m.params : {},
    }));
    const decision = deps.limiter.take(refs);
    if (!decision) return next();
    const headers = rateLimitHeaders(decision);
    if (!decision.allowed) throw new RateLimitedError(decision.resetSec, deps.docsUrl, headers);
    ctx.set(headers);
    return next();
  };
}

/** Every budget times `scale`; budgets are module constants, so the scaled copies are made once each. */
function budgetScaler(scale: number): (refs: BucketRef[]) => BucketRef[] {
  if (scale === 1) return (refs) => refs;
  const copies = new Map<Budget, Budget>();
  const scaledBudget = (b: Budget): Budget => {
    let c = copies.get(b);
    if (!c) copies.set(b, (c = { ...b, quota: Math.max(1, Math.round(b.quota * scale)), burst: Math.max(1, Math.round(b.burst * scale)) }));
    return c;
  };
  return (refs) => refs.map((r) => ({ ...r, budget: scaledBudget(r.budget) }));
}

/** Contract "Rate limits": the headers describe the bucket that refused, else the one with the fewest tokens left. */
export function rateLimitHeaders(d: RateDecision): Record<string, string> {
  return {
    'RateLimit-Limit': String(d.budget.quota),
    'RateLimit-Remaining': String(d.remaining),
    'RateLimit-Reset': String(d.resetSec),
    'RateLimit-Policy': `${d.budget.quota};w=${WINDOW_SEC}`,
  };
}
