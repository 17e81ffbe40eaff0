/**
 * Certificate warnings end to end: two real probers check an HTTPS site on 127.0.0.1 whose certificate (made here,
 * signed by a test CA the probers trust through PROBE_CA_FILE) expires in 5 days. The channel that chose
 * `certificate.expiring` receives exactly one warning for the crossed threshold; no incident opens; a channel on
 * the default event types receives nothing. Bad `cert_warn_days` is a 400 naming the field.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { X509Certificate } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '../../domain/logger';
import { startProber, type RunningProber } from '../../prober/prober';
import { bodyOf, orgClient, webhookChannel, type Call } from '../support/alerting';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { makeTestCertificates, type TestCertificates } from '../support/targets';
import { startTestWorker, type TestWorker } from '../support/worker';

jest.setTimeout(90_000);

let receiver: TestReceiver;
let stack: Stack;
let worker: TestWorker;
let certs: TestCertificates;
let site: Server;
let siteUrl: string;
let call: Call;
let probers: RunningProber[] = [];

beforeAll(async () => {
  receiver = await startReceiver();
  certs = await makeTestCertificates();
  const caFile = join(mkdtempSync(join(process.env.TEST_TMP_DIR ?? tmpdir(), 'probe-ca-')), 'ca.pem');
  writeFileSync(caFile, certs.ca);
  site = createServer({ key: certs.expiring.key, cert: certs.expiring.cert }, (_req, res) => res.end('shop is open'));
  await new Promise<void>((ok) => site.listen(0, '127.0.0.1', ok));
  siteUrl = `https://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  stack = await startStack({
    env: { WEBHOOK_CA_FILE: receiver.caFile, PROBE_CA_FILE: caFile, RATE_LIMIT_SCALE: '100' },
  });
  worker = await startTestWorker(stack.config);
  call = await orgClient(stack);
});
afterAll(async () => {
  await Promise.all(probers.map((p) => p.stop()));
  await worker?.stop();
  await stack?.stop();
  await new Promise((ok) => site?.close(ok));
  await receiver?.close();
});

it('sends one certificate.expiring per certificate and threshold, opens no incident, and only to channels that chose it', async () => {
  const warned = await webhookChannel(call, receiver, '/cert', { event_types: ['certificate.expiring'] });
  const defaults = await webhookChannel(call, receiver, '/default');
  const monitor = await call('POST', '/api/v1/monitors', {
    body: {
      name: 'Shop',
      type: 'http',
      url: siteUrl,
      interval_sec: 1,
      regions: ['fra1', 'iad1'],
      down_quorum: 1,
      channel_ids: [warned, defaults],
    },
  });
  expect(monitor.status).toBe(201);
  expect(monitor.body.cert_warn_days).toEqual([30, 14, 7, 1]);
  probers = (['fra1', 'iad1'] as const).map((region) =>
    startProber({ config: stack.config, region, baseUrl: stack.url, pullEveryMs: 200, log: silentLogger }),
  );
  const [warning] = await receiver.waitFor('/cert', 1, 30_000);
  expect(warning.headers['x-service-event']).toBe('certificate.expiring');
  const leaf = new X509Certificate(certs.expiring.cert);
  expect(bodyOf(warning)).toEqual({
    event: 'certificate.expiring',
    occurred_at: expect.stringMatching(/\.\d{3}Z$/),
    org: expect.objectContaining({ id: expect.any(String) }),
    monitor: { id: monitor.body.id, name: 'Shop', type: 'http', url: siteUrl },
    incident: null,
    check: null,
    certificate: {
      subject: 'CN=localhost',
      issuer: 'CN=Probing Test CA',
      not_after: new Date(leaf.validTo).toISOString(),
      days_left: 5,
      sha256_fingerprint: leaf.fingerprint256,
    },
  });

  // Many more results from both regions: still one warning, no incident, nothing on the default channel.
  const before = stack.services.probing.latestResults(monitor.body.id).length;
  await new Promise((r) => setTimeout(r, 4_000));
  expect(before).toBeGreaterThan(0);
  expect(receiver.requests('/cert')).toHaveLength(1);
  expect(receiver.requests('/default')).toHaveLength(0);
  expect((await call('GET', `/api/v1/incidents?monitor_id=${monitor.body.id}`)).body.data).toHaveLength(0);
  expect(stack.services.probing.latestResults(monitor.body.id).every((r) => r.ok)).toBe(true);

  // The same certificate under an ssl monitor with its own thresholds: one warning of its own.
  const port = Number(new URL(siteUrl).port);
  const ssl = await call('POST', '/api/v1/monitors', {
    body: {
      name: 'Shop TLS',
      type: 'ssl',
      host: '127.0.0.1',
      port,
      ssl_expiry_days: 1,
      cert_warn_days: [10, 3],
      interval_sec: 1,
      regions: ['fra1'],
      down_quorum: 1,
      channel_ids: [warned],
    },
  });
  expect(ssl.status).toBe(201);
  const [, second] = await receiver.waitFor('/cert', 2, 30_000);
  expect(bodyOf(second)).toMatchObject({ monitor: { id: ssl.body.id, type: 'ssl' }, certificate: { days_left: 5 } });
  await new Promise((r) => setTimeout(r, 2_000));
  expect(receiver.requests('/cert')).toHaveLength(2);
});

it.each([
  [{ type: 'tcp', host: '127.0.0.1', port: 443, cert_warn_days: [7] }, 'cert_warn_days'],
  [{ type: 'http', url: 'http://shop.example/', cert_warn_days: [7] }, 'cert_warn_days'],
  [{ type: 'ssl', host: 'shop.example', cert_warn_days: [] }, 'cert_warn_days'],
  [{ type: 'ssl', host: 'shop.example', cert_warn_days: [-1] }, 'cert_warn_days.0'],
  [{ type: 'ssl', host: 'shop.example', cert_warn_days: [7, 7] }, 'cert_warn_days'],
  [{ type: 'ssl', host: 'shop.example', cert_warn_days: '7' }, 'cert_warn_days'],
])('refuses %j with a 400 naming %s', async (body, field) => {
  const res = await call('POST', '/api/v1/monitors', { body: { name: 'x', ...body } });
  expect(res.status).toBe(400);
  expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
});
