import { Incident } from '../../domain/models';
import { apiClient, bootstrapKey, virtualClock } from '../support/client';
import { startStack, type Stack } from '../support/stack';
import { startHttpTarget, type HttpTarget } from '../support/targets';

const TOKEN = 'dev-prober-token';
const PROBER = { 'x-prober-token': TOKEN };

describe('prober endpoints, votes and the test-check', () => {
  let stack: Stack;
  let site: HttpTarget;
  let call: ReturnType<typeof apiClient>;
  const clock = virtualClock();

  beforeAll(async () => {
    site = await startHttpTarget('<h1>shop is open</h1>');
    stack = await startStack({ now: clock.now });
    call = apiClient(stack, clock, (await bootstrapKey()).headers);
  });
  afterAll(async () => {
    await stack.stop();
    await site.stop();
  });

  const createMonitor = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/api/v1/monitors', {
      body: { name: 'Shop', interval_sec: 60, channel_ids: [], ...body },
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  // A check is handed out once its second has ended (domain/probing/jobs.ts): each pull is a second later.
  const jobs = async (region: string) => {
    clock.advance(1_000);
    const res = await stack.http('GET', `/jobs?region=${region}`, { headers: PROBER });
    expect(res.status).toBe(200);
    return res.body.jobs as { monitor_id: string; interval_sec: number; definition: Record<string, unknown> }[];
  };
  const post = (region: string, results: Record<string, unknown>[]) =>
    stack.http('POST', '/results', { headers: PROBER, body: { region, results } });
  const result = (monitorId: string, ok: boolean, secAgo = 0, errorClass = 'http_status') => ({
    monitor_id: monitorId,
    ok,
    checked_at: new Date(clock.now() - secAgo * 1000).toISOString(),
    response_ms: ok ? 12 : null,
    ...(ok ? {} : { error_class: errorClass, error_message: `${errorClass} here` }),
  });
  const unresolved = (monitorId: string) =>
    Incident.find({ monitor_id: monitorId, status: { $ne: 'resolved' } }).lean();

  it('requires the prober token', async () => {
    expect((await stack.http('GET', '/jobs?region=fra1')).status).toBe(401);
    const wrong = await stack.http('GET', '/jobs?region=fra1', { headers: { 'x-prober-token': 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'unauthorized', statusCode: 401 });
    const key = await stack.http('POST', '/results', {
      headers: (await bootstrapKey()).headers,
      body: { region: 'fra1', results: [] },
    });
    expect(key.status).toBe(401);
  });

  it('hands out due monitors of the region once (leased), never paused, heartbeat or other-region ones', async () => {
    const due = await createMonitor({
      type: 'keyword',
      url: site.url,
      keyword: 'open',
      regions: ['fra1', 'iad1'],
      down_quorum: 2,
    });
    const elsewhere = await createMonitor({ type: 'tcp', host: '127.0.0.1', port: site.port, regions: ['sgp1'] });
    const paused = await createMonitor({ type: 'http', url: site.url, regions: ['fra1'] });
    expect((await call('POST', `/api/v1/monitors/${paused}/pause`)).status).toBe(200);
    const heartbeat = await createMonitor({
      type: 'heartbeat',
      heartbeat: { period_sec: 60, grace_sec: 60 },
      regions: ['fra1'],
    });

    const first = await jobs('fra1');
    const ids = first.map((j) => j.monitor_id);
    expect(ids).toContain(due);
    expect(ids).not.toContain(elsewhere);
    expect(ids).not.toContain(paused);
    expect(ids).not.toContain(heartbeat);
    expect(first.find((j) => j.monitor_id === due)).toEqual({
      monitor_id: due,
      interval_sec: 60,
      due_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      definition: {
        type: 'keyword',
        url: site.url,
        keyword: 'open',
        keyword_mode: 'contains',
        host: null,
        port: null,
        record_type: null,
        expected_value: null,
        ssl_expiry_days: 14,
        expected_status: [],
        timeout_ms: 10000,
      },
    });
    expect((await jobs('fra1')).map((j) => j.monitor_id)).not.toContain(due);
    expect((await jobs('sgp1')).map((j) => j.monitor_id)).toContain(elsewhere);

    // After a result it is due again one interval later.
    expect((await post('fra1', [result(due, true)])).status).toBe(202);
    expect((await jobs('fra1')).map((j) => j.monitor_id)).not.toContain(due);
    clock.advance(61_000);
    expect((await jobs('fra1')).map((j) => j.monitor_id)).toContain(due);
  });

  it('uses the current interval: shortening it makes the monitor due at once', async () => {
    const id = await createMonitor({ type: 'http', url: site.url, regions: ['hil1'], interval_sec: 3600 });
    expect((await jobs('hil1')).map((j) => j.monitor_id)).toContain(id);
    await post('hil1', [result(id, true)]);
    clock.advance(120_000);
    expect((await jobs('hil1')).map((j) => j.monitor_id)).not.toContain(id);
    expect((await call('PATCH', `/api/v1/monitors/${id}`, { body: { interval_sec: 60 } })).status).toBe(200);
    expect((await jobs('hil1')).map((j) => j.monitor_id)).toContain(id);
  });

  it('validates result batches strictly and ignores unknown monitors', async () => {
    const id = await createMonitor({ type: 'http', url: site.url, regions: ['fra1'] });
    const bad = [
      [{ region: 'mars1', results: [result(id, true)] }, 'region'],
      [{ region: 'fra1', results: [{ ...result(id, true), extra: 1 }] }, 'results.0.extra'],
      [{ region: 'fra1', results: [{ ...result(id, false), error_class: undefined }] }, 'results.0.error_class'],
      [{ region: 'fra1', results: [{ ...result(id, true), monitor_id: { $ne: null } }] }, 'results.0.monitor_id'],
      [{ region: 'fra1', results: [{ ...result(id, true), checked_at: 'yesterday' }] }, 'results.0.checked_at'],
      [{ region: 'fra1', results: [] }, 'results'],
      [{ region: 'fra1', results: [{ ...result(id, false), screenshot: 'https://x/a.png' }] }, 'results.0.screenshot'],
      [
        { region: 'fra1', results: [{ ...result(id, true), screenshot: 'data:image/png;base64,AAAA' }] },
        'results.0.screenshot',
      ],
    ] as const;
    for (const [body, path] of bad) {
      const res = await stack.http('POST', '/results', { headers: PROBER, body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_request', statusCode: 400 });
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const unknown = await post('fra1', [result('0190a0a0-0000-7000-8000-000000000000', true), result(id, true)]);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual({ accepted: 1, ignored: 1 });
    expect((await post('iad1', [result(id, true)])).body).toEqual({ accepted: 0, ignored: 1 }); // not checked in iad1
  });

  it('two regions, quorum 2: one failing region opens nothing; both open one incident; one recovering resolves it', async () => {
    const id = await createMonitor({ type: 'http', url: site.url, regions: ['fra1', 'iad1'], down_quorum: 2 });
    await post('fra1', [result(id, false, 2, 'timeout')]);
    await post('iad1', [result(id, true)]);
    expect(await unresolved(id)).toHaveLength(0);

    await post('iad1', [result(id, false, 0, 'http_status')]);
    let open = await unresolved(id);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      status: 'open',
      failing_regions: ['fra1', 'iad1'],
      check: { last_response_ms: null, last_error_class: 'http_status', last_error_message: 'http_status here' },
    });
    await post('fra1', [result(id, false, 0, 'timeout')]);
    await post('iad1', [result(id, false, 0)]);
    open = await unresolved(id);
    expect(open).toHaveLength(1); // one outage, one incident

    await post('fra1', [result(id, true)]);
    expect(await unresolved(id)).toHaveLength(0);
    const all = await Incident.find({ monitor_id: id }).lean();
    expect(all).toHaveLength(1);
    expect(all[0].status).toBe('resolved');
  });

  it('three regions, quorum 2: a single failing region opens nothing, a second one opens', async () => {
    const id = await createMonitor({
      type: 'http',
      url: site.url,
      regions: ['fra1', 'iad1', 'sgp1'],
      down_quorum: 2,
      interval_sec: 60,
    });
    await post('fra1', [result(id, false)]);
    await post('iad1', [result(id, true)]);
    await post('sgp1', [result(id, true)]);
    expect(await unresolved(id)).toHaveLength(0);
    await post('sgp1', [result(id, false)]);
    const open = await unresolved(id);
    expect(open).toHaveLength(1);
    expect(open[0].failing_regions).toEqual(['fra1', 'sgp1']);
  });

  it('only fresh results vote: a failure older than 3 intervals does not count', async () => {
    const id = await createMonitor({
      type: 'http',
      url: site.url,
      regions: ['fra1', 'iad1'],
      down_quorum: 2,
      interval_sec: 60,
    });
    await post('fra1', [result(id, false)]);
    await post('iad1', [result(id, false, 181)]);
    expect(await unresolved(id)).toHaveLength(0);
    await post('iad1', [result(id, false, 179)]);
    expect(await unresolved(id)).toHaveLength(1);
  });

  it('keeps the newest result per (monitor, region): a late older result does not overwrite it', async () => {
    const id = await createMonitor({ type: 'http', url: site.url, regions: ['fra1'] });
    await post('fra1', [result(id, true, 1)]);
    await post('fra1', [result(id, false, 10)]);
    const rows = stack.services.probing.latestResults(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ region: 'fra1', ok: true, error_class: null });
  });

  it('POST /api/v1/monitors/test runs one check now with the same runners', async () => {
    site.setUp(true);
    const ok = await call('POST', '/api/v1/monitors/test', {
      body: { definition: { type: 'keyword', url: site.url, keyword: 'open', name: 'ignored' } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ok: true, response_ms: expect.any(Number), error_class: null, error_message: null });
    site.setUp(false);
    const down = await call('POST', '/api/v1/monitors/test', { body: { definition: { type: 'http', url: site.url } } });
    expect(down.body).toMatchObject({
      ok: false,
      error_class: 'http_status',
      error_message: 'HTTP 503 (expected 2xx)',
    });
    site.setUp(true);
    const tcp = await call('POST', '/api/v1/monitors/test', {
      body: { definition: { type: 'tcp', host: '127.0.0.1', port: site.port } },
    });
    expect(tcp.body).toMatchObject({ ok: true });
  });

  it('the test-check refuses what create refuses, with the same 400 (an ssl expiry of 3650 days)', async () => {
    const definition = { type: 'ssl', host: '127.0.0.1', ssl_expiry_days: 3650 };
    const created = await call('POST', '/api/v1/monitors', { body: { name: 'cert', ...definition } });
    const tested = await call('POST', '/api/v1/monitors/test', { body: { definition } });
    expect([created.status, tested.status]).toEqual([400, 400]);
    expect([created.body.code, tested.body.code]).toEqual(['invalid_request', 'invalid_request']);
    expect(created.body.errors).toEqual([{ path: 'ssl_expiry_days', message: expect.stringContaining('365') }]);
    expect(tested.body.errors).toEqual([
      { path: 'definition.ssl_expiry_days', message: created.body.errors[0].message },
    ]);
  });

  it('the test-check validates the definition and needs an org credential', async () => {
    const missing = await call('POST', '/api/v1/monitors/test', { body: { definition: { type: 'http' } } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'definition.url', message: 'is required for http monitors' }]);
    const heartbeat = await call('POST', '/api/v1/monitors/test', { body: { definition: { type: 'heartbeat' } } });
    expect(heartbeat.status).toBe(400);
    const anonymous = await stack.http('POST', '/api/v1/monitors/test', {
      body: { definition: { type: 'http', url: site.url } },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('the test-check under the SSRF rule', () => {
  it('refuses loopback targets when private targets are not allowed', async () => {
    const clock = virtualClock();
    const stack = await startStack({ now: clock.now, env: { ALLOW_PRIVATE_TARGETS: 'false' } });
    const site = await startHttpTarget();
    try {
      const call = apiClient(stack, clock, (await bootstrapKey()).headers);
      const res = await call('POST', '/api/v1/monitors/test', {
        body: { definition: { type: 'http', url: site.url } },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ok: false, error_class: 'forbidden_target', response_ms: null });
      expect(site.hits()).toBe(0);
    } finally {
      await stack.stop();
      await site.stop();
    }
  });
});
