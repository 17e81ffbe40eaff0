/**
 * Middleware that resolves the request's credential (API key, prober token or session cookie) into `ctx.state.auth`.
 */
import type { Context, Middleware } from 'koa';
import type { AuthContext } from '../../domain/auth/authContext';
import { readSessionCookie } from '../../domain/auth/sessions';
import { safeEqual } from '../../domain/auth/tokens';
import type { AppDeps } from '../deps';

const ANONYMOUS: AuthContext = { kind: 'anonymous', invalid: false };
const INVALID: AuthContext = { kind: 'anonymous', invalid: true };

/**
 * Resolves the request's credential once into `ctx.state.auth`, before the rate limiter reads it. Never throws
 * for a missing or bad credential (it records `invalid`); each route's guard (api/routing/guards.ts) decides
 * what needs one.
 * Precedence: Bearer key, then prober token, then session cookie.
 */
export function authenticate(deps: AppDeps): Middleware {
  const { services, config } = deps;
  return async (ctx, next) => {
    ctx.state.auth = await resolve(ctx);
    return next();
  };

  async function resolve(ctx: Context): Promise<AuthContext> {
    const authorization = ctx.get('authorization');
    if (authorization) {
      const m = /^Bearer +([A-Za-z0-9_-]{1,200})\s*$/i.exec(authorization);
      const key = m ? await services.keys.resolve(m[1]) : null;
      return key ? { kind: 'key', ...key } : INVALID;
    }
    const proberToken = ctx.get('x-prober-token');
    if (proberToken) return safeEqual(proberToken, config.proberToken) ? { kind: 'prober' } : INVALID;
    const cookie = ctx.headers.cookie;
    if (cookie) {
      const token = readSessionCookie(cookie);
      if (token === null) return cookie.includes('sid=') ? INVALID : ANONYMOUS;
      const session = await services.sessions.find(token);
      // A member removed from the org (or the org left) ends the session's access with it.
      const member = session && (await services.members.find(session.org_id, session.user_id));
      if (!session || !member) return INVALID;
      const { org_id: orgId, user_id: userId, _id: sessionId } = session;
      return { kind: 'session', orgId, userId, sessionId, email: member.email, role: member.role };
    }
    return ANONYMOUS;
  }
}
