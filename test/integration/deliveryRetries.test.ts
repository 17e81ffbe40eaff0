/**
 * Retry behaviour against a real HTTPS receiver: 5xx/429/time-outs retried (1 + 3 attempts), other 4xx and 3xx
 * permanent, failure marked on the delivery, the SSRF guard, channels gone. Real Temporal and MongoDB-wire server.
 */
import type { DeliveryView } from '../../domain/delivery/view';
import { createDispatcher } from '../../domain/delivery/dispatcher';
import { createMongoDispatchStore } from '../../domain/delivery/mongoStores';
import { createIncidentLifecycle } from '../../domain/incidents/lifecycle';
import { createMongoIncidentStore } from '../../domain/incidents/mongoStores';
import { uuidv7 } from '../../domain/ids';
import { silentLogger } from '../../domain/logger';
import { Channel, type DeliveryDoc } from '../../domain/models';
import { insertStoredDeliveries } from '../../domain/delivery/log/deliveryDays';
import { fileDeliveries } from '../../domain/delivery/log/mongoStores';
import { SA } from '../../domain/searchAttributes';
import {
  createChannel,
  createMonitor,
  createOrg,
  independentlyVerify,
  recordOpenedEvent,
} from '../support/deliveryFixtures';
import { startReceiver, type ScriptedResponse, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { startTestWorker, type TestWorker } from '../support/worker';
import { StoredDelivery } from '../support/storedDeliveries';

jest.setTimeout(60_000);

const SECRET = 'whsec_retry_0123456789abcdef';
let receiver: TestReceiver;
let stack: Stack;
let worker: TestWorker;
let n = 0;

beforeAll(async () => {
  receiver = await startReceiver();
  // A short per-attempt cap so the "never answers" receiver is quick to test (the 10 s default is unit-tested).
  stack = await startStack({ env: { WEBHOOK_CA_FILE: receiver.caFile, DELIVERY_TIMEOUT_MS: '400' } });
  worker = await startTestWorker(stack.config);
});
afterAll(async () => {
  await worker?.stop();
  await stack?.stop();
  await receiver?.close();
});

/** Scripts a fresh receiver path, dispatches one opened event to it, and waits for the workflow's result. */
async function deliverWith(
  responses: ScriptedResponse[],
  opts: { dispatcher?: typeof stack.services.dispatcher } = {},
) {
  const path = `/retry/${++n}`;
  receiver.script(path, responses);
  const org = await createOrg();
  const channelId = await createChannel(stack.config, org._id, { url: receiver.url + path, secret: SECRET });
  const { eventId, incidentId } = await recordOpenedEvent(
    org,
    await createMonitor(org._id, { channelIds: [channelId] }),
  );
  await (opts.dispatcher ?? stack.services.dispatcher).dispatchEvent(eventId);
  const created = (await StoredDelivery.findOne({ event_id: eventId }).lean<DeliveryDoc>())!;
  const result = await stack.temporal.client.workflow.getHandle(created.workflow_id).result();
  const delivery = await stack.services.deliveries.getDelivery(org._id, created._id);
  return { path, result, delivery, incidentId, requests: receiver.requests(path) };
}

const codes = (d: DeliveryView) => d.attempts.map((a) => a.status_code ?? a.error_class);

it('503, 503, 503, 204: four attempts, delivered, each signed anew', async () => {
  const { result, delivery, requests } = await deliverWith([
    { status: 503 },
    { status: 503 },
    { status: 503 },
    { status: 204 },
  ]);
  expect(result).toMatchObject({ status: 'delivered', statusCode: 204 });
  expect(requests).toHaveLength(4);
  expect(codes(delivery)).toEqual([503, 503, 503, 204]);
  expect(delivery.attempts.map((a) => a.n)).toEqual([1, 2, 3, 4]);
  expect(delivery.status).toBe('delivered');
  for (const r of requests) {
    const sig = independentlyVerify(SECRET, r.rawBody, r.headers['x-service-signature']);
    expect(sig.ok).toBe(true);
    expect(r.headers['x-service-timestamp']).toBe(String(sig.t));
  }
  expect(new Set(requests.map((r) => r.rawBody.toString())).size).toBe(1);
});

it('500 x 4: four attempts, then failed and marked on the incident', async () => {
  const { result, delivery, requests, incidentId } = await deliverWith([
    { status: 500 },
    { status: 500 },
    { status: 500 },
    { status: 500 },
    { status: 204 },
  ]);
  expect(result).toMatchObject({ status: 'failed', statusCode: 500, errorClass: 'http_status' });
  expect(requests).toHaveLength(4);
  expect(codes(delivery)).toEqual([500, 500, 500, 500]);
  expect(delivery).toMatchObject({ status: 'failed', incident_id: incidentId });
  expect(delivery.completed_at).toBeInstanceOf(Date);
  expect(await StoredDelivery.countDocuments({ incident_id: incidentId, status: 'failed' })).toBe(1);
  const desc = await stack.temporal.client.workflow.getHandle(delivery.workflow_id).describe();
  expect(desc.status.name).toBe('COMPLETED');
  expect(desc.typedSearchAttributes.get(SA.DeliveryStatus)).toBe('failed');
});

it('400: one attempt, permanent failure', async () => {
  const { result, delivery, requests } = await deliverWith([{ status: 400, body: 'bad signature' }, { status: 204 }]);
  expect(result).toMatchObject({ status: 'failed', statusCode: 400 });
  expect(requests).toHaveLength(1);
  expect(delivery).toMatchObject({ status: 'failed' });
  expect(delivery.attempts).toEqual([
    expect.objectContaining({ status_code: 400, error_class: 'http_status', response_body: 'bad signature' }),
  ]);
});

it("429 with Retry-After, then 204: two attempts, the second after the receiver's delay", async () => {
  const { result, delivery, requests } = await deliverWith([
    { status: 429, headers: { 'retry-after': '1' } },
    { status: 204 },
  ]);
  expect(result).toMatchObject({ status: 'delivered' });
  expect(codes(delivery)).toEqual([429, 204]);
  expect(requests[1].receivedAtMs - requests[0].receivedAtMs).toBeGreaterThanOrEqual(900);
});

it('shows delivering with the failed attempt recorded during the back-off, then delivered', async () => {
  const path = `/retry/${++n}`;
  receiver.script(path, [{ status: 503, headers: { 'retry-after': '2' } }, { status: 204 }]);
  const org = await createOrg();
  const channelId = await createChannel(stack.config, org._id, { url: receiver.url + path, secret: SECRET });
  const { eventId } = await recordOpenedEvent(org, await createMonitor(org._id, { channelIds: [channelId] }));
  await stack.services.dispatcher.dispatchEvent(eventId);
  const created = (await StoredDelivery.findOne({ event_id: eventId }).lean<DeliveryDoc>())!;
  expect(created.status).toBe('pending');
  await receiver.waitFor(path, 1, 15_000);
  let during: DeliveryView | null = null;
  for (let i = 0; i < 100 && !during?.attempts.length; i++) {
    during = await stack.services.deliveries.getDelivery(org._id, created._id);
    if (!during?.attempts.length) await new Promise((r) => setTimeout(r, 20));
  }
  expect(during).toMatchObject({ status: 'delivering', attempts: [{ n: 1, status_code: 503 }] });
  const listed = async (status: 'pending' | 'delivering') =>
    (await stack.services.deliveries.listDeliveries(org._id, { status }, { limit: 10 })).map((d) => d._id);
  expect(await listed('delivering')).toEqual([created._id]);
  expect(await listed('pending')).toEqual([]);
  await stack.temporal.client.workflow.getHandle(created.workflow_id).result();
  const after = await stack.services.deliveries.getDelivery(org._id, created._id);
  expect(after.status).toBe('delivered');
  expect(codes(after)).toEqual([503, 204]);
});

it('302: not followed, permanent', async () => {
  const { result, delivery, requests } = await deliverWith([
    { status: 302, headers: { location: `${receiver.url}/elsewhere` } },
  ]);
  expect(result).toMatchObject({ status: 'failed', statusCode: 302, errorClass: 'redirect' });
  expect(requests).toHaveLength(1);
  expect(receiver.requests('/elsewhere')).toHaveLength(0);
  expect(codes(delivery)).toEqual([302]);
});

it('a receiver that never answers hits the per-attempt cap and is retried', async () => {
  const { result, delivery, requests } = await deliverWith([{ hang: true }, { status: 204 }]);
  expect(result).toMatchObject({ status: 'delivered' });
  expect(requests).toHaveLength(2);
  expect(codes(delivery)).toEqual(['timeout', 204]);
  expect(delivery.attempts[0].duration_ms).toBeGreaterThanOrEqual(350);
});

it('refuses a private target unless ALLOW_PRIVATE_TARGETS=true', async () => {
  const strictConfig = {
    ...stack.config,
    allowPrivateTargets: false,
    temporalTaskQueue: `${stack.config.temporalTaskQueue}-strict`,
  };
  const strictWorker = await startTestWorker(strictConfig);
  try {
    const strict = createDispatcher({
      config: strictConfig,
      log: silentLogger,
      client: stack.temporal.client,
      store: createMongoDispatchStore(),
      now: Date.now,
    });
    const refused = await deliverWith([{ status: 204 }], { dispatcher: strict });
    expect(refused.result).toMatchObject({ status: 'failed', errorClass: 'forbidden_target' });
    expect(refused.requests).toHaveLength(0);
    expect(refused.delivery.attempts).toEqual([
      expect.objectContaining({ error_class: 'forbidden_target', status_code: null }),
    ]);
    const allowed = await deliverWith([{ status: 204 }]); // the suite's worker runs with ALLOW_PRIVATE_TARGETS=true
    expect(allowed.result).toMatchObject({ status: 'delivered' });
    expect(allowed.requests).toHaveLength(1);
  } finally {
    await strictWorker.stop();
  }
});

it('a channel disabled or deleted before the attempt, or a template that fails to render, is a permanent failure', async () => {
  const org = await createOrg();
  const url = `${receiver.url}/gone/${++n}`;
  const disabled = await createChannel(stack.config, org._id, { url, secret: SECRET });
  const deleted = await createChannel(stack.config, org._id, { url, secret: SECRET });
  const broken = await createChannel(stack.config, org._id, { url, secret: SECRET, template: '{{> missingPartial}}' });
  const { eventId, incidentId } = await recordOpenedEvent(
    org,
    await createMonitor(org._id, { channelIds: [disabled, deleted, broken] }),
  );
  await Channel.updateOne({ _id: disabled }, { $set: { enabled: false } });
  await Channel.deleteOne({ _id: deleted });
  // Deliveries as the dispatcher had written them before the channels changed and it crashed; recovery starts them.
  const written = [disabled, deleted, broken].map((channelId): DeliveryDoc => ({
    _id: uuidv7(),
    org_id: org._id,
    event_id: eventId,
    event_type: 'incident.opened',
    incident_id: incidentId,
    monitor_id: 'm',
    channel_id: channelId,
    status: 'pending',
    workflow_id: `delivery:${eventId}:${channelId}`,
    resend_of: null,
    resend_key: null,
    last_attempt: null,
    completed_at: null,
    created_at: new Date(Date.now() - 60_000),
    updated_at: new Date(Date.now() - 60_000),
  }));
  await insertStoredDeliveries(await fileDeliveries(written));
  const dispatcher = createDispatcher({
    config: { ...stack.config, dispatchSweepMs: 0 },
    log: silentLogger,
    client: stack.temporal.client,
    store: createMongoDispatchStore(),
    now: Date.now,
  });
  await createIncidentLifecycle({
    incidents: createMongoIncidentStore(),
    log: silentLogger,
    now: Date.now,
    dispatch: dispatcher.dispatchEvent,
    store: createMongoDispatchStore(),
    recoverAfterMs: 0,
  }).recover();
  const expected: Record<string, string> = {
    [disabled]: 'channel_gone',
    [deleted]: 'channel_gone',
    [broken]: 'template_error',
  };
  for (const [channelId, errorClass] of Object.entries(expected)) {
    const res = await stack.temporal.client.workflow.getHandle(`delivery:${eventId}:${channelId}`).result();
    expect(res).toMatchObject({ status: 'failed', errorClass });
    const stored = (await StoredDelivery.findOne({ event_id: eventId, channel_id: channelId }).lean<DeliveryDoc>())!;
    const d = await stack.services.deliveries.getDelivery(org._id, stored._id);
    expect(d.status).toBe('failed');
    expect(codes(d)).toEqual([errorClass]);
  }
  expect(receiver.requests(new URL(url).pathname)).toHaveLength(0);
});
