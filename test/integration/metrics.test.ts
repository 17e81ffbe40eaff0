/**
 * `GET /metrics` as a Prometheus server scrapes it: a Bearer API key (401 without), the text format that
 * `promtool check metrics` (Debian's prometheus package) accepts, each monitor's up, status and response time, the
 * settled deliveries and open incidents of the key's org only, the expiry of the certificate a prober last reported,
 * and the API process's own metrics. The delivery counters hold when the days they count close and are swept.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createMongoLogRetentionStore } from '../../domain/delivery/log/mongoStores';
import { createLogRetention } from '../../domain/delivery/log/retention';
import { insertSettledLog } from '../../domain/delivery/log/settled/mongoStores';
import { uuidv7 } from '../../domain/ids';
import { silentLogger } from '../../domain/logger';
import { type DeliveryDoc } from '../../domain/models/delivery';
import { DeliveryCount } from '../../domain/models/deliveryCount';
import { bootstrapKey, type OrgKey } from '../support/client';
import { startStack, type Stack } from '../support/stack';
import { StoredDelivery } from '../support/storedDeliveries';

jest.setTimeout(60_000);

const promtool = spawnSync('promtool', ['--version']).status === 0;
if (!promtool) console.warn('promtool is missing (Debian: apt-get install prometheus): the promtool check is skipped');
const withPromtool = promtool ? it : it.skip;

let stack: Stack;
let org: OrgKey;
let upId: string;
let downId: string;
const DAY_SEC = 86_400;
const DAY_MS = DAY_SEC * 1000;
const PROBER = { 'x-prober-token': 'dev-prober-token' };

/** One result through the probers' `/results` route, carrying a certificate that expires `inSec` from now. */
async function postCertificate(monitorId: string, inSec: number): Promise<void> {
  const certificate = {
    subject: 'CN=example.com',
    issuer: 'CN=Test CA',
    not_after: new Date(Date.now() + inSec * 1000).toISOString(),
    sha256_fingerprint: Array.from({ length: 32 }, () => 'AB').join(':'),
  };
  const result = {
    monitor_id: monitorId,
    ok: true,
    checked_at: new Date().toISOString(),
    response_ms: 50,
    certificate,
  };
  const res = await stack.http('POST', '/results', { headers: PROBER, body: { region: 'fra1', results: [result] } });
  if (res.status !== 202 || res.body.accepted !== 1) throw new Error(`results: ${res.status} ${res.text}`);
}

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
  await probing.recordResults(
    'fra1',
    [{ monitor_id: upId, ok: true, checked_at: now, response_ms: 42 }],
    'test-prober',
  );
  await probing.recordResults(
    'iad1',
    [{ monitor_id: upId, ok: true, checked_at: now, response_ms: 97 }],
    'test-prober',
  );
  const check = { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'no answer' };
  await lifecycle.open({ monitorId: downId, failingRegions: ['fra1', 'iad1'], check });
  await insertSettledLog(
    [delivery(Date.now(), 'delivered'), delivery(Date.now(), 'delivered'), delivery(Date.now(), 'failed')],
    [],
  );
  await insertSettledLog([delivery(Date.now(), 'skipped'), delivery(Date.now(), 'pending')], []);
});
afterAll(async () => {
  await stack?.stop();
});

/** A delivery of the org's stored at `atMs`, settled so (or in flight, or skipped), as the dispatcher files it. */
function delivery(atMs: number, status: DeliveryDoc['status']): DeliveryDoc {
  const [_id, at] = [uuidv7(atMs), new Date(atMs)];
  const settled = status === 'delivered' || status === 'failed';
  return {
    ...{ _id, org_id: org.org.id, event_id: randomUUID(), event_type: 'test', incident_id: null },
    ...{ monitor_id: upId, channel_id: randomUUID(), status, workflow_id: `delivery:${_id}` },
    ...{ resend_of: null, resend_key: null, last_attempt: settled ? 1 : null, completed_at: settled ? at : null },
    ...{ created_at: at, updated_at: at },
  };
}

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
      'uptime_deliveries_total{status="skipped"} 1',
      'uptime_incidents_open 1',
      '# TYPE uptime_monitor_cert_expiry_seconds gauge',
    ]),
  );
  expect(lines.filter((l) => l.startsWith(`uptime_monitor_status{${up}`))).toHaveLength(6);
  expect(res.text).toMatch(/^process_cpu_user_seconds_total \d/m);
  expect(res.text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
});

/** The `uptime_deliveries_total` series of a scrape, by status. */
function deliveryCountsOf(text: string): Record<string, number> {
  const lines = text.split('\n').filter((l) => l.startsWith('uptime_deliveries_total{'));
  return Object.fromEntries(lines.map((l) => [/status="(\w+)"/.exec(l)![1], Number(l.split(' ').pop())]));
}

it("keeps counting a day's deliveries once the day is closed and swept past the retention", async () => {
  const now = Date.now();
  const [old, closedDay] = [now - 100 * DAY_MS, now - 3 * DAY_MS];
  const stored = [
    ...[delivery(old, 'delivered'), delivery(old + 1, 'failed'), delivery(old + 2, 'skipped')],
    ...[delivery(closedDay, 'delivered'), delivery(closedDay + 1, 'delivered'), delivery(closedDay + 2, 'failed')],
  ];
  const inFlight = delivery(old + 3, 'pending'); // its day is closed before its sweep all the same
  await insertSettledLog([...stored, inFlight], []);
  const before = deliveryCountsOf((await scrape()).text);
  expect(before).toEqual({ delivered: 5, failed: 3, skipped: 2 });

  const store = createMongoLogRetentionStore();
  for (let round = 0; round < 20 && (await store.backfill(500)) > 0; round++);
  const replica = () => createLogRetention({ store, retentionDays: 90, now: () => now, log: silentLogger });
  await Promise.all([replica().sweep(), replica().sweep()]); // two replicas at once
  const left = await StoredDelivery.find({ _id: { $in: [...stored.slice(0, 3), inFlight].map((d) => d._id) } }).lean();
  expect(left.map((d) => d._id)).toEqual([inFlight._id]);
  const filed = await DeliveryCount.find({ org_id: org.org.id }).lean();
  expect(filed.map((c) => [c.delivered, c.failed, c.skipped]).sort()).toEqual([
    [1, 1, 1],
    [2, 1, 0],
  ]);
  expect(deliveryCountsOf((await scrape()).text)).toEqual(before);
  // Another sweep finds both days done: nothing is filed twice, nothing counted down.
  await replica().sweep();
  expect(await DeliveryCount.countDocuments({ org_id: org.org.id })).toBe(2);
  expect(deliveryCountsOf((await scrape()).text)).toEqual(before);
});

/** The value of `uptime_monitor_cert_expiry_seconds` of one monitor in a scrape (undefined: no series). */
function certExpiryOf(text: string, monitorId: string): number | undefined {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`uptime_monitor_cert_expiry_seconds{monitor_id="${monitorId}",`));
  return line === undefined ? undefined : Number(line.split(' ').pop());
}

it('reports the seconds until the reported certificate expires, negative once expired, and forgets a deleted monitor', async () => {
  const expiredId = await createMonitor('Old shop');
  await stack.services.probing.tick('sync');
  await postCertificate(upId, 10 * DAY_SEC);
  await postCertificate(expiredId, -2 * DAY_SEC);
  const res = await scrape();
  expect(res.text).toContain(
    `uptime_monitor_cert_expiry_seconds{monitor_id="${upId}",monitor_name="Website \\"main\\""} `,
  );
  expect(certExpiryOf(res.text, upId)).toBeGreaterThan(10 * DAY_SEC - 60);
  expect(certExpiryOf(res.text, upId)).toBeLessThanOrEqual(10 * DAY_SEC);
  expect(certExpiryOf(res.text, expiredId)).toBeLessThanOrEqual(-2 * DAY_SEC);
  expect(certExpiryOf(res.text, expiredId)).toBeGreaterThan(-2 * DAY_SEC - 60);
  expect(certExpiryOf(res.text, downId)).toBeUndefined(); // no certificate reported yet

  expect((await stack.http('DELETE', `/api/v1/monitors/${expiredId}`, { headers: org.headers })).status).toBe(204);
  expect(certExpiryOf((await scrape()).text, expiredId)).toBeUndefined();
  expect(stack.services.probing.certificateNotAfter(expiredId)).toBeUndefined();
  expect(stack.services.probing.certificateNotAfter(upId)).toBeGreaterThan(Date.now());
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
