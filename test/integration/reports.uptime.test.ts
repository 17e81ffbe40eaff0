/**
 * Uptime and latency reports as a client reads them: a scripted outage (one 36-minute incident in the last 24 h,
 * opened and resolved through the incident lifecycle) gives uptime_pct 97.5 over 24 h; windows clip it to the
 * second; percentiles come from the check rollups; the org report pages; MCP's get_monitor_uptime answers the same.
 */
import { RollupAggregator } from '../../domain/checkResults/rollups';
import { appendRollupRows } from '../../domain/checkResults/rollupCollections';
import { Monitor } from '../../domain/models/monitor';
import { bootstrapKey, type OrgKey } from '../support/client';
import { connectMcp } from '../support/mcp';
import { startStack, type Stack } from '../support/stack';

jest.setTimeout(60_000);

const HOUR = 3_600_000;
const MIN = 60_000;
let stack: Stack;
let org: OrgKey;
let siteId: string;
let apiId: string;
let openedAt: number;

async function createMonitor(name: string): Promise<string> {
  const res = await stack.http('POST', '/api/v1/monitors', {
    headers: org.headers,
    body: { name, type: 'http', url: 'https://example.com/' },
  });
  if (res.status !== 201) throw new Error(`monitor create: ${res.status} ${res.text}`);
  // Created 30 days ago, so every window measured here lies after its creation (through the driver: mongoose keeps
  // `created_at` immutable).
  await Monitor.collection.updateOne({ _id: res.body.id } as object, {
    $set: { created_at: new Date(Date.now() - 30 * 24 * HOUR) },
  });
  await stack.services.directory.changed(res.body.id, 'updated');
  return res.body.id;
}

/** 100 checks an hour ago from two regions: 1..100 ms, so p50 ~ 50, p95 ~ 95, p99 ~ 99 (the sketch is within 2 %). */
async function scriptedRollups(monitorId: string, at: number): Promise<void> {
  const agg = new RollupAggregator();
  for (let ms = 1; ms <= 100; ms++) agg.add(monitorId, ms % 2 ? 'fra1' : 'iad1', at, true, ms);
  await appendRollupRows(agg.take(0, true));
}

beforeAll(async () => {
  const clock = { skew: 0 };
  stack = await startStack({ now: () => Date.now() + clock.skew });
  org = await bootstrapKey({ orgName: 'Reports Inc' });
  siteId = await createMonitor('Website');
  apiId = await createMonitor('API');
  // The outage: opened 3 h ago (on the stack's clock), resolved 36 minutes later.
  clock.skew = -3 * HOUR;
  openedAt = stack.services.now();
  const { lifecycle } = stack.services;
  const check = { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'no answer' };
  // Explicit times: on a loaded machine the calls themselves take long enough to move the figures by a second.
  const at = new Date(openedAt);
  const { incident } = await lifecycle.open({ monitorId: siteId, failingRegions: ['fra1', 'iad1'], check, at });
  clock.skew += 36 * MIN;
  await lifecycle.resolve(org.org.id, incident._id, new Date(openedAt + 36 * MIN));
  clock.skew = 0;
  await scriptedRollups(siteId, Date.now() - HOUR);
});
afterAll(async () => {
  await stack?.stop();
});

const uptime = (id: string, qs: string) =>
  stack.http('GET', `/api/v1/monitors/${id}/uptime?${qs}`, { headers: org.headers });

it('one 36-minute incident in the last 24 h: uptime_pct 97.5, downtime_sec 2160, with latency percentiles', async () => {
  const res = await uptime(siteId, 'window=24h');
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    monitor_id: siteId,
    monitor_name: 'Website',
    window: '24h',
    uptime_pct: 97.5,
    downtime_sec: 2160,
    maintenance_sec: 0,
    incidents: 1,
  });
  expect(Date.parse(res.body.to) - Date.parse(res.body.from)).toBe(24 * HOUR);
  const { p50, p95, p99 } = res.body.response_ms;
  expect(Math.abs(p50 - 50)).toBeLessThanOrEqual(1);
  expect(Math.abs(p95 - 95)).toBeLessThanOrEqual(2);
  expect(Math.abs(p99 - 99)).toBeLessThanOrEqual(2);
});

it('longer windows measure the same downtime over more time; a window cuts the incident to the second', async () => {
  expect((await uptime(siteId, 'window=7d')).body).toMatchObject({ downtime_sec: 2160, uptime_pct: 99.6429 });
  const from = new Date(openedAt + 10 * MIN + 1_000).toISOString();
  const to = new Date(openedAt + 2 * HOUR).toISOString();
  const cut = await uptime(siteId, `from=${from}&to=${to}`);
  expect(cut.body).toMatchObject({ window: null, from, to, downtime_sec: 26 * 60 - 1, incidents: 1 });
  const after = await uptime(siteId, `from=${new Date(openedAt + HOUR).toISOString()}&to=${to}`);
  expect(after.body).toMatchObject({ uptime_pct: 100, downtime_sec: 0, incidents: 0 });
  // No checks, no incidents: fully up, no percentiles.
  expect((await uptime(apiId, 'window=24h')).body).toMatchObject({
    uptime_pct: 100,
    response_ms: { p50: null, p95: null, p99: null },
  });
});

it('the org report lists every monitor over one window, paged like the monitor list', async () => {
  const first = await stack.http('GET', '/api/v1/reports/uptime?window=24h&limit=1', { headers: org.headers });
  expect(first.status).toBe(200);
  expect(first.body.data).toEqual([expect.objectContaining({ monitor_id: apiId, uptime_pct: 100 })]);
  const next = await stack.http('GET', `/api/v1/reports/uptime?window=24h&limit=1&cursor=${first.body.next_cursor}`, {
    headers: org.headers,
  });
  expect(next.body).toEqual({
    data: [expect.objectContaining({ monitor_id: siteId, uptime_pct: 97.5, downtime_sec: 2160 })],
    next_cursor: null,
  });
});

it('bad windows are 400 naming the field; another org cannot read the monitor; no key is 401', async () => {
  const problems = async (qs: string) => (await uptime(siteId, qs)).body.errors;
  expect(await problems('window=1y')).toEqual([{ path: 'window', message: 'must be one of 24h, 7d, 30d, 90d' }]);
  expect(await problems('from=2026-11-01T00:00:00Z')).toEqual([{ path: 'to', message: 'is required with from' }]);
  expect(await problems('window=7d&from=2026-11-01T00:00:00Z&to=2026-11-02T00:00:00Z')).toEqual([
    expect.objectContaining({ path: 'window' }),
  ]);
  expect(await problems('from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z')).toEqual([
    { path: 'to', message: 'must be after from' },
  ]);
  expect(await problems('from=yesterday&to=2026-11-01T00:00:00Z')).toEqual([
    expect.objectContaining({ path: 'from', message: expect.stringContaining('ISO 8601') }),
  ]);
  const other = await bootstrapKey();
  expect((await stack.http('GET', `/api/v1/monitors/${siteId}/uptime`, { headers: other.headers })).status).toBe(404);
  expect((await stack.http('GET', `/api/v1/monitors/${siteId}/uptime`)).status).toBe(401);
});

it('MCP get_monitor_uptime answers the REST figures', async () => {
  const mcp = await connectMcp('http', stack.url, org.key);
  try {
    const r = await mcp.call('get_monitor_uptime', { id: siteId, window: '24h' });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ monitor_id: siteId, uptime_pct: 97.5, downtime_sec: 2160 });
    const bad = await mcp.call('get_monitor_uptime', { id: siteId, window: '2d' });
    expect(bad.isError).toBe(true);
  } finally {
    await mcp.close();
  }
});
