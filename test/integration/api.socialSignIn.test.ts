/**
 * Sign-in with Google through a real OpenID Connect provider (oidc-provider on loopback, its development login and
 * consent pages driven over HTTP), with GitHub through a loopback stand-in of its OAuth endpoints, and with a generic
 * OpenID Connect provider (OIDC_ACME_*) whose ID tokens the test spoils: sign-up, sign-in to an existing account,
 * unverified addresses, a bad state, a replayed code, a refusal, ID-token checks, invitations and unknown providers.
 */
import type { MemoryMailer } from '../../domain/auth/mailer';
import { Membership, User } from '../../domain/models';
import { orgWithKey, signUp, uniqueSlug } from '../support/client';
import { startOidcStandIn, type OidcStandIn, type Spoil } from '../support/oidcStandIn';
import {
  capturingLogger,
  startGitHubStandIn,
  startOidcProvider,
  type RunningProvider,
} from '../support/socialProviders';
import { startStack, type Stack } from '../support/stack';

// The API's public address as the providers know it: the test carries each redirect back to the stack itself.
const BASE = 'http://127.0.0.1:3999';
const SECRETS = { google: 'google-client-secret-1', github: 'github-client-secret-1', acme: 'acme-client-secret-1' };

describe('sign-in with Google (OpenID Connect) and GitHub', () => {
  let stack: Stack;
  let google: RunningProvider;
  let github: RunningProvider;
  let acme: OidcStandIn;
  const { log, logged } = capturingLogger();
  const ghUser = `octo-${uniqueSlug()}@gh.example`;
  let ip = 0;
  const from = () => ({ 'x-forwarded-for': `10.38.${Math.floor(++ip / 250)}.${ip % 250}` });

  beforeAll(async () => {
    google = await startOidcProvider('app-google', SECRETS.google, `${BASE}/api/auth/social/google/callback`);
    github = await startGitHubStandIn('app-github', SECRETS.github, {
      octo: [
        { email: 'old@gh.example', primary: false, verified: false },
        { email: ghUser.toUpperCase(), primary: true, verified: true },
      ],
      unverified: [{ email: `u-${uniqueSlug()}@gh.example`, primary: true, verified: false }],
    });
    acme = await startOidcStandIn('app-acme', SECRETS.acme);
    stack = await startStack({
      log,
      env: {
        TRUST_PROXY: 'true',
        BASE_URL: BASE,
        GOOGLE_CLIENT_ID: 'app-google',
        GOOGLE_CLIENT_SECRET: SECRETS.google,
        GOOGLE_ISSUER: google.url,
        GITHUB_CLIENT_ID: 'app-github',
        GITHUB_CLIENT_SECRET: SECRETS.github,
        GITHUB_OAUTH_BASE: github.url,
        GITHUB_API_BASE: github.url,
        OIDC_ACME_ISSUER: acme.url,
        OIDC_ACME_CLIENT_ID: 'app-acme',
        OIDC_ACME_CLIENT_SECRET: SECRETS.acme,
      },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await google?.stop();
    await github?.stop();
    await acme?.stop();
  });

  /** GET the start path: 303 to the provider, with the cookie that remembers the attempt. */
  async function start(provider: string): Promise<{ location: string; flow: string }> {
    const res = await get(`/api/auth/social/${provider}`, {});
    expect(res.status).toBe(303);
    const flow = res.headers.getSetCookie().find((c) => c.startsWith('social_flow='))!;
    expect(flow).toMatch(/HttpOnly/);
    return { location: res.headers.get('location')!, flow: flow.split(';')[0] };
  }

  function callback(redirect: string, flow: string) {
    const u = new URL(redirect);
    return get(u.pathname + u.search, { cookie: flow });
  }

  /** A GET to the API as a browser makes it, redirects not followed. */
  async function get(path: string, headers: Record<string, string>) {
    const res = await fetch(stack.url + path, { headers: { ...from(), ...headers }, redirect: 'manual' });
    return { status: res.status, headers: res.headers, text: await res.text() };
  }

  /** A browser at oidc-provider: follows its redirects, logs in as `login`, consents; the redirect back to us. */
  async function atGoogle(authorizeUrl: string, login: string): Promise<string> {
    const jar = new Map<string, string>();
    let url = authorizeUrl;
    let body: string | undefined;
    for (let step = 0; step < 16; step++) {
      const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
      if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
      const res = await fetch(url, { method: body ? 'POST' : 'GET', body, headers, redirect: 'manual' });
      for (const c of res.headers.getSetCookie()) {
        const [kv] = c.split(';');
        jar.set(kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1));
      }
      const location = res.headers.get('location');
      if (location?.startsWith(BASE)) return location;
      if (location) {
        [url, body] = [new URL(location, url).href, undefined];
        continue;
      }
      const page = await res.text();
      const form: Record<string, string> = page.includes('name="login"')
        ? { prompt: 'login', login, password: 'any' }
        : { prompt: 'consent' };
      body = new URLSearchParams(form).toString();
    }
    throw new Error('oidc-provider did not send the browser back');
  }

  async function signedInOrg(res: { status: number; headers: Headers }) {
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app');
    const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    expect(sid).toMatch(/HttpOnly/);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('social_flow='))).toMatch(/Max-Age=0/);
    const org = await stack.http('GET', '/api/v1/org', { headers: { cookie: sid.split(';')[0] } });
    expect(org.status).toBe(200);
    return org.body;
  }

  it('signs a new Google user up (user without password, org of their own) through PKCE and state', async () => {
    const email = `new-${uniqueSlug()}@google.example`;
    const { location, flow } = await start('google');
    const authorize = new URL(location);
    expect(authorize.origin).toBe(google.url);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    const org = await signedInOrg(await callback(await atGoogle(location, email), flow));
    const user = await User.findOne({ email }).lean();
    expect(user!.password_hash).toBeNull();
    expect(org.id).toBe(user!.org_id);
  });

  it('signs an existing user into their own org when Google has verified the same address', async () => {
    const existing = await signUp(stack);
    const { location, flow } = await start('google');
    const org = await signedInOrg(await callback(await atGoogle(location, existing.user.email), flow));
    expect(org.id).toBe(existing.org.id);
  });

  it('refuses an unverified Google address: back to the sign-in page, nobody created', async () => {
    const email = `unverified-${uniqueSlug()}@google.example`;
    const { location, flow } = await start('google');
    const res = await callback(await atGoogle(location, email), flow);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app/sign-in?social_error=unverified');
    expect(await User.exists({ email })).toBeNull();
  });

  it('ends a bad state, a replayed code and a refusal on the sign-in page, never a 5xx', async () => {
    const { location, flow } = await start('google');
    const back = await atGoogle(location, `replay-${uniqueSlug()}@google.example`);
    const other = await start('google');
    const wrongState = await callback(back, other.flow);
    expect(wrongState.headers.get('location')).toBe('/app/sign-in?social_error=state');
    expect((await callback(back, '')).headers.get('location')).toBe('/app/sign-in?social_error=state');
    await signedInOrg(await callback(back, flow));
    const replay = await callback(back, flow);
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toBe('/app/sign-in?social_error=exchange');
    const state = new URL(other.location).searchParams.get('state')!;
    const denied = await callback(
      `${BASE}/api/auth/social/google/callback?error=access_denied&state=${state}`,
      other.flow,
    );
    expect(denied.headers.get('location')).toBe('/app/sign-in?social_error=denied');
    const page = await stack.http('GET', '/app/sign-in?social_error=state');
    expect(page.text).toContain('That sign-in attempt expired or was already used.');
    // A reason named like a member of every object is no reason: no message, no error.
    const inherited = await stack.http('GET', '/app/sign-in?social_error=constructor');
    expect(inherited.status).toBe(200);
    expect(inherited.text).not.toContain('class="problem"');
  });

  it('signs in with GitHub by its primary verified address, and refuses an account with none verified', async () => {
    const first = await start('github');
    expect(new URL(first.location).origin).toBe(github.url);
    const atGitHub = async (loc: string, login: string) => {
      const res = await fetch(`${loc}&login=${login}`, { redirect: 'manual' });
      return res.headers.get('location')!;
    };
    const org = await signedInOrg(await callback(await atGitHub(first.location, 'octo'), first.flow));
    expect((await User.findOne({ email: ghUser }).lean())!.org_id).toBe(org.id);
    const second = await start('github');
    const refused = await callback(await atGitHub(second.location, 'unverified'), second.flow);
    expect(refused.headers.get('location')).toBe('/app/sign-in?social_error=unverified');
  });

  /** Through the generic provider: its authorization answers at once for `email`; the API's answer to the callback. */
  async function viaAcme(email: string, startPath = 'acme') {
    const { location, flow } = await start(startPath);
    expect(new URL(location).searchParams.get('nonce')).toBeTruthy();
    const back = await fetch(`${location}&login_hint=${encodeURIComponent(email)}`, { redirect: 'manual' });
    return callback(back.headers.get('location')!, flow);
  }

  it('answers 404 not_found for a provider that is not configured, start and callback alike', async () => {
    for (const path of ['/api/auth/social/gitlab', '/api/auth/social/gitlab/callback?code=x&state=y']) {
      const res = await get(path, {});
      expect(res.status).toBe(404);
      expect(JSON.parse(res.text)).toEqual({ code: 'not_found', message: expect.any(String), statusCode: 404 });
    }
  });

  it.each<Spoil>(['foreignKey', 'audience', 'issuer', 'nonce', 'expired', 'otherSubject'])(
    'refuses an ID token that fails one check (%s): back to the sign-in page, nobody created',
    async (spoil) => {
      const email = `spoiled-${spoil.toLowerCase()}-${uniqueSlug()}@acme.example`;
      acme.spoil = spoil;
      try {
        const res = await viaAcme(email);
        expect(res.headers.get('location')).toBe('/app/sign-in?social_error=token');
      } finally {
        acme.spoil = 'none';
      }
      expect(await User.exists({ email })).toBeNull();
    },
  );

  it('signs a user up through a generic OpenID Connect provider when its ID token holds', async () => {
    const email = `acme-${uniqueSlug()}@acme.example`;
    const org = await signedInOrg(await viaAcme(email));
    expect((await User.findOne({ email }).lean())!.org_id).toBe(org.id);
  });

  it('accepts the invitation a new user started social sign-in from, for the invited address only', async () => {
    const inviter = await orgWithKey(stack, { orgName: 'Inviting by provider' });
    const invite = async (email: string) => {
      const res = await stack.http('POST', '/api/v1/invitations', {
        headers: inviter.headers,
        body: { email, role: 'responder' },
      });
      expect(res.status).toBe(201);
      const link = new URL((stack.services.mailer as MemoryMailer).sent.at(-1)!.link!);
      return link.searchParams.get('token')!;
    };
    const invited = `invited-${uniqueSlug()}@acme.example`;
    const token = await invite(invited);
    const page = await stack.http('GET', `/app/invitations/accept?token=${token}`);
    expect(page.text).toContain(`href="/api/auth/social/acme?invitation=${token}"`);
    const stranger = `stranger-${uniqueSlug()}@acme.example`;
    const refused = await viaAcme(stranger, `acme?invitation=${token}`);
    expect(refused.headers.get('location')).toBe('/app/sign-in?social_error=invitation');
    expect(await User.exists({ email: stranger })).toBeNull();
    const org = await signedInOrg(await viaAcme(invited, `acme?invitation=${token}`));
    expect(org.id).toBe(inviter.org.id);
    const user = (await User.findOne({ email: invited }).lean())!;
    expect(user.password_hash).toBeNull();
    expect(await Membership.findOne({ org_id: inviter.org.id, user_id: user._id }).lean()).toMatchObject({
      role: 'responder',
    });
    const again = await viaAcme(invited, `acme?invitation=${token}`);
    expect(again.headers.get('location')).toBe('/app/sign-in?social_error=invitation');
  });

  it('shows the provider buttons on the dashboard sign-in page, and has logged no secret, code or token (last)', async () => {
    const page = await stack.http('GET', '/app/sign-in');
    expect(page.text).toContain('href="/api/auth/social/github"');
    expect(page.text).toContain('href="/api/auth/social/google"');
    expect(page.text).toContain('href="/api/auth/social/acme"');
    const secrets = Object.values(SECRETS).join('|');
    expect(logged.join('\n')).not.toMatch(new RegExp(`${secrets}|code=|gho_|\\bat-[a-z0-9]{8}|eyJ`));
  });
});
