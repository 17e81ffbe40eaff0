/**
 * The authorization-code flow with PKCE (S256), `state` and (OpenID Connect) `nonce` for sign-in with GitHub,
 * Google or another OpenID Connect provider. Nothing is stored server-side: the state, the code verifier, the nonce
 * and an invitation token the flow started with travel in a short-lived HttpOnly cookie scoped to the social paths,
 * and the callback must bring back the same state. Tokens are used once, to read the verified e-mail, and never kept
 * or logged.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SocialConfig } from './socialConfig';
import { getJson, Providers, SocialSignInError } from './providers';

export const SOCIAL_FLOW_COOKIE = 'social_flow';
const FLOW_TTL_SEC = 600;
/** An invitation token as the invitation link carries it (base64url). */
const INVITATION_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

export interface SocialIdentity {
  email: string;
  /** The invitation token the flow started with, if any. */
  invitation: string | null;
}

export class SocialSignIn {
  private readonly providers: Providers;

  constructor(
    config: SocialConfig,
    private readonly baseUrl: string,
    private readonly secureCookies: boolean,
  ) {
    this.providers = new Providers(config);
  }

  isOn(name: string): boolean {
    return this.providers.isOn(name);
  }

  /** Where to send the browser, and the cookie that remembers this attempt (and the invitation it is for). */
  async start(name: string, invitation?: string): Promise<{ url: string; cookie: string }> {
    const p = await this.providers.endpoints(name);
    const [state, verifier, nonce] = [24, 32, 24].map((n) => randomBytes(n).toString('base64url'));
    const url = new URL(p.authorize);
    const params: Record<string, string> = {
      response_type: 'code',
      client_id: this.providers.client(name).clientId,
      redirect_uri: this.redirectUri(name),
      scope: p.scope,
      state,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    };
    if (p.oidc) params.nonce = nonce;
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const carried = invitation && INVITATION_TOKEN.test(invitation) ? invitation : '';
    return { url: url.href, cookie: this.cookie([name, state, verifier, nonce, carried].join('.'), FLOW_TTL_SEC) };
  }

  /** The verified e-mail of whoever came back with `query`, or a `SocialSignInError`. */
  async finish(name: string, query: CallbackQuery, flowCookie: string | undefined): Promise<SocialIdentity> {
    if (query.error) throw new SocialSignInError('denied');
    const [flowName, state, verifier, nonce, invitation] = (flowCookie ?? '').split('.');
    if (flowName !== name || !nonce || !query.state || !query.code || !sameText(state, query.state))
      throw new SocialSignInError('state');
    const p = await this.providers.endpoints(name);
    const { clientId, clientSecret } = this.providers.client(name);
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: query.code,
      redirect_uri: this.redirectUri(name),
      client_id: clientId,
      client_secret: clientSecret,
      code_verifier: verifier,
    });
    const headers = { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' };
    const tokens = await getJson(p.token, { method: 'POST', headers, body: form.toString() });
    if (typeof tokens.access_token !== 'string') throw new SocialSignInError('exchange');
    const email = await p.verifiedEmail(tokens, nonce);
    if (!email) throw new SocialSignInError('unverified');
    return { email: email.toLowerCase(), invitation: invitation || null };
  }

  /** The Set-Cookie that ends the attempt (a code is good once, and so is its state). */
  clearedCookie(): string {
    return this.cookie('', 0);
  }

  private redirectUri(name: string): string {
    return `${this.baseUrl}/api/auth/social/${name}/callback`;
  }

  private cookie(value: string, maxAge: number): string {
    const parts = [`${SOCIAL_FLOW_COOKIE}=${value}`, 'Path=/api/auth/social', 'HttpOnly', 'SameSite=Lax'];
    parts.push(`Max-Age=${maxAge}`);
    if (this.secureCookies) parts.push('Secure');
    return parts.join('; ');
  }
}

function sameText(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}
