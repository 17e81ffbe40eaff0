/** Routes of accounts and sign-in: sign-up, password, magic-link and social sign-in, sign-out. */
import type { Context } from 'koa';
import { clearedSessionCookie, sessionCookie } from '../../domain/auth/sessions';
import { NotFoundError, UnauthorizedError } from '../../domain/errors';
import { MethodNotAllowedError } from '../httpErrors';
import type { OrgDoc } from '../../domain/models/org';
import type { UserDoc } from '../../domain/models/user';
import { LIMITS } from '../rateLimit/policies';
import {
  AcceptedOut,
  MagicLinkBody,
  MagicLinkVerifyQuery,
  presentOrg,
  presentUser,
  SessionOut,
  SignInBody,
  SignUpBody,
} from '../contract/auth';
import { NO_CONTENT, ok } from '../contract/responses';
import type { AppDeps } from '../deps';
import { route } from '../routing/route';
import { handleSocialSignIn } from './socialSignIn';

const tag = 'Auth';
const SOCIAL_METHODS = ['GET', 'HEAD', 'POST'];

/** Starts a session on `org` and answers `{user, org}` with its cookie. */
export async function signIn(ctx: Context, deps: AppDeps, status: number, user: UserDoc, org: OrgDoc): Promise<void> {
  const { token, expiresAt } = await deps.services.sessions.start({ _id: user._id, org_id: org._id });
  ctx.append('Set-Cookie', sessionCookie(deps.config, token, expiresAt));
  ctx.set('Cache-Control', 'no-store');
  ctx.status = status;
  ctx.body = { user: presentUser(user), org: presentOrg(org) };
}

/** Dashboard sign-up, sign-in (password or magic link) and sign-out; sessions travel in an HttpOnly cookie. */
export const AUTH_ROUTES = [
  route({
    name: 'auth.signUp',
    methods: ['post'],
    path: '/api/auth/sign-up',
    auth: 'none',
    body: SignUpBody,
    limit: LIMITS.authSignUp,
    doc: {
      summary: 'Create an account and its org; sets the session cookie',
      tag,
      errors: { 409: 'The email or the org slug is taken' },
      responses: { 201: ok(SessionOut, 'Created; session cookie set') },
    },
    async handle({ ctx, deps, body }) {
      const { user, org } = await deps.services.accounts.create(body);
      await signIn(ctx, deps, 201, user, org);
    },
  }),
  route({
    name: 'auth.signIn',
    methods: ['post'],
    path: '/api/auth/sign-in',
    auth: 'none',
    body: SignInBody,
    limit: LIMITS.auth,
    doc: {
      summary: 'Sign in with email and password; sets the session cookie',
      tag,
      errors: { 401: 'Wrong email or password' },
      responses: { 200: ok(SessionOut) },
    },
    async handle({ ctx, deps, body }) {
      const { user, org } = await deps.services.accounts.authenticatePassword(body.email, body.password);
      await signIn(ctx, deps, 200, user, org);
    },
  }),
  route({
    name: 'auth.signOut',
    methods: ['post'],
    path: '/api/auth/sign-out',
    auth: 'none',
    limit: LIMITS.auth,
    doc: { summary: 'End the session', tag, responses: { 204: NO_CONTENT } },
    async handle({ ctx, deps, auth }) {
      if (auth.kind === 'session') await deps.services.sessions.end(auth.sessionId);
      ctx.append('Set-Cookie', clearedSessionCookie(deps.config));
      ctx.status = 204;
    },
  }),
  route({
    name: 'auth.magicLink',
    methods: ['post'],
    path: '/api/auth/magic-link',
    auth: 'none',
    body: MagicLinkBody,
    limit: LIMITS.authMagicLink,
    doc: {
      summary: 'Mail a one-time sign-in link (same answer for unknown addresses)',
      tag,
      responses: { 202: ok(AcceptedOut, 'Accepted') },
    },
    async handle({ ctx, deps, body }) {
      await deps.services.magicLinks.request(body.email);
      ctx.status = 202;
      ctx.body = { status: 'accepted' };
    },
  }),
  route({
    name: 'auth.magicLinkVerify',
    methods: ['get'],
    path: '/api/auth/magic-link/verify',
    auth: 'none',
    query: MagicLinkVerifyQuery,
    limit: LIMITS.auth,
    doc: {
      summary: 'Use a sign-in link; sets the session cookie',
      tag,
      errors: { 401: 'The link is unknown, used or expired' },
      responses: { 200: ok(SessionOut) },
    },
    async handle({ ctx, deps, query }) {
      const user = await deps.services.magicLinks.consume(query.token);
      if (!user) throw new UnauthorizedError('This sign-in link is unknown, already used or expired.');
      await signIn(ctx, deps, 200, user, await deps.services.accounts.landingOrg(user));
    },
  }),
  /**
   * Social sign-in with a configured provider (api/routes/socialSignIn.ts); any other path under /api/auth is not
   * there: 404 for the methods a sign-in flow uses (GET to start, POST for a form-post callback), 405 for the others.
   * The routes above keep their own paths (a wrong method there is told apart before this runs, see
   * api/routing/matcher.ts).
   */
  route({
    name: 'auth.social',
    methods: 'all',
    path: '/api/auth/*rest',
    auth: 'none',
    limit: LIMITS.authSocial,
    doc: {
      summary:
        'Sign in with GitHub, Google or another OpenID Connect provider (GET; 303 to the provider); 404 when that provider is not configured',
      tag,
      as: { path: '/api/auth/social/:provider', methods: ['get', 'post'] },
      responses: {
        303: { schema: null, description: 'To the provider; its callback is /api/auth/social/{provider}/callback' },
      },
      errors: { 404: 'No sign-in provider of this name is configured' },
    },
    async handle({ ctx, deps, params }) {
      if (await handleSocialSignIn(ctx, deps, params.rest ?? '')) return;
      if (!SOCIAL_METHODS.includes(ctx.method)) throw new MethodNotAllowedError(SOCIAL_METHODS);
      throw new NotFoundError(
        'No sign-in provider of this name is configured; use email and password or a magic link.',
      );
    },
  }),
];
