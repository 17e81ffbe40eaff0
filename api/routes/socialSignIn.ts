/**
 * The social sign-in paths: `GET /api/auth/social/:provider` sends the browser to the provider, and
 * `GET /api/auth/social/:provider/callback` signs the user in (session cookie, then `/app`). Whatever goes wrong
 * at the provider or with the attempt ends on the dashboard's sign-in page with a message, never a 5xx.
 * A provider that is not configured is not handled here (the caller answers 404). A flow started from an invitation
 * link (`?invitation=<token>`) accepts that invitation for the verified address.
 */
import type { Context } from 'koa';
import { sessionCookie } from '../../domain/auth/sessions';
import { SOCIAL_FLOW_COOKIE } from '../../domain/auth/social/socialSignIn';
import { SocialSignInError } from '../../domain/auth/social/providers';
import { AppError } from '../../domain/errors';
import type { OrgDoc } from '../../domain/models/org';
import type { UserDoc } from '../../domain/models/user';
import type { AppDeps } from '../deps';

const SOCIAL_PATH = /^social\/([a-z0-9]+)(\/callback)?\/?$/;

/** True when the request was a social sign-in step of a configured provider (and has been answered). */
export async function handleSocialSignIn(ctx: Context, deps: AppDeps, rest: string): Promise<boolean> {
  const [, provider, callback] = SOCIAL_PATH.exec(rest) ?? [];
  const social = deps.services.social;
  if (!provider || !['GET', 'HEAD'].includes(ctx.method) || !social.isOn(provider)) return false;
  ctx.set('Cache-Control', 'no-store');
  try {
    if (!callback) {
      const invitation = typeof ctx.query.invitation === 'string' ? ctx.query.invitation : undefined;
      const { url, cookie } = await social.start(provider, invitation);
      ctx.append('Set-Cookie', cookie);
      return redirect(ctx, url);
    }
    const identity = await social.finish(provider, callbackQuery(ctx), ctx.cookies.get(SOCIAL_FLOW_COOKIE));
    const { user, org } = await signInOrJoin(deps, identity.email, identity.invitation);
    const { token, expiresAt } = await deps.services.sessions.start({ _id: user._id, org_id: org._id });
    ctx.append('Set-Cookie', social.clearedCookie());
    ctx.append('Set-Cookie', sessionCookie(deps.config, token, expiresAt));
    return redirect(ctx, '/app');
  } catch (err) {
    const reason = err instanceof SocialSignInError ? err.reason : 'failed';
    // The message names the step only: no code, token or secret reaches the log.
    deps.log.warn('social sign-in failed', { provider, reason, error: (err as Error).message });
    ctx.append('Set-Cookie', social.clearedCookie());
    return redirect(ctx, `/app/sign-in?social_error=${reason}`);
  }
}

/** The user of a verified address on the org they land on; with an invitation, on the org that invited them. */
async function signInOrJoin(
  deps: AppDeps,
  email: string,
  invitation: string | null,
): Promise<{ user: UserDoc; org: OrgDoc }> {
  const { accounts, invitations } = deps.services;
  if (!invitation) return accounts.forVerifiedEmail(email);
  const existing = await accounts.findByEmail(email);
  const claimant = existing ? { kind: 'user' as const, userId: existing._id } : { kind: 'verified' as const, email };
  try {
    return await invitations.accept(invitation, claimant);
  } catch (err) {
    // Used, expired, revoked, or for another address: the refusal is the invitation's, not the provider's.
    if (err instanceof AppError) throw new SocialSignInError('invitation');
    throw err;
  }
}

function callbackQuery(ctx: Context): { code?: string; state?: string; error?: string } {
  const one = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return { code: one(ctx.query.code), state: one(ctx.query.state), error: one(ctx.query.error) };
}

function redirect(ctx: Context, url: string): true {
  ctx.status = 303;
  ctx.redirect(url); // keeps the 303 set above
  return true;
}
