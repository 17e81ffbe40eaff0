/**
 * The dashboard over plain HTTP (no browser needed): security headers, CSRF refusals, session expiry, escaping,
 * validation messages next to fields, the 409 message, rate-limit classification and the script budget.
 */
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { virtualClock } from '../support/client';
import type { MemoryMailer } from '../../domain/auth/mailer';
import { recordStateChange } from '../../domain/channels/channelStates';
import { createMongoChannelStateStore } from '../../domain/channels/mongoStores';
import { RollupAggregator } from '../../domain/checkResults/rollups';
import { appendRollupRows } from '../../domain/checkResults/rollupCollections';
import { Channel, Monitor } from '../../domain/models';
import { csrfOf, DashboardClient } from '../support/dashboard';
import { startStack, type Stack } from '../support/stack';

const XSS = '<img src=x onerror=alert(1)>';

describe('dashboard over HTTP', () => {
  const clock = virtualClock();
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ now: clock.now, env: { SESSION_TTL_SEC: '3600' } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  let n = 0;
  async function signedUp(): Promise<DashboardClient> {
    const c = new DashboardClient(stack.url);
    const slug = `dash-${Date.now().toString(36)}-${n++}`;
    const res = await c.post('/app/sign-up', {
      _csrf: await c.tokenOf('/app/sign-up'),
      email: `${slug}@example.com`,
      password: 'correct horse battery',
      org_name: 'Dash Ltd',
      org_slug: slug,
    });
    expect(res.status).toBe(303);
    expect(res.location).toBe('/app/monitors');
    clock.advance(60_000); // sign-up is 3 per minute per IP
    return c;
  }

  it('sends a CSP without inline scripts and the other protective headers', async () => {
    const res = await new DashboardClient(stack.url).get('/app/sign-in');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script element
    expect(res.text).toMatch(/<label for="f-email">Email<\/label>/);
  });

  it('refuses a state change without the CSRF token (403 forbidden envelope) and changes nothing', async () => {
    const c = await signedUp();
    const fields = { name: 'Forged', url: 'https://127.0.0.1:9/hook', secret: 'a-secret-of-16-chars' };
    for (const res of [
      await c.post('/app/channels', fields),
      await c.post('/app/channels', { ...fields, _csrf: 'x'.repeat(43) }),
    ]) {
      expect(res.status).toBe(403);
      expect(JSON.parse(res.text)).toMatchObject({ code: 'forbidden', statusCode: 403 });
    }
    expect((await c.get('/app/channels')).text).not.toContain('Forged');
    const ok = await c.post('/app/channels', { ...fields, _csrf: await c.tokenOf('/app/channels') });
    expect(ok.status).toBe(303);
    // A signed-out form needs its own (pre-session) token too.
    const anonymous = await new DashboardClient(stack.url).post('/app/sign-in', {
      email: 'a@example.com',
      password: 'whatever',
    });
    expect(anonymous.status).toBe(403);
  });

  it('signs out, and back in with a password or a mailed one-time link', async () => {
    const c = await signedUp();
    const email = /\(([^)]+@example\.com)\)/.exec((await c.get('/app/monitors')).text)![1];
    expect((await c.post('/app/sign-out', { _csrf: await c.tokenOf('/app/monitors') })).location).toBe(
      '/app/sign-in?signed_out=1',
    );
    expect((await c.get('/app/monitors')).status).toBe(303);
    const wrong = await c.post('/app/sign-in', {
      _csrf: await c.tokenOf('/app/sign-in'),
      email,
      password: 'not the password',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain('Email or password is wrong.');
    const ok = await c.post('/app/sign-in', {
      _csrf: await c.tokenOf('/app/sign-in'),
      email,
      password: 'correct horse battery',
      next: '/app/channels',
    });
    expect(ok.location).toBe('/app/channels');
    await c.post('/app/sign-out', { _csrf: await c.tokenOf('/app/channels') });

    const asked = await c.post('/app/magic-link', { _csrf: await c.tokenOf('/app/magic-link'), email });
    expect(asked.status).toBe(202);
    const link = new URL((stack.services.mailer as MemoryMailer).sent.at(-1)!.link!);
    expect(link.pathname).toBe('/app/magic-link/verify');
    const confirm = await c.get(link.pathname + link.search);
    expect(confirm.status).toBe(200); // opening the link uses nothing up: a mail scanner's visit is harmless
    const token = link.searchParams.get('token')!;
    const used = await c.post('/app/magic-link/verify', { _csrf: csrfOf(confirm.text), token });
    expect(used.location).toBe('/app/monitors');
    expect((await c.get('/app/monitors')).status).toBe(200);
    const again = await c.post('/app/magic-link/verify', { _csrf: await c.tokenOf('/app/monitors'), token });
    expect(again.status).toBe(401);
  });

  it('redirects to sign-in once the session has expired', async () => {
    const c = await signedUp();
    expect((await c.get('/app/monitors')).status).toBe(200);
    clock.advance(3601_000);
    const res = await c.get('/app/monitors');
    expect(res.status).toBe(303);
    expect(res.location).toMatch(/^\/app\/sign-in\?expired=1/);
    expect((await c.get(res.location!)).text).toContain('Your session has expired');
  });

  it('escapes user text and shows the API validation messages next to the field', async () => {
    const c = await signedUp();
    const token = await c.tokenOf('/app/monitors/new?type=http');
    const bad = await c.post('/app/monitors?type=http', {
      _csrf: token,
      name: XSS,
      url: 'ftp://example.com',
      regions: 'fra1',
      channels_mode: 'all',
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/id="e-url">must be an http or https URL</);
    const created = await c.post('/app/monitors?type=http', {
      _csrf: token,
      name: XSS,
      url: 'https://example.com/health',
      regions: 'fra1',
      channels_mode: 'all',
    });
    expect(created.status).toBe(303);
    for (const path of ['/app/monitors', created.location!, `${created.location!}/edit`, '/app/status-page']) {
      const page = await c.get(path);
      expect(page.status).toBe(200);
      expect(page.text).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
      expect(page.text).not.toContain(XSS);
    }
    const template = await c.post('/app/channels', {
      _csrf: token,
      name: 'T',
      url: 'https://127.0.0.1:9/h',
      secret: 'a-secret-of-16-chars',
      template: '{{#if}}',
    });
    expect(template.status).toBe(400);
    expect(template.text).toMatch(/id="e-template">[^<]*(Parse error|Expecting)/);
  });

  it('creates a browser monitor from its step list, and shows a step lacking its selector next to the field', async () => {
    const c = await signedUp();
    const token = await c.tokenOf('/app/monitors/new?type=browser');
    expect((await c.get('/app/monitors/new')).text).toContain('/app/monitors/new?type=browser');
    const bad = await c.post('/app/monitors?type=browser', {
      _csrf: token,
      name: 'Shop',
      steps: JSON.stringify([{ action: 'goto', url: 'https://shop.example/' }, { action: 'click' }]),
      regions: 'fra1',
      channels_mode: 'all',
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/id="e-steps">is required for click</);
    const steps = [
      { action: 'goto', url: 'https://shop.example/' },
      { action: 'expect_text', text: 'Welcome' },
    ];
    const created = await c.post('/app/monitors?type=browser', {
      _csrf: token,
      name: 'Shop',
      steps: JSON.stringify(steps),
      regions: 'fra1',
      channels_mode: 'all',
    });
    expect(created.status).toBe(303);
    const edit = await c.get(`${created.location!}/edit`);
    expect(edit.text).toContain('expect_text');
  });

  it('rotates a channel secret showing only its hint; pauses, resumes, edits and deletes a monitor', async () => {
    const c = await signedUp();
    const token = await c.tokenOf('/app/channels');
    const created = await c.post('/app/channels', {
      _csrf: token,
      name: 'Ops',
      url: 'https://127.0.0.1:9/h',
      secret: 'first-secret-value-AAAA',
    });
    const short = await c.post(`${created.location!.split('?')[0]}/rotate`, { _csrf: token, secret: 'short' });
    expect(short.status).toBe(400);
    expect(short.text).toMatch(/id="e-secret">must be at least 16 characters</);
    const rotated = await c.post(`${created.location!.split('?')[0]}/rotate`, {
      _csrf: token,
      secret: 'second-secret-value-BBBB',
    });
    const page = await c.get(rotated.location!);
    expect(page.text).toContain('ends in <strong>BBBB</strong>');
    expect(page.text).not.toMatch(/first-secret-value|second-secret-value/);

    const monitor = await c.post('/app/monitors?type=ping', {
      _csrf: token,
      name: 'router',
      host: '127.0.0.1',
      regions: 'fra1',
      channels_mode: 'all',
    });
    const id = monitor.location!.split('/').pop()!;
    const stateOf = async () =>
      new RegExp(`data-monitor-id="${id}"[\\s\\S]*?state-(\\w+)`).exec((await c.get('/app/monitors')).text)![1];
    expect(await stateOf()).toBe('pending');
    expect((await c.post(`/app/monitors/${id}/pause`, { _csrf: token, back: '/app/monitors' })).location).toBe(
      '/app/monitors',
    );
    expect(await stateOf()).toBe('paused');
    await c.post(`/app/monitors/${id}/resume`, { _csrf: token });
    expect(await stateOf()).toBe('pending');

    const edited = await c.post(`/app/monitors/${id}`, {
      _csrf: token,
      name: 'core router',
      host: '127.0.0.2',
      interval_sec: '120',
      regions: 'iad1',
      channels_mode: 'all',
    });
    expect(edited.location).toBe(`/app/monitors/${id}`);
    const shown = (await c.get(`/app/monitors/${id}`)).text;
    expect(shown).toContain('<h1>core router</h1>');
    expect(shown).toContain('127.0.0.2');
    // Delete asks first, as a page of its own (no script needed); only its form deletes.
    expect(shown).toContain(`<a class="button danger" href="/app/monitors/${id}/delete">Delete monitor</a>`);
    const ask = await c.get(`/app/monitors/${id}/delete`);
    expect(ask.status).toBe(200);
    expect(ask.text).toContain('<h1>Delete monitor core router?</h1>');
    expect(ask.text).toContain(`<form method="post" action="/app/monitors/${id}/delete"`);
    expect((await c.get(`/app/monitors/${id}`)).status).toBe(200);
    expect((await c.post(`/app/monitors/${id}/delete`, { _csrf: token })).location).toBe('/app/monitors?done=deleted');
    expect((await c.get('/app/monitors?done=deleted')).text).toContain(
      '<p class="notice" role="status">Monitor deleted.</p>',
    );
    expect((await c.get(`/app/monitors/${id}`)).status).toBe(404);
    expect((await c.get(`/app/monitors/${id}/delete`)).status).toBe(404);
  });

  it('shows why a channel was switched off automatically, and turns it back on when Enabled is saved', async () => {
    const c = await signedUp();
    const token = await c.tokenOf('/app/channels');
    const created = await c.post('/app/channels', {
      _csrf: token,
      name: 'Flaky',
      url: 'https://127.0.0.1:9/h',
      secret: 'flaky-secret-value-AAAA',
    });
    const path = created.location!.split('?')[0];
    const channelId = path.split('/').pop()!;
    const orgId = (await Channel.findById(channelId).lean())!.org_id;
    const reason = '3 consecutive deliveries failed since 2026-11-20T10:00:00.000Z';
    expect(
      await recordStateChange(createMongoChannelStateStore(), null, {
        orgId,
        channelId,
        state: 'disabled',
        reason,
        at: new Date(clock.now()),
      }),
    ).toBe(true);
    const page = await c.get(path);
    expect(page.text).toContain(reason);
    expect((await c.get('/app/channels')).text).toContain('auto-disabled');
    await c.post(path, { _csrf: token, name: 'Flaky', url: 'https://127.0.0.1:9/h', enabled: 'on' });
    expect((await c.get(path)).text).not.toContain(reason);
  });

  it('shows a 409 as a clear message on the incident page', async () => {
    const c = await signedUp();
    const token = await c.tokenOf('/app/monitors/new?type=tcp');
    const created = await c.post('/app/monitors?type=tcp', {
      _csrf: token,
      name: 'db',
      host: '127.0.0.1',
      port: '5432',
      regions: 'fra1',
      channels_mode: 'selected',
    });
    const monitorId = created.location!.split('/').pop()!;
    const { incident } = await stack.services.lifecycle.open({
      monitorId,
      failingRegions: ['fra1'],
      check: { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'slow' },
    });
    await stack.services.lifecycle.resolve(incident.org_id, incident._id);
    const res = await c.post(`/app/incidents/${incident._id}/acknowledge`, { _csrf: token });
    expect(res.status).toBe(409);
    expect(res.text).toContain('Could not acknowledge this incident');
  });

  it("shows a monitor's uptime, downtime and percentiles per window, and its 90 daily bars", async () => {
    const c = await signedUp();
    const token = await c.tokenOf('/app/monitors/new?type=tcp');
    const created = await c.post('/app/monitors?type=tcp', {
      _csrf: token,
      name: 'db',
      host: '127.0.0.1',
      port: '5432',
      regions: 'fra1',
      channels_mode: 'selected',
    });
    const monitorId = created.location!.split('/').pop()!;
    // Created 100 days ago, so every window lies after its creation (through the driver: mongoose keeps it immutable).
    await Monitor.collection.updateOne({ _id: monitorId } as object, {
      $set: { created_at: new Date(Date.now() - 100 * 86_400_000) },
    });
    await stack.services.directory.changed(monitorId, 'updated');
    const agg = new RollupAggregator();
    for (let ms = 1; ms <= 100; ms++) agg.add(monitorId, 'fra1', Date.now() - 3_600_000, true, ms);
    await appendRollupRows(agg.take(0, true));
    clock.advance(-2 * 3_600_000);
    const check = { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'slow' };
    // Explicit times: on a loaded machine the calls themselves take long enough to move the figures by a second.
    const at = clock.now();
    const { lifecycle } = stack.services;
    const { incident } = await lifecycle.open({ monitorId, failingRegions: ['fra1'], check, at: new Date(at) });
    clock.advance(36 * 60_000);
    await lifecycle.resolve(incident.org_id, incident._id, new Date(at + 36 * 60_000));
    clock.advance(2 * 3_600_000 - 36 * 60_000);
    const page = (await c.get(`/app/monitors/${monitorId}`)).text;
    const rows = [...page.matchAll(/<tr data-window="\w+"><td>(24h|7d|30d|90d)<\/td>(.*?)<\/tr>/g)].map((m) =>
      [m[1], ...[...m[2].matchAll(/<td>(.*?)<\/td>/g)].map((t) => t[1])].join(' | '),
    );
    expect(rows[0]).toMatch(/^24h \| 97\.50 % \| 2160 s \| 1 \| 50 ms \| 9[4-6] ms \| (98|99|100) ms$/);
    expect(rows.map((r) => r.split(' | ')[2])).toEqual(['2160 s', '2160 s', '2160 s', '2160 s']);
    expect(page).toMatch(/<svg class="bars"[^>]*aria-label="Last 90 days: 99\.9\d % uptime, 1 day with downtime"/);
    expect(page).toMatch(/class="m"><title>\d{4}-\d\d-\d\d: \d+(\.\d+)? % up, down 36 min<\/title>/);
  });

  it('counts dashboard traffic against the client-IP budget', async () => {
    const c = await signedUp();
    const res = await c.get('/app/monitors');
    expect(res.headers.get('ratelimit-policy')).toBe('600;w=60');
  });

  it('serves its script from the app, well under 150 KB gzipped', async () => {
    const res = await new DashboardClient(stack.url).get('/app/assets/dashboard.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const file = readFileSync(join(__dirname, '..', '..', 'api', 'dashboard', 'assets', 'dashboard.js'));
    expect(gzipSync(file).length).toBeLessThan(150 * 1024);
  });

  it('serves its style sheet followed by the uptime bars rules the status page inlines too', async () => {
    const res = await new DashboardClient(stack.url).get('/app/assets/dashboard.css');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/css/);
    const assets = join(__dirname, '..', '..', 'api', 'dashboard', 'assets');
    const own = readFileSync(join(assets, 'dashboard.css'), 'utf8');
    expect(res.text).toBe(own + readFileSync(join(assets, 'uptimeBars.css'), 'utf8'));
  });
});
