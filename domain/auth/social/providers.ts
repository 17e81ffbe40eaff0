/**
 * What differs between the providers: where the browser is sent, where the code is exchanged, and how the
 * verified e-mail address is read (GitHub: `/user/emails`; OpenID Connect: a verified ID token, then the UserInfo
 * endpoint of the issuer's discovery document for the same subject). Calls go through `fetch` with a deadline;
 * answers are read defensively.
 */
import { KeySet, verifyIdToken } from './idToken';
import type { GitHubConfig, OidcConfig, SocialConfig } from './socialConfig';

/** Raised for anything the user can fix by trying again; `reason` is one of the dashboard's sign-in messages. */
export class SocialSignInError extends Error {
  constructor(readonly reason: 'denied' | 'state' | 'exchange' | 'token' | 'unverified' | 'invitation') {
    super(`social sign-in failed: ${reason}`);
  }
}

export interface ProviderEndpoints {
  authorize: string;
  token: string;
  scope: string;
  /** Whether the authorization request carries a `nonce` the ID token must repeat. */
  oidc: boolean;
  /** The verified e-mail of the user the token answer stands for; null when the provider has none verified. */
  verifiedEmail(tokens: Record<string, unknown>, nonce: string): Promise<string | null>;
}

const TIMEOUT_MS = 10_000;
const DISCOVERY_TTL_MS = 3600_000;

export async function getJson(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok || typeof body !== 'object' || body === null) throw new SocialSignInError('exchange');
  return body as Record<string, unknown>;
}

/** The endpoints of each configured provider; a discovery document (and its keys) is kept for an hour. */
export class Providers {
  private readonly discovered = new Map<string, { at: number; endpoints: ProviderEndpoints }>();

  constructor(
    private readonly config: SocialConfig,
    private readonly now: () => number = Date.now,
  ) {}

  isOn(name: string): boolean {
    return (name === 'github' && !!this.config.github) || Object.hasOwn(this.config.oidc, name);
  }

  client(name: string): { clientId: string; clientSecret: string } {
    return (name === 'github' ? this.config.github : this.config.oidc[name])!;
  }

  async endpoints(name: string): Promise<ProviderEndpoints> {
    if (name === 'github') return github(this.config.github!);
    const known = this.discovered.get(name);
    if (known && this.now() - known.at < DISCOVERY_TTL_MS) return known.endpoints;
    const endpoints = await oidc(this.config.oidc[name], this.now);
    this.discovered.set(name, { at: this.now(), endpoints });
    return endpoints;
  }
}

function github(c: GitHubConfig): ProviderEndpoints {
  return {
    authorize: `${c.oauthBase}/login/oauth/authorize`,
    token: `${c.oauthBase}/login/oauth/access_token`,
    scope: 'read:user user:email',
    oidc: false,
    async verifiedEmail(tokens) {
      if (typeof tokens.access_token !== 'string') throw new SocialSignInError('exchange');
      const headers = { authorization: `Bearer ${tokens.access_token}`, accept: 'application/vnd.github+json' };
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
async function oidc(c: OidcConfig, now: () => number): Promise<ProviderEndpoints> {
  const doc = await getJson(`${c.issuer}/.well-known/openid-configuration`);
  const { issuer, authorization_endpoint, token_endpoint, userinfo_endpoint, jwks_uri } = doc;
  if (typeof issuer !== 'string' || issuer.replace(/\/+$/, '') !== c.issuer || typeof jwks_uri !== 'string')
    throw new SocialSignInError('exchange');
  const keys = new KeySet(jwks_uri, getJson);
  return {
    authorize: String(authorization_endpoint),
    token: String(token_endpoint),
    scope: 'openid email',
    oidc: true,
    async verifiedEmail(tokens, nonce) {
      if (typeof tokens.id_token !== 'string' || typeof tokens.access_token !== 'string')
        throw new SocialSignInError('exchange');
      const expect = { issuer, clientId: c.clientId, nonce, nowMs: now() };
      const claims = await verifyIdToken(tokens.id_token, keys, expect);
      const headers = { authorization: `Bearer ${tokens.access_token}` };
      const info = await getJson(String(userinfo_endpoint), { headers });
      // UserInfo must describe the subject the signed ID token names (OpenID Connect Core 5.3.2).
      if (info.sub !== claims.sub) throw new SocialSignInError('token');
      return info.email_verified === true && typeof info.email === 'string' ? info.email : null;
    },
  };
}
