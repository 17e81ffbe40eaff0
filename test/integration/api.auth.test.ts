import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { MemoryMailer } from '../../domain/auth/mailer';
import { uuidv7 } from '../../domain/ids';
import { silentLogger } from '../../domain/logger';
import { ApiKey, Org, Session, User } from '../../domain/models';
import { createServices } from '../../domain/services';
import { apiClient, bootstrapKey, sessionCookieOf, signUp, uniqueSlug, virtualClock } from '../support/client';
import { startStack, type Stack } from '../support/stack';

const run = promisify(execFile);

describe('auth and API keys over HTTP', () => {
  let stack: Stack;
  const clock = virtualClock();
  beforeAll(async () => {
    stack = await startStack({ now: clock.now, env: { TRUST_PROXY: 'true', SESSION_TTL_SEC: '600' } });
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('signs up with a session cookie (HttpOnly, SameSite=Lax, Secure outside development) and stores a scrypt hash', async () => {
    const slug = uniqueSlug('acme');
    const res = await stack.http('POST', '/api/auth/sign-up', {
      headers: { 'x-forwarded-for': '10.1.0.1' },
      body: { email: `Owner@${slug}.example`, password: 'long enough pw', org_name: 'Acme Inc', org_slug: slug },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      user: {
        id: expect.any(String),
        email: `owner@${slug}.example`,
        org_id: res.body.org.id,
        created_at: expect.stringMatching(/\.\d{3}Z$/),
      },
      org: { id: expect.any(String), name: 'Acme Inc', slug, created_at: expect.any(String) },
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    const user = await User.findById(res.body.user.id).lean();
    expect(user!.password_hash).toMatch(/^scrypt\$/);
    const me = await stack.http('GET', '/api/v1/api-keys', { headers: { cookie: cookie.split(';')[0] } });
    expect(me.status).toBe(200);
  });

  it('answers 409 for a duplicate email or slug and leaves no half-made org behind', async () => {
    const first = await signUp(stack);
    const dupEmail = await stack.http('POST', '/api/auth/sign-up', {
      headers: { 'x-forwarded-for': '10.1.0.2' },
      body: { email: first.user.email, password: 'long enough pw', org_name: 'Other', org_slug: uniqueSlug() },
    });
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.body).toMatchObject({ code: 'conflict', statusCode: 409 });
    const slug = uniqueSlug();
    const dupSlug = await stack.http('POST', '/api/auth/sign-up', {
      headers: { 'x-forwarded-for': '10.1.0.3' },
      body: {
        email: `new-${slug}@example.com`,
        password: 'long enough pw',
        org_name: 'Other',
        org_slug: first.org.slug,
      },
    });
    expect(dupSlug.status).toBe(409);
    expect(await Org.countDocuments({ slug: first.org.slug })).toBe(1);
    expect(await User.exists({ email: `new-${slug}@example.com` })).toBeNull();
  });

  it('reclaims the slug of an org left without a user by a crashed sign-up, once it is old enough', async () => {
    const [old, fresh] = [uniqueSlug('orphan'), uniqueSlug('orphan')];
    await Org.collection.insertOne({
      _id: uuidv7() as never,
      name: 'Old',
      slug: old,
      created_at: new Date(Date.now() - 600_000),
      updated_at: new Date(),
    });
    await Org.collection.insertOne({
      _id: uuidv7() as never,
      name: 'Fresh',
      slug: fresh,
      created_at: new Date(),
      updated_at: new Date(),
    });
    const body = (slug: string) => ({
      email: `${slug}@example.com`,
      password: 'long enough pw',
      org_name: 'Mine',
      org_slug: slug,
    });
    const reclaimed = await stack.http('POST', '/api/auth/sign-up', {
      headers: { 'x-forwarded-for': '10.1.0.5' },
      body: body(old),
    });
    expect(reclaimed.status).toBe(201);
    expect(await Org.countDocuments({ slug: old })).toBe(1);
    const taken = await stack.http('POST', '/api/auth/sign-up', {
      headers: { 'x-forwarded-for': '10.1.0.6' },
      body: body(fresh),
    });
    expect(taken.status).toBe(409);
  });

  it('rejects invalid sign-up bodies with invalid_request and field paths', async () => {
    const res = await stack.http('POST', '/api/auth/sign-up', {
      headers: { 'x-forwarded-for': '10.1.0.4' },
      body: { email: 'not-an-email', password: 'short', org_slug: 'Bad Slug!', extra: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    const paths = res.body.errors.map((e: { path: string }) => e.path).sort();
    expect(paths).toEqual(['email', 'extra', 'org_name', 'org_slug', 'password']);
    const notJson = await stack.http('POST', '/api/auth/sign-in', {
      raw: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson.status).toBe(415);
  });

  it('signs in with the right password only, and signs out (the old cookie is then 401)', async () => {
    const s = await signUp(stack, { password: 'the right password' });
    const wrong = await stack.http('POST', '/api/auth/sign-in', {
      body: { email: s.user.email, password: 'the wrong password' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'unauthorized', statusCode: 401 });
    const unknown = await stack.http('POST', '/api/auth/sign-in', {
      body: { email: 'nobody@example.com', password: 'whatever123' },
    });
    expect(unknown.status).toBe(401);
    const ok = await stack.http('POST', '/api/auth/sign-in', {
      body: { email: s.user.email, password: 'the right password' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.org.id).toBe(s.org.id);
    const cookie = sessionCookieOf(ok.headers);
    const out = await stack.http('POST', '/api/auth/sign-out', { headers: { cookie } });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().some((c) => c.startsWith('sid=;') && c.includes('Max-Age=0'))).toBe(true);
    const after = await stack.http('GET', '/api/v1/api-keys', { headers: { cookie } });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('unauthorized');
  });

  it('mails a one-time magic link that signs in once, and answers 202 without mail for unknown addresses', async () => {
    const mailer = stack.services.mailer as MemoryMailer;
    const s = await signUp(stack);
    const before = mailer.sent.length;
    const res = await stack.http('POST', '/api/auth/magic-link', {
      headers: { 'x-forwarded-for': '10.2.0.1' },
      body: { email: s.user.email },
    });
    expect(res.status).toBe(202);
    const nobody = await stack.http('POST', '/api/auth/magic-link', {
      headers: { 'x-forwarded-for': '10.2.0.2' },
      body: { email: 'nobody@example.com' },
    });
    expect(nobody.status).toBe(202);
    expect(mailer.sent.length).toBe(before + 1);
    const link = new URL(mailer.sent[mailer.sent.length - 1].link!);
    expect(link.pathname).toBe('/api/auth/magic-link/verify');
    const path = link.pathname + link.search;
    const verified = await stack.http('GET', path);
    expect(verified.status).toBe(200);
    expect(verified.body.user.id).toBe(s.user.id);
    const cookie = sessionCookieOf(verified.headers);
    expect((await stack.http('GET', '/api/v1/api-keys', { headers: { cookie } })).status).toBe(200);
    const again = await stack.http('GET', path);
    expect(again.status).toBe(401);
    const bogus = await stack.http('GET', '/api/auth/magic-link/verify?token=' + 'x'.repeat(43));
    expect(bogus.status).toBe(401);
  });

  it('signs in exactly once when the same magic link is opened many times at once', async () => {
    const mailer = stack.services.mailer as MemoryMailer;
    const s = await signUp(stack);
    await stack.http('POST', '/api/auth/magic-link', {
      headers: { 'x-forwarded-for': '10.2.0.3' },
      body: { email: s.user.email },
    });
    const link = new URL(mailer.sent[mailer.sent.length - 1].link!);
    const answers = await Promise.all(Array.from({ length: 8 }, () => stack.http('GET', link.pathname + link.search)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
  });

  it('answers 404 for a sign-in provider that is not configured and 405 for a known auth path with the wrong method', async () => {
    const social = await stack.http('GET', '/api/auth/social/github');
    expect(social.status).toBe(404);
    expect(social.body).toEqual({ code: 'not_found', message: expect.any(String), statusCode: 404 });
    const wrong = await stack.http('GET', '/api/auth/sign-up');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
  });

  it('rejects an expired session with 401 and deletes it', async () => {
    const s = await signUp(stack);
    expect((await stack.http('GET', '/api/v1/channels', { headers: s.headers })).status).toBe(200);
    clock.advance(601_000);
    const res = await stack.http('GET', '/api/v1/channels', { headers: s.headers });
    expect(res.status).toBe(401);
    expect(await Session.countDocuments({ user_id: s.user.id })).toBe(0);
  });

  it('creates API keys shown once and stored hashed, lists them without the key, and revokes them at once', async () => {
    const s = await signUp(stack);
    const call = apiClient(stack, clock, s.headers);
    const created = await call('POST', '/api/v1/api-keys', { body: { name: 'ci' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'ci',
      role: 'admin',
      key: expect.stringMatching(/^upk_/),
      prefix: created.body.key.slice(0, 12),
      created_at: expect.any(String),
    });
    const stored = await ApiKey.findById(created.body.id).lean();
    expect(stored!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.body.key);

    const bearer = { authorization: `Bearer ${created.body.key}` };
    const list = await stack.http('GET', '/api/v1/api-keys', { headers: bearer });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        id: created.body.id,
        name: 'ci',
        role: 'admin',
        prefix: created.body.prefix,
        created_at: created.body.created_at,
        last_used_at: expect.any(String),
      },
    ]);
    expect(list.text).not.toContain(created.body.key);

    const del = await call('DELETE', `/api/v1/api-keys/${created.body.id}`);
    expect(del.status).toBe(204);
    const after = await stack.http('GET', '/api/v1/api-keys', { headers: bearer });
    expect(after.status).toBe(401);
    expect((await call('DELETE', `/api/v1/api-keys/${created.body.id}`)).status).toBe(404);
    expect((await call('GET', '/api/v1/api-keys')).body.data).toEqual([]);
  });

  it('a key revoked through another API process stops working here within the 10 s key cache bound', async () => {
    const s = await signUp(stack);
    const call = apiClient(stack, clock, s.headers);
    const created = await call('POST', '/api/v1/api-keys', { body: { name: 'elsewhere' } });
    // A second API process: its own services (key cache), the same database.
    const other = createServices({ config: stack.config, log: silentLogger, temporal: stack.temporal, now: clock.now });
    try {
      expect(await other.keys.resolve(created.body.key)).toMatchObject({ orgId: s.org.id });
      expect((await call('DELETE', `/api/v1/api-keys/${created.body.id}`)).status).toBe(204);
      expect(
        (await stack.http('GET', '/api/v1/monitors', { headers: { authorization: `Bearer ${created.body.key}` } }))
          .status,
      ).toBe(401);
      clock.advance(10_001);
      expect(await other.keys.resolve(created.body.key)).toBeNull();
    } finally {
      await other.stop();
    }
  });

  it('answers 401 without a credential and for unknown keys or malformed headers', async () => {
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Bearer upk_unknown' },
      { authorization: 'Basic abc' },
      { cookie: 'sid=nonsense' },
    ];
    for (const headers of cases) {
      const res = await stack.http('GET', '/api/v1/monitors', { headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'unauthorized', message: expect.any(String), statusCode: 401 });
    }
  });

  it('bootstraps from the CLI: one JSON object on stdout, a working key; a taken slug fails with nothing on stdout', async () => {
    const slug = uniqueSlug('cli');
    const env = { ...process.env, MONGODB_URI: stack.config.mongodbUri, NODE_ENV: 'test' };
    // The contract's exact command: nothing but the JSON object may reach stdout (npm's banner included).
    const args = [
      'run',
      'cli',
      '--',
      'bootstrap',
      '--org-name',
      'CLI Org',
      '--org-slug',
      slug,
      '--email',
      `ops@${slug}.example`,
    ];
    const { stdout } = await run('npm', args, { env, cwd: process.cwd() });
    const out = JSON.parse(stdout);
    expect(Object.keys(out)).toEqual(['org', 'api_key']);
    expect(out.org).toMatchObject({ name: 'CLI Org', slug });
    const res = await stack.http('GET', '/api/v1/monitors', { headers: { authorization: `Bearer ${out.api_key}` } });
    expect(res.status).toBe(200);
    const taken = [...args.slice(0, -1), `other@${slug}.example`];
    const failed = await run('npm', taken, { env, cwd: process.cwd() }).catch((e) => e);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toBe('');
    expect(failed.stderr).toMatch(/slug is already taken/);
  });

  it('bootstrapKey (test helper) gives a working key', async () => {
    const k = await bootstrapKey();
    expect((await stack.http('GET', '/api/v1/channels', { headers: k.headers })).status).toBe(200);
  });
});
