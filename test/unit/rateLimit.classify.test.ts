/** Which buckets each kind of request spends from (spec 8.1-8.3), by route name and by credential. */
import type { AuthContext } from '../../domain/auth/authContext';
import { bucketsFor } from '../../api/rateLimit/classify';
import { ruleForRoute } from '../../api/routes';
import { ruleForUnmatched, type RouteRule } from '../../api/rateLimit/policies';

const key: AuthContext = { kind: 'key', orgId: 'o1', keyId: 'k1', name: 'k1', role: 'admin' };
const session: AuthContext = {
  kind: 'session',
  orgId: 'o1',
  userId: 'u1',
  sessionId: 's1',
  email: 'u1@example.com',
  role: 'admin',
};
const badKey: AuthContext = { kind: 'anonymous', invalid: true };
const prober: AuthContext = { kind: 'prober' };

function buckets(rule: RouteRule, method: string, auth?: AuthContext, params: Record<string, string> = {}): string[] {
  return bucketsFor(rule, { method, ip: '::ffff:198.51.100.4', auth, params }).map(
    (r) => `${r.budget.id}|${r.scope}:${r.id}`,
  );
}
const route = (name: string) => ruleForRoute(name);

describe('global budgets (8.1)', () => {
  it('a valid key spends from its read bucket on GET and HEAD, its write bucket otherwise, never the IP', () => {
    expect(buckets(route('monitors.list'), 'GET', key)).toEqual(['key.read|key:k1']);
    expect(buckets(route('monitors.get'), 'HEAD', key)).toEqual(['key.read|key:k1']);
    for (const m of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(buckets(route('monitors.create'), m, key)).toEqual(['key.write|key:k1']);
  });

  it('a session, a prober, no credential and an unknown or revoked key spend from the client IP', () => {
    for (const auth of [session, prober, badKey, undefined]) {
      expect(buckets(route('channels.list'), 'GET', auth)).toEqual(['ip|ip:198.51.100.4']);
    }
    expect(buckets(route('probers.jobs'), 'GET', prober)).toEqual(['ip|ip:198.51.100.4']);
    expect(buckets(route('probers.results'), 'POST', prober)).toEqual(['ip|ip:198.51.100.4']);
  });

  it('unmatched paths and wrong methods spend from the IP even with a valid key', () => {
    expect(buckets(ruleForUnmatched('/nope'), 'GET', key)).toEqual(['ip|ip:198.51.100.4']);
    expect(buckets(ruleForUnmatched('/api/v1/monitors'), 'PUT', key)).toEqual(['ip|ip:198.51.100.4']);
  });

  it('POST /mcp with a valid key spends no key budget (its tool calls spend theirs); without one, the IP', () => {
    expect(buckets(route('mcp'), 'POST', key)).toEqual(['mcp|key:k1']);
    for (const auth of [session, prober, badKey, undefined]) {
      expect(buckets(route('mcp'), 'POST', auth)).toEqual(['ip|ip:198.51.100.4', 'mcp|ip:198.51.100.4']);
    }
  });

  it('unnamed and unlisted routes are counted like any other', () => {
    expect(buckets(ruleForRoute(undefined), 'GET')).toEqual(['ip|ip:198.51.100.4']);
    expect(buckets(route('openapi'), 'GET', key)).toEqual(['key.read|key:k1']);
  });
});

describe('abuse-only budgets (8.2): on top of the global bucket', () => {
  it('monitors.test: per key, or per user for a session', () => {
    expect(buckets(route('monitors.test'), 'POST', key)).toEqual(['key.write|key:k1', 'monitors.test|key:k1']);
    expect(buckets(route('monitors.test'), 'POST', session)).toEqual(['ip|ip:198.51.100.4', 'monitors.test|user:u1']);
  });

  it('channels.test: per user (a key, which has no user, per key)', () => {
    expect(buckets(route('channels.test'), 'POST', session)).toEqual(['ip|ip:198.51.100.4', 'channels.test|user:u1']);
    expect(buckets(route('channels.test'), 'POST', key)).toEqual(['key.write|key:k1', 'channels.test|key:k1']);
  });

  it('status unlock and subscribe, marketing contact: per IP', () => {
    expect(buckets(route('status.unlock'), 'POST')).toEqual(['ip|ip:198.51.100.4', 'status.unlock|ip:198.51.100.4']);
    expect(buckets(route('status.subscribe'), 'POST')).toEqual([
      'ip|ip:198.51.100.4',
      'status.subscribe|ip:198.51.100.4',
    ]);
    expect(buckets(route('marketing.contact'), 'POST')).toEqual([
      'ip|ip:198.51.100.4',
      'marketing.contact|ip:198.51.100.4',
    ]);
  });

  it('/api/auth/*: 100 per IP for all, plus 3 for magic-link and sign-up, 10 for social, matched or not', () => {
    const ip = 'ip:198.51.100.4';
    expect(buckets(route('auth.signIn'), 'POST')).toEqual([`ip|${ip}`, `auth|${ip}`]);
    expect(buckets(route('auth.signOut'), 'POST', session)).toEqual([`ip|${ip}`, `auth|${ip}`]);
    expect(buckets(route('auth.magicLinkVerify'), 'GET')).toEqual([`ip|${ip}`, `auth|${ip}`]);
    expect(buckets(route('auth.magicLink'), 'POST')).toEqual([`ip|${ip}`, `auth|${ip}`, `auth.magicLink|${ip}`]);
    expect(buckets(route('auth.signUp'), 'POST')).toEqual([`ip|${ip}`, `auth|${ip}`, `auth.signUp|${ip}`]);
    expect(buckets(route('auth.social'), 'GET')).toEqual([`ip|${ip}`, `auth|${ip}`, `auth.social|${ip}`]);
    expect(buckets(ruleForUnmatched('/api/auth/whatever'), 'POST')).toEqual([`ip|${ip}`, `auth|${ip}`]);
    expect(buckets(ruleForUnmatched('/api/auth/social/github'), 'GET')).toEqual([
      `ip|${ip}`,
      `auth|${ip}`,
      `auth.social|${ip}`,
    ]);
  });
});

describe('exempt from the IP budget (8.3) and never limited', () => {
  it('heartbeat ingest spends only from its token bucket, whatever the credential', () => {
    for (const auth of [undefined, key, session]) {
      expect(buckets(route('heartbeats.ingest'), 'POST', auth, { token: 'tok1' })).toEqual(['heartbeat|hb:tok1']);
    }
  });

  it('status-page reads, payment webhooks, chat acknowledge and TLS ask spend nothing', () => {
    for (const name of [
      'status.page',
      'status.rss',
      'status.badge',
      'status.byHost',
      'status.verify',
      'payments.webhook',
      'chat.acknowledge',
      'tls.ask',
    ]) {
      expect(buckets(route(name), 'GET')).toEqual([]);
      expect(route(name).global).toBe('exempt');
    }
  });

  it('health and root are never limited', () => {
    expect(route('health').global).toBe('never');
    expect(route('root').global).toBe('never');
    expect(buckets(route('health'), 'GET', key)).toEqual([]);
  });
});

describe('what the limiter reads of a request', () => {
  it('never works out the client IP for a request whose buckets are not per address', () => {
    const facts = (auth: AuthContext) => ({
      method: 'GET',
      auth,
      params: {},
      get ip(): string {
        throw new Error('client IP read');
      },
    });
    expect(bucketsFor(route('monitors.list'), facts(key)).map((r) => r.scope)).toEqual(['key']);
    expect(() => bucketsFor(route('channels.list'), facts(session))).toThrow('client IP read');
  });
});
