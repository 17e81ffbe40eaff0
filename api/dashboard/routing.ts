/**
 * How dashboard routes are declared: every page needs a live session (else a redirect to sign-in, which also
 * honours session expiry), every POST reads its form and checks the CSRF token before anything else happens.
 */
import type { Context } from 'koa';
import { roleAllows, type Role } from '../../domain/accounts/roles';
import { AppError, ForbiddenError } from '../../domain/errors';
import type { AppDeps } from '../deps';
import { route, type Method, type Route, type SessionCaller } from '../routing/route';
import { dashboardLimit, DASHBOARD_ROUTE_PREFIX } from './limits';
import { readForm, type FormData } from './forms';
import type { LayoutInfo, Renderer } from './render';
import type { CsrfTokens } from './security';
import { httpStatusOf } from '../httpErrors';

export interface Dashboard {
  /** The dashboard's entries of the route table, in the order they are declared. */
  routes: Route[];
  deps: AppDeps;
  render: Renderer;
  csrf: CsrfTokens;
}

export interface SignedIn {
  orgId: string;
  userId: string;
  sessionId: string;
  email: string;
  /** The user's role in this org; pages hide what it cannot do (`can` in every view). */
  role: Role;
  /** Layout for a page of the signed-in area. */
  layout(title: string, nav?: string): LayoutInfo;
}

type PageHandler = (ctx: Context, user: SignedIn) => Promise<void>;
type ActionHandler = (ctx: Context, user: SignedIn, form: FormData) => Promise<void>;

/**
 * A dashboard route open to anyone (sign-in forms, assets; pages and actions below build on it): not in the
 * OpenAPI document, its own reader of the (URL-encoded) body, the session handed over (or null) so a page can
 * redirect to sign-in rather than answer 401.
 */
export function open(
  d: Dashboard,
  method: Method,
  name: string,
  path: string,
  handle: (ctx: Context, session: SessionCaller | null) => Promise<void>,
  role?: Role,
): void {
  const fullName = `${DASHBOARD_ROUTE_PREFIX}${name}`;
  d.routes.push(
    route({
      name: fullName,
      methods: [method],
      path,
      auth: 'session',
      reads: 'own',
      limit: dashboardLimit(fullName),
      role,
      doc: null,
      refused: (ctx, refusal) => refusedPage(d, ctx, refusal),
      handle: ({ ctx, auth }) => handle(ctx, auth),
    }),
  );
}

/** A page of the signed-in area; `role`: the least role it needs (default `viewer`, as any read). */
export function page(d: Dashboard, name: string, path: string, handler: PageHandler, role?: Role): void {
  open(
    d,
    'get',
    name,
    path,
    async (ctx, session) => {
      const user = await signedIn(d, session);
      if (!user) return toSignIn(ctx);
      await showingErrors(d, ctx, user, () => handler(ctx, user));
    },
    role,
  );
}

/**
 * A state change of the signed-in area: session, then form and CSRF token, then the handler. `role`: the least
 * role it needs, as for any route (default `admin`).
 */
export function action(d: Dashboard, name: string, path: string, handler: ActionHandler, role?: Role): void {
  open(
    d,
    'post',
    name,
    path,
    async (ctx, session) => {
      const user = await signedIn(d, session);
      const form = await readForm(ctx);
      if (!user) return toSignIn(ctx); // an expired session changes nothing: sign in again
      d.csrf.check(ctx, form.get('_csrf') ?? undefined);
      await showingErrors(d, ctx, user, () => handler(ctx, user, form));
    },
    role,
  );
}

/** A form of the signed-out area (sign-in, sign-up, magic link): CSRF-checked against the pre-session token. */
export function publicAction(
  d: Dashboard,
  name: string,
  path: string,
  handler: (ctx: Context, form: FormData) => Promise<void>,
): void {
  open(
    d,
    'post',
    name,
    path,
    async (ctx) => {
      const form = await readForm(ctx);
      d.csrf.check(ctx, form.get('_csrf') ?? undefined);
      await handler(ctx, form);
    },
    'viewer',
  );
}

/** 303 See Other: after a POST the browser GETs the target. */
export function seeOther(ctx: Context, url: string): void {
  ctx.status = 303;
  ctx.redirect(url);
}

/** Only paths inside the dashboard are followed after sign-in (no open redirect). */
export function safeNext(next: string | undefined | null): string {
  return next && /^\/app(\/[A-Za-z0-9/_\-?=&.%]*)?$/.test(next) && !next.includes('//') ? next : '/app/monitors';
}

function toSignIn(ctx: Context): void {
  const auth = ctx.state.auth;
  const expired = auth?.kind === 'anonymous' && auth.invalid;
  const next = ctx.method === 'GET' ? `&next=${encodeURIComponent(ctx.originalUrl)}` : '';
  seeOther(ctx, `/app/sign-in?${expired ? 'expired=1' : 'signed_out=1'}${next}`);
}

/**
 * A page for a request its role refuses (the route table's check, before the handler): 403 saying which role it
 * needs and which the user has, with the navigation, never the API's JSON.
 */
async function refusedPage(d: Dashboard, ctx: Context, refusal: ForbiddenError): Promise<void> {
  const auth = ctx.state.auth;
  const user = await signedIn(d, auth?.kind === 'session' ? auth : null);
  if (!user) return toSignIn(ctx);
  const required = (refusal.extra as { required_role?: string }).required_role;
  d.render.page(ctx, 'forbidden', user.layout('Not allowed'), { required, role: user.role }, 403);
}

async function signedIn(d: Dashboard, auth: SessionCaller | null): Promise<SignedIn | null> {
  if (!auth) return null;
  const { accounts, members } = d.deps.services;
  const [org, user, memberships] = await Promise.all([
    accounts.loadOrg(auth.orgId).catch(() => null),
    accounts.loadUser(auth.userId),
    members.orgsOf(auth.userId),
  ]);
  if (!org || !user) return null;
  const account = {
    orgName: org.name,
    email: user.email,
    role: auth.role,
    orgs: await orgChoices(d, memberships, auth.orgId),
  };
  return {
    orgId: auth.orgId,
    userId: auth.userId,
    sessionId: auth.sessionId,
    email: auth.email,
    role: auth.role,
    layout: (title, nav) => ({ title, nav, account, can: abilitiesOf(auth.role) }),
  };
}

/** The orgs the header's switcher offers (a user belongs to a handful); none when there is only one. */
async function orgChoices(
  d: Dashboard,
  memberships: { org_id: string }[],
  currentId: string,
): Promise<{ id: string; name: string; current: boolean }[]> {
  if (memberships.length < 2) return [];
  const orgs = await Promise.all(memberships.map((m) => d.deps.services.accounts.loadOrg(m.org_id).catch(() => null)));
  return orgs
    .flatMap((o) => (o ? [{ id: o._id, name: o.name, current: o._id === currentId }] : []))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** What a role may do, by the names the views test (`{{#if can.respond}}`): the routes' roles, in the views' words. */
export function abilitiesOf(role: Role): { respond: boolean; manage: boolean; own: boolean } {
  return { respond: roleAllows(role, 'responder'), manage: roleAllows(role, 'admin'), own: roleAllows(role, 'owner') };
}

/**
 * Any other `GET /app/...`: an HTML page saying it does not exist (with the navigation when signed in), never the
 * API's JSON. Declared last: every dashboard route comes first in the table.
 */
export function notFoundPage(d: Dashboard): void {
  open(d, 'get', 'notFound', '/app/*rest', async (ctx, session) => {
    const user = await signedIn(d, session);
    const layout = user ? user.layout('Page not found') : { title: 'Page not found' };
    d.render.page(ctx, 'notFound', layout, { signedIn: user !== null, path: ctx.path }, 404);
  });
}

/** A 4xx from a domain service (unknown id, conflict...) becomes a page saying so; anything else propagates. */
async function showingErrors(d: Dashboard, ctx: Context, user: SignedIn, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (err) {
    if (!(err instanceof AppError) || httpStatusOf(err) >= 500 || err instanceof ForbiddenError) throw err;
    d.render.page(ctx, 'error', user.layout('Error'), { message: err.message }, httpStatusOf(err));
  }
}
