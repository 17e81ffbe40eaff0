/**
 * The status page as tools read it: the org chooses title, groups and visibility through `PATCH /api/v1/status-page`,
 * and the status host (`<slug>.STATUS_DOMAIN`, routed by the request's Host) serves Atlassian Statuspage's
 * `/api/v2/*.json` with that format's field names and values, the same documents as `/status/:slug/api/v2/*`.
 */
import { request } from 'node:http';
import { bootstrapKey, type OrgKey } from '../support/client';
import { startStack, type Stack } from '../support/stack';

jest.setTimeout(60_000);

const HOUR = 3_600_000;
const COMPONENT_STATUSES = [
  'operational',
  'degraded_performance',
  'partial_outage',
  'major_outage',
  'under_maintenance',
];
/** Every field Statuspage's public API documents for a component, an incident, an incident update. */
const COMPONENT_FIELDS = [
  'created_at',
  'description',
  'group',
  'group_id',
  'id',
  'name',
  'only_show_if_degraded',
  'page_id',
  'position',
  'showcase',
  'start_date',
  'status',
  'updated_at',
];
const INCIDENT_FIELDS = [
  'components',
  'created_at',
  'id',
  'impact',
  'incident_updates',
  'monitoring_at',
  'name',
  'page_id',
  'resolved_at',
  'shortlink',
  'started_at',
  'status',
  'updated_at',
];
const UPDATE_FIELDS = [
  'affected_components',
  'body',
  'created_at',
  'custom_tweet',
  'deliver_notifications',
  'display_at',
  'id',
  'incident_id',
  'status',
  'tweet_id',
  'updated_at',
];

let stack: Stack;
let org: OrgKey;
let host: string;
let siteId: string;
let apiId: string;
let hiddenId: string;
let openId: string;
let resolvedId: string;
const clock = { skew: 0 };

/** A request with its own Host header (fetch would send the URL's). */
function atHost(
  path: string,
  accept = 'application/json',
): Promise<{ status: number; type: string; text: string; body: any }> {
  const url = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, headers: { host, accept } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c) => (text += c));
      res.on('end', () => {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        resolve({ status: res.statusCode!, type: String(res.headers['content-type']), text, body });
      });
    });
    req.on('error', reject).end();
  });
}

async function createMonitor(name: string): Promise<string> {
  const res = await stack.http('POST', '/api/v1/monitors', {
    headers: org.headers,
    body: { name, type: 'http', url: 'https://internal.example.net/' },
  });
  if (res.status !== 201) throw new Error(`monitor create: ${res.status} ${res.text}`);
  return res.body.id;
}

const patch = (body: unknown) => stack.http('PATCH', '/api/v1/status-page', { headers: org.headers, body });

beforeAll(async () => {
  // Budgets x 100: this file makes more writes in a second than one key's burst allows.
  stack = await startStack({ now: () => Date.now() + clock.skew, env: { RATE_LIMIT_SCALE: '100' } });
  org = await bootstrapKey({ orgName: 'Acme' });
  host = `${org.org.slug}.${stack.config.statusDomain}`;
  siteId = await createMonitor('Website');
  apiId = await createMonitor('API');
  hiddenId = await createMonitor('Internal batch');
  const { lifecycle } = stack.services;
  const check = { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'no answer' };
  clock.skew = -50 * HOUR;
  const old = await lifecycle.open({ monitorId: siteId, failingRegions: ['fra1'], check });
  clock.skew += HOUR;
  await lifecycle.resolve(org.org.id, old.incident._id);
  resolvedId = old.incident._id;
  clock.skew = -HOUR;
  openId = (await lifecycle.open({ monitorId: apiId, failingRegions: ['fra1'], check })).incident._id;
  await lifecycle.open({ monitorId: hiddenId, failingRegions: ['fra1'], check });
  clock.skew = 0;
});
afterAll(async () => {
  await stack?.stop();
});

it('PATCH /api/v1/status-page chooses title and groups; bad monitor ids are 400 naming the field', async () => {
  const other = await bootstrapKey();
  const foreign = (
    await stack.http('POST', '/api/v1/monitors', {
      headers: other.headers,
      body: { name: 'Theirs', type: 'http', url: 'https://example.org/' },
    })
  ).body.id;
  const bad = await patch({ components: [{ name: 'Frontend', monitor_ids: [siteId, foreign] }] });
  expect(bad.status).toBe(400);
  expect(bad.body.errors).toEqual([
    { path: 'components.0.monitor_ids.1', message: 'is not a monitor of this workspace' },
  ]);
  expect((await patch({})).status).toBe(400);
  expect((await patch({ colour: 'red' })).body.errors).toContainEqual({ path: 'colour', message: 'unknown field' });
  expect((await patch({ password: 'short' })).body.errors).toEqual([
    { path: 'password', message: 'must be at least 8 characters' },
  ]);

  const ok = await patch({
    title: 'Acme service status',
    components: [
      { name: 'Frontend', monitor_ids: [siteId] },
      { name: 'Backend', monitor_ids: [apiId] },
    ],
  });
  expect(ok.status).toBe(200);
  expect(ok.body).toEqual({
    title: 'Acme service status',
    public: true,
    components: [
      { name: 'Frontend', monitor_ids: [siteId] },
      { name: 'Backend', monitor_ids: [apiId] },
    ],
    password_protected: false,
    host,
  });
  expect((await stack.http('GET', '/api/v1/status-page', { headers: org.headers })).body).toEqual(ok.body);
});

it('summary.json at the status host: page, components with groups, unresolved incidents, indicator', async () => {
  const res = await atHost('/api/v2/summary.json');
  expect(res.status).toBe(200);
  expect(res.type).toMatch(/^application\/json/);
  const s = res.body;
  expect(Object.keys(s).sort()).toEqual(['components', 'incidents', 'page', 'scheduled_maintenances', 'status']);
  expect(s.page).toEqual({
    id: org.org.id,
    name: 'Acme service status',
    url: `https://${host}/`,
    time_zone: 'Etc/UTC',
    updated_at: expect.stringMatching(/Z$/),
  });
  // One of the two components shown is down: a partial outage, which Statuspage calls `major`.
  expect(s.status).toEqual({ indicator: 'major', description: 'Partial System Outage' });
  expect(s.components.map((c: any) => [c.name, c.group, c.status])).toEqual([
    ['Frontend', true, 'operational'],
    ['Website', false, 'operational'],
    ['Backend', true, 'major_outage'],
    ['API', false, 'major_outage'],
  ]);
  for (const c of s.components) {
    expect(
      Object.keys(c)
        .filter((k) => k !== 'components')
        .sort(),
    ).toEqual(COMPONENT_FIELDS);
    expect(COMPONENT_STATUSES).toContain(c.status);
    expect(c.page_id).toBe(org.org.id);
  }
  const [frontend, website] = s.components;
  expect(frontend.components).toEqual([siteId]);
  expect(website).toMatchObject({ id: siteId, group_id: frontend.id, position: 1 });
  expect(s.incidents).toHaveLength(1);
  const [incident] = s.incidents;
  expect(Object.keys(incident).sort()).toEqual(INCIDENT_FIELDS);
  expect(incident).toMatchObject({ id: openId, name: 'API is down', status: 'investigating', resolved_at: null });
  expect(Object.keys(incident.incident_updates[0]).sort()).toEqual(UPDATE_FIELDS);
  expect(incident.incident_updates[0].affected_components).toEqual([
    { code: apiId, name: 'API', old_status: 'operational', new_status: 'major_outage' },
  ]);
  expect(s.scheduled_maintenances).toEqual([]);
  expect(res.text).not.toContain(hiddenId);
  expect(res.text).not.toContain('internal.example.net');
});

it('status, components, incidents and scheduled-maintenances .json; the same documents under /status/:slug', async () => {
  const status = (await atHost('/api/v2/status.json')).body;
  expect(Object.keys(status).sort()).toEqual(['page', 'status']);
  expect((await atHost('/api/v2/components.json')).body.components).toHaveLength(4);
  const incidents = (await atHost('/api/v2/incidents.json')).body.incidents;
  expect(incidents.map((i: any) => [i.id, i.status])).toEqual([
    [openId, 'investigating'],
    [resolvedId, 'resolved'],
  ]);
  // Newest update first, as Statuspage lists them.
  expect(incidents[1].incident_updates.map((u: any) => u.status)).toEqual(['resolved', 'investigating']);
  expect(incidents[1].resolved_at).toMatch(/Z$/);
  expect((await atHost('/api/v2/scheduled-maintenances.json')).body).toEqual({
    page: status.page,
    scheduled_maintenances: [],
  });
  const bySlug = await stack.http('GET', `/status/${org.org.slug}/api/v2/status.json`);
  expect(bySlug.body.status).toEqual(status.status);
  expect((await atHost('/api/v2/nothing.json')).status).toBe(404);
});

it('the status host answers the page itself: HTML for browsers, the JSON otherwise', async () => {
  const html = await atHost('/', 'text/html,application/xhtml+xml');
  expect(html.status).toBe(200);
  expect(html.type).toBe('text/html; charset=utf-8');
  expect(html.text).toContain('<h1>Acme service status</h1>');
  expect(html.text).toContain('href="/api/v2/summary.json"');
  const json = await atHost('/');
  expect(json.body).toMatchObject({ title: 'Acme service status', status: 'degraded' });
  expect(json.body.monitors.map((m: any) => m.name)).toEqual(['Website', 'API']);
});

it('every component down is a major outage (critical); a private page is 404 everywhere', async () => {
  await patch({ components: [{ name: 'Backend', monitor_ids: [apiId] }] });
  expect((await atHost('/api/v2/status.json')).body.status).toEqual({
    indicator: 'critical',
    description: 'Major Service Outage',
  });
  await patch({ public: false });
  for (const path of ['/', '/api/v2/summary.json', '/rss'])
    expect([path, (await atHost(path)).status]).toEqual([path, 404]);
  expect((await stack.http('GET', `/status/${org.org.slug}`)).status).toBe(404);
  await patch({ public: true });
  expect((await atHost('/api/v2/status.json')).status).toBe(200);
});
