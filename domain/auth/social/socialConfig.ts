/**
 * Sign-in with GitHub (OAuth 2.0), Google and any other OpenID Connect provider: client credentials and the
 * endpoints, read once by `loadConfig`; only the API reads them. A provider without its client id and secret is off
 * (its paths answer 404). The endpoint overrides exist so a deployment (or a test) can point at another server.
 */
import { ConfigError, type Reader } from '../../configReader';

export interface GitHubConfig {
  clientId: string;
  clientSecret: string;
  /** GITHUB_OAUTH_BASE: where `/login/oauth/authorize` and `/login/oauth/access_token` live. */
  oauthBase: string;
  /** GITHUB_API_BASE: where `/user/emails` lives. */
  apiBase: string;
}

/** An OpenID Connect provider: its endpoints and signing keys come from the issuer's discovery document. */
export interface OidcConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export interface SocialConfig {
  github: GitHubConfig | null;
  /** By provider name (the path segment): `google` from GOOGLE_*, others from OIDC_<NAME>_*. */
  oidc: Record<string, OidcConfig>;
}

const GENERIC_ISSUER = /^OIDC_([A-Z0-9]+)_ISSUER$/;

export function readSocialConfig(r: Reader): SocialConfig {
  const github = readPair(r, 'GITHUB');
  const google = readPair(r, 'GOOGLE');
  const oidc: Record<string, OidcConfig> = {};
  if (google) oidc.google = { ...google, issuer: trimSlash(r.url('GOOGLE_ISSUER', 'https://accounts.google.com')) };
  for (const name of r.namesMatching(GENERIC_ISSUER)) {
    const upper = GENERIC_ISSUER.exec(name)![1];
    const key = upper.toLowerCase();
    if (key === 'github' || oidc[key]) throw new ConfigError(`${name}: the provider "${key}" is configured already`);
    const pair = readPair(r, `OIDC_${upper}`);
    if (!pair) throw new ConfigError(`OIDC_${upper}_CLIENT_ID: must be set with ${name}`);
    oidc[key] = { ...pair, issuer: trimSlash(r.url(name, '')) };
  }
  return {
    github: github && {
      ...github,
      oauthBase: trimSlash(r.url('GITHUB_OAUTH_BASE', 'https://github.com')),
      apiBase: trimSlash(r.url('GITHUB_API_BASE', 'https://api.github.com')),
    },
    oidc,
  };
}

/** The names of the configured providers, in the order the sign-in page shows them. */
export function socialProviderNames(config: SocialConfig): string[] {
  return [...(config.github ? ['github'] : []), ...Object.keys(config.oidc).sort()];
}

function readPair(r: Reader, prefix: string): { clientId: string; clientSecret: string } | null {
  const clientId = r.str(`${prefix}_CLIENT_ID`, '');
  const clientSecret = r.str(`${prefix}_CLIENT_SECRET`, '');
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret)
    throw new ConfigError(`${prefix}_${clientId ? 'CLIENT_SECRET' : 'CLIENT_ID'}: must be set with the other`);
  return { clientId, clientSecret };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
