/**
 * The TypeScript SDK (packages/sdk-ts) through the walk-through of docs/api.md against a real stack: a key, a
 * webhook channel on a real HTTPS receiver, a monitor of each type, a test alert received and its signature
 * verified, an incident acknowledged and resolved, deliveries paged one by one, typed errors, and a burst of reads
 * past the key's budget whose 429s the client waits out.
 */
import { createUptimeClient, paginate, unwrap, UptimeApiError, type UptimeApi } from '../../packages/sdk-ts/src';
import { verifyWebhook } from '../../packages/verify-ts/src';
import { eventually, voteDown } from '../support/alerting';
import { bootstrapKey } from '../support/client';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { startTestWorker, type TestWorker } from '../support/worker';
import { MONITOR_BODIES, SDK_HOOK_SECRET } from '../support/sdkWalkthrough';

describe('TypeScript SDK: the docs/api.md walk-through', () => {
  let receiver: TestReceiver;
  let stack: Stack;
  let worker: TestWorker;
  let api: UptimeApi;
  const waits: number[] = [];

  beforeAll(async () => {
    receiver = await startReceiver();
    stack = await startStack({ env: { WEBHOOK_CA_FILE: receiver.caFile } });
    worker = await startTestWorker(stack.config);
    const { key } = await bootstrapKey({ orgName: 'SDK Ltd' });
    api = createUptimeClient({ baseUrl: stack.url, apiKey: key, onRateLimited: (w) => waits.push(w.waitSec) });
  });
  afterAll(async () => {
    await worker?.stop();
    await stack?.stop();
    await receiver?.close();
  });

  it('creates a channel and a monitor of each type, and a test alert arrives signed', async () => {
    const channel = await unwrap(
      api.POST('/api/v1/channels', {
        body: { name: 'ops', type: 'webhook', url: `${receiver.url}/hook`, secret: SDK_HOOK_SECRET },
      }),
    );
    expect(channel).toMatchObject({ type: 'webhook', secret_hint: SDK_HOOK_SECRET.slice(-4) });
    for (const body of MONITOR_BODIES) {
      const monitor = await unwrap(api.POST('/api/v1/monitors', { body }));
      expect(monitor).toMatchObject({ name: body.name, type: body.type });
    }
    const listed = [];
    for await (const m of paginate(api, '/api/v1/monitors', { limit: 2 })) listed.push(m.type);
    expect(listed.sort()).toEqual(MONITOR_BODIES.map((b) => b.type).sort());

    const sent = await unwrap(api.POST('/api/v1/channels/{id}/test', { params: { path: { id: channel.id } } }));
    const [received] = await receiver.waitFor('/hook', 1);
    expect(received.headers['x-service-delivery-id']).toBe(sent.delivery_id);
    const verified = verifyWebhook({
      rawBody: received.rawBody,
      header: received.headers['x-service-signature'],
      secrets: [SDK_HOOK_SECRET],
    });
    expect(verified.ok).toBe(true);
  });

  it('answers typed errors from the envelope', async () => {
    const invalid = await unwrap(
      api.POST('/api/v1/monitors', { body: { name: 'no url', type: 'http' } as never }),
    ).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(UptimeApiError);
    expect(invalid).toMatchObject({ code: 'invalid_request', statusCode: 400 });
    expect((invalid as UptimeApiError).errors.map((e) => e.path)).toContain('url');
  });

  it('acknowledges and resolves an incident, then pages its deliveries', async () => {
    const http = (await unwrap(api.GET('/api/v1/monitors', { params: { query: { limit: 100 } } }))).data.find(
      (m) => m.type === 'http',
    )!;
    await voteDown(stack, http.id);
    const incident = await eventually('an open incident', async () => {
      const page = await unwrap(api.GET('/api/v1/incidents', { params: { query: { monitor_id: http.id } } }));
      return page.data[0];
    });
    const id = { params: { path: { id: incident.id } } };
    expect(await unwrap(api.POST('/api/v1/incidents/{id}/acknowledge', id))).toMatchObject({ status: 'acknowledged' });
    await expect(unwrap(api.POST('/api/v1/incidents/{id}/acknowledge', id))).rejects.toMatchObject({
      code: 'conflict',
      statusCode: 409,
    });
    expect(await unwrap(api.POST('/api/v1/incidents/{id}/resolve', id))).toMatchObject({ status: 'resolved' });

    // The test alert, then opened, acknowledged and resolved: four deliveries, read one per page.
    await receiver.waitFor('/hook', 4);
    const paged = [];
    for await (const d of paginate(api, '/api/v1/deliveries', { limit: 1 })) paged.push(d);
    const whole = await unwrap(api.GET('/api/v1/deliveries', { params: { query: { limit: 100 } } }));
    expect(paged.map((d) => d.id)).toEqual(whole.data.map((d) => d.id));
    expect(paged).toHaveLength(4);
  });

  it('waits out 429s: a burst past the read budget all answers 200', async () => {
    // The key's read budget holds 40; Retry-After is 1 s.
    const burst = await Promise.all(
      Array.from({ length: 50 }, () => api.GET('/api/v1/channels', { params: { query: { limit: 1 } } })),
    );
    expect(burst.map((r) => r.response.status)).toEqual(Array(50).fill(200));
    expect(waits.length).toBeGreaterThan(0);
    expect(waits.every((s) => s >= 1)).toBe(true);
  });
});
