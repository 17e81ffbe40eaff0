/**
 * The social sign-in paths: `GET /api/auth/social/:provider` sends the browser to the provider, and
 * `GET /api/auth/social/:provider/callback` signs the user in (session cookie, then `/app`). Whatever goes wrong
 * at the provider or with the attempt ends on the dashboard's sign-in page with a message, never a 5xx.
 * A provider that is not configured is not handled here (the caller answers 501 as before).
 */
import type { Context } from 'koa';
import { sessionCookie } from '../../domain/auth/sessions';
import { SOCIAL_FLOW_COOKIE } from '../../domain/auth/social/socialSignIn';
import { SocialSignInError } from '../../domain/auth/social/providers';
import type { AppDeps } from '../deps';

const SOCIAL_PATH = /^social\/([a-z]+)(\/callback)?\/?$/;

/** True when the request was a social sign-in step of a configured provider (and has been answered). */
export async function handleSocialSignIn(ctx: Context, deps: AppDeps, rest: string): Promise<boolean> {
  const [, provider, callback] = SOCIAL_PATH.exec(rest) ?? [];
  const social = deps.services.social;
  if (!provider || !['GET', 'HEAD'].includes(ctx.method) || !social.isOn(provider)) return false;
  ctx.set('Cache-Control', 'no-store');
  try {
    if (!callback) {
      const { url, cookie } = await social.start(provider);
      ctx.append('Set-Cookie', cookie);
      return redirect(ctx, url);
    }
    const email = await social.finish(provider, callbackQuery(ctx), ctx.cookies.get(SOCIAL_FLOW_COOKIE));
    const { user, org } = await deps.services.accounts.forVerifiedEmail(email);
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

function callbackQuery(ctx: Context): { code?: string; state?: string; error?: string } {
  const one = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return { code: one(ctx.query.code), state: one(ctx.query.state), error: one(ctx.query.error) };
}

function redirect(ctx: Context, url: string): true {
  ctx.status = 303;
  ctx.redirect(url); // keeps the 303 set above
  return true;
}
