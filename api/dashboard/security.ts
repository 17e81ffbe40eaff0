/**
 * Dashboard security: response headers (a CSP without inline scripts, no framing, no sniffing) and CSRF
 * synchronizer tokens. A signed-in user's token is an HMAC of the session id, so it is tied to that session and
 * dies with it; before sign-in it is an HMAC of a random pre-session cookie. Every POST under /app must carry it
 * (form field `_csrf` or header `X-CSRF-Token`); a missing or wrong token is 403 `forbidden`.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { safeEqual } from '../../domain/auth/tokens';
import type { Config } from '../../domain/config';
import { ForbiddenError } from '../../domain/errors';

export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

/**
 * The billing page's forms end on Stripe's pages (the answer to the POST redirects there), which `form-action`
 * must allow, for that page only.
 */
export const BILLING_CSP = CSP.replace(
  "form-action 'self'",
  "form-action 'self' https://checkout.stripe.com https://billing.stripe.com",
);

export function setSecurityHeaders(ctx: Context): void {
  ctx.set({
    'Content-Security-Policy': CSP,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'same-origin',
    'Cache-Control': 'no-store',
  });
}

const PRE_SESSION_COOKIE = 'app_csrf';

export class CsrfTokens {
  private readonly key: Buffer;

  constructor(private readonly config: Config) {
    // A key of its own, derived once, so a CSRF token reveals nothing about the secrets key.
    this.key = createHmac('sha256', config.secretsKey).update('dashboard-csrf-v1').digest();
  }

  /** The token for this request's forms; sets the pre-session cookie when there is no session yet. */
  tokenFor(ctx: Context): string {
    const auth = ctx.state.auth;
    if (auth?.kind === 'session') return this.sign(`session:${auth.sessionId}`);
    let pre = this.preSessionValue(ctx);
    if (!pre) {
      pre = randomBytes(32).toString('base64url');
      const secure = this.config.nodeEnv === 'development' ? '' : '; Secure';
      ctx.append('Set-Cookie', `${PRE_SESSION_COOKIE}=${pre}; Path=/app; HttpOnly; SameSite=Strict${secure}`);
    }
    return this.sign(`pre:${pre}`);
  }

  /** Throws 403 `forbidden` unless `submitted` is this request's token. */
  check(ctx: Context, submitted: string | undefined): void {
    const auth = ctx.state.auth;
    const pre = this.preSessionValue(ctx);
    const expected =
      auth?.kind === 'session' ? this.sign(`session:${auth.sessionId}`) : pre ? this.sign(`pre:${pre}`) : null;
    const given = submitted ?? ctx.get('x-csrf-token');
    if (!expected || !given || !safeEqual(given, expected)) {
      throw new ForbiddenError(
        'This form has expired or did not come from the dashboard (missing or wrong CSRF token). Reload the page and try again.',
      );
    }
  }

  private sign(subject: string): string {
    return createHmac('sha256', this.key).update(subject).digest('base64url');
  }

  private preSessionValue(ctx: Context): string | null {
    const v = ctx.cookies.get(PRE_SESSION_COOKIE);
    return v && /^[A-Za-z0-9_-]{43}$/.test(v) ? v : null;
  }
}
