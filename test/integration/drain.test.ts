/**
 * Stopping the real API process (api/server.ts) with SIGTERM: requests already accepted are answered (never a
 * 5xx because of the stop), new connections are refused, the process exits 0; and it stops promptly even while
 * Temporal is down and its sweeps keep failing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { connectDatabase, disconnectDatabase } from '../../domain/db';
import { startTemporal, type RunningService } from '../../scripts/devServices';
import { bootstrapKey, type OrgKey } from '../support/client';
import { testConfig } from '../support/env';
import { startApiProcess, workerEnv, type ChildWorker } from '../support/worker';

jest.setTimeout(120_000);

const config = testConfig();
let org: OrgKey;
let slowSite: Server;
let slowUrl: string;

beforeAll(async () => {
  await connectDatabase(config.mongodbUri);
  org = await bootstrapKey();
  // A monitored site that takes 3 s to answer: a `monitors/test` request against it stays in flight that long.
  slowSite = createServer((_req, res) => {
    setTimeout(() => res.end('slow but fine'), 3_000);
  });
  await new Promise<void>((r) => slowSite.listen(0, '127.0.0.1', r));
  slowUrl = `http://127.0.0.1:${(slowSite.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await disconnectDatabase();
  slowSite.closeAllConnections();
  await new Promise((r) => slowSite.close(r));
});

function startApi(extra: Record<string, string> = {}): Promise<{ api: ChildWorker; url: string }> {
  return startApiProcess((port) =>
    workerEnv(config, { PORT: String(port), BASE_URL: `http://127.0.0.1:${port}`, ...extra }),
  );
}

it('answers the requests in flight when stopped, refuses new connections, and exits 0', async () => {
  const { api, url } = await startApi();
  const headers = { ...org.headers, 'content-type': 'application/json' };
  const slow = fetch(`${url}/api/v1/monitors/test`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ definition: { type: 'http', url: slowUrl } }),
  });
  // Steady traffic that reads the database, on keep-alive connections, across the stop.
  const statuses: number[] = [];
  let refused = 0;
  let stopped = false;
  const reader = async () => {
    while (!stopped) {
      try {
        statuses.push((await fetch(`${url}/api/v1/monitors`, { headers: org.headers })).status);
      } catch {
        refused++; // connection refused or closed after the stop: no answer, never a 5xx
      }
    }
  };
  const readers = Array.from({ length: 4 }, reader);
  await new Promise((r) => setTimeout(r, 800));
  api.child.kill('SIGTERM');
  const slowAnswer = await slow;
  expect(slowAnswer.status).toBe(200);
  expect(await slowAnswer.json()).toMatchObject({ ok: true });
  expect(await api.exited()).toBe(0);
  stopped = true;
  await Promise.all(readers);
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  expect(refused).toBeGreaterThan(0);
  expect(api.output()).not.toContain('request failed');
  expect(api.output()).toContain('"api stopped"');
});

it('stops within a few seconds while Temporal is down and the sweeps keep failing', async () => {
  const dir = process.env.TEST_TMP_DIR!;
  const temporal: RunningService = await startTemporal({
    headless: true,
    logFile: join(dir, `drain-temporal-${Date.now()}.log`),
  });
  try {
    const { api, url } = await startApi({
      TEMPORAL_ADDRESS: temporal.address,
      DISPATCH_SWEEP_MS: '100',
      HEARTBEAT_SWEEP_MS: '100',
    });
    const headers = { ...org.headers, 'content-type': 'application/json' };
    const channel: { id: string } = (await (
      await fetch(`${url}/api/v1/channels`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: 'ops',
          type: 'webhook',
          url: 'https://127.0.0.1:9/hook',
          secret: 'whsec_drain_0123456789',
        }),
      })
    ).json()) as { id: string };
    await temporal.kill();
    // Recorded while Temporal is down: the dispatcher's sweep now fails on every run.
    expect(
      (await fetch(`${url}/api/v1/channels/${channel.id}/test`, { method: 'POST', headers: org.headers })).status,
    ).toBe(202);
    await new Promise((r) => setTimeout(r, 1_500));
    const stopAt = Date.now();
    api.child.kill('SIGTERM');
    expect(await api.exited()).toBe(0);
    expect(Date.now() - stopAt).toBeLessThan(8_000);
  } finally {
    await temporal.kill();
  }
});
