/** The public routes the rate limits name: status-page reads, TLS ask, and the forms that answer honestly. */
import { fileIncidents } from '../../domain/incidents/marks/mongoStores';
import { Incident } from '../../domain/models/incident';
import { bootstrapKey, type OrgKey } from '../support/client';
import { startStack, type Stack } from '../support/stack';

describe('public status pages and forms', () => {
  let stack: Stack;
  let org: OrgKey;
  let upId: string;
  let downId: string;

  beforeAll(async () => {
    stack = await startStack();
    org = await bootstrapKey({ orgName: 'Acme <& Co>' });
    const create = async (name: string) => {
      const res = await stack.http('POST', '/api/v1/monitors', {
        headers: org.headers,
        body: { name, type: 'http', url: 'https://example.com/' },
      });
      if (res.status !== 201) throw new Error(`monitor create: ${res.status} ${res.text}`);
      return res.body.id as string;
    };
    upId = await create('Website');
    downId = await create('API & <Checkout>');
    const openedAt = new Date('2026-11-21T10:00:00.000Z');
    const incident = await Incident.create({
      org_id: org.org.id,
      monitor_id: downId,
      status: 'open',
      opened_at: openedAt,
      active_key: downId,
    });
    await fileIncidents([incident.toObject()]);
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('GET /status/:slug shows the org and each monitor state from open incidents, nothing private', async () => {
    const res = await stack.http('GET', `/status/${org.org.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=30');
    expect(res.body).toEqual({
      org: { name: 'Acme <& Co>', slug: org.org.slug },
      title: 'Acme <& Co> status',
      status: 'degraded',
      monitors: [
        { id: upId, name: 'Website', type: 'http', state: 'up', uptime_pct: null, uptime_since: expect.any(String) },
        {
          id: downId,
          name: 'API & <Checkout>',
          type: 'http',
          state: 'down',
          uptime_pct: 0,
          uptime_since: expect.any(String),
        },
      ],
      groups: [{ name: 'Services', monitor_ids: [upId, downId] }],
      maintenance: { active: [], upcoming: [] },
      generated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(res.text).not.toContain('example.com');
  });

  it('RSS lists the incident with escaped names; the badge counts monitors down', async () => {
    const rss = await stack.http('GET', `/status/${org.org.slug}/rss`);
    expect(rss.status).toBe(200);
    expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(rss.text).toContain('<title>Acme &lt;&amp; Co&gt; status</title>');
    expect(rss.text).toContain('<title>Down: API &amp; &lt;Checkout&gt;</title>');
    expect(rss.text).toContain('<pubDate>Sat, 21 Nov 2026 10:00:00 GMT</pubDate>');
    const badge = await stack.http('GET', `/status/${org.org.slug}/badge.svg`);
    expect(badge.headers.get('content-type')).toBe('image/svg+xml');
    expect(badge.text).toContain('>1 down</text>');
  });

  it('by host and verify resolve <slug>.STATUS_DOMAIN; TLS ask allows only existing status hosts', async () => {
    const host = `${org.org.slug}.${stack.config.statusDomain}`;
    const byHost = await stack.http('GET', `/status-host?host=${host.toUpperCase()}:443`);
    expect(byHost.status).toBe(200);
    expect(byHost.body.org.slug).toBe(org.org.slug);
    expect((await stack.http('GET', '/status-host?host=elsewhere.example')).status).toBe(404);
    expect((await stack.http('GET', '/status-host')).body).toMatchObject({ code: 'invalid_request', statusCode: 400 });
    expect((await stack.http('GET', `/status/${org.org.slug}/verify`)).body).toEqual({
      slug: org.org.slug,
      host,
      verified: true,
    });

    expect(await stack.http('GET', `/api/tls/ask?domain=${host}`)).toMatchObject({
      status: 200,
      body: { domain: host },
    });
    expect((await stack.http('GET', `/api/tls/ask?domain=nobody-here.${stack.config.statusDomain}`)).status).toBe(404);
    expect((await stack.http('GET', `/api/tls/ask?domain=${org.org.slug}.evil.example`)).status).toBe(404);
    expect((await stack.http('GET', '/api/tls/ask')).status).toBe(400);
  });

  it('unknown and malformed slugs are 404 in the envelope', async () => {
    for (const path of [
      '/status/no-such-org',
      '/status/no-such-org/rss',
      '/status/NOT_A_SLUG/badge.svg',
      '/status/no-such-org/verify',
    ]) {
      const res = await stack.http('GET', path);
      expect([path, res.status, res.body.code]).toEqual([path, 404, 'not_found']);
    }
  });

  it('unlock, subscribe and contact validate input and 404 unknown slugs; an open page has no password (409)', async () => {
    const slug = org.org.slug;
    expect((await stack.http('POST', `/status/${slug}/unlock`, { body: {} })).body).toMatchObject({
      code: 'invalid_request',
      errors: [{ path: 'password', message: 'is required' }],
    });
    expect((await stack.http('POST', '/status/no-such-org/unlock', { body: { password: 'x' } })).status).toBe(404);
    expect((await stack.http('POST', `/status/${slug}/unlock`, { body: { password: 'x' } })).body).toMatchObject({
      code: 'conflict',
      statusCode: 409,
    });
    expect((await stack.http('POST', `/status/${slug}/subscribe`, { body: { email: 'nope' } })).status).toBe(400);
    expect((await stack.http('POST', `/status/${slug}/subscribe`, { body: { email: 'a@example.com' } })).status).toBe(
      202,
    );
    expect(
      (await stack.http('POST', '/api/marketing/contact', { body: { email: 'a@example.com' } })).body,
    ).toMatchObject({ code: 'invalid_request', errors: [{ path: 'message' }] });
    expect(
      (await stack.http('POST', '/api/marketing/contact', { body: { email: 'a@example.com', message: 'hi' } })).status,
    ).toBe(202);
    expect((await stack.http('POST', '/api/payments/webhook', { body: { type: 'invoice.paid' } })).body).toMatchObject({
      code: 'not_implemented',
      statusCode: 501,
    });
  });
});
