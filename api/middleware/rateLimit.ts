import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { RateLimitedError } from '../../domain/errors';
import type { AuthContext } from '../../domain/auth/authContext';
import { bucketsFor, type RequestFacts } from '../../domain/rateLimit/classify';
import type { BucketRef, RateDecision, RateLimiter } from '../../domain/rateLimit/limiter';
import { ruleForUnmatched, type Budget, type LimitClass } from '../../domain/rateLimit/policies';
import { WINDOW_SEC } from '../../domain/rateLimit/tokenBucket';
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

  get method(): string {
    return this.ctx.method;
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
 * The four headers of a served request. Node serialises each entry of a response's header table on its own, and
 * four more entries in every response head cost more than the limiter's own work (docs/performance.md, "No key
 * strings"). So they go in as one entry of Node's table (`kOutHeaders`, found once at start-up) whose value holds
 * the other three lines: the bytes on the wire are exactly those of four `setHeader` calls (tested), and the
 * values are digits and `<digits>;w=60` made here, never caller input. In the process, the four are one header:
 * `RateLimit-Limit` reads as the block, and removing it removes them all; nothing in the service reads or changes
 * them after this point. Should a Node version not have the table, the headers go through `setHeader`. Nothing can
 * have been sent yet: the handler has not run.
 */
export function setServedHeaders(
  res: ServerResponse,
  decision: RateDecision,
  outHeaders: symbol | undefined = OUT_HEADERS,
): void {
  const labels = labelsOf(decision.budget);
  const remaining = String(decision.remaining);
  if (outHeaders === undefined) {
    res.setHeader('RateLimit-Limit', labels.limit);
    res.setHeader('RateLimit-Remaining', remaining);
    res.setHeader('RateLimit-Reset', '0');
    res.setHeader('RateLimit-Policy', labels.policy);
    return;
  }
  headerTable(res, outHeaders)['ratelimit-limit'] = [
    'RateLimit-Limit',
    labels.blockHead + remaining + labels.blockTail,
  ];
}

type HeaderTable = Record<string, [string, string]>;

/** Node's per-response header table: lower-case name -> [name as given, value]; null until a first header. */
const OUT_HEADERS = outHeadersSymbol();

function outHeadersSymbol(): symbol | undefined {
  const probe = new ServerResponse(new IncomingMessage(new Socket()));
  probe.setHeader('X-Probe', '1');
  const symbol = Object.getOwnPropertySymbols(probe).find((s) => s.description === 'kOutHeaders');
  const table = symbol && (probe as unknown as Record<symbol, HeaderTable | null>)[symbol];
  // Only when it is the table setHeader fills: the same name, value and shape.
  return table?.['x-probe']?.[0] === 'X-Probe' && table['x-probe'][1] === '1' ? symbol : undefined;
}

function headerTable(res: ServerResponse, symbol: symbol): HeaderTable {
  const slots = res as unknown as Record<symbol, HeaderTable | null>;
  return (slots[symbol] ??= Object.create(null) as HeaderTable);
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

interface BudgetLabels {
  limit: string;
  policy: string;
  /** The served headers' block around `RateLimit-Remaining`'s value: `<limit>\r\nRateLimit-Remaining: `. */
  blockHead: string;
  /** `\r\nRateLimit-Reset: 0\r\nRateLimit-Policy: <policy>`. */
  blockTail: string;
}

const LABELS = new WeakMap<Budget, BudgetLabels>();

function labelsOf(budget: Budget): BudgetLabels {
  let labels = LABELS.get(budget);
  if (!labels) {
    const limit = String(budget.quota);
    const policy = `${budget.quota};w=${WINDOW_SEC}`;
    const blockHead = `${limit}\r\nRateLimit-Remaining: `;
    const blockTail = `\r\nRateLimit-Reset: 0\r\nRateLimit-Policy: ${policy}`;
    LABELS.set(budget, (labels = { limit, policy, blockHead, blockTail }));
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
