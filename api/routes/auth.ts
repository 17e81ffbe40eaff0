import type { Router } from '@koa/router';
import type { Context } from 'koa';
import { authenticatePassword, createAccount, loadOrg } from '../../domain/accounts/accounts';
import { presentOrg, presentUser } from '../../domain/accounts/present';
import type { AuthContext } from '../../domain/auth/authContext';
import { consumeMagicLink, requestMagicLink } from '../../domain/auth/magicLinks';
import { clearedSessionCookie, endSession, sessionCookie, startSession } from '../../domain/auth/sessions';
import { MethodNotAllowedError, NotImplementedError, UnauthorizedError } from '../../domain/errors';
import type { OrgDoc } from '../../domain/models/org';
import type { UserDoc } from '../../domain/models/user';
import { MagicLinkBody, MagicLinkVerifyQuery, SignInBody, SignUpBody } from '../../domain/validation/authSchemas';
import type { AppDeps } from '../deps';
import { readBody, readQuery } from '../requestInput';

const SOCIAL_METHODS = ['GET', 'HEAD', 'POST'];

/** Dashboard sign-up, sign-in (password or magic link) and sign-out; sessions travel in an HttpOnly cookie. */
export function registerAuthRoutes(router: Router, deps: AppDeps): void {
  const { config, services } = deps;

  async function signIn(ctx: Context, status: number, user: UserDoc, org: OrgDoc): Promise<void> {
    const { token, expiresAt } = await startSession(config, services.now(), user);
    ctx.append('Set-Cookie', sessionCookie(config, token, expiresAt));
    ctx.set('Cache-Control', 'no-store');
    ctx.status = status;
    ctx.body = { user: presentUser(user), org: presentOrg(org) };
  }

  router.post('auth.signUp', '/api/auth/sign-up', async (ctx) => {
    const b = readBody(ctx, SignUpBody);
    const { user, org } = await createAccount({
      email: b.email,
      password: b.password,
      org_name: b.org_name,
      org_slug: b.org_slug,
    });
    await signIn(ctx, 201, user, org);
  });

  router.post('auth.signIn', '/api/auth/sign-in', async (ctx) => {
    const b = readBody(ctx, SignInBody);
    const { user, org } = await authenticatePassword(b.email, b.password);
    await signIn(ctx, 200, user, org);
  });

  router.post('auth.signOut', '/api/auth/sign-out', async (ctx) => {
    const auth = ctx.state.auth as AuthContext;
    if (auth.kind === 'session') await endSession(auth.sessionId);
    ctx.append('Set-Cookie', clearedSessionCookie(config));
    ctx.status = 204;
  });

  router.post('auth.magicLink', '/api/auth/magic-link', async (ctx) => {
    const b = readBody(ctx, MagicLinkBody);
    await requestMagicLink(config, services.mailer, services.now(), b.email);
    ctx.status = 202;
    ctx.body = { status: 'accepted' };
  });

  router.get('auth.magicLinkVerify', '/api/auth/magic-link/verify', async (ctx) => {
    const q = readQuery(ctx, MagicLinkVerifyQuery);
    const user = await consumeMagicLink(services.now(), q.token);
    if (!user) throw new UnauthorizedError('This sign-in link is unknown, already used or expired.');
    await signIn(ctx, 200, user, await loadOrg(user.org_id));
  });

  /**
   * Social sign-in (and anything else under /api/auth) is not offered: 501 for the methods a sign-in flow uses
   * (GET to start, POST for a form-post callback), 405 for the others. The routes above keep their own paths
   * (a wrong method there is told apart before this runs, see api/routeMatch.ts).
   */
  router.all('auth.social', '/api/auth/*rest', async (ctx) => {
    if (!SOCIAL_METHODS.includes(ctx.method)) throw new MethodNotAllowedError(SOCIAL_METHODS);
    throw new NotImplementedError('Social sign-in is not available; use email and password or a magic link.');
  });
}
