/**
 * The authorization-code flow with PKCE (S256) and `state` for sign-in with GitHub or Google. Nothing is stored
 * server-side: the state and the code verifier travel in a short-lived HttpOnly cookie scoped to the social paths,
 * and the callback must bring back the same state. The access token is used once, to read the verified e-mail, and
 * never kept or logged.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SocialConfig } from './socialConfig';
import { endpointsOf, getJson, SocialSignInError, type ProviderName } from './providers';

export const SOCIAL_FLOW_COOKIE = 'social_flow';
const FLOW_TTL_SEC = 600;

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

export class SocialSignIn {
  constructor(
    private readonly config: SocialConfig,
    private readonly baseUrl: string,
    private readonly secureCookies: boolean,
  ) {}

  isOn(name: string): name is ProviderName {
    return (name === 'github' && !!this.config.github) || (name === 'google' && !!this.config.google);
  }

  /** Where to send the browser, and the cookie that remembers this attempt. */
  async start(name: ProviderName): Promise<{ url: string; cookie: string }> {
    const p = (await endpointsOf(this.config, name))!;
    const state = randomBytes(24).toString('base64url');
    const verifier = randomBytes(32).toString('base64url');
    const url = new URL(p.authorize);
    const params = {
      response_type: 'code',
      client_id: this.clientOf(name).clientId,
      redirect_uri: this.redirectUri(name),
      scope: p.scope,
      state,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return { url: url.href, cookie: this.cookie(`${name}.${state}.${verifier}`, FLOW_TTL_SEC) };
  }

  /** The verified e-mail of whoever came back with `query`, or a `SocialSignInError`. */
  async finish(name: ProviderName, query: CallbackQuery, flowCookie: string | undefined): Promise<string> {
    if (query.error) throw new SocialSignInError('denied');
    const [flowName, state, verifier] = (flowCookie ?? '').split('.');
    if (flowName !== name || !verifier || !query.state || !query.code || !sameText(state, query.state))
      throw new SocialSignInError('state');
    const p = (await endpointsOf(this.config, name))!;
    const { clientId, clientSecret } = this.clientOf(name);
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
    const email = await p.verifiedEmail(tokens.access_token);
    if (!email) throw new SocialSignInError('unverified');
    return email.toLowerCase();
  }

  /** The Set-Cookie that ends the attempt (a code is good once, and so is its state). */
  clearedCookie(): string {
    return this.cookie('', 0);
  }

  private clientOf(name: ProviderName): { clientId: string; clientSecret: string } {
    return (name === 'github' ? this.config.github : this.config.google)!;
  }

  private redirectUri(name: ProviderName): string {
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
