/**
 * Spec 8 over HTTP, on the real stack with a frozen clock (so every number is exact and nothing sleeps).
 * TRUST_PROXY=true lets each test be its own client address through X-Forwarded-For.
 */
import { randomBytes } from 'node:crypto';
import { bootstrapKey, signUp, type OrgKey } from '../support/client';
import { startStack, type HttpResponse, type Stack } from '../support/stack';

const HEADERS = ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'ratelimit-policy'] as const;

describe('rate limits over HTTP (spec 8)', () => {
  const clock = { t: Date.now() };
  let stack: Stack;
  let org: OrgKey;

  beforeAll(async () => {
    stack = await startStack({ env: { TRUST_PROXY: 'true' }, now: () => clock.t });
    org = await bootstrapKey();
  });
  afterAll(async () => {
    await stack.stop();
  });

  const freshIp = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const from = (ip: string, headers: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...headers });
  const limits = (res: HttpResponse) => HEADERS.map((h) => res.headers.get(h));

  /** `n` requests, a few at a time; returns them in order of sending. */
  async function send(
    n: number,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<HttpResponse[]> {
    const out: HttpResponse[] = [];
    for (let i = 0; i < n; i += 20) {
      const batch = Array.from({ length: Math.min(20, n - i) }, () => stack.http(method, path, { headers, body }));
      out.push(...(await Promise.all(batch)));
    }
    return out;
  }

  it('answers the 200th keyless request with its last token and the 201st with the 429 of spec 7.1, byte for byte', async () => {
    const ip = freshIp();
    const first = await stack.http('GET', '/no-such-route', { headers: from(ip) });
    expect(first.status).toBe(404);
    expect(limits(first)).toEqual(['600', '199', '0', '600;w=60']);
    const rest = await send(199, 'GET', '/no-such-route', from(ip));
    expect(rest.map((r) => r.status)).toEqual(Array(199).fill(404));
    expect(rest.map((r) => Number(r.headers.get('ratelimit-remaining'))).sort((a, b) => b - a)).toEqual(
      [...Array(199).keys()].reverse(),
    );

    const refused = await stack.http('GET', '/no-such-route', { headers: from(ip) });
    expect(refused.status).toBe(429);
    const docs = stack.config.docsUrl;
    expect(refused.text).toBe(
      `{"code":"rate_limited","message":"Rate limit exceeded. Retry in 1 second.","statusCode":429,"retry_after_sec":1,"docs_url":"${docs}"}`,
    );
    expect(refused.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(limits(refused)).toEqual(['600', '0', '1', '600;w=60']);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('link')).toBe(`<${docs}>; rel="describedby"`);

    clock.t += 100; // 600/min = one token per 100 ms
    expect((await stack.http('GET', '/no-such-route', { headers: from(ip) })).status).toBe(404);
    expect((await stack.http('GET', '/no-such-route', { headers: from(ip) })).status).toBe(429);
  });

  it("a key's write bucket does not touch its read bucket", async () => {
    const key = await bootstrapKey();
    const writes = await send(10, 'DELETE', '/api/v1/monitors/00000000-0000-7000-8000-000000000000', key.headers);
    expect(writes.map((r) => r.status)).toEqual(Array(10).fill(404));
    expect(writes.every((r) => r.headers.get('ratelimit-limit') === '60')).toBe(true);
    const refused = await stack.http('POST', '/api/v1/monitors', { headers: key.headers, body: {} });
    expect(refused.status).toBe(429);
    expect(limits(refused)).toEqual(['60', '0', '1', '60;w=60']);

    const read = await stack.http('GET', '/api/v1/monitors', { headers: key.headers });
    expect(read.status).toBe(200);
    expect(limits(read)).toEqual(['300', '39', '0', '300;w=60']);
    const head = await stack.http('HEAD', '/api/v1/monitors', { headers: key.headers });
    expect(limits(head)).toEqual(['300', '38', '0', '300;w=60']);
  });

  it("a key's budget and its caller's IP budget never share tokens", async () => {
    const key = await bootstrapKey();
    const ip = freshIp();
    const reads = await send(41, 'GET', '/api/v1/monitors', from(ip, key.headers));
    expect(reads.filter((r) => r.status === 429)).toHaveLength(1);
    const keyless = await stack.http('GET', '/no-such-route', { headers: from(ip) });
    expect(limits(keyless)).toEqual(['600', '199', '0', '600;w=60']);

    await send(199, 'GET', '/no-such-route', from(ip));
    expect((await stack.http('GET', '/no-such-route', { headers: from(ip) })).status).toBe(429);
    const other = await bootstrapKey();
    const keyed = await stack.http('GET', '/api/v1/monitors', { headers: from(ip, other.headers) });
    expect(keyed.status).toBe(200);
    expect(limits(keyed)).toEqual(['300', '39', '0', '300;w=60']);
  });

  it('an unknown key, a session cookie and a prober count against the IP', async () => {
    const ip = freshIp();
    const bad = await stack.http('GET', '/api/v1/monitors', {
      headers: from(ip, { authorization: 'Bearer not-a-real-key' }),
    });
    expect(bad.status).toBe(401);
    expect(limits(bad)).toEqual(['600', '199', '0', '600;w=60']);
    const prober = await stack.http('GET', '/jobs?region=fra1', {
      headers: from(ip, { 'x-prober-token': stack.config.proberToken }),
    });
    expect(limits(prober)).toEqual(['600', '198', '0', '600;w=60']);
    const session = await signUp(stack);
    const dash = await stack.http('GET', '/api/v1/monitors', { headers: from(ip, session.headers) });
    expect(dash.status).toBe(200);
    expect(limits(dash)).toEqual(['600', '197', '0', '600;w=60']);
  });

  it('unknown paths and wrong methods drain the IP bucket, even with a valid key', async () => {
    const key = await bootstrapKey();
    const ip = freshIp();
    const unknown = await stack.http('GET', '/api/v1/nothing-here', { headers: from(ip, key.headers) });
    expect(unknown.status).toBe(404);
    expect(limits(unknown)).toEqual(['600', '199', '0', '600;w=60']);
    const wrong = await stack.http('PUT', '/api/v1/monitors', { headers: from(ip, key.headers) });
    expect(wrong.status).toBe(405);
    expect(limits(wrong)).toEqual(['600', '198', '0', '600;w=60']);
    const wrongHealth = await stack.http('DELETE', '/health', { headers: from(ip) });
    expect(wrongHealth.status).toBe(405);
    expect(limits(wrongHealth)).toEqual(['600', '197', '0', '600;w=60']);
    const read = await stack.http('GET', '/api/v1/monitors', { headers: from(ip, key.headers) });
    expect(limits(read)).toEqual(['300', '39', '0', '300;w=60']);
  });

  it('exempt and never-limited routes stay open while the IP bucket is empty, without RateLimit headers', async () => {
    const ip = freshIp();
    await send(200, 'GET', '/no-such-route', from(ip));
    expect((await stack.http('GET', '/no-such-route', { headers: from(ip) })).status).toBe(429);
    const slug = org.org.slug;
    const host = `${slug}.${stack.config.statusDomain}`;
    const open: [string, string, number][] = [
      ['GET', '/health', 200],
      ['GET', '/', 200],
      ['GET', `/status/${slug}`, 200],
      ['GET', `/status/${slug}/rss`, 200],
      ['GET', `/status/${slug}/badge.svg`, 200],
      ['GET', `/status/${slug}/verify`, 200],
      ['GET', `/status-host?host=${host}`, 200],
      ['GET', `/api/tls/ask?domain=${host}`, 200],
      ['GET', '/api/tls/ask?domain=evil.example', 404],
      ['POST', '/api/payments/webhook', 501],
      ['POST', '/api/integrations/chat/acknowledge', 401],
    ];
    for (const [method, path, status] of open) {
      const res = await stack.http(method, path, { headers: from(ip) });
      expect([method, path, res.status]).toEqual([method, path, status]);
      expect(limits(res)).toEqual([null, null, null, null]);
    }
  });

  it('heartbeat ingest is exempt from the IP budget and has its own 120/min per token', async () => {
    const ip = freshIp();
    await send(200, 'GET', '/no-such-route', from(ip));
    const token = `tok${randomBytes(8).toString('hex')}`;
    const pings = await send(120, 'POST', `/api/v1/heartbeats/${token}`, from(ip));
    expect(pings.every((r) => r.status === 404 && r.headers.get('ratelimit-limit') === '120')).toBe(true);
    const refused = await stack.http('GET', `/api/v1/heartbeats/${token}`, { headers: from(ip) });
    expect(refused.status).toBe(429);
    expect(limits(refused)).toEqual(['120', '0', '1', '120;w=60']);
    const other = await stack.http('GET', `/api/v1/heartbeats/${token}x`, { headers: from(ip) });
    expect(limits(other)).toEqual(['120', '119', '0', '120;w=60']);
  });

  it('a refused request charges no bucket', async () => {
    // IP empty, unlock bucket full: refused by the IP bucket, and the unlock bucket keeps all 5 tokens.
    const ip = freshIp();
    const slug = org.org.slug;
    await send(200, 'GET', '/no-such-route', from(ip));
    const refused = await send(3, 'POST', `/status/${slug}/unlock`, from(ip), { password: 'guess' });
    expect(refused.map((r) => r.status)).toEqual([429, 429, 429]);
    expect(limits(refused[0])).toEqual(['600', '0', '1', '600;w=60']);
    clock.t += 1_000;
    const unlocked = await stack.http('POST', `/status/${slug}/unlock`, {
      headers: from(ip),
      body: { password: 'guess' },
    });
    expect(unlocked.status).toBe(409); // this page has no password: nothing to unlock
    expect(limits(unlocked)).toEqual(['5', '4', '0', '5;w=60']);

    // Unlock empty, IP full: refused by the unlock bucket, and the IP bucket is not charged for the refusals.
    const ip2 = freshIp();
    await send(5, 'POST', `/status/${slug}/unlock`, from(ip2), { password: 'guess' });
    const tooMany = await send(4, 'POST', `/status/${slug}/unlock`, from(ip2), { password: 'guess' });
    expect(tooMany.map((r) => r.status)).toEqual([429, 429, 429, 429]);
    expect(limits(tooMany[0])).toEqual(['5', '0', '12', '5;w=60']);
    expect(tooMany[0].body).toMatchObject({ code: 'rate_limited', retry_after_sec: 12 });
    const next = await stack.http('GET', '/no-such-route', { headers: from(ip2) });
    expect(limits(next)).toEqual(['600', '194', '0', '600;w=60']);
  });

  it('sign-in routes: magic-link 3/min per IP on top of 100/min for /api/auth/*', async () => {
    const ip = freshIp();
    const sent = await send(3, 'POST', '/api/auth/magic-link', from(ip), { email: 'someone@example.com' });
    expect(sent.map((r) => r.status)).toEqual([202, 202, 202]);
    const refused = await stack.http('POST', '/api/auth/magic-link', {
      headers: from(ip),
      body: { email: 'someone@example.com' },
    });
    expect(refused.status).toBe(429);
    expect(limits(refused)).toEqual(['3', '0', '20', '3;w=60']);
    const signIn = await stack.http('POST', '/api/auth/sign-in', {
      headers: from(ip),
      body: { email: 'someone@example.com', password: 'x' },
    });
    expect(signIn.status).toBe(401);
    expect(limits(signIn)).toEqual(['100', '96', '0', '100;w=60']);
  });

  it('monitors.test: 20/min per user for a dashboard session', async () => {
    const session = await signUp(stack);
    const ip = freshIp();
    const tries = await send(21, 'POST', '/api/v1/monitors/test', from(ip, session.headers), { definition: {} });
    const refusedAt = tries.findIndex((r) => r.status === 429);
    expect(tries.filter((r) => r.status === 429)).toHaveLength(1);
    expect(limits(tries[refusedAt])).toEqual(['20', '0', '3', '20;w=60']);
    // Same user from another address: the user's bucket is still empty.
    const elsewhere = await stack.http('POST', '/api/v1/monitors/test', {
      headers: from(freshIp(), session.headers),
      body: { definition: {} },
    });
    expect(elsewhere.status).toBe(429);
  });

  it('takes the client IP from the first X-Forwarded-For hop when TRUST_PROXY=true', async () => {
    const ip = freshIp();
    await send(200, 'GET', '/no-such-route', from(`${ip}, 10.0.0.1`));
    expect((await stack.http('GET', '/no-such-route', { headers: from(ip) })).status).toBe(429);
    expect((await stack.http('GET', '/no-such-route', { headers: from(`${freshIp()}, ${ip}`) })).status).toBe(404);
  });
});

describe('client IP without TRUST_PROXY', () => {
  it('is the socket address: X-Forwarded-For is ignored', async () => {
    const stack = await startStack({ now: () => 1_700_000_000_000 });
    try {
      const a = await stack.http('GET', '/no-such-route', { headers: { 'x-forwarded-for': '203.0.113.1' } });
      const b = await stack.http('GET', '/no-such-route', { headers: { 'x-forwarded-for': '203.0.113.2' } });
      expect(a.headers.get('ratelimit-remaining')).toBe('199');
      expect(b.headers.get('ratelimit-remaining')).toBe('198');
    } finally {
      await stack.stop();
    }
  });
});
