/**
 * Helpers to get a credential against a running test stack: sign up through HTTP (session cookie), create an
 * API key through HTTP, or bootstrap an org straight in the database (as the CLI does).
 */
import { randomBytes } from 'node:crypto';
import { presentOrg } from '../../api/contract/auth';
import { bootstrapOrg } from '../../domain/accounts/bootstrap';
import { createMongoAccountStores } from '../../domain/accounts/mongoStores';
import type { Stack } from './stack';

export interface OrgSession {
  org: { id: string; name: string; slug: string; created_at: string };
  user: { id: string; email: string; org_id: string; created_at: string };
  /** `Cookie` header value carrying the session. */
  cookie: string;
  headers: Record<string, string>;
}

export interface OrgKey {
  org: { id: string; name: string; slug: string; created_at: string };
  key: string;
  /** `Authorization: Bearer <key>`, ready to pass as `headers`. */
  headers: Record<string, string>;
}

export function uniqueSlug(prefix = 'org'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}

/** POST /api/auth/sign-up with fresh email and slug; returns the session cookie. */
export async function signUp(
  stack: Stack,
  opts: { email?: string; password?: string; orgName?: string; orgSlug?: string } = {},
): Promise<OrgSession> {
  const slug = opts.orgSlug ?? uniqueSlug();
  // A fresh client address per sign-up (honoured when the stack runs with TRUST_PROXY=true): sign-up is 3/min per IP.
  const res = await stack.http('POST', '/api/auth/sign-up', {
    headers: { 'x-forwarded-for': randomIp() },
    body: {
      email: opts.email ?? `${slug}@example.com`,
      password: opts.password ?? 'correct horse battery',
      org_name: opts.orgName ?? `Org ${slug}`,
      org_slug: slug,
    },
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const cookie = sessionCookieOf(res.headers);
  return { org: res.body.org, user: res.body.user, cookie, headers: { cookie } };
}

export function randomIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/** The `name=value` part of the session cookie a response set. */
export function sessionCookieOf(headers: Headers): string {
  const set = headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!set) throw new Error('no session cookie in response');
  return set.split(';')[0];
}

/** Signs up and creates an API key through HTTP: the way a real client starts. */
export async function orgWithKey(
  stack: Stack,
  opts: { orgName?: string } = {},
): Promise<OrgKey & { session: OrgSession }> {
  const session = await signUp(stack, opts);
  const res = await stack.http('POST', '/api/v1/api-keys', { headers: session.headers, body: { name: 'test key' } });
  if (res.status !== 201) throw new Error(`api key creation failed: ${res.status} ${res.text}`);
  return { org: session.org, key: res.body.key, headers: { authorization: `Bearer ${res.body.key}` }, session };
}

/** Bootstraps an org and key in the stack's database directly (no HTTP, no rate-limit budget spent). */
export async function bootstrapKey(opts: { orgName?: string; orgSlug?: string; email?: string } = {}): Promise<OrgKey> {
  const slug = opts.orgSlug ?? uniqueSlug();
  const r = await bootstrapOrg(createMongoAccountStores(), {
    orgName: opts.orgName ?? `Org ${slug}`,
    orgSlug: slug,
    email: opts.email ?? `${slug}@example.com`,
  });
  return { org: presentOrg(r.org), key: r.api_key, headers: { authorization: `Bearer ${r.api_key}` } };
}

/**
 * A clock for `startStack({ now: clock.now })` that tests can move forward: real time plus a skew.
 * Moving it lets a test "wait out" a rate limit or a session lifetime without sleeping.
 */
export function virtualClock() {
  let skew = 0;
  return {
    now: () => Date.now() + skew,
    advance(ms: number) {
      skew += ms;
    },
  };
}

/**
 * A client with fixed credential headers that honours 429s the way the spec tells clients to: wait
 * `Retry-After` seconds (on the virtual clock) and retry, a bounded number of times.
 */
export function apiClient(stack: Stack, clock: ReturnType<typeof virtualClock>, headers: Record<string, string>) {
  return async function call<T = any>(
    method: string,
    path: string,
    opts: { body?: unknown; headers?: Record<string, string>; raw?: string } = {},
  ) {
    for (let attempt = 0; ; attempt++) {
      const res = await stack.http<T>(method, path, { ...opts, headers: { ...headers, ...opts.headers } });
      if (res.status !== 429 || attempt >= 5) return res;
      clock.advance((Number(res.headers.get('retry-after')) || 1) * 1000);
    }
  };
}
