/**
 * The shape of one entry of the route table: everything the API knows about an operation, declared once. Router
 * matching, the credential guard, body parsing, the 405 list, the OpenAPI document, the MCP tools and the rate
 * limiter's classification all read these entries; nothing else lists routes.
 */
import type { Context } from 'koa';
import type { z } from 'zod';
import type { Role } from '../../domain/accounts/roles';
import type { AuthContext } from '../../domain/auth/authContext';
import type { ForbiddenError } from '../../domain/errors';
import { LIMITS, type LimitClass } from '../rateLimit/policies';
import type { MoreProblems } from '../contract/parse';
import type { AppDeps } from '../deps';

export type Method = 'get' | 'post' | 'patch' | 'delete';

/**
 * Who may call: `org` a key or a session of an org; `key` an API key only (401 with a Bearer challenge otherwise);
 * `prober` the deployment's prober token; `chat` a chat-tool signature over the raw body; `session` the dashboard
 * (a page redirects to sign-in itself, so the guard only hands over the session or null); `heartbeatToken` and
 * `none` need no credential (the token is the path itself).
 */
export type Auth = 'none' | 'org' | 'key' | 'prober' | 'chat' | 'heartbeatToken' | 'session';

export type OrgCaller = Extract<AuthContext, { kind: 'key' } | { kind: 'session' }>;
export type KeyCaller = Extract<AuthContext, { kind: 'key' }>;
export type SessionCaller = Extract<AuthContext, { kind: 'session' }>;

/** What the guard of `A` hands the handler. */
export type AuthOf<A extends Auth> = A extends 'org'
  ? OrgCaller
  : A extends 'key'
    ? KeyCaller
    : A extends 'session'
      ? SessionCaller | null
      : AuthContext;

/**
 * What the route does with a request body: `json` parsed (and kept raw) before the handler runs; `ignored` never
 * read (heartbeat pings come from cron jobs with any body); `own` read and validated by the handler itself, path
 * and query included (the MCP transport; the dashboard's URL-encoded forms and pages, which show their own errors);
 * `jsonOrForm` JSON, or the same fields posted as an HTML form (`application/x-www-form-urlencoded`) by a page that
 * works without JavaScript (the status page's unlock and subscribe forms), validated by the same body schema.
 */
export type BodyReading = 'json' | 'jsonOrForm' | 'ignored' | 'own';

/** What this deployment adds to the schemas' rules (unknown to the stdio MCP server, which then leaves it to REST). */
export interface DeploymentRules {
  minIntervalSec: number;
}

/** A success response as documented: its body schema (null: none) and a content type other than JSON. */
export interface DocumentedResponse {
  schema: z.ZodType | null;
  description: string;
  contentType?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- generated JSON Schema of any shape
export type JsonSchema = Record<string, any>;

/** The OpenAPI side of a route; routes without one (the dashboard) are not in the document. */
export interface RouteDoc {
  summary: string;
  tag: string;
  /** Success status -> body. */
  responses: Record<number, DocumentedResponse>;
  /** Errors particular to this operation, with when they happen; the generic ones are derived from the route. */
  errors?: Partial<Record<400 | 401 | 402 | 404 | 409 | 501, string>>;
  /** Refines the body's generated JSON Schema with rules zod cannot express (per-type fields, configured minimums). */
  documentBody?: (schema: JsonSchema, opts: { minIntervalSec: number }) => JsonSchema;
  /** A catch-all route documented as the paths and methods clients use (e.g. social sign-in). */
  as?: { path: string; methods: Method[] };
}

/** One request as the handler sees it: validated input and the guard's credential. */
export interface RouteCall<A extends Auth, Q, B> {
  ctx: Context;
  deps: AppDeps;
  auth: AuthOf<A>;
  /** Path parameters; an `:id` is validated as a UUID before the handler runs. */
  params: Record<string, string>;
  query: Q;
  body: B;
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteSpec<A extends Auth, Q extends z.ZodObject | undefined, B extends z.ZodType | undefined> {
  /** Unique per method; the rate limiter, the OpenAPI `x-route-name` and the MCP tools refer to routes by it. */
  name: string;
  /** `all`: every method Node knows (a catch-all that answers wrong methods itself). */
  methods: Method[] | 'all';
  /** Koa path syntax (`:id`, `*rest`). */
  path: string;
  auth: A;
  query?: Q;
  body?: B;
  /** Default `json`. */
  reads?: BodyReading;
  /** Rules beyond the body schema reported with its problems when it refuses a body (see parseInput). */
  moreBodyProblems?: (rules: DeploymentRules) => MoreProblems;
  /** The rate-limit class; default: counted against the caller's global budget. */
  limit?: LimitClass;
  /**
   * The least role a caller of an org (key or session) needs; default: `viewer` for a read (GET only), `admin` for
   * a write. Only routes of an org's caller have one.
   */
  role?: A extends 'org' | 'key' | 'session' ? Role : never;
  /** Null: not part of the OpenAPI document. */
  doc: RouteDoc | null;
  /** How a refusal by role is answered when not as the JSON envelope (a dashboard page: an HTML page). */
  refused?: RefusalPage;
  handle(call: RouteCall<A, Out<Q>, Out<B>>): Promise<void>;
}

export type RefusalPage = (ctx: Context, refusal: ForbiddenError) => Promise<void>;

/** A table entry, its input types erased (the dispatcher validates before it calls `handle`). */
export interface Route {
  name: string;
  methods: Method[] | 'all';
  path: string;
  auth: Auth;
  query?: z.ZodObject;
  body?: z.ZodType;
  reads: BodyReading;
  moreBodyProblems?: (rules: DeploymentRules) => MoreProblems;
  limit: LimitClass;
  /** The least role needed (see RouteSpec.role); null for routes no org caller uses. */
  role: Role | null;
  doc: RouteDoc | null;
  refused?: RefusalPage;
  handle(call: RouteCall<Auth, unknown, unknown>): Promise<void>;
}

const ORG_CALLERS: readonly Auth[] = ['org', 'key', 'session'];

/** Whether a route changes anything: every method but GET (and HEAD, which Koa answers from GET). */
export function isWrite(methods: Method[] | 'all'): boolean {
  return methods === 'all' || methods.some((m) => m !== 'get');
}

function roleOf(spec: { auth: Auth; methods: Method[] | 'all'; role?: Role }): Role | null {
  if (!ORG_CALLERS.includes(spec.auth)) return null;
  return spec.role ?? (isWrite(spec.methods) ? 'admin' : 'viewer');
}

/** Declares a route; the handler's `auth`, `query` and `body` are typed by `auth` and the two schemas. */
export function route<
  A extends Auth,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(spec: RouteSpec<A, Q, B>): Route {
  const role = roleOf(spec as { auth: Auth; methods: Method[] | 'all'; role?: Role });
  return { ...spec, reads: spec.reads ?? 'json', limit: spec.limit ?? LIMITS.counted, role } as unknown as Route;
}
