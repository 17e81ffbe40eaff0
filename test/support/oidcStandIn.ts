/**
 * A small OpenID Connect provider on loopback whose ID tokens the test can spoil one way at a time (signed with a key
 * its JWKS does not publish, for another audience or issuer, with another nonce, expired), to show that sign-in
 * believes an ID token only when every check holds. Authorization answers at once with a code for `login_hint`.
 */
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Spoil = 'none' | 'foreignKey' | 'audience' | 'issuer' | 'nonce' | 'expired' | 'otherSubject';

export interface OidcStandIn {
  url: string;
  spoil: Spoil;
  stop(): Promise<void>;
}

interface Grant {
  email: string;
  nonce: string;
  challenge: string;
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

function idToken(key: KeyObject, kid: string, claims: Record<string, unknown>): string {
  const signed = `${b64({ alg: 'RS256', typ: 'JWT', kid })}.${b64(claims)}`;
  return `${signed}.${sign('sha256', Buffer.from(signed), key).toString('base64url')}`;
}

export async function startOidcStandIn(clientId: string, secret: string): Promise<OidcStandIn> {
  const published = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const grants = new Map<string, Grant>();
  const subjects = new Map<string, string>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => answer(new URL(req.url!, self.url), new URLSearchParams(body), req.headers.authorization, res));
  });
  const json = (res: ServerResponse, status: number, v: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(v));
  function tokenAnswer(form: URLSearchParams, res: ServerResponse) {
    const grant = grants.get(form.get('code') ?? '');
    grants.delete(form.get('code') ?? '');
    const verifier = createHash('sha256')
      .update(form.get('code_verifier') ?? '')
      .digest('base64url');
    if (!grant || verifier !== grant.challenge || form.get('client_secret') !== secret)
      return json(res, 400, { error: 'invalid_grant' });
    const now = Math.floor(Date.now() / 1000);
    const s = self.spoil;
    const claims = {
      iss: s === 'issuer' ? `${self.url}/other` : self.url,
      aud: s === 'audience' ? 'another-client' : clientId,
      sub: s === 'otherSubject' ? 'someone-else' : grant.email,
      nonce: s === 'nonce' ? 'not-the-nonce' : grant.nonce,
      iat: now - (s === 'expired' ? 7200 : 0),
      exp: now + (s === 'expired' ? -3600 : 300),
    };
    const access = `at-${Math.random().toString(36).slice(2)}`;
    subjects.set(access, grant.email);
    const key = s === 'foreignKey' ? foreign.privateKey : published.privateKey;
    json(res, 200, { access_token: access, token_type: 'Bearer', id_token: idToken(key, 'k1', claims) });
  }
  function answer(url: URL, form: URLSearchParams, auth: string | undefined, res: ServerResponse) {
    const q = url.searchParams;
    if (url.pathname === '/.well-known/openid-configuration')
      return json(res, 200, {
        issuer: self.url,
        authorization_endpoint: `${self.url}/authorize`,
        token_endpoint: `${self.url}/token`,
        userinfo_endpoint: `${self.url}/userinfo`,
        jwks_uri: `${self.url}/jwks`,
      });
    if (url.pathname === '/jwks')
      return json(res, 200, { keys: [{ ...published.publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig' }] });
    if (url.pathname === '/authorize') {
      const code = `c-${Math.random().toString(36).slice(2)}`;
      const grant = { email: q.get('login_hint')!, nonce: q.get('nonce') ?? '', challenge: q.get('code_challenge')! };
      grants.set(code, grant);
      const back = new URL(q.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state')!);
      return res.writeHead(302, { location: back.href }).end();
    }
    if (url.pathname === '/token') return tokenAnswer(form, res);
    const email = subjects.get((auth ?? '').replace(/^Bearer /, ''));
    if (url.pathname === '/userinfo' && email) return json(res, 200, { sub: email, email, email_verified: true });
    json(res, 401, { error: 'invalid_token' });
  }
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const self: OidcStandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spoil: 'none',
    stop: () => new Promise((r) => server.close(() => r()).closeAllConnections()),
  };
  return self;
}
