/**
 * Sign-in with GitHub (OAuth 2.0) and Google (OpenID Connect): client credentials and the endpoints, read once by
 * `loadConfig`; only the API reads them. A provider without its client id and secret is off (its paths answer 501).
 * The endpoint overrides exist so a deployment (or a test) can point at another server.
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

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** GOOGLE_ISSUER: the OpenID Connect issuer; its endpoints are read from its discovery document. */
  issuer: string;
}

export interface SocialConfig {
  github: GitHubConfig | null;
  google: GoogleConfig | null;
}

export function readSocialConfig(r: Reader): SocialConfig {
  const github = readPair(r, 'GITHUB');
  const google = readPair(r, 'GOOGLE');
  return {
    github: github && {
      ...github,
      oauthBase: trimSlash(r.url('GITHUB_OAUTH_BASE', 'https://github.com')),
      apiBase: trimSlash(r.url('GITHUB_API_BASE', 'https://api.github.com')),
    },
    google: google && { ...google, issuer: trimSlash(r.url('GOOGLE_ISSUER', 'https://accounts.google.com')) },
  };
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
