/**
 * The whole chain with real parts only: two embedded probers (fra1, iad1) check a local site through the API's
 * /jobs and /results, the vote opens an incident, the worker delivers a signed `incident.opened` to an HTTPS
 * receiver; the site comes back, the incident resolves and `incident.resolved` follows.
 */
import { silentLogger } from '../../domain/logger';
import { startProber, type RunningProber } from '../../prober/prober';
import { apiClient, bootstrapKey, virtualClock } from '../support/client';
import { independentlyVerify } from '../support/deliveryFixtures';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { startHttpTarget, type HttpTarget } from '../support/targets';
import { startTestWorker, type TestWorker } from '../support/worker';

jest.setTimeout(60_000);

const SECRET = 'whsec_probing_0123456789';

describe('prober -> incident -> webhook -> recovery -> resolved webhook', () => {
  let receiver: TestReceiver;
  let stack: Stack;
  let worker: TestWorker;
  let site: HttpTarget;
  let probers: RunningProber[] = [];

  beforeAll(async () => {
    receiver = await startReceiver();
    site = await startHttpTarget('<h1>Checkout is up</h1>');
    stack = await startStack({ env: { WEBHOOK_CA_FILE: receiver.caFile } });
    await stack.services.start();
    worker = await startTestWorker(stack.config);
  });
  afterAll(async () => {
    await Promise.all(probers.map((p) => p.stop()));
    await worker?.stop();
    await stack?.stop();
    await site?.stop();
    await receiver?.close();
  });

  it('delivers incident.opened when the site stops and incident.resolved when it is back', async () => {
    const call = apiClient(stack, virtualClock(), (await bootstrapKey({ orgName: 'Acme Shop' })).headers);
    const channel = await call('POST', '/api/v1/channels', {
      body: { name: 'Ops', type: 'webhook', url: `${receiver.url}/ops`, secret: SECRET },
    });
    expect(channel.status).toBe(201);
    const monitor = await call('POST', '/api/v1/monitors', {
      body: {
        name: 'Checkout',
        type: 'http',
        url: site.url,
        interval_sec: 1,
        timeout_ms: 2000,
        regions: ['fra1', 'iad1'],
        down_quorum: 2,
      },
    });
    expect(monitor.status).toBe(201);
    const monitorId = monitor.body.id as string;

    probers = (['fra1', 'iad1'] as const).map((region) =>
      startProber({ config: stack.config, region, baseUrl: stack.url, pullEveryMs: 250, log: silentLogger }),
    );
    await until(async () => stack.services.probing.latestResults(monitorId).filter((r) => r.ok).length === 2);
    expect(receiver.requests('/ops')).toHaveLength(0);

    await site.stop();
    const [opened] = await receiver.waitFor('/ops', 1, 30_000);
    const body = JSON.parse(opened.rawBody.toString('utf8'));
    expect(opened.headers['x-service-event']).toBe('incident.opened');
    expect(independentlyVerify(SECRET, opened.rawBody, opened.headers['x-service-signature']).ok).toBe(true);
    expect(body).toMatchObject({
      event: 'incident.opened',
      org: { name: 'Acme Shop' },
      monitor: { id: monitorId, name: 'Checkout', type: 'http', url: site.url },
      incident: { status: 'open', failing_regions: ['fra1', 'iad1'], resolved_at: null, duration_sec: null },
      check: {
        last_response_ms: null,
        last_error_class: 'connection_refused',
        last_error_message: expect.stringContaining('ECONNREFUSED'),
      },
    });

    await site.restart();
    const requests = await receiver.waitFor('/ops', 2, 30_000);
    const resolved = JSON.parse(requests[1].rawBody.toString('utf8'));
    expect(requests[1].headers['x-service-event']).toBe('incident.resolved');
    expect(resolved).toMatchObject({
      event: 'incident.resolved',
      monitor: { id: monitorId },
      incident: {
        status: 'resolved',
        opened_at: body.incident.opened_at,
        failing_regions: [],
        duration_sec: expect.any(Number),
      },
      check: { last_error_class: null, last_error_message: null },
    });
    expect(resolved.incident.id).not.toBe(body.incident.id);

    // One outage, one incident: the probers keep checking, and nothing more is sent while the site stays up.
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.requests('/ops')).toHaveLength(2);
    const incidents = await call('GET', `/api/v1/incidents?monitor_id=${monitorId}`);
    expect(incidents.body.data).toHaveLength(1);
  });
});

async function until(probe: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
