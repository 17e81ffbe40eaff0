/**
 * `GET /metrics` as a Prometheus server scrapes it: a Bearer API key (401 without), the text format that
 * `promtool check metrics` (Debian's prometheus package) accepts, each monitor's up, status and response time, the
 * settled deliveries and open incidents of the key's org only, and the API process's own metrics.
 */
import { spawnSync } from 'node:child_process';
import { Delivery } from '../../domain/models/delivery';
import { bootstrapKey, type OrgKey } from '../support/client';
import { startStack, type Stack } from '../support/stack';

jest.setTimeout(60_000);

const promtool = spawnSync('promtool', ['--version']).status === 0;
if (!promtool) console.warn('promtool is missing (Debian: apt-get install prometheus): the promtool check is skipped');
const withPromtool = promtool ? it : it.skip;

let stack: Stack;
let org: OrgKey;
let upId: string;
let downId: string;

async function createMonitor(name: string): Promise<string> {
  const res = await stack.http('POST', '/api/v1/monitors', {
    headers: org.headers,
    body: { name, type: 'http', url: 'https://example.com/', regions: ['fra1', 'iad1'] },
  });
  if (res.status !== 201) throw new Error(`monitor create: ${res.status} ${res.text}`);
  return res.body.id;
}

beforeAll(async () => {
  stack = await startStack();
  org = await bootstrapKey({ orgName: 'Metrics Inc' });
  upId = await createMonitor('Website "main"');
  downId = await createMonitor('API');
  const { probing, lifecycle } = stack.services;
  await probing.tick('sync');
  const now = new Date();
  await probing.recordResults('fra1', [{ monitor_id: upId, ok: true, checked_at: now, response_ms: 42 }]);
  await probing.recordResults('iad1', [{ monitor_id: upId, ok: true, checked_at: now, response_ms: 97 }]);
  const check = { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'no answer' };
  await lifecycle.open({ monitorId: downId, failingRegions: ['fra1', 'iad1'], check });
  const delivery = { org_id: org.org.id, channel_id: upId, event_id: upId, incident_id: null, event_type: 'test' };
  await Delivery.collection.insertMany([
    { ...delivery, _id: 'd1', status: 'delivered', event_id: 'e1' },
    { ...delivery, _id: 'd2', status: 'delivered', event_id: 'e2' },
    { ...delivery, _id: 'd3', status: 'failed', event_id: 'e3' },
  ] as never[]);
});
afterAll(async () => {
  await stack?.stop();
});

const scrape = () => stack.http('GET', '/metrics', { headers: org.headers });

it('without a Bearer API key: 401', async () => {
  const res = await stack.http('GET', '/metrics');
  expect(res.status).toBe(401);
  expect(res.body.code).toBe('unauthorized');
});

it("reports the key's monitors, deliveries and incidents in the Prometheus text format", async () => {
  const res = await scrape();
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const lines = res.text.split('\n');
  const up = `monitor_id="${upId}",monitor_name="Website \\"main\\""`;
  const down = `monitor_id="${downId}",monitor_name="API"`;
  expect(lines).toEqual(
    expect.arrayContaining([
      `uptime_monitor_up{${up},type="http"} 1`,
      `uptime_monitor_up{${down},type="http"} 0`,
      `uptime_monitor_status{${up},status="up"} 1`,
      `uptime_monitor_status{${up},status="down"} 0`,
      `uptime_monitor_status{${down},status="down"} 1`,
      `uptime_monitor_response_ms{${up},region="fra1"} 42`,
      `uptime_monitor_response_ms{${up},region="iad1"} 97`,
      'uptime_deliveries_total{status="delivered"} 2',
      'uptime_deliveries_total{status="failed"} 1',
      'uptime_deliveries_total{status="skipped"} 0',
      'uptime_incidents_open 1',
      '# TYPE uptime_monitor_cert_expiry_seconds gauge',
    ]),
  );
  expect(lines.filter((l) => l.startsWith(`uptime_monitor_status{${up}`))).toHaveLength(6);
  expect(res.text).toMatch(/^process_cpu_user_seconds_total \d/m);
  expect(res.text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
});

it("another org's key sees none of these monitors", async () => {
  const other = await bootstrapKey();
  const res = await stack.http('GET', '/metrics', { headers: other.headers });
  expect(res.status).toBe(200);
  expect(res.text).not.toContain(upId);
  expect(res.text).toContain('uptime_incidents_open 0');
});

/**
 * promtool parses the whole scrape (exit 1 on any format error) and lints names (exit 3). Its one finding is the
 * name this service's contract fixes, `uptime_monitor_response_ms` (Prometheus would say `_seconds`).
 */
withPromtool(
  'passes `promtool check metrics`: no format error, no lint finding but the contract name in ms',
  async () => {
    const res = await scrape();
    const check = spawnSync('promtool', ['check', 'metrics'], { input: res.text, encoding: 'utf8' });
    const findings = `${check.stdout}${check.stderr}`.trim().split('\n');
    expect(findings).toEqual(['uptime_monitor_response_ms metric names should not contain abbreviated units']);
    expect(check.status).toBe(3);
    // The check can fail: a malformed line is an error (exit 1).
    const broken = spawnSync('promtool', ['check', 'metrics'], { input: `${res.text}uptime_x{ 1\n`, encoding: 'utf8' });
    expect(broken.status).toBe(1);
  },
);
