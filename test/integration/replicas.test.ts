/**
 * Two replicas: two real API processes and two real workers on one Temporal server and one MongoDB-wire server.
 * Prober results for the same monitors reach both APIs at once, and both APIs' heartbeat sweeps race on the same
 * overdue monitors; each outage must still be exactly one incident and one webhook per channel.
 */
import mongoose from 'mongoose';
import { connectDatabase, disconnectDatabase } from '../../domain/db';
import { Incident, IncidentEvent } from '../../domain/models';
import { bootstrapKey, type OrgKey } from '../support/client';
import { testConfig } from '../support/env';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { spawnServiceProcess, startApiProcess, workerEnv, type ChildWorker } from '../support/worker';
import { StoredDelivery } from '../support/storedDeliveries';

jest.setTimeout(180_000);

const MONITORS = 8;
const HEARTBEATS = 4;
const config = testConfig({ MIN_INTERVAL_SEC: '1' });
let receiver: TestReceiver;
let org: OrgKey;
const apis: { url: string; process: ChildWorker }[] = [];
const workers: ChildWorker[] = [];

beforeAll(async () => {
  receiver = await startReceiver();
  await connectDatabase(config.mongodbUri);
  org = await bootstrapKey();
  const env = (extra: Record<string, string> = {}) =>
    workerEnv(config, {
      WEBHOOK_CA_FILE: receiver.caFile,
      HEARTBEAT_SWEEP_MS: '50',
      DISPATCH_SWEEP_MS: '500',
      MIN_INTERVAL_SEC: '1',
      ...extra,
    });
  for (let i = 0; i < 2; i++) workers.push(spawnServiceProcess('worker/main.ts', env(), '"worker running"'));
  const started = await Promise.all(
    [0, 1].map(() => startApiProcess((port) => env({ PORT: String(port), BASE_URL: `http://127.0.0.1:${port}` }))),
  );
  apis.push(...started.map(({ api, url }) => ({ url, process: api })));
  await Promise.all(workers.map((w) => w.ready()));
});

afterAll(async () => {
  for (const p of [...apis.map((a) => a.process), ...workers]) if (p.child.exitCode === null) p.child.kill('SIGTERM');
  await Promise.all([...apis.map((a) => a.process.exited()), ...workers.map((w) => w.exited())]);
  await mongoose.connection.dropDatabase().catch(() => undefined);
  await disconnectDatabase();
  await receiver?.close();
});

async function call(
  api: number,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = org.headers,
) {
  const res = await fetch(apis[api].url + path, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

async function eventually(what: string, probe: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Webhooks received, by the monitor they are about, per event type. */
function received(path: string): Map<string, string[]> {
  const byMonitor = new Map<string, string[]>();
  for (const r of receiver.requests(path)) {
    const body = JSON.parse(r.rawBody.toString('utf8')) as { event: string; monitor: { id: string } };
    byMonitor.set(body.monitor.id, [...(byMonitor.get(body.monitor.id) ?? []), body.event]);
  }
  return byMonitor;
}

async function createChannel(path: string): Promise<string> {
  const res = await call(0, 'POST', '/api/v1/channels', {
    name: path,
    type: 'webhook',
    url: receiver.url + path,
    secret: 'whsec_replicas_0123456789',
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

it('opens one incident and sends one webhook per outage when both APIs receive the failing results', async () => {
  const channel = await createChannel('/results');
  const ids: string[] = [];
  for (let i = 0; i < MONITORS; i++) {
    const res = await call(i % 2, 'POST', '/api/v1/monitors', {
      name: `shop ${i}`,
      type: 'http',
      url: 'https://shop.example/',
      regions: ['fra1', 'iad1'],
      down_quorum: 1,
      interval_sec: 30,
      channel_ids: [channel],
    });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
  const failing = (region: string) => ({
    region,
    results: ids.map((monitor_id) => ({
      monitor_id,
      ok: false,
      checked_at: new Date().toISOString(),
      response_ms: null,
      error_class: 'timeout',
      error_message: 'no answer',
    })),
  });
  const prober = { 'x-prober-token': config.proberToken };
  // Each region's prober reaches both replicas (a retry through a load balancer), at the same moment; each vote
  // alone is "down", so four requests race to open each incident.
  const answers = await Promise.all(
    ['fra1', 'iad1'].flatMap((region) => [0, 1].map((api) => call(api, 'POST', '/results', failing(region), prober))),
  );
  expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202]);

  await eventually(
    'one webhook per monitor',
    async () => (await StoredDelivery.countDocuments({ monitor_id: { $in: ids }, status: 'delivered' })) >= MONITORS,
  );
  await new Promise((r) => setTimeout(r, 2_000)); // room for a second delivery, if one were coming
  for (const id of ids) {
    expect(await Incident.countDocuments({ monitor_id: id })).toBe(1);
    expect(await IncidentEvent.countDocuments({ monitor_id: id })).toBe(1);
    expect(await StoredDelivery.countDocuments({ monitor_id: id })).toBe(1);
  }
  const webhooks = received('/results');
  expect(ids.map((id) => webhooks.get(id))).toEqual(ids.map(() => ['incident.opened']));
});

it("both APIs' heartbeat sweeps open one incident per missed heartbeat, keep it open and send one webhook", async () => {
  const channel = await createChannel('/heartbeats');
  const ids: string[] = [];
  for (let i = 0; i < HEARTBEATS; i++) {
    const res = await call(i % 2, 'POST', '/api/v1/monitors', {
      name: `cron ${i}`,
      type: 'heartbeat',
      heartbeat: { period_sec: 1, grace_sec: 1 },
      channel_ids: [channel],
    });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
  await eventually(
    'one webhook per heartbeat monitor',
    async () => (await StoredDelivery.countDocuments({ monitor_id: { $in: ids }, status: 'delivered' })) >= HEARTBEATS,
  );
  await new Promise((r) => setTimeout(r, 3_000)); // many more sweeps of both APIs
  for (const id of ids) {
    const incidents = await Incident.find({ monitor_id: id }).lean();
    expect(incidents.map((i) => i.status)).toEqual(['open']);
    expect(await StoredDelivery.countDocuments({ monitor_id: id })).toBe(1);
  }
  const webhooks = received('/heartbeats');
  expect(ids.map((id) => webhooks.get(id))).toEqual(ids.map(() => ['incident.opened']));
});

/** Creates a monitor through one API, waiting out the key's write budget (spec 8.1: 60/min, burst 10) if spent. */
async function createMonitor(api: number, body: Record<string, unknown>): Promise<string> {
  for (;;) {
    const res = await fetch(apis[api].url + '/api/v1/monitors', {
      method: 'POST',
      headers: { ...org.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { id: string };
    if (res.status === 201) return answer.id;
    expect(res.status).toBe(429);
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after')) * 1000));
  }
}

it('votes on every region when each region posts to a different API: one incident per outage, resolved once', async () => {
  const channel = await createChannel('/split');
  const ids: string[] = [];
  for (let i = 0; i < MONITORS; i++) {
    ids.push(
      await createMonitor(i % 2, {
        name: `split ${i}`,
        type: 'http',
        url: 'https://shop.example/',
        regions: ['fra1', 'iad1'],
        down_quorum: 2,
        interval_sec: 30,
        channel_ids: [channel],
      }),
    );
  }
  const batch = (region: string, ok: boolean) => ({
    region,
    results: ids.map((monitor_id) => ({
      monitor_id,
      ok,
      checked_at: new Date().toISOString(),
      response_ms: ok ? 15 : null,
      ...(ok ? {} : { error_class: 'timeout', error_message: 'no answer' }),
    })),
  });
  const prober = { 'x-prober-token': config.proberToken };
  // fra1's prober reaches only API 0, iad1's only API 1: neither API alone sees the quorum of two.
  expect((await call(0, 'POST', '/results', batch('fra1', false), prober)).status).toBe(202);
  expect((await call(1, 'POST', '/results', batch('iad1', false), prober)).status).toBe(202);
  await eventually('one opened webhook per monitor', async () => (received('/split').size ?? 0) >= MONITORS);
  expect((await call(0, 'POST', '/results', batch('fra1', true), prober)).status).toBe(202);
  await eventually(
    'every incident resolved',
    async () => (await Incident.countDocuments({ monitor_id: { $in: ids }, status: 'resolved' })) === MONITORS,
  );
  await new Promise((r) => setTimeout(r, 2_000)); // room for a repeat, if one were coming
  for (const id of ids) expect(await Incident.countDocuments({ monitor_id: id })).toBe(1);
  await eventually('the resolved webhooks', async () => ids.every((id) => received('/split').get(id)?.length === 2));
  const webhooks = received('/split');
  expect(ids.map((id) => webhooks.get(id))).toEqual(ids.map(() => ['incident.opened', 'incident.resolved']));
});

it('two APIs pulling one region never hand out one check twice', async () => {
  const ids: string[] = [];
  for (let i = 0; i < 20; i++) {
    ids.push(
      await createMonitor(i % 2, {
        name: `pull ${i}`,
        type: 'http',
        url: 'https://shop.example/',
        regions: ['syd1'],
        interval_sec: 30,
        channel_ids: [],
      }),
    );
  }
  const prober = { 'x-prober-token': config.proberToken };
  const handed: string[] = [];
  const deadline = Date.now() + 8_000; // past every monitor's first check and the replicas' schedule sync
  // (a monitor created while the key waited out its budget is still well inside its first 30 s slot)
  while (Date.now() < deadline) {
    const pulls = await Promise.all(
      [0, 1].map((api) => call(api, 'GET', '/jobs?region=syd1&limit=500', undefined, prober)),
    );
    for (const p of pulls) handed.push(...p.body.jobs.map((j: { monitor_id: string }) => j.monitor_id));
    await new Promise((r) => setTimeout(r, 100));
  }
  const ours = handed.filter((id) => ids.includes(id));
  expect(new Set(ours).size).toBe(ids.length); // every monitor handed out...
  expect(ours).toHaveLength(ids.length); // ...once (their next check is 30 s away)
});
