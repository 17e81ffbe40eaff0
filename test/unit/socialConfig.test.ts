import { ConfigError, Reader } from '../../domain/configReader';
import { readSocialConfig } from '../../domain/auth/social/socialConfig';

const read = (env: Record<string, string>) => readSocialConfig(new Reader(env));

describe('sign-in provider settings', () => {
  it('leaves both providers off without credentials', () => {
    expect(read({})).toEqual({ github: null, oidc: {} });
  });

  it("uses GitHub's and Google's own endpoints unless told otherwise", () => {
    const c = read({
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 's',
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 't',
    });
    expect(c.github).toEqual({
      clientId: 'id',
      clientSecret: 's',
      oauthBase: 'https://github.com',
      apiBase: 'https://api.github.com',
    });
    expect(c.oidc.google).toEqual({ clientId: 'g', clientSecret: 't', issuer: 'https://accounts.google.com' });
    const local = read({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 't', GOOGLE_ISSUER: 'http://127.0.0.1:9/' });
    expect(local.oidc.google.issuer).toBe('http://127.0.0.1:9');
  });

  it('refuses an id without its secret (and the reverse) and a bad endpoint', () => {
    expect(() => read({ GITHUB_CLIENT_ID: 'id' })).toThrow(
      new ConfigError('GITHUB_CLIENT_SECRET: must be set with the other'),
    );
    expect(() => read({ GOOGLE_CLIENT_SECRET: 's' })).toThrow(
      new ConfigError('GOOGLE_CLIENT_ID: must be set with the other'),
    );
    expect(() => read({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 't', GOOGLE_ISSUER: 'ftp://x' })).toThrow(
      ConfigError,
    );
  });

  it('reads any OpenID Connect provider from OIDC_<NAME>_ISSUER and its client, refusing a clash or a half', () => {
    const c = read({
      OIDC_ACME_ISSUER: 'https://id.acme.example/',
      OIDC_ACME_CLIENT_ID: 'a',
      OIDC_ACME_CLIENT_SECRET: 'b',
    });
    expect(c.oidc).toEqual({ acme: { clientId: 'a', clientSecret: 'b', issuer: 'https://id.acme.example' } });
    expect(() => read({ OIDC_ACME_ISSUER: 'https://id.acme.example' })).toThrow(
      new ConfigError('OIDC_ACME_CLIENT_ID: must be set with OIDC_ACME_ISSUER'),
    );
    const google = { GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 't' };
    expect(() => read({ ...google, OIDC_GOOGLE_ISSUER: 'https://x.example', OIDC_GOOGLE_CLIENT_ID: 'x' })).toThrow(
      ConfigError,
    );
  });
});
