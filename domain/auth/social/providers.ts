/**
 * What differs between the providers: where the browser is sent, where the code is exchanged, and how the
 * verified e-mail address is read (GitHub: `/user/emails`; OpenID Connect: the UserInfo endpoint of the issuer's
 * discovery document). Calls go through `fetch` with a deadline; answers are read defensively.
 */
import type { GitHubConfig, GoogleConfig, SocialConfig } from './socialConfig';

export type ProviderName = 'github' | 'google';

/** Raised for anything the user can fix by trying again; `reason` is one of the dashboard's sign-in messages. */
export class SocialSignInError extends Error {
  constructor(readonly reason: 'denied' | 'state' | 'exchange' | 'unverified') {
    super(`social sign-in failed: ${reason}`);
  }
}

export interface ProviderEndpoints {
  authorize: string;
  token: string;
  scope: string;
  /** The verified e-mail of the user the access token stands for; null when the provider has none verified. */
  verifiedEmail(accessToken: string): Promise<string | null>;
}

const TIMEOUT_MS = 10_000;

export async function getJson(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok || typeof body !== 'object' || body === null) throw new SocialSignInError('exchange');
  return body as Record<string, unknown>;
}

export async function endpointsOf(config: SocialConfig, name: ProviderName): Promise<ProviderEndpoints | null> {
  if (name === 'github') return config.github && github(config.github);
  return config.google && oidc(config.google);
}

function github(c: GitHubConfig): ProviderEndpoints {
  return {
    authorize: `${c.oauthBase}/login/oauth/authorize`,
    token: `${c.oauthBase}/login/oauth/access_token`,
    scope: 'read:user user:email',
    async verifiedEmail(accessToken) {
      const headers = { authorization: `Bearer ${accessToken}`, accept: 'application/vnd.github+json' };
      const res = await fetch(`${c.apiBase}/user/emails`, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
      const list = (await res.json().catch(() => null)) as unknown;
      if (!res.ok || !Array.isArray(list)) throw new SocialSignInError('exchange');
      const verified = list.filter((e) => e && e.verified === true && typeof e.email === 'string');
      const chosen = verified.find((e) => e.primary === true) ?? verified[0];
      return chosen ? String(chosen.email) : null;
    },
  };
}

/** An OpenID Connect issuer: its discovery document must name itself as the configured issuer. */
async function oidc(c: GoogleConfig): Promise<ProviderEndpoints> {
  const doc = await getJson(`${c.issuer}/.well-known/openid-configuration`);
  const { issuer, authorization_endpoint, token_endpoint, userinfo_endpoint } = doc;
  if (String(issuer).replace(/\/+$/, '') !== c.issuer) throw new SocialSignInError('exchange');
  return {
    authorize: String(authorization_endpoint),
    token: String(token_endpoint),
    scope: 'openid email',
    async verifiedEmail(accessToken) {
      const info = await getJson(String(userinfo_endpoint), { headers: { authorization: `Bearer ${accessToken}` } });
      return info.email_verified === true && typeof info.email === 'string' ? info.email : null;
    },
  };
}
