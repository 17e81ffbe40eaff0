/**
 * THE rate-limit policy: every number of spec section 8 and the classes routes choose from, in one place. Each
 * route of the route table (api/routes) names its class; the tables of docs/rate-limits.md are generated from both
 * (`scripts/rateLimitTable.ts`).
 */
import type { BucketSpec } from './tokenBucket';

/** Who a bucket belongs to. `userOrKey`/`user`: the session's user, else the key (keys belong to no user). */
export type IdentityKind = 'ip' | 'key' | 'userOrKey' | 'user' | 'heartbeatToken';

export interface Budget extends BucketSpec {
  identity: IdentityKind;
  /** Who or what the budget covers, for the documentation's table. */
  covers: string;
}

/** The rate-limit documentation, relative to the repository root; the API serves it as HTML at `/docs/rate-limits`. */
export const RATE_LIMIT_DOC = 'docs/rate-limits.md';

/** A route budget (spec 8.2, heartbeat 8.3): capacity and per-minute refill are both the budget. */
function routeBudget(id: string, perMinute: number, identity: IdentityKind, covers: string): Budget {
  return { id, quota: perMinute, burst: perMinute, identity, covers };
}

/** Spec 8.1: global budgets. Every counted request spends from exactly one of these. */
export const GLOBAL = {
  ip: {
    id: 'ip',
    quota: 600,
    burst: 200,
    identity: 'ip',
    covers:
      'Dashboard (session cookie), prober `/jobs` and `/results`, all other traffic without a valid key, unmatched paths and wrong methods',
  },
  keyRead: { id: 'key.read', quota: 300, burst: 40, identity: 'key', covers: 'API key or MCP reads (`GET`, `HEAD`)' },
  keyWrite: {
    id: 'key.write',
    quota: 60,
    burst: 10,
    identity: 'key',
    covers: 'API key or MCP writes (`POST`, `PUT`, `PATCH`, `DELETE`)',
  },
} as const satisfies Record<string, Budget>;

/** Spec 8.2 (abuse-only) and 8.3 (heartbeat's own limit): extra buckets on top of the global one, if any. */
export const ROUTE = {
  monitorsTest: routeBudget('monitors.test', 20, 'userOrKey', '`POST /api/v1/monitors/test`'),
  channelsTest: routeBudget('channels.test', 10, 'user', '`POST /api/v1/channels/:id/test`'),
  statusUnlock: routeBudget('status.unlock', 5, 'ip', 'Status-page password unlock `POST /status/:slug/unlock`'),
  statusSubscribe: routeBudget(
    'status.subscribe',
    10,
    'ip',
    'Status-page e-mail subscribe `POST /status/:slug/subscribe`',
  ),
  marketingContact: routeBudget('marketing.contact', 10, 'ip', 'Marketing contact form `POST /api/marketing/contact`'),
  auth: routeBudget('auth', 100, 'ip', 'Sign-in / sign-up: every `/api/auth/*` request, any method, matched or not'),
  authMagicLink: routeBudget(
    'auth.magicLink',
    3,
    'ip',
    'Magic-link request `POST /api/auth/magic-link` (on top of `auth`)',
  ),
  authSignUp: routeBudget('auth.signUp', 3, 'ip', 'E-mail sign-up `POST /api/auth/sign-up` (on top of `auth`)'),
  authSocial: routeBudget(
    'auth.social',
    10,
    'ip',
    'Social sign-in: route `auth.social` (the `/api/auth/*` catch-all), or an unmatched `/api/auth/social*` path (on top of `auth`)',
  ),
  heartbeat: routeBudget(
    'heartbeat',
    120,
    'heartbeatToken',
    'Heartbeat ingest `GET`/`POST /api/v1/heartbeats/:token` (exempt from the IP budget)',
  ),
  mcp: routeBudget(
    'mcp',
    600,
    'key',
    'MCP messages `POST /mcp` per key (per client IP without one), a flood guard only: each tool call also spends the key budgets of the REST call it makes',
  ),
} as const satisfies Record<string, Budget>;

/**
 * `counted`: spends from the caller's global budget (key read/write for a valid key, else the IP).
 * `ip`: spends from the IP budget whatever the credential (unmatched paths and wrong methods, spec 8.1).
 * `exempt`: no global budget (spec 8.3); route budgets still apply. `never`: no limit at all, no headers.
 * `ipUnlessKey`: the IP budget without a valid key; with one, none (MCP: the key is charged by the REST calls its
 * tool calls make, so a tool call spends exactly what the same direct REST call spends).
 */
export type GlobalClass = 'counted' | 'ip' | 'exempt' | 'never' | 'ipUnlessKey';

/** How a request is limited: its global class and the route budgets on top. Each route names one (api/routes). */
export interface LimitClass {
  global: GlobalClass;
  budgets: readonly Budget[];
}

/** A limit class with what it applies to, for the documentation's table. */
export interface RouteRule extends LimitClass {
  route: string;
}

/** The limit classes routes choose from (spec 8.1-8.3). */
export const LIMITS = {
  counted: { global: 'counted', budgets: [] },
  never: { global: 'never', budgets: [] },
  exempt: { global: 'exempt', budgets: [] },
  heartbeat: { global: 'exempt', budgets: [ROUTE.heartbeat] },
  statusUnlock: { global: 'counted', budgets: [ROUTE.statusUnlock] },
  statusSubscribe: { global: 'counted', budgets: [ROUTE.statusSubscribe] },
  mcp: { global: 'ipUnlessKey', budgets: [ROUTE.mcp] },
  marketingContact: { global: 'counted', budgets: [ROUTE.marketingContact] },
  monitorsTest: { global: 'counted', budgets: [ROUTE.monitorsTest] },
  channelsTest: { global: 'counted', budgets: [ROUTE.channelsTest] },
  auth: { global: 'counted', budgets: [ROUTE.auth] },
  authMagicLink: { global: 'counted', budgets: [ROUTE.auth, ROUTE.authMagicLink] },
  authSignUp: { global: 'counted', budgets: [ROUTE.auth, ROUTE.authSignUp] },
  authSocial: { global: 'counted', budgets: [ROUTE.auth, ROUTE.authSocial] },
  // The dashboard (`/app`) is session-cookie traffic: the IP budget whatever the credential; its sign-in forms and
  // its test alert carry the same abuse budgets as the API routes they stand for.
  dashboard: { global: 'ip', budgets: [] },
  dashboardSignIn: { global: 'ip', budgets: [ROUTE.auth] },
  dashboardSignUp: { global: 'ip', budgets: [ROUTE.auth, ROUTE.authSignUp] },
  dashboardMagicLink: { global: 'ip', budgets: [ROUTE.auth, ROUTE.authMagicLink] },
  dashboardChannelTest: { global: 'ip', budgets: [ROUTE.channelsTest] },
} as const satisfies Record<string, LimitClass>;

/**
 * Unmatched paths and wrong methods: the IP budget (spec 8.1), plus the sign-in budgets when the path is under
 * `/api/auth/` (spec 8.2 covers `/api/auth/*`, whether or not a route answers there). First prefix wins.
 */
export const UNMATCHED_RULES: readonly (RouteRule & { pathPrefix: string })[] = [
  {
    pathPrefix: '/api/auth/social',
    route: '(unmatched /api/auth/social*)',
    global: 'ip',
    budgets: [ROUTE.auth, ROUTE.authSocial],
  },
  { pathPrefix: '/api/auth/', route: '(unmatched /api/auth/*)', global: 'ip', budgets: [ROUTE.auth] },
  { pathPrefix: '/', route: '(unmatched path or wrong method)', global: 'ip', budgets: [] },
];

/** Reads are `GET` and `HEAD` (spec 8.1); every other method spends from the write budget. */
export const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** The rule for a path no route matches (or a wrong method on a known path). */
export function ruleForUnmatched(path: string): RouteRule {
  return UNMATCHED_RULES.find((r) => path.startsWith(r.pathPrefix)) ?? UNMATCHED_RULES[UNMATCHED_RULES.length - 1];
}

/** Every budget, for the generated documentation table and for sizing idle eviction. */
export const ALL_BUDGETS: readonly Budget[] = [...Object.values(GLOBAL), ...Object.values(ROUTE)];

/** Longest refill from empty to full of any budget: a bucket untouched this long is full. */
export const MAX_REFILL_MS = Math.max(...ALL_BUDGETS.map((b) => Math.ceil((b.burst * 60_000) / b.quota)));
