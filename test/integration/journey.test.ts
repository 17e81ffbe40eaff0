/**
 * A customer's whole journey through the public surface only: sign up, create a key, a webhook channel and a
 * monitor; two regions report it down -> `incident.opened` arrives signed; acknowledge over REST ->
 * `incident.acknowledged`; the regions recover -> `incident.resolved`; then read the incident with its events and
 * deliveries (and their Temporal workflow ids) back. Real Temporal, real MongoDB-wire server, real HTTPS receiver.
 */
import { orgWithKey } from '../support/client';
import { independentlyVerify } from '../support/deliveryFixtures';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { startTestWorker, type TestWorker } from '../support/worker';

const SECRET = 'whsec_journey_0123456789abcdef';

describe('customer journey: REST in, signed webhooks out', () => {
  let receiver: TestReceiver;
  let stack: Stack;
  let worker: TestWorker;

  beforeAll(async () => {
    receiver = await startReceiver();
    stack = await startStack({ env: { WEBHOOK_CA_FILE: receiver.caFile, TRUST_PROXY: 'true' } });
    worker = await startTestWorker(stack.config);
  });
  afterAll(async () => {
    await worker?.stop();
    await stack?.stop();
    await receiver?.close();
  });

  const report = (monitorId: string, ok: boolean) =>
    Promise.all(
      ['fra1', 'iad1'].map((region) =>
        stack.http('POST', '/results', {
          headers: { 'x-prober-token': stack.config.proberToken },
          body: {
            region,
            results: [
              {
                monitor_id: monitorId,
                ok,
                checked_at: new Date().toISOString(),
                response_ms: ok ? 35 : null,
                ...(ok ? {} : { error_class: 'timeout', error_message: 'no response within 10000 ms' }),
              },
            ],
          },
        }),
      ),
    );

  function delivered(index: number, event: string): Record<string, any> {
    const req = receiver.requests('/hook')[index];
    expect(req.headers['x-service-event']).toBe(event);
    expect(req.headers['user-agent']).toBe('Service-Webhook/1.0');
    expect(independentlyVerify(SECRET, req.rawBody, req.headers['x-service-signature']).ok).toBe(true);
    return JSON.parse(req.rawBody.toString('utf8'));
  }

  it('opens, acknowledges and resolves an incident, each delivered once and readable afterwards', async () => {
    const { headers, org } = await orgWithKey(stack, { orgName: 'Journey Ltd' });
    const channel = await stack.http('POST', '/api/v1/channels', {
      headers,
      body: { name: 'On-call', type: 'webhook', url: `${receiver.url}/hook`, secret: SECRET },
    });
    expect(channel.status).toBe(201);
    expect(JSON.stringify(channel.body)).not.toContain(SECRET);
    const monitor = await stack.http('POST', '/api/v1/monitors', {
      headers,
      body: { name: 'API', type: 'http', url: 'https://api.journey.example/health', regions: ['fra1', 'iad1'] },
    });
    expect(monitor.status).toBe(201);
    const monitorId = monitor.body.id as string;

    for (const r of await report(monitorId, false)) expect(r.status).toBe(202);
    await receiver.waitFor('/hook', 1, 30_000);
    const opened = delivered(0, 'incident.opened');
    expect(opened).toMatchObject({
      org: { id: org.id, name: 'Journey Ltd' },
      monitor: { id: monitorId, name: 'API', type: 'http', url: 'https://api.journey.example/health' },
      incident: { status: 'open', failing_regions: expect.arrayContaining(['fra1', 'iad1']), acknowledged_at: null },
      check: { last_error_class: 'timeout' },
    });

    const list = await stack.http('GET', `/api/v1/incidents?monitor_id=${monitorId}&status=open`, { headers });
    expect(list.body.data).toHaveLength(1);
    const incidentId = list.body.data[0].id as string;
    const ack = await stack.http('POST', `/api/v1/incidents/${incidentId}/acknowledge`, { headers });
    expect(ack.status).toBe(200);
    expect(ack.body.status).toBe('acknowledged');
    expect((await stack.http('POST', `/api/v1/incidents/${incidentId}/acknowledge`, { headers })).status).toBe(409);
    await receiver.waitFor('/hook', 2, 30_000);
    const acknowledged = delivered(1, 'incident.acknowledged');
    expect(acknowledged.incident.acknowledged_at).toEqual(expect.any(String));

    for (const r of await report(monitorId, true)) expect(r.status).toBe(202);
    await receiver.waitFor('/hook', 3, 30_000);
    const resolved = delivered(2, 'incident.resolved');
    expect(resolved.incident).toMatchObject({
      status: 'resolved',
      acknowledged_at: acknowledged.incident.acknowledged_at,
      failing_regions: [],
    });
    expect(new Set([opened.incident.id, acknowledged.incident.id, resolved.incident.id]).size).toBe(3);

    const detail = await stack.http('GET', `/api/v1/incidents/${incidentId}`, { headers });
    expect(detail.status).toBe(200);
    expect(detail.body.status).toBe('resolved');
    expect(detail.body.events.map((e: { type: string }) => e.type)).toEqual([
      'incident.opened',
      'incident.acknowledged',
      'incident.resolved',
    ]);
    await until(async () => {
      const d = await stack.http('GET', `/api/v1/deliveries?incident_id=${incidentId}&status=delivered`, { headers });
      return d.body.data.length === 3;
    });
    const deliveries = (await stack.http('GET', `/api/v1/deliveries?incident_id=${incidentId}`, { headers })).body.data;
    for (const d of deliveries) {
      expect(d).toMatchObject({ status: 'delivered', channel_id: channel.body.id, workflow_id: expect.any(String) });
      expect(d.attempts).toHaveLength(1);
    }
    // Nothing more was sent: each (event, channel) exactly once.
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.requests('/hook')).toHaveLength(3);
  });
});

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
