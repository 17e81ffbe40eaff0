/** Middleware that charges each request to its rate-limit buckets and answers the RateLimit headers or a 429. */
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { ServerResponse } from 'node:http';
import { RateLimitedError } from '../httpErrors';
import type { AuthContext } from '../../domain/auth/authContext';
import { bucketsFor, type RequestFacts } from '../rateLimit/classify';
import type { BucketRef, RateDecision, RateLimiter } from '../rateLimit/limiter';
import { ruleForUnmatched, type Budget, type LimitClass } from '../rateLimit/policies';
import { WINDOW_SEC } from '../rateLimit/tokenBucket';
import { ruleForRoute } from '../routes';

export interface RateLimitDeps {
  limiter: RateLimiter;
  /**
   * Only where no route table resolved the request (a bare router in tests and benchmarks): its routes are
   * classified by name as the table classifies them.
   */
  router?: Router;
  docsUrl: string;
  /** RATE_LIMIT_ENABLED: false lets every request through untouched (no headers). */
  enabled?: boolean;
  /** RATE_LIMIT_SCALE: multiplier on every budget (load tests); 1 keeps the spec's budgets. */
  scale?: number;
}

/**
 * Spec 8 on every request. Runs after `authenticate` (it reads `ctx.state.auth`) and before the body is read, so
 * a refused request costs no parsing and a bad body still spends a token. A matched route by the limit class the
 * route table gives it (api/routes); unknown paths and wrong methods by path. `ctx.ip` already honours
 * TRUST_PROXY (Koa's `app.proxy`: first X-Forwarded-For hop).
 */
export function rateLimit(deps: RateLimitDeps): Middleware {
  if (deps.enabled === false) return (_ctx, next) => next();
  const scaled = budgetScaler(deps.scale ?? 1);
  // Not `async`: a served request hands on `next()`'s own promise (no extra promise and ticks per request), and a
  // refusal thrown here reaches the error envelope as a rejection all the same (koa-compose catches it).
  return (ctx, next) => {
    const { rule, params } = classify(ctx, deps.router);
    const refs = scaled(bucketsFor(rule, new ContextFacts(ctx, params)));
    const decision = deps.limiter.take(refs);
    if (!decision) return next();
    if (!decision.allowed) throw new RateLimitedError(decision.resetSec, deps.docsUrl, rateLimitHeaders(decision));
    setServedHeaders(ctx.res, decision);
    return next();
  };
}

const NO_PARAMS: Record<string, string> = {};

/** The request as the limiter sees it; the client IP is worked out only if a bucket is per address. */
class ContextFacts implements RequestFacts {
  constructor(
    private readonly ctx: Context,
    readonly params: Record<string, string>,
  ) {}

  /** Straight from Node's request: `ctx.method` is the same value behind two delegating getters. */
  get method(): string {
    return this.ctx.req.method!;
  }

  get auth(): AuthContext | undefined {
    return this.ctx.state.auth as AuthContext | undefined;
  }

  get ip(): string {
    return this.ctx.ip;
  }
}

/** The limit class of the request's route (resolved once by the pipeline), or of its path when none matched. */
function classify(ctx: Context, router: Router | undefined): { rule: LimitClass; params: Record<string, string> } {
  const m = ctx.state.route;
  if (m?.kind === 'matched') return { rule: m.route.limit, params: m.params };
  if (!m && router) {
    const layer = router.match(ctx.path, ctx.method).pathAndMethod.find((l) => l.methods.length > 0);
    if (layer) return { rule: ruleForRoute(layer.name), params: layer.params(ctx.path, layer.captures(ctx.path)) };
  }
  return { rule: ruleForUnmatched(ctx.path), params: NO_PARAMS };
}

/**
 * The four headers of a served request, through Node's `setHeader` (its name and value checks included). Nothing
 * can have been sent yet: the handler has not run. Koa's `ctx.set` would add only a check that the head is unsent
 * and a copy of the name, so the response's own method is used.
 * These four header entries (Node validates, lower-cases and files each, then writes it into the head) are most of
 * what the limiter costs a served request (`bench/limiterPipeline.ts`): the bucket work itself is a small part.
 */
function setServedHeaders(res: ServerResponse, decision: RateDecision): void {
  const labels = labelsOf(decision.budget);
  res.setHeader('RateLimit-Limit', labels.limit);
  res.setHeader('RateLimit-Remaining', String(decision.remaining));
  res.setHeader('RateLimit-Reset', '0');
  res.setHeader('RateLimit-Policy', labels.policy);
}

/** Every budget times `scale`; budgets are module constants, so the scaled copies are made once each. */
function budgetScaler(scale: number): (refs: BucketRef[]) => BucketRef[] {
  if (scale === 1) return (refs) => refs;
  const copies = new Map<Budget, Budget>();
  const scaledBudget = (b: Budget): Budget => {
    let c = copies.get(b);
    if (!c)
      copies.set(
        b,
        (c = {
          ...b,
          quota: Math.max(1, Math.round(b.quota * scale)),
          burst: Math.max(1, Math.round(b.burst * scale)),
        }),
      );
    return c;
  };
  // `bucketsFor` makes fresh refs for each request, so they are rescaled in place.
  return (refs) => {
    for (const r of refs) r.budget = scaledBudget(r.budget);
    return refs;
  };
}

/** A budget's two fixed header values, made once per budget. */
interface BudgetLabels {
  limit: string;
  policy: string;
}

const LABELS = new WeakMap<Budget, BudgetLabels>();

function labelsOf(budget: Budget): BudgetLabels {
  let labels = LABELS.get(budget);
  if (!labels) {
    const limit = String(budget.quota);
    const policy = `${budget.quota};w=${WINDOW_SEC}`;
    LABELS.set(budget, (labels = { limit, policy }));
  }
  return labels;
}

/** Contract "Rate limits": the headers describe the bucket that refused, else the one with the fewest tokens left. */
export function rateLimitHeaders(d: RateDecision): Record<string, string> {
  const labels = labelsOf(d.budget);
  return {
    'RateLimit-Limit': labels.limit,
    'RateLimit-Remaining': String(d.remaining),
    'RateLimit-Reset': String(d.resetSec),
    'RateLimit-Policy': labels.policy,
  };
}
