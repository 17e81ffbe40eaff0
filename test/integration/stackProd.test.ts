/**
 * The compose topology without containers (`npm run stack:prod`): the built code, two API replicas, the worker and
 * six probers as separate processes. A site on loopback that refuses connections opens an incident and a signed
 * webhook reaches an HTTPS receiver; a region's prober is then stopped, and the API reports that region `stale`.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/ports';
import { startStackProd, type StackProd } from '../../scripts/stackProd';
import { sessionCookieOf, uniqueSlug } from '../support/client';
import { independentlyVerify } from '../support/deliveryFixtures';
import { startReceiver, type TestReceiver } from '../support/receiver';

// The build (tsc of the whole code base) comes first; on a busy 2-core machine it alone can take minutes.
jest.setTimeout(600_000);

const SECRET = 'whsec_stack_prod_0123456789';
const REGIONS = ['fra1', 'iad1', 'hil1', 'sgp1', 'syd1', 'gru1'];

let receiver: TestReceiver;
let stack: StackProd | undefined;
let dataDir: string;

beforeAll(async () => {
  receiver = await startReceiver();
  dataDir = mkdtempSync(join(tmpdir(), 'uptime-stack-prod-'));
  const ports = {
    apis: [await freePort(), await freePort()],
    temporal: await freePort(),
    temporalUi: await freePort(),
    mongo: await freePort(),
  };
  stack = await startStackProd({
    ports,
    dataDir,
    env: {
      // The target and the receiver are on loopback, which only this lets a check or a delivery reach.
      ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_CA_FILE: receiver.caFile,
      REGION_STALE_SEC: '3',
      MIN_INTERVAL_SEC: '1',
      PROBER_PULL_MS: '500',
    },
  });
});

afterAll(async () => {
  await stack?.stop();
  await receiver?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What the processes logged, for a failure's message. */
function logs(): string {
  const dir = join(dataDir, 'logs');
  return readdirSync(dir)
    .map((f) => `--- ${f}\n${readFileSync(join(dir, f), 'utf8').slice(-1500)}`)
    .join('\n');
}

async function call(replica: number, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(stack!.apiUrls[replica] + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null, text };
}

async function until(what: string, probe: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${logs()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function regionStatuses(key: Record<string, string>, replica: number): Promise<Record<string, string>> {
  const res = await call(replica, 'GET', '/api/v1/regions', key);
  expect(res.status).toBe(200);
  return Object.fromEntries(
    (res.body.regions as { region: string; status: string }[]).map((r) => [r.region, r.status]),
  );
}

it('alerts an outage end to end through the built processes, and reports a stopped prober stale', async () => {
  expect([...stack!.processes.keys()].sort()).toEqual(
    ['api-1', 'api-2', 'worker', ...REGIONS.map((r) => `prober-${r}`)].sort(),
  );
  const slug = uniqueSlug('prod');
  const signUp = await call(
    0,
    'POST',
    '/api/auth/sign-up',
    {},
    {
      email: `${slug}@example.com`,
      password: 'correct horse battery',
      org_name: 'Acme Prod',
      org_slug: slug,
    },
  );
  expect(signUp.status).toBe(201);
  const created = await call(
    1,
    'POST',
    '/api/v1/api-keys',
    { cookie: sessionCookieOf(signUp.headers) },
    { name: 'ops' },
  );
  expect(created.status).toBe(201);
  const key = { authorization: `Bearer ${created.body.key}` };

  const channel = await call(0, 'POST', '/api/v1/channels', key, {
    name: 'Ops',
    type: 'webhook',
    url: `${receiver.url}/prod`,
    secret: SECRET,
  });
  expect(channel.status).toBe(201);
  // A loopback port nobody listens on: every region's check is refused. Regions and quorum are the defaults.
  const target = `http://127.0.0.1:${await freePort()}/health`;
  const monitor = await call(1, 'POST', '/api/v1/monitors', key, {
    name: 'Checkout',
    type: 'http',
    url: target,
    // Results count for 3 intervals: long enough that nine processes on a busy machine keep them fresh.
    interval_sec: 5,
    channel_ids: [channel.body.id],
  });
  expect(monitor.status).toBe(201);

  const [opened] = await receiver.waitFor('/prod', 1, 120_000).catch((err: Error) => {
    throw new Error(`${err.message}\n${logs()}`);
  });
  expect(opened.headers['x-service-event']).toBe('incident.opened');
  expect(independentlyVerify(SECRET, opened.rawBody, opened.headers['x-service-signature']).ok).toBe(true);
  expect(JSON.parse(opened.rawBody.toString('utf8'))).toMatchObject({
    event: 'incident.opened',
    monitor: { id: monitor.body.id, url: target },
    incident: { status: 'open' },
    check: { last_error_class: 'connection_refused' },
  });
  const incidents = await call(0, 'GET', `/api/v1/incidents?monitor_id=${monitor.body.id}`, key);
  expect(incidents.body.data).toEqual([expect.objectContaining({ status: 'open' })]);

  await until(
    'every region active',
    async () => Object.values(await regionStatuses(key, 0)).every((s) => s === 'active'),
    30_000,
  );
  await stack!.stopService('prober-gru1');
  await until('gru1 stale', async () => (await regionStatuses(key, 1)).gru1 === 'stale', 30_000);
  const statuses = await regionStatuses(key, 0);
  expect(statuses).toEqual({ ...Object.fromEntries(REGIONS.map((r) => [r, 'active'])), gru1: 'stale' });
});
