import { HeartbeatState, Monitor } from '../../domain/models';
import { REGIONS } from '../../domain/regions';
import { apiClient, bootstrapKey, virtualClock } from '../support/client';
import { startStack, type Stack } from '../support/stack';

describe('monitors API', () => {
  let stack: Stack;
  let call: ReturnType<typeof apiClient>;
  const clock = virtualClock();

  beforeAll(async () => {
    stack = await startStack({ now: clock.now, env: { MIN_INTERVAL_SEC: '30', BASE_URL: 'https://api.example.test' } });
    call = apiClient(stack, clock, (await bootstrapKey()).headers);
  });
  afterAll(async () => {
    await stack.stop();
  });

  const create = (body: Record<string, unknown>) => call('POST', '/api/v1/monitors', { body: { name: 'M', ...body } });
  const common = {
    interval_sec: 60,
    regions: [...REGIONS],
    down_quorum: 2,
    channel_ids: null,
    escalation_policy_id: null,
    paused: false,
    created_at: expect.any(String),
    updated_at: expect.any(String),
  };

  it.each([
    [
      { type: 'http', url: 'https://shop.example/health' },
      { url: 'https://shop.example/health', expected_status: [], timeout_ms: 10000, cert_warn_days: [30, 14, 7, 1] },
    ],
    [
      { type: 'keyword', url: 'http://shop.example/', keyword: 'OK' },
      { url: 'http://shop.example/', keyword: 'OK', keyword_mode: 'contains', expected_status: [], timeout_ms: 10000 },
    ],
    [
      { type: 'tcp', host: 'db.example', port: 5432 },
      { host: 'db.example', port: 5432, timeout_ms: 10000 },
    ],
    [
      { type: 'ssl', host: 'shop.example' },
      { host: 'shop.example', port: 443, ssl_expiry_days: 14, timeout_ms: 10000, cert_warn_days: [30, 14, 7, 1] },
    ],
    [
      { type: 'ping', host: '192.0.2.10' },
      { host: '192.0.2.10', timeout_ms: 10000 },
    ],
    [
      { type: 'dns', host: 'shop.example' },
      { host: 'shop.example', record_type: 'A', expected_value: null, timeout_ms: 10000 },
    ],
  ])('creates %j with its type fields and the defaults', async (input, typeFields) => {
    const res = await create(input);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'M',
      type: input.type,
      ...typeFields,
      ...common,
      confirmations: 1,
      recoveries: 1,
      degraded_after_ms: null,
      // No prober has come to this stack: the monitor could not be voted down, and says so.
      status: 'pending',
      reason: expect.stringContaining('no active prober in fra1, iad1, hil1, sgp1, syd1, gru1: 0 of its 6 regions'),
      warnings: [expect.stringContaining('accepted, but no active prober in fra1')],
      last_checked_at: null,
    });
    const { warnings: _, ...stored } = res.body;
    expect((await call('GET', `/api/v1/monitors/${res.body.id}`)).body).toEqual(stored);
  });

  it('creates a heartbeat monitor with its heartbeat_url and due time', async () => {
    const before = clock.now();
    const res = await create({ type: 'heartbeat', heartbeat: { period_sec: 300, grace_sec: 60 } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'heartbeat',
      heartbeat: { period_sec: 300, grace_sec: 60 },
      last_ping_at: null,
    });
    expect(res.body.heartbeat_url).toMatch(/^https:\/\/api\.example\.test\/api\/v1\/heartbeats\/[A-Za-z0-9_-]{20,}$/);
    expect(res.body.url).toBeUndefined();
    const doc = (await Monitor.findById(res.body.id).lean())!;
    expect(res.body.heartbeat_url.endsWith(doc.heartbeat_token)).toBe(true);
    const clockDoc = (await HeartbeatState.findById(res.body.id).lean())!;
    expect(clockDoc.due_at!.getTime()).toBeGreaterThanOrEqual(before + 360_000);
    expect(clockDoc.due_at!.getTime()).toBeLessThan(clock.now() + 360_000 + 1);
  });

  it.each([
    ['url missing for http', { type: 'http' }, 'url', /required for http/],
    ['url on tcp', { type: 'tcp', host: 'h.example', port: 1, url: 'https://x.example' }, 'url', /not allowed for tcp/],
    [
      'url on heartbeat',
      { type: 'heartbeat', heartbeat: { period_sec: 60, grace_sec: 30 }, url: 'https://x.example' },
      'url',
      /not allowed/,
    ],
    ['port missing for tcp', { type: 'tcp', host: 'h.example' }, 'port', /required for tcp/],
    ['host missing for ping', { type: 'ping' }, 'host', /required for ping/],
    ['keyword missing', { type: 'keyword', url: 'https://x.example' }, 'keyword', /required for keyword/],
    ['heartbeat missing', { type: 'heartbeat' }, 'heartbeat', /required for heartbeat/],
    [
      'heartbeat on http',
      { type: 'http', url: 'https://x.example', heartbeat: { period_sec: 60, grace_sec: 60 } },
      'heartbeat',
      /not allowed/,
    ],
    ['record_type on http', { type: 'http', url: 'https://x.example', record_type: 'A' }, 'record_type', /not allowed/],
    ['unknown record type', { type: 'dns', host: 'x.example', record_type: 'SRVX' }, 'record_type', /.+/],
    ['ftp url', { type: 'http', url: 'ftp://x.example' }, 'url', /http or https/],
    [
      'interval below minimum',
      { type: 'http', url: 'https://x.example', interval_sec: 29 },
      'interval_sec',
      /at least 30/,
    ],
    [
      'period below minimum',
      { type: 'heartbeat', heartbeat: { period_sec: 10, grace_sec: 60 } },
      'heartbeat.period_sec',
      /at least 30/,
    ],
    [
      'grace below minimum',
      { type: 'heartbeat', heartbeat: { period_sec: 60, grace_sec: 5 } },
      'heartbeat.grace_sec',
      /at least 30/,
    ],
    ['unknown type', { type: 'smtp' }, 'type', /.+/],
    ['unknown region', { type: 'http', url: 'https://x.example', regions: ['mars1'] }, 'regions.0', /.+/],
    ['repeated region', { type: 'http', url: 'https://x.example', regions: ['fra1', 'fra1'] }, 'regions', /repeat/],
    ['empty regions', { type: 'http', url: 'https://x.example', regions: [] }, 'regions', /.+/],
    [
      'quorum above regions',
      { type: 'http', url: 'https://x.example', regions: ['fra1'], down_quorum: 2 },
      'down_quorum',
      /at most/,
    ],
    [
      'unknown channel',
      { type: 'http', url: 'https://x.example', channel_ids: ['0190a5f0-0000-7000-8000-000000000000'] },
      'channel_ids.0',
      /not a channel/,
    ],
    ['non-uuid channel', { type: 'http', url: 'https://x.example', channel_ids: ['abc'] }, 'channel_ids.0', /UUID/],
    ['unknown field', { type: 'http', url: 'https://x.example', colour: 'red' }, 'colour', /unknown field/],
    ['fractional interval', { type: 'http', url: 'https://x.example', interval_sec: 60.5 }, 'interval_sec', /.+/],
  ])('rejects %s with 400 at its path', async (_label, body, path, message) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect(res.body.errors.find((e: { path: string }) => e.path === path)?.message).toMatch(message);
  });

  it("takes the org's own channels, [] for none, and a smaller region set with its quorum default", async () => {
    const own = await call('POST', '/api/v1/channels', {
      body: { name: 'c', type: 'webhook', url: 'https://hooks.example/x', secret: 'a-secret-of-16-chars' },
    });
    const other = apiClient(stack, clock, (await bootstrapKey()).headers);
    const foreign = await other('POST', '/api/v1/channels', {
      body: { name: 'c', type: 'webhook', url: 'https://hooks.example/y', secret: 'a-secret-of-16-chars' },
    });
    const ok = await create({ type: 'http', url: 'https://x.example', channel_ids: [own.body.id], regions: ['syd1'] });
    expect(ok.body).toMatchObject({ channel_ids: [own.body.id], regions: ['syd1'], down_quorum: 1 });
    expect((await create({ type: 'http', url: 'https://x.example', channel_ids: [] })).body.channel_ids).toEqual([]);
    const bad = await create({ type: 'http', url: 'https://x.example', channel_ids: [foreign.body.id] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'channel_ids.0', message: 'is not a channel of this org' }]);
  });

  it('patches a monitor, keeping it valid as a whole', async () => {
    const { body: m } = await create({ type: 'tcp', host: 'db.example', port: 5432 });
    const res = await call('PATCH', `/api/v1/monitors/${m.id}`, {
      body: { name: 'DB', interval_sec: 120, regions: ['fra1'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([expect.stringContaining('no active prober in fra1: 0 of its 1 regions')]);
    expect(res.body).toMatchObject({
      id: m.id,
      name: 'DB',
      interval_sec: 120,
      regions: ['fra1'],
      down_quorum: 1,
      host: 'db.example',
      port: 5432,
    });
    for (const body of [
      { type: 'http' },
      { url: 'https://x.example' },
      { port: null },
      { interval_sec: 5 },
      {},
      { heartbeat: { period_sec: 60, grace_sec: 60 } },
    ]) {
      const bad = await call('PATCH', `/api/v1/monitors/${m.id}`, { body });
      expect(bad.status).toBe(400);
    }
    const { warnings: _, ...patched } = res.body;
    expect((await call('GET', `/api/v1/monitors/${m.id}`)).body).toEqual(patched);
  });

  it('pauses and resumes (heartbeat due time cleared and restarted), and deletes', async () => {
    const { body: m } = await create({ type: 'heartbeat', heartbeat: { period_sec: 60, grace_sec: 30 } });
    const paused = await call('POST', `/api/v1/monitors/${m.id}/pause`);
    expect(paused.status).toBe(200);
    expect(paused.body.paused).toBe(true);
    expect((await HeartbeatState.findById(m.id).lean())!.due_at).toBeNull();
    clock.advance(3_600_000);
    const resumed = await call('POST', `/api/v1/monitors/${m.id}/resume`);
    expect(resumed.body.paused).toBe(false);
    const due = (await HeartbeatState.findById(m.id).lean())!.due_at!.getTime();
    expect(due).toBeGreaterThanOrEqual(clock.now() - 5_000 + 90_000);
    clock.advance(30_000);
    const again = await call('POST', `/api/v1/monitors/${m.id}/resume`);
    expect(again.body).toEqual(resumed.body); // a repeat is a no-op: the deadline is not pushed back
    expect((await HeartbeatState.findById(m.id).lean())!.due_at!.getTime()).toBe(due);
    const patched = await call('PATCH', `/api/v1/monitors/${m.id}`, {
      body: { heartbeat: { period_sec: 600, grace_sec: 60 } },
    });
    expect(patched.body.heartbeat).toEqual({ period_sec: 600, grace_sec: 60 });
    expect((await HeartbeatState.findById(m.id).lean())!.due_at!.getTime()).toBeGreaterThan(due);
    expect((await call('DELETE', `/api/v1/monitors/${m.id}`)).status).toBe(204);
    expect((await call('GET', `/api/v1/monitors/${m.id}`)).status).toBe(404);
    expect((await call('POST', `/api/v1/monitors/${m.id}/pause`)).status).toBe(404);
    expect(await HeartbeatState.findById(m.id).lean()).toBeNull();
  });

  it('lists newest first with pagination', async () => {
    const c = apiClient(stack, clock, (await bootstrapKey()).headers);
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (await c('POST', '/api/v1/monitors', { body: { name: `m${i}`, type: 'ping', host: 'h.example' } })).body.id,
      );
    const first = await c('GET', '/api/v1/monitors?limit=2');
    expect(first.body.data.map((m: { id: string }) => m.id)).toEqual([ids[2], ids[1]]);
    const second = await c('GET', `/api/v1/monitors?limit=2&cursor=${first.body.next_cursor}`);
    expect(second.body).toEqual({ data: [expect.objectContaining({ id: ids[0] })], next_cursor: null });
  });

  it('a list read right after a write through this API shows the write (the list cache never hides it)', async () => {
    const c = apiClient(stack, clock, (await bootstrapKey()).headers);
    const names = async () => (await c('GET', '/api/v1/monitors')).body.data.map((m: { name: string }) => m.name);
    expect(await names()).toEqual([]);
    const hb = await c('POST', '/api/v1/monitors', {
      body: { name: 'job', type: 'heartbeat', heartbeat: { period_sec: 60, grace_sec: 30 } },
    });
    expect(await names()).toEqual(['job']);
    expect((await c('PATCH', `/api/v1/monitors/${hb.body.id}`, { body: { name: 'nightly job' } })).status).toBe(200);
    expect(await names()).toEqual(['nightly job']);
    // A ping writes the clock: the list shows its time at once.
    expect((await stack.http('GET', new URL(hb.body.heartbeat_url).pathname)).status).toBe(200);
    const listed = (await c('GET', '/api/v1/monitors')).body.data[0];
    expect(listed.last_ping_at).toEqual((await c('GET', `/api/v1/monitors/${hb.body.id}`)).body.last_ping_at);
    expect(listed.last_ping_at).not.toBeNull();
    expect((await c('POST', `/api/v1/monitors/${hb.body.id}/pause`)).status).toBe(200);
    expect((await c('GET', '/api/v1/monitors')).body.data[0].paused).toBe(true);
    expect((await c('DELETE', `/api/v1/monitors/${hb.body.id}`)).status).toBe(204);
    expect(await names()).toEqual([]);
  });
});
