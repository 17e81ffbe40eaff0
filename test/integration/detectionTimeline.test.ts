/**
 * The detection timeline of one real outage: failing results through `POST /results` in two regions open an
 * incident whose `incident.opened` the worker POSTs to an HTTPS receiver; every stage, from the batch received to
 * the POST answered, is logged at debug level with the incident id, in order, and counted once on the API's and
 * the worker's `/metrics` (both accepted by `promtool check metrics`).
 */
import { spawnSync } from 'node:child_process';
import { createLogger } from '../../domain/logger';
import { DETECTION_STAGES } from '../../domain/metrics/detectionTimeline';
import { serveWorkerMetrics, type MetricsServer } from '../../worker/metricsServer';
import { bootstrapKey, type OrgKey } from '../support/client';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { startTestWorker, type TestWorker } from '../support/worker';

jest.setTimeout(60_000);

const promtool = spawnSync('promtool', ['--version']).status === 0;
const withPromtool = promtool ? it : it.skip;
const PROBER = { 'x-prober-token': 'dev-prober-token' };

interface StageLine {
  msg: string;
  stage: string;
  incident_id: string;
  ms: number;
}

const lines: string[] = [];
const log = createLogger('test', 'debug', (line) => void lines.push(line));
let receiver: TestReceiver;
let stack: Stack;
let worker: TestWorker;
let workerMetrics: MetricsServer;
let org: OrgKey;
let incidentId: string;

beforeAll(async () => {
  receiver = await startReceiver();
  stack = await startStack({ env: { WEBHOOK_CA_FILE: receiver.caFile }, log });
  worker = await startTestWorker(stack.config, log);
  workerMetrics = await serveWorkerMetrics(0, '127.0.0.1');
  org = await bootstrapKey({ orgName: 'Timeline Inc' });
  const channel = await stack.http('POST', '/api/v1/channels', {
    headers: org.headers,
    body: { name: 'Ops', type: 'webhook', url: `${receiver.url}/ops`, secret: 'whsec_timeline_0123456789' },
  });
  expect(channel.status).toBe(201);
  const monitor = await stack.http('POST', '/api/v1/monitors', {
    headers: org.headers,
    body: { name: 'Shop', type: 'http', url: 'https://example.com/', regions: ['fra1', 'iad1'], down_quorum: 2 },
  });
  expect(monitor.status).toBe(201);
  await stack.services.probing.tick('sync');
  for (const region of ['fra1', 'iad1']) await postFailure(region, monitor.body.id);
  const [opened] = await receiver.waitFor('/ops', 1, 30_000);
  expect(opened.headers['x-service-event']).toBe('incident.opened');
  const incidents = await stack.http('GET', `/api/v1/incidents?monitor_id=${monitor.body.id}`, {
    headers: org.headers,
  });
  incidentId = incidents.body.data[0].id;
  await until(() => stagesOf(incidentId).some((s) => s.stage === 'post_answered'));
});
afterAll(async () => {
  await workerMetrics?.close();
  await worker?.stop();
  await stack?.stop();
  await receiver?.close();
});

async function postFailure(region: string, monitorId: string): Promise<void> {
  const result = {
    monitor_id: monitorId,
    ok: false,
    checked_at: new Date().toISOString(),
    response_ms: null,
    error_class: 'connection_refused',
    error_message: 'refused',
  };
  const res = await stack.http('POST', '/results', { headers: PROBER, body: { region, results: [result] } });
  expect(res.status).toBe(202);
}

function stagesOf(id: string): StageLine[] {
  return lines
    .map((l) => JSON.parse(l) as StageLine)
    .filter((l) => l.msg === 'detection stage' && l.incident_id === id);
}

it('logs every stage of the outage once, with its incident id, in order', () => {
  const stages = stagesOf(incidentId);
  expect(stages.map((s) => s.stage).sort()).toEqual([...DETECTION_STAGES].sort());
  const ms = new Map(stages.map((s) => [s.stage, s.ms]));
  expect(ms.get('result_batch_received')).toBe(0);
  // The API's stages follow each other, the worker's too; the workflow may run before its start is answered.
  const api = DETECTION_STAGES.slice(0, 7).map((s) => ms.get(s)!);
  expect(api).toEqual([...api].sort((a, b) => a - b));
  expect(ms.get('first_attempt_started')).toBeGreaterThanOrEqual(ms.get('delivery_inserted')!);
  expect(ms.get('post_answered')).toBeGreaterThanOrEqual(ms.get('first_attempt_started')!);
});

it('counts each stage once on the histogram of /metrics', async () => {
  const res = await stack.http('GET', '/metrics', { headers: org.headers });
  expect(res.status).toBe(200);
  for (const stage of DETECTION_STAGES)
    expect(res.text.split('\n')).toContain(`uptime_detection_stage_seconds_count{stage="${stage}"} 1`);
  expect(res.text).toContain('# TYPE uptime_detection_stage_seconds histogram');
});

it("serves the worker's stages on the worker's /metrics", async () => {
  const res = await fetch(`http://127.0.0.1:${workerMetrics.port}/metrics`);
  const text = await res.text();
  expect(res.status).toBe(200);
  expect(text.split('\n')).toContain('uptime_detection_stage_seconds_count{stage="post_answered"} 1');
  expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
});

withPromtool('both scrapes pass promtool check metrics', async () => {
  const api = await stack.http('GET', '/metrics', { headers: org.headers });
  const workerText = await (await fetch(`http://127.0.0.1:${workerMetrics.port}/metrics`)).text();
  // The API's one finding is the name the contract fixes, `uptime_monitor_response_ms` (metrics.test.ts).
  const contractName = 'uptime_monitor_response_ms metric names should not contain abbreviated units';
  for (const text of [api.text, workerText]) {
    const check = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    const findings = `${check.stdout}${check.stderr}`.trim().split('\n').filter(Boolean);
    expect(findings.filter((f) => f !== contractName)).toEqual([]);
    expect([0, 3]).toContain(check.status);
  }
  const broken = spawnSync('promtool', ['check', 'metrics'], { input: `${workerText}uptime_x{ 1\n`, encoding: 'utf8' });
  expect(broken.status).toBe(1);
});

async function until(probe: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
