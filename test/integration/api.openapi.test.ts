/**
 * The OpenAPI document is generated from the route table; this checks it against reality: every route of the table
 * but the dashboard's is documented, and real responses of every route (success and error) validate against it.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { routeTable } from '../../api/app';
import { chatSignature } from '../../domain/auth/chatSignature';
import type { MemoryMailer } from '../../domain/auth/mailer';
import { apiClient, orgWithKey, randomIp, virtualClock } from '../support/client';
import { startStack, type HttpResponse, type Stack } from '../support/stack';

/** A URI-fragment JSON pointer to a place in the document. */
function pointer(segments: string[]): string {
  return segments.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
}

const failure = { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'no answer' };

describe('OpenAPI document', () => {
  let stack: Stack;
  let doc: any;
  let ajv: Ajv2020;
  const clock = virtualClock();
  const checked = new Set<string>();

  beforeAll(async () => {
    stack = await startStack({ now: clock.now, env: { TRUST_PROXY: 'true' } });
    const res = await stack.http('GET', '/api/v1/openapi.json');
    expect(res.status).toBe(200);
    doc = res.body;
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(doc, 'openapi.json');
  });
  afterAll(async () => {
    await stack.stop();
  });

  /** Validates a real response against the documented one for (method, path template, status) or `default`. */
  function conforms(method: string, template: string, res: HttpResponse): void {
    const op = doc.paths[template]?.[method.toLowerCase()];
    if (!op) throw new Error(`undocumented operation ${method} ${template}`);
    const status = String(res.status);
    const documented = op.responses[status] ? status : 'default';
    if (documented === 'default' && res.status < 400)
      throw new Error(`${method} ${template}: success status ${status} is not documented`);
    checked.add(`${op['x-route-name']} ${method.toLowerCase()}`);
    const response = op.responses[documented];
    if (!response.content) {
      expect(res.text).toBe('');
      return;
    }
    const [type] = Object.keys(response.content);
    if (type !== 'application/json') return expect(res.headers.get('content-type')).toContain(type.split('/')[1]);
    const validate = ajv.getSchema(
      `openapi.json#/${pointer(['paths', template, method.toLowerCase(), 'responses', documented, 'content', type, 'schema'])}`,
    )!;
    if (!validate(res.body))
      throw new Error(`${method} ${template} ${status}: ${ajv.errorsText(validate.errors)}\n${res.text.slice(0, 500)}`);
  }

  it('is OpenAPI 3.1, served without a credential, and every schema in it compiles', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        for (const [status, r] of Object.entries<any>(op.responses)) {
          for (const media of Object.values<any>(r.content ?? {})) {
            expect(media.schema).toBeDefined();
            const type = Object.keys(r.content).find((t) => r.content[t] === media)!;
            expect(
              typeof ajv.getSchema(
                `openapi.json#/${pointer(['paths', path, method, 'responses', status, 'content', type, 'schema'])}`,
              ),
            ).toBe('function');
          }
        }
      }
    }
  });

  it('rejects bodies that differ from the documented shape (the check can fail)', () => {
    const channel = ajv.getSchema(
      `openapi.json#/${pointer(['paths', '/api/v1/channels/{id}', 'get', 'responses', '200', 'content', 'application/json', 'schema'])}`,
    )!;
    const good = {
      id: '0190a5f0-0000-7000-8000-000000000000',
      name: 'n',
      type: 'webhook',
      url: 'https://x.example',
      template: null,
      enabled: true,
      disabled_reason: null,
      disabled_at: null,
      signature_scheme: 'service',
      event_types: ['incident.opened'],
      secret_hint: 'abcd',
      created_at: '2026-11-21T17:04:05.123Z',
      updated_at: '2026-11-21T17:04:05.123Z',
    };
    expect(channel(good)).toBe(true);
    expect(channel({ ...good, secret: 'leaked-secret-value' })).toBe(false);
    expect(channel({ ...good, signature_scheme: 'svix' })).toBe(false);
    expect(channel({ ...good, enabled: 'yes' })).toBe(false);
    const { secret_hint: _h, ...missing } = good;
    expect(channel(missing)).toBe(false);
  });

  it('documents every route of the table but the dashboard pages', () => {
    const documented = new Set<string>();
    for (const item of Object.values<any>(doc.paths))
      for (const op of Object.values<any>(item)) documented.add(op['x-route-name']);
    const table = routeTable(stack.deps);
    const registered = table.filter((r) => !r.path.startsWith('/app')).map((r) => r.name);
    expect(registered.length).toBeGreaterThan(40);
    expect(registered.filter((name) => !documented.has(name))).toEqual([]);
    expect(table.filter((r) => r.path.startsWith('/app') && documented.has(r.name))).toEqual([]);
  });

  it('matches real responses of every route', async () => {
    const ip = randomIp();
    const owner = await orgWithKey(stack);
    const call = apiClient(stack, clock, owner.headers);
    const check = async (method: string, template: string, path: string, opts: Parameters<typeof call>[2] = {}) => {
      const res = await call(method, path, opts);
      conforms(method, template, res);
      return res;
    };
    const registered = new Set(routeTable(stack.deps).map((r) => r.name));

    await check('GET', '/health', '/health');
    await check('GET', '/', '/');
    await check('GET', '/api/v1/openapi.json', '/api/v1/openapi.json');
    await check('GET', '/docs/rate-limits', '/docs/rate-limits');

    // Auth
    const email = `${owner.org.slug}@example.com`;
    await check('POST', '/api/auth/sign-up', '/api/auth/sign-up', {
      body: { email: 'x' },
      headers: { 'x-forwarded-for': ip },
    });
    await check('POST', '/api/auth/sign-up', '/api/auth/sign-up', {
      body: { email, password: 'correct horse battery', org_name: 'Dup', org_slug: owner.org.slug },
      headers: { 'x-forwarded-for': ip },
    });
    const signIn = await check('POST', '/api/auth/sign-in', '/api/auth/sign-in', {
      body: { email, password: 'correct horse battery' },
    });
    expect(signIn.status).toBe(200);
    await check('POST', '/api/auth/sign-in', '/api/auth/sign-in', { body: { email, password: 'wrong password' } });
    await check('POST', '/api/auth/magic-link', '/api/auth/magic-link', {
      body: { email },
      headers: { 'x-forwarded-for': ip },
    });
    const link = new URL((stack.services.mailer as MemoryMailer).sent.at(-1)!.link!);
    const verified = await check('GET', '/api/auth/magic-link/verify', link.pathname + link.search);
    expect(verified.status).toBe(200);
    await check('GET', '/api/auth/magic-link/verify', '/api/auth/magic-link/verify?token=' + 'a'.repeat(43));
    await check('POST', '/api/auth/sign-out', '/api/auth/sign-out', { headers: { cookie: owner.session.cookie } });
    await check('GET', '/api/auth/social/{provider}', '/api/auth/social/github');
    await check('POST', '/api/auth/social/{provider}', '/api/auth/social/github');

    // API keys
    const key = await check('POST', '/api/v1/api-keys', '/api/v1/api-keys', { body: { name: 'spare' } });
    await check('GET', '/api/v1/api-keys', '/api/v1/api-keys');
    await check('DELETE', '/api/v1/api-keys/{id}', `/api/v1/api-keys/${key.body.id}`);
    await check('DELETE', '/api/v1/api-keys/{id}', `/api/v1/api-keys/${key.body.id}`);
    await check('GET', '/api/v1/api-keys', '/api/v1/api-keys', { headers: { authorization: 'Bearer nope' } });
    const members = await check('GET', '/api/v1/members', '/api/v1/members');
    const ownerMember = `/api/v1/members/${members.body.data[0].id}`;
    await check('PATCH', '/api/v1/members/{id}', ownerMember, { body: { role: 'owner' } });
    await check('PATCH', '/api/v1/members/{id}', ownerMember, { body: { role: 'viewer' } });
    await check('DELETE', '/api/v1/members/{id}', ownerMember);
    const invited = await check('POST', '/api/v1/invitations', '/api/v1/invitations', {
      body: { email: `invited-${owner.org.slug}@example.com`, role: 'viewer' },
    });
    await check('GET', '/api/v1/invitations', '/api/v1/invitations');
    await check('GET', '/api/v1/invitations/{id}', `/api/v1/invitations/${invited.body.id}`);
    const inviteToken = new URL((stack.services.mailer as MemoryMailer).sent.at(-1)!.link!).searchParams.get('token');
    const joined = await check('POST', '/api/auth/invitations/accept', '/api/auth/invitations/accept', {
      body: { token: inviteToken, password: 'a new password' },
      headers: { authorization: '' },
    });
    expect(joined.status).toBe(200);
    await check('POST', '/api/auth/invitations/accept', '/api/auth/invitations/accept', {
      body: { token: inviteToken, password: 'a new password' },
      headers: { authorization: '' },
    });
    await check('DELETE', '/api/v1/invitations/{id}', `/api/v1/invitations/${invited.body.id}`);
    await check('GET', '/api/v1/audit-log', '/api/v1/audit-log?limit=5&action=invitations.create');
    await check('GET', '/api/v1/audit-log', '/api/v1/audit-log?since=yesterday');
    await check('POST', '/api/auth/switch-org', '/api/auth/switch-org', {
      body: { org_id: owner.org.id },
      headers: { authorization: '', cookie: joined.headers.getSetCookie()[0].split(';')[0] },
    });
    await check('POST', '/api/auth/switch-org', '/api/auth/switch-org', {
      body: { org_id: owner.org.id },
      headers: { authorization: '' },
    });

    // Channels
    const ch = await check('POST', '/api/v1/channels', '/api/v1/channels', {
      body: { name: 'hook', type: 'webhook', url: 'https://127.0.0.1:9/hook', secret: 'a-secret-of-16-chars' },
    });
    await check('POST', '/api/v1/channels', '/api/v1/channels', {
      body: { name: 'hook', type: 'webhook', url: 'http://x.example', secret: 'short' },
    });
    await check('GET', '/api/v1/channels', '/api/v1/channels?limit=1');
    await check('GET', '/api/v1/channels/{id}', `/api/v1/channels/${ch.body.id}`);
    await check('PATCH', '/api/v1/channels/{id}', `/api/v1/channels/${ch.body.id}`, { body: { enabled: true } });
    await check('POST', '/api/v1/channels/{id}/test', `/api/v1/channels/${ch.body.id}/test`);
    await check('POST', '/api/v1/channels/{id}/recover', `/api/v1/channels/${ch.body.id}/recover`, {
      body: { since: new Date(clock.now() - 60_000).toISOString() },
    });
    await check('POST', '/api/v1/channels/{id}/recover', `/api/v1/channels/${ch.body.id}/recover`, {
      body: { since: '2020-01-01T00:00:00Z' },
    });

    // Monitors
    const http = await check('POST', '/api/v1/monitors', '/api/v1/monitors', {
      body: { name: 'web', type: 'http', url: 'https://shop.example/' },
    });
    const hb = await check('POST', '/api/v1/monitors', '/api/v1/monitors', {
      body: { name: 'cron', type: 'heartbeat', heartbeat: { period_sec: 60, grace_sec: 60 } },
    });
    for (const body of [
      { type: 'tcp', host: 'db.example', port: 5432 },
      { type: 'ssl', host: 'shop.example' },
      { type: 'ping', host: 'shop.example' },
      { type: 'dns', host: 'shop.example' },
      { type: 'keyword', url: 'https://shop.example/', keyword: 'ok' },
    ]) {
      await check('POST', '/api/v1/monitors', '/api/v1/monitors', { body: { name: body.type, ...body } });
    }
    await check('GET', '/api/v1/monitors', '/api/v1/monitors');
    await check('GET', '/api/v1/regions', '/api/v1/regions');
    await check('GET', '/api/v1/monitors/{id}', `/api/v1/monitors/${hb.body.id}`);
    await check('PATCH', '/api/v1/monitors/{id}', `/api/v1/monitors/${http.body.id}`, { body: { name: 'web 2' } });
    await check('POST', '/api/v1/monitors/{id}/pause', `/api/v1/monitors/${hb.body.id}/pause`);
    await check('POST', '/api/v1/monitors/{id}/resume', `/api/v1/monitors/${hb.body.id}/resume`);
    if (registered.has('monitors.test')) {
      await check('POST', '/api/v1/monitors/test', '/api/v1/monitors/test', {
        body: { definition: { type: 'tcp', host: '127.0.0.1', port: 9, timeout_ms: 500 } },
      });
    }

    // Maintenance windows
    const inAnHour = new Date(clock.now() + 3_600_000).toISOString();
    const win = await check('POST', '/api/v1/maintenance-windows', '/api/v1/maintenance-windows', {
      body: {
        name: 'Deploy',
        starts_at: new Date(clock.now()).toISOString(),
        ends_at: inAnHour,
        rrule: 'FREQ=WEEKLY',
        monitor_ids: [http.body.id],
      },
    });
    await check('POST', '/api/v1/maintenance-windows', '/api/v1/maintenance-windows', {
      body: { name: 'Bad', starts_at: inAnHour, ends_at: inAnHour },
    });
    await check('GET', '/api/v1/maintenance-windows', '/api/v1/maintenance-windows');
    await check('GET', '/api/v1/maintenance-windows/{id}', `/api/v1/maintenance-windows/${win.body.id}`);
    await check('PATCH', '/api/v1/maintenance-windows/{id}', `/api/v1/maintenance-windows/${win.body.id}`, {
      body: { monitor_ids: null },
    });
    await check('GET', '/api/v1/monitors/{id}', `/api/v1/monitors/${http.body.id}`); // status: maintenance
    await check('DELETE', '/api/v1/maintenance-windows/{id}', `/api/v1/maintenance-windows/${win.body.id}`);
    // Escalation policies
    const policy = await check('POST', '/api/v1/escalation-policies', '/api/v1/escalation-policies', {
      body: { name: 'on call', steps: [{ after_sec: 600, channel_ids: [ch.body.id] }] },
    });
    await check('POST', '/api/v1/escalation-policies', '/api/v1/escalation-policies', {
      body: { name: 'x', steps: [] },
    });
    await check('GET', '/api/v1/escalation-policies', '/api/v1/escalation-policies?limit=1');
    await check('GET', '/api/v1/escalation-policies/{id}', `/api/v1/escalation-policies/${policy.body.id}`);
    await check('PATCH', '/api/v1/escalation-policies/{id}', `/api/v1/escalation-policies/${policy.body.id}`, {
      body: { repeat_every_sec: 900 },
    });
    await check('DELETE', '/api/v1/escalation-policies/{id}', `/api/v1/escalation-policies/${policy.body.id}`);

    // Heartbeats and probers
    const token = hb.body.heartbeat_url.split('/').pop();
    await check('GET', '/api/v1/heartbeats/{token}', `/api/v1/heartbeats/${token}`);
    await check('POST', '/api/v1/heartbeats/{token}', `/api/v1/heartbeats/${token}`);
    await check('GET', '/api/v1/heartbeats/{token}', '/api/v1/heartbeats/unknown-token');
    for (const method of ['GET', 'POST']) {
      await check(method, '/api/v1/heartbeats/{token}/start', `/api/v1/heartbeats/${token}/start`);
      await check(method, '/api/v1/heartbeats/{token}/fail', `/api/v1/heartbeats/${token}/fail`);
      await check(method, '/api/v1/heartbeats/{token}/{exit_code}', `/api/v1/heartbeats/${token}/0`);
    }
    await check('GET', '/api/v1/heartbeats/{token}/{exit_code}', `/api/v1/heartbeats/${token}/300`);
    const prober = { 'x-prober-token': stack.config.proberToken };
    await check('GET', '/jobs', '/jobs?region=fra1', { headers: prober });
    await check('GET', '/jobs', '/jobs?region=fra1');
    await check('POST', '/results', '/results', {
      headers: prober,
      body: {
        region: 'fra1',
        results: [{ monitor_id: http.body.id, ok: true, checked_at: new Date().toISOString(), response_ms: 12 }],
      },
    });

    // Incidents and deliveries
    const { incident } = await stack.services.lifecycle.open({
      monitorId: http.body.id,
      failingRegions: ['fra1', 'iad1'],
      check: failure,
    });
    await check('GET', '/api/v1/incidents', '/api/v1/incidents?status=open');
    await check('GET', '/api/v1/incidents/{id}', `/api/v1/incidents/${incident._id}`);
    await check('POST', '/api/v1/incidents/{id}/acknowledge', `/api/v1/incidents/${incident._id}/acknowledge`);
    await check('POST', '/api/v1/incidents/{id}/acknowledge', `/api/v1/incidents/${incident._id}/acknowledge`);
    await check('POST', '/api/v1/incidents/{id}/resolve', `/api/v1/incidents/${incident._id}/resolve`);
    const detail = await check('GET', '/api/v1/incidents/{id}', `/api/v1/incidents/${incident._id}`);
    expect(detail.body.deliveries.length).toBeGreaterThan(0);
    const deliveries = await check('GET', '/api/v1/deliveries', `/api/v1/deliveries?incident_id=${incident._id}`);
    await check('GET', '/api/v1/deliveries/{id}', `/api/v1/deliveries/${deliveries.body.data[0].id}`);
    await check('GET', '/api/v1/deliveries/{id}', '/api/v1/deliveries/0190a5f0-0000-7000-8000-000000000000');
    const resent = await check(
      'POST',
      '/api/v1/deliveries/{id}/resend',
      `/api/v1/deliveries/${deliveries.body.data[0].id}/resend`,
    );
    expect(resent.status).toBe(409); // no worker here: the delivery is still in flight
    await check(
      'POST',
      '/api/v1/deliveries/{id}/resend',
      '/api/v1/deliveries/0190a5f0-0000-7000-8000-000000000000/resend',
    );

    const second = await stack.services.lifecycle.open({
      monitorId: http.body.id,
      failingRegions: ['fra1', 'iad1'],
      check: failure,
    });
    const raw = JSON.stringify({ incident_id: second.incident._id });
    const ts = String(Math.floor(clock.now() / 1000));
    await check('POST', '/api/integrations/chat/acknowledge', '/api/integrations/chat/acknowledge', {
      raw,
      headers: {
        'content-type': 'application/json',
        'x-chat-timestamp': ts,
        'x-chat-signature': chatSignature(stack.config.chatSigningSecret, ts, raw),
      },
    });

    // Reports, the status page's settings, metrics
    const monitorPath = `/api/v1/monitors/${http.body.id}`;
    await check('GET', '/api/v1/monitors/{id}/uptime', `${monitorPath}/uptime?window=24h`);
    await check('GET', '/api/v1/monitors/{id}/uptime', `${monitorPath}/uptime?window=1y`);
    await check('GET', '/api/v1/reports/uptime', '/api/v1/reports/uptime?window=7d&limit=2');
    await check('GET', '/api/v1/status-page', '/api/v1/status-page');
    await check('PATCH', '/api/v1/status-page', '/api/v1/status-page', { body: { title: 'Our status' } });
    await check('PATCH', '/api/v1/status-page', '/api/v1/status-page', { body: { public: 'yes' } });
    await check('GET', '/metrics', '/metrics');
    await check('GET', '/api/v1/org', '/api/v1/org');
    await check('POST', '/api/v1/billing/checkout', '/api/v1/billing/checkout', { body: { plan: 'team' } });
    await check('POST', '/api/v1/billing/checkout', '/api/v1/billing/checkout', { body: { plan: 7 } });
    await check('POST', '/api/v1/billing/portal', '/api/v1/billing/portal');

    // Deletes last
    await check('DELETE', '/api/v1/monitors/{id}', `/api/v1/monitors/${http.body.id}`);
    await check('DELETE', '/api/v1/channels/{id}', `/api/v1/channels/${ch.body.id}`);

    // MCP (one JSON-RPC message; the tools are covered by test/integration/mcp*.test.ts)
    if (registered.has('mcp')) {
      const mcp = { accept: 'application/json, text/event-stream' };
      await check('POST', '/mcp', '/mcp', { headers: mcp, body: { jsonrpc: '2.0', id: 1, method: 'tools/list' } });
      await check('POST', '/mcp', '/mcp', {
        headers: mcp,
        body: { jsonrpc: '2.0', method: 'notifications/initialized' },
      });
    }

    // Public pages and forms, where registered
    if (registered.has('status.page')) {
      await check('GET', '/status/{slug}', `/status/${owner.org.slug}`);
      await check('GET', '/status/{slug}/rss', `/status/${owner.org.slug}/rss`);
      await check('GET', '/status/{slug}/badge.svg', `/status/${owner.org.slug}/badge.svg`);
      await check('GET', '/status/{slug}/verify', `/status/${owner.org.slug}/verify`);
      await check('GET', '/status-host', `/status-host?host=${owner.org.slug}.${stack.config.statusDomain}`);
      await check('POST', '/status/{slug}/unlock', `/status/${owner.org.slug}/unlock`, { body: { password: 'x' } });
      await check('POST', '/status/{slug}/subscribe', `/status/${owner.org.slug}/subscribe`, {
        body: { email: 'a@example.com' },
      });
      await check('GET', '/api/tls/ask', `/api/tls/ask?domain=${owner.org.slug}.${stack.config.statusDomain}`);
      for (const name of ['summary', 'status', 'components', 'incidents', 'scheduled-maintenances'])
        await check('GET', `/status/{slug}/api/v2/${name}.json`, `/status/${owner.org.slug}/api/v2/${name}.json`);
      const subscription = `/status/${owner.org.slug}/subscriptions/0190a5f0-0000-7000-8000-000000000000`;
      const confirm = '/status/{slug}/subscriptions/{id}/confirm';
      await check('GET', confirm, `${subscription}/confirm?token=forged`);
      const unsubscribe = '/status/{slug}/subscriptions/{id}/unsubscribe';
      await check('GET', unsubscribe, `${subscription}/unsubscribe?token=forged`);
      await check('POST', unsubscribe, `${subscription}/unsubscribe?token=forged`);
    }
    if (registered.has('marketing.contact')) {
      await check('POST', '/api/marketing/contact', '/api/marketing/contact', {
        body: { email: 'a@example.com', message: 'hi' },
      });
      await check('POST', '/api/payments/webhook', '/api/payments/webhook', { body: {} });
    }

    // Every documented operation whose route is registered was exercised.
    const missed: string[] = [];
    for (const item of Object.values<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        if (registered.has(op['x-route-name']) && !checked.has(`${op['x-route-name']} ${method}`))
          missed.push(`${op['x-route-name']} ${method}`);
      }
    }
    expect(missed).toEqual([]);
  });
});
