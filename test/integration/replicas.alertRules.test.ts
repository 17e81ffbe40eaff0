/**
 * Alert rules with two real API processes (and one worker) on one MongoDB-wire and Temporal server:
 * - confirmations / recoveries count every result of a region whichever API it reached (each round, each region
 *   posts to the other API than the round before), so the example holds: one incident on the third round
 *   of failures, resolved on the second round of passes, one webhook each;
 * - a maintenance window created through one API holds back the incident that results posted to the other would
 *   open, and once it ends the incident opens within one interval, once.
 */
import mongoose from 'mongoose';
import { freePort } from '../../scripts/devServices';
import { connectDatabase, disconnectDatabase } from '../../domain/db';
import { Incident } from '../../domain/models';
import { bootstrapKey, type OrgKey } from '../support/client';
import { testConfig } from '../support/env';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { spawnServiceProcess, workerEnv, type ChildWorker } from '../support/worker';

jest.setTimeout(180_000);

const INTERVAL_SEC = 5;
const FEED_MS = 100;
const config = testConfig({ MIN_INTERVAL_SEC: '1' });
let receiver: TestReceiver;
let org: OrgKey;
const apis: { url: string; process: ChildWorker }[] = [];
let worker: ChildWorker;

beforeAll(async () => {
  receiver = await startReceiver();
  await connectDatabase(config.mongodbUri);
  org = await bootstrapKey();
  const env = (extra: Record<string, string> = {}) =>
    workerEnv(config, {
      WEBHOOK_CA_FILE: receiver.caFile,
      DISPATCH_SWEEP_MS: '500',
      MIN_INTERVAL_SEC: '1',
      PROBE_STATE_FEED_MS: String(FEED_MS),
      ...extra,
    });
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    apis.push({
      url: `http://127.0.0.1:${port}`,
      process: spawnServiceProcess(
        'api/server.ts',
        env({ PORT: String(port), BASE_URL: `http://127.0.0.1:${port}` }),
        '"api listening"',
      ),
    });
  }
  worker = spawnServiceProcess('worker/main.ts', env(), '"worker running"');
  await Promise.all([...apis.map((a) => a.process.ready()), worker.ready()]);
});

afterAll(async () => {
  for (const p of [...apis.map((a) => a.process), worker]) if (p?.child.exitCode === null) p.child.kill('SIGTERM');
  await Promise.all([...apis.map((a) => a.process.exited()), worker?.exited()]);
  await mongoose.connection.dropDatabase().catch(() => undefined);
  await disconnectDatabase();
  await receiver?.close();
});

async function call(api: number, method: string, path: string, body?: unknown, headers = org.headers) {
  const res = await fetch(apis[api].url + path, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function eventually(what: string, probe: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

async function post(api: number, region: string, monitorId: string, ok: boolean): Promise<void> {
  const result = {
    monitor_id: monitorId,
    ok,
    checked_at: new Date().toISOString(),
    response_ms: ok ? 30 : null,
    ...(ok ? {} : { error_class: 'timeout', error_message: 'no answer' }),
  };
  const res = await call(
    api,
    'POST',
    '/results',
    { region, results: [result] },
    { 'x-prober-token': config.proberToken },
  );
  expect(res.status).toBe(202);
}

async function setUp(path: string, monitor: Record<string, unknown>): Promise<string> {
  const channel = await call(0, 'POST', '/api/v1/channels', {
    name: path,
    type: 'webhook',
    url: receiver.url + path,
    secret: 'whsec_replicas_rules_0123456789',
  });
  expect(channel.status).toBe(201);
  const res = await call(1, 'POST', '/api/v1/monitors', {
    name: path,
    type: 'http',
    url: 'https://shop.example/',
    interval_sec: INTERVAL_SEC,
    channel_ids: [channel.body.id],
    ...monitor,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

const events = (path: string) =>
  receiver.requests(path).map((r) => (JSON.parse(r.rawBody.toString('utf8')) as { event: string }).event);
const statuses = async (id: string) =>
  Promise.all([0, 1].map(async (api) => (await call(api, 'GET', `/api/v1/monitors/${id}`)).body.status));

it("counts confirmations and recoveries across both APIs: the issue's example opens and resolves once", async () => {
  const id = await setUp('/confirm', { regions: ['fra1', 'iad1'], down_quorum: 2, confirmations: 3, recoveries: 2 });
  /** Round n: fra1 posts to API n % 2, iad1 to the other; then the feed carries the states across. */
  const round = async (n: number, ok: boolean) => {
    await Promise.all([post(n % 2, 'fra1', id, ok), post((n + 1) % 2, 'iad1', id, ok)]);
    await sleep(FEED_MS * 8);
  };
  await round(0, false);
  await round(1, false);
  expect(await Incident.countDocuments({ monitor_id: id })).toBe(0);
  expect(await statuses(id)).toEqual(['up', 'up']);

  await round(2, false);
  await receiver.waitFor('/confirm', 1, 30_000);
  expect(await statuses(id)).toEqual(['down', 'down']);

  await round(3, true);
  expect((await Incident.find({ monitor_id: id }).lean()).map((i) => i.status)).toEqual(['open']);
  expect(await statuses(id)).toEqual(['down', 'down']);

  await round(4, true);
  await receiver.waitFor('/confirm', 2, 30_000);
  await sleep(2_000); // room for a second webhook, if one were coming
  expect(events('/confirm')).toEqual(['incident.opened', 'incident.resolved']);
  expect(await statuses(id)).toEqual(['up', 'up']);
});

it('a window created through one API holds back what results posted to the other would open, until it ends', async () => {
  const id = await setUp('/maintenance', { regions: ['fra1'], down_quorum: 1 });
  await call(1, 'GET', `/api/v1/monitors/${id}`); // API 1 has now read (and cached) the org's windows: none
  const endsAt = Date.now() + 8_000;
  const window = await call(0, 'POST', '/api/v1/maintenance-windows', {
    name: 'Deploy',
    starts_at: new Date(Date.now() - 1_000).toISOString(),
    ends_at: new Date(endsAt).toISOString(),
    monitor_ids: [id],
  });
  expect(window.status).toBe(201);
  await sleep(2_500); // API 1's cached windows expire (2 s)
  expect(await statuses(id)).toEqual(['maintenance', 'maintenance']);

  let opened = 0;
  // Failing results while the window lasts; counted before it ends (after it, the re-vote may open at once).
  while (Date.now() < endsAt - 1_500) {
    await post(1, 'fra1', id, false);
    await sleep(1_000);
  }
  expect(await Incident.countDocuments({ monitor_id: id })).toBe(0);
  // Still failing after the end: the incident opens within one interval (no result needed: the re-vote).
  await eventually('the incident', async () => (opened = await Incident.countDocuments({ monitor_id: id })) > 0);
  expect(Date.now() - endsAt).toBeLessThan(INTERVAL_SEC * 1000 + 2_000);
  await receiver.waitFor('/maintenance', 1, 30_000);
  await sleep(2_000);
  expect(opened).toBe(1);
  expect(events('/maintenance')).toEqual(['incident.opened']);
  expect(await statuses(id)).toEqual(['down', 'down']);
});
