/**
 * The MCP agent interface with the SDK's own Client, over both transports (POST /mcp and `npm run mcp` over stdio),
 * against the real stack: the tools, their results against the REST answers, the webhook an acknowledge sends,
 * budgets shared both ways with direct REST calls, tenant isolation and argument validation.
 * The stack's clock is frozen, so bucket levels are exact; tests move it a minute on to refill every bucket.
 */
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { bootstrapKey, type OrgKey } from '../support/client';
import { independentlyVerify } from '../support/deliveryFixtures';
import { connectMcp, type McpTestClient, type McpTransportName } from '../support/mcp';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { startTestWorker, type TestWorker } from '../support/worker';

const READS = [
  'list_monitors',
  'list_regions',
  'get_monitor',
  'get_monitor_uptime',
  'list_incidents',
  'get_incident',
  'list_channels',
  'get_channel',
  'list_deliveries',
  'get_delivery',
  'list_maintenance_windows',
  'list_escalation_policies',
];
const WRITES = [
  'create_monitor',
  'create_channel',
  'create_escalation_policy',
  'pause_monitor',
  'resume_monitor',
  'acknowledge_incident',
  'resolve_incident',
  'test_check_monitor',
  'send_test_alert',
  'create_maintenance_window',
];
const IDEMPOTENT = ['pause_monitor', 'resume_monitor', 'acknowledge_incident', 'resolve_incident'];
const SECRET = 'whsec_mcp_0123456789abcdef';
const failure = { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'no answer in 10 s' };

const clock = { t: Date.now() };
let stack: Stack;
let receiver: TestReceiver;
let worker: TestWorker;
let hook = 0;

beforeAll(async () => {
  receiver = await startReceiver();
  stack = await startStack({ now: () => clock.t, env: { WEBHOOK_CA_FILE: receiver.caFile } });
  worker = await startTestWorker(stack.config);
});
afterAll(async () => {
  await worker?.stop();
  await stack?.stop();
  await receiver?.close();
});
beforeEach(() => {
  clock.t += 60_000;
});

const rest = (org: OrgKey, method: string, path: string, body?: unknown) =>
  stack.http(method, path, { headers: org.headers, body });

/** An org with a webhook channel on the receiver and an open incident on one of its monitors. */
async function seedOrg() {
  const org = await bootstrapKey();
  const path = `/mcp-hook/${++hook}`;
  const channel = (
    await rest(org, 'POST', '/api/v1/channels', {
      name: 'ops',
      type: 'webhook',
      url: receiver.url + path,
      secret: SECRET,
    })
  ).body;
  const monitor = (
    await rest(org, 'POST', '/api/v1/monitors', {
      name: 'Shop',
      type: 'http',
      url: 'https://shop.example/',
      channel_ids: [channel.id],
    })
  ).body;
  const { incident } = await stack.services.lifecycle.open({
    monitorId: monitor.id,
    failingRegions: ['fra1', 'iad1'],
    check: failure,
  });
  await receiver.waitFor(path, 1);
  const delivery = (await rest(org, 'GET', `/api/v1/deliveries?incident_id=${incident._id}`)).body.data[0];
  return {
    org,
    path,
    channelId: channel.id as string,
    monitorId: monitor.id as string,
    incidentId: incident._id,
    deliveryId: delivery.id as string,
  };
}

describe.each<McpTransportName>(['http', 'stdio'])('MCP over %s', (transport) => {
  let a: Awaited<ReturnType<typeof seedOrg>>;
  let mcp: McpTestClient;
  let other: McpTestClient;

  beforeAll(async () => {
    a = await seedOrg();
    mcp = await connectMcp(transport, stack.url, a.org.key);
    other = await connectMcp(transport, stack.url, (await bootstrapKey()).key);
  });
  afterAll(async () => {
    await mcp?.close();
    await other?.close();
  });

  it('lists exactly the tools, reads marked read-only, each with input and output schemas', async () => {
    const { tools } = await mcp.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...READS, ...WRITES].sort());
    for (const t of tools) {
      expect(t.annotations?.readOnlyHint).toBe(READS.includes(t.name));
      if (WRITES.includes(t.name)) expect(t.annotations?.idempotentHint).toBe(IDEMPOTENT.includes(t.name));
      expect(t.inputSchema.type).toBe('object');
      expect(t.outputSchema?.type).toBe('object');
      expect(t.description).toMatch(/REST: `(GET|POST) \/api\/v1\//);
    }
  });

  it('creates a monitor that is the one GET /api/v1/monitors/:id returns', async () => {
    const res = await mcp.call('create_monitor', {
      name: 'API health',
      type: 'http',
      url: 'https://api.example/health',
      interval_sec: 60,
    });
    expect(res.isError).toBeFalsy();
    const id = (res.structuredContent as { id: string }).id;
    const got = await rest(a.org, 'GET', `/api/v1/monitors/${id}`);
    expect(got.status).toBe(200);
    // The create's answer also says that no prober serves its regions in this stack (a GET has no warnings).
    const warnings = [expect.stringContaining('no active prober in fra1, iad1, hil1, sgp1, syd1, gru1')];
    expect(res.structuredContent).toEqual({ ...got.body, warnings });
    expect(got.body).toMatchObject({ status: 'pending', reason: expect.stringContaining('down_quorum of 2') });
    expect(res.content[0]).toEqual({ type: 'text', text: expect.stringContaining(`id=${id}`) });
    expect((await mcp.call('get_monitor', { id })).structuredContent).toEqual(got.body);
  });

  it('answers every list and get with the REST body', async () => {
    const pairs: [string, Record<string, unknown>, string][] = [
      ['list_monitors', { limit: 2 }, '/api/v1/monitors?limit=2'],
      [
        'list_incidents',
        { status: 'open', monitor_id: a.monitorId },
        `/api/v1/incidents?status=open&monitor_id=${a.monitorId}`,
      ],
      ['list_channels', {}, '/api/v1/channels'],
      [
        'list_deliveries',
        { incident_id: a.incidentId, channel_id: a.channelId },
        `/api/v1/deliveries?incident_id=${a.incidentId}&channel_id=${a.channelId}`,
      ],
      ['get_incident', { id: a.incidentId }, `/api/v1/incidents/${a.incidentId}`],
      ['get_channel', { id: a.channelId }, `/api/v1/channels/${a.channelId}`],
      ['get_delivery', { id: a.deliveryId }, `/api/v1/deliveries/${a.deliveryId}`],
    ];
    for (const [tool, args, path] of pairs) {
      const [viaMcp, viaRest] = [await mcp.call(tool, args), await rest(a.org, 'GET', path)];
      expect(viaRest.status).toBe(200);
      expect({ tool, body: viaMcp.structuredContent }).toEqual({ tool, body: viaRest.body });
    }
    const page = await mcp.call('list_monitors', { limit: 1 });
    const next = (page.structuredContent as { next_cursor: string }).next_cursor;
    expect(next).toEqual(expect.any(String));
    expect((await mcp.call('list_monitors', { limit: 1, cursor: next })).structuredContent).toEqual(
      (await rest(a.org, 'GET', `/api/v1/monitors?limit=1&cursor=${next}`)).body,
    );
  });

  it('acknowledges an open incident, which sends the signed incident.acknowledged webhook; a repeat is a conflict', async () => {
    const res = await mcp.call('acknowledge_incident', { id: a.incidentId });
    expect(res.isError).toBeFalsy();
    expect(res.structuredContent).toMatchObject({
      id: a.incidentId,
      status: 'acknowledged',
      acknowledged_at: expect.any(String),
    });
    const [, sent] = await receiver.waitFor(a.path, 2);
    expect(sent.headers['x-service-event']).toBe('incident.acknowledged');
    expect(independentlyVerify(SECRET, sent.rawBody, sent.headers['x-service-signature']).ok).toBe(true);
    expect(JSON.parse(sent.rawBody.toString('utf8')).incident).toMatchObject({
      status: 'acknowledged',
      acknowledged_at: (res.structuredContent as { acknowledged_at: string }).acknowledged_at,
    });

    const again = await mcp.call('acknowledge_incident', { id: a.incidentId });
    expect(again).toMatchObject({ isError: true, structuredContent: { code: 'conflict', statusCode: 409 } });
    expect(receiver.requests(a.path)).toHaveLength(2);
  });

  it('shares the write bucket with REST both ways, and the read bucket too', async () => {
    const missing = '/api/v1/monitors/0190a5f0-0000-7000-8000-000000000000/pause';
    for (let i = 0; i < 10; i++) expect((await rest(a.org, 'POST', missing)).status).toBe(404);
    const refused = await mcp.call('pause_monitor', { id: a.monitorId });
    expect(refused).toMatchObject({
      isError: true,
      structuredContent: {
        code: 'rate_limited',
        statusCode: 429,
        retry_after_sec: expect.any(Number),
        docs_url: stack.config.docsUrl,
      },
    });
    expect((await rest(a.org, 'GET', `/api/v1/monitors/${a.monitorId}`)).body.paused).toBe(false);

    clock.t += 60_000;
    for (const tool of ['pause_monitor', 'resume_monitor']) {
      for (let i = 0; i < 5; i++) expect((await mcp.call(tool, { id: a.monitorId })).isError).toBeFalsy();
    }
    const restWrite = await rest(a.org, 'POST', missing);
    expect(restWrite.status).toBe(429);
    expect(restWrite.body).toMatchObject({ code: 'rate_limited', retry_after_sec: expect.any(Number) });

    const before = Number((await rest(a.org, 'GET', '/api/v1/channels')).headers.get('ratelimit-remaining'));
    await mcp.call('list_channels');
    await mcp.call('get_channel', { id: a.channelId });
    expect(Number((await rest(a.org, 'GET', '/api/v1/channels')).headers.get('ratelimit-remaining'))).toBe(before - 3);
  });

  it("gives another org's key not_found for every id of this org, through every tool", async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['get_monitor', { id: a.monitorId }],
      ['pause_monitor', { id: a.monitorId }],
      ['resume_monitor', { id: a.monitorId }],
      ['get_incident', { id: a.incidentId }],
      ['acknowledge_incident', { id: a.incidentId }],
      ['resolve_incident', { id: a.incidentId }],
      ['get_channel', { id: a.channelId }],
      ['send_test_alert', { id: a.channelId }],
      ['get_delivery', { id: a.deliveryId }],
    ];
    for (const [tool, args] of calls) {
      const res = await other.call(tool, args);
      expect({ tool, res }).toMatchObject({
        tool,
        res: { isError: true, structuredContent: { code: 'not_found', statusCode: 404 } },
      });
    }
    const lists: [string, Record<string, unknown>][] = [
      ['list_monitors', {}],
      ['list_channels', {}],
      ['list_incidents', { monitor_id: a.monitorId }],
      ['list_deliveries', { incident_id: a.incidentId }],
    ];
    for (const [tool, args] of lists)
      expect((await other.call(tool, args)).structuredContent).toEqual({ data: [], next_cursor: null });
    const borrowed = await other.call('create_monitor', {
      name: 'x',
      type: 'http',
      url: 'https://x.example/',
      channel_ids: [a.channelId],
    });
    expect(borrowed).toMatchObject({ isError: true, structuredContent: { code: 'invalid_request' } });
    expect((await rest(a.org, 'GET', `/api/v1/incidents/${a.incidentId}`)).body.status).not.toBe('resolved');
  });

  it('creates a channel of any type with the REST body, and names a wrong setting', async () => {
    const res = await mcp.call('create_channel', { name: 'On call', type: 'email', to: ['ops@example.com'] });
    expect(res.isError).toBeFalsy();
    const id = (res.structuredContent as { id: string }).id;
    expect(res.structuredContent).toEqual((await rest(a.org, 'GET', `/api/v1/channels/${id}`)).body);
    expect(res.structuredContent).toMatchObject({ type: 'email', to: ['ops@example.com'] });
    const refused = await mcp.call('create_channel', { name: 'Pager', type: 'pagerduty', to: ['ops@example.com'] });
    const body = refused.structuredContent as { code: string; errors: { path: string }[] };
    expect(refused.isError).toBe(true);
    expect(body.errors.map((e) => e.path).sort()).toEqual(['routing_key', 'to', 'type']);
  });

  it('creates and lists escalation policies with the REST body, and names a wrong step', async () => {
    const steps = [{ after_sec: 900, channel_ids: [a.channelId] }];
    const res = await mcp.call('create_escalation_policy', { name: 'Night shift', steps, repeat_every_sec: 1800 });
    expect(res.isError).toBeFalsy();
    const id = (res.structuredContent as { id: string }).id;
    expect(res.structuredContent).toEqual((await rest(a.org, 'GET', `/api/v1/escalation-policies/${id}`)).body);
    const list = await mcp.call('list_escalation_policies', { limit: 10 });
    expect((list.structuredContent as { data: { id: string }[] }).data.map((p) => p.id)).toContain(id);
    const refused = await mcp.call('create_escalation_policy', {
      name: 'x',
      steps: [{ after_sec: 10, channel_ids: [] }],
    });
    const body = refused.structuredContent as { errors: { path: string }[] };
    expect(refused.isError).toBe(true);
    expect(body.errors.map((e) => e.path)).toEqual(['steps.0.channel_ids']);
  });

  it('answers invalid arguments with invalid_request and field paths, from the tool schemas and from REST', async () => {
    const cases: [string, Record<string, unknown>, string[]][] = [
      ['create_monitor', { name: '', type: 'http', url: 'ftp://x.example/' }, ['name', 'url']],
      ['create_monitor', { name: 'no url', type: 'http' }, ['url']],
      [
        'create_monitor',
        { name: 'x', type: 'heartbeat', heartbeat: { period_sec: 'often' } },
        ['heartbeat.period_sec', 'heartbeat.grace_sec'],
      ],
      ['get_monitor', { id: 'not-a-uuid' }, ['id']],
      ['get_incident', {}, ['id']],
      ['list_incidents', { status: 'closed', limit: 500, sort: 'asc' }, ['limit', 'status', 'sort']],
      ['list_deliveries', { incident_id: { $ne: null } }, ['incident_id']],
      ['test_check_monitor', { definition: { type: 'tcp', host: 'db.example' } }, ['definition.port']],
    ];
    for (const [tool, args, paths] of cases) {
      const res = await mcp.call(tool, args);
      const body = res.structuredContent as { code: string; errors: { path: string }[] };
      expect({ tool, args, isError: res.isError, code: body.code }).toEqual({
        tool,
        args,
        isError: true,
        code: 'invalid_request',
      });
      expect({ tool, paths: [...new Set(body.errors.map((e) => e.path))].sort() }).toEqual({
        tool,
        paths: [...paths].sort(),
      });
      expect(res.content[0]).toEqual({ type: 'text', text: expect.stringContaining('invalid_request') });
    }
  });

  it('test-checks, resolves, and sends test alerts within their own 10/min budget', async () => {
    const checked = await mcp.call('test_check_monitor', {
      definition: { type: 'tcp', host: '127.0.0.1', port: 9, timeout_ms: 500 },
    });
    expect(checked.structuredContent).toMatchObject({ ok: false, error_class: expect.any(String) });
    const sentBefore = receiver.requests(a.path).length;
    const resolved = await mcp.call('resolve_incident', { id: a.incidentId });
    expect(resolved.structuredContent).toEqual(
      (await rest(a.org, 'GET', '/api/v1/incidents?status=resolved')).body.data[0],
    );
    expect((await receiver.waitFor(a.path, sentBefore + 1))[sentBefore].headers['x-service-event']).toBe(
      'incident.resolved',
    );

    clock.t += 60_000;
    for (let i = 0; i < 10; i++) {
      const sent = await mcp.call('send_test_alert', { id: a.channelId });
      expect(sent.structuredContent).toEqual({ delivery_id: expect.any(String), workflow_id: expect.any(String) });
    }
    const alerts = (await receiver.waitFor(a.path, sentBefore + 11)).slice(sentBefore + 1);
    expect(alerts.map((r) => r.headers['x-service-event'])).toEqual(Array(10).fill('test'));
    clock.t += 5_000; // the write bucket has 5 tokens again, the test-alert budget not yet one
    expect(await mcp.call('send_test_alert', { id: a.channelId })).toMatchObject({
      isError: true,
      structuredContent: { code: 'rate_limited', retry_after_sec: 1 },
    });
    expect((await mcp.call('pause_monitor', { id: a.monitorId })).isError).toBeFalsy();
  });

  it('answers an unknown tool with a JSON-RPC error', async () => {
    const err = await mcp.client.callTool({ name: 'delete_everything', arguments: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(McpError);
    expect((err as McpError).code).toBe(ErrorCode.InvalidParams);
    expect((await mcp.call('list_channels')).isError).toBeFalsy();
  });
});
