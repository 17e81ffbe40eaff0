/**
 * The delivery activities in a MockActivityEnvironment, on in-memory stores, POSTing to a real HTTPS receiver on
 * 127.0.0.1: what each outcome records, settles and throws.
 */
import { randomBytes } from 'node:crypto';
import { ApplicationFailure } from '@temporalio/common';
import { MockActivityEnvironment } from '@temporalio/testing';
import { createActivities, type Activities, type AttemptFailureDetails, type SendWebhookInput } from '../../activities';
import { buildTestPayload } from '../../domain/delivery/payload';
import { PERMANENT_FAILURE_TYPE, RETRYABLE_FAILURE_TYPE } from '../../domain/delivery/errors';
import { silentLogger } from '../../domain/logger';
import { MemoryDeliveryStore, RecordingChannelHealth } from '../support/memoryStores';
import { receiverAndClient, TEST_DELIVERY, webhookChannel } from '../support/deliveryReceiver';

const SECRETS_KEY = randomBytes(32);
const delivery = TEST_DELIVERY;
const http = receiverAndClient();
let store: MemoryDeliveryStore;
let health: RecordingChannelHealth;
let activities: Activities;
let path: string;
let n = 0;

beforeEach(() => {
  path = `/hook/${++n}`;
  store = new MemoryDeliveryStore();
  health = new RecordingChannelHealth();
  const at = new Date('2026-11-24T10:00:00.000Z');
  store.payloads.set('e-1', buildTestPayload({ _id: 'o-1', name: 'Acme', slug: 'acme' }, at));
  store.channels.set('c-1', webhookChannel(http.receiver.url + path, SECRETS_KEY, at));
  activities = createActivities({
    config: { secretsKey: SECRETS_KEY, delivery },
    log: silentLogger,
    webhookClient: http.client,
    store,
    channelHealth: health,
    now: Date.now,
    logWriteRetryDelaysMs: [1, 1],
  });
});

const input = (over: Partial<SendWebhookInput> = {}): SendWebhookInput => ({
  deliveryId: 'd-1',
  eventId: 'e-1',
  eventType: 'incident.opened',
  channelId: 'c-1',
  orgId: 'o-1',
  ...over,
});

/** Runs `sendWebhook` as Temporal attempt `attempt` of its activity. */
function send(args: SendWebhookInput, attempt = 1) {
  return new MockActivityEnvironment({ attempt }).run(activities.sendWebhook, args);
}

async function failureOf(
  p: Promise<unknown>,
): Promise<{ failure: ApplicationFailure; details: AttemptFailureDetails }> {
  const err = await p.then(
    () => {
      throw new Error('expected the attempt to fail');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApplicationFailure);
  const failure = err as ApplicationFailure;
  return { failure, details: failure.details?.[0] as AttemptFailureDetails };
}

it('a 2xx records the attempt and settles the delivery delivered', async () => {
  http.receiver.script(path, [{ status: 204 }]);
  await expect(send(input())).resolves.toEqual({ status: 'delivered', status_code: 204, attempts: 1 });
  expect(http.receiver.requests(path)).toHaveLength(1);
  expect(http.receiver.requests(path)[0].headers['x-service-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  expect(store.attemptsOf('d-1')).toEqual([
    expect.objectContaining({ _id: 'd-1:1', n: 1, org_id: 'o-1', status_code: 204, error_class: null }),
  ]);
  expect(store.settles).toEqual([expect.objectContaining({ deliveryId: 'd-1', status: 'delivered', lastAttempt: 1 })]);
  expect(health.failures).toEqual([]);
  expect(health.testsDelivered).toEqual([]);
});

it('a delivered test alert asks for the channel to be re-enabled', async () => {
  http.receiver.script(path, [{ status: 200 }]);
  await send(input({ eventType: 'test' }));
  expect(health.testsDelivered).toEqual([{ _id: 'd-1', org_id: 'o-1', channel_id: 'c-1' }]);
});

it('a 5xx records the attempt and throws the retryable failure type, leaving the delivery unsettled', async () => {
  http.receiver.script(path, [{ status: 503, body: 'busy' }]);
  const { failure, details } = await failureOf(send(input()));
  expect(failure.type).toBe(RETRYABLE_FAILURE_TYPE);
  expect(failure.nonRetryable).toBe(false);
  expect(details).toEqual({ error_class: 'http_status', status_code: 503, settled: false, retry_after_ms: null });
  expect(store.attemptsOf('d-1')).toEqual([
    expect.objectContaining({ n: 1, status_code: 503, error_class: 'http_status', response_body: 'busy' }),
  ]);
  expect(store.settles).toEqual([]);
  expect(health.failures).toEqual([]);
});

it('a 4xx is a permanent rejection: recorded, settled failed, the auto-disable check asked for', async () => {
  http.receiver.script(path, [{ status: 410 }]);
  const { failure, details } = await failureOf(send(input()));
  expect(failure.type).toBe(PERMANENT_FAILURE_TYPE);
  expect(failure.nonRetryable).toBe(true);
  expect(details).toMatchObject({ error_class: 'http_status', status_code: 410, settled: true });
  expect(store.attemptsOf('d-1')).toEqual([expect.objectContaining({ n: 1, status_code: 410 })]);
  expect(store.settles).toEqual([expect.objectContaining({ status: 'failed', lastAttempt: 1 })]);
  expect(health.failures).toEqual([{ _id: 'd-1', org_id: 'o-1', channel_id: 'c-1' }]);
});

it('the fourth attempt of a retryable failure settles the delivery failed', async () => {
  http.receiver.script(path, [{ status: 500 }]);
  // Retries run after the local first attempt: Temporal's attempt 3 of the retry activity is delivery attempt 4.
  const { details } = await failureOf(send(input({ attemptsBefore: 1 }), 3));
  expect(details).toMatchObject({ status_code: 500, settled: true });
  expect(store.attemptsOf('d-1').map((a) => a.n)).toEqual([4]);
  expect(store.settles).toEqual([expect.objectContaining({ status: 'failed', lastAttempt: 4 })]);
});

it('a retry that finds an earlier recorded success settles from it without POSTing again', async () => {
  const at = new Date('2026-11-24T10:00:01.000Z');
  await store.insertAttempt({
    delivery_id: 'd-1',
    org_id: 'o-1',
    n: 1,
    at,
    duration_ms: 250,
    status_code: 200,
    error_class: null,
    error_message: null,
    response_body: null,
  });
  await expect(send(input({ attemptsBefore: 1 }), 1)).resolves.toEqual({
    status: 'delivered',
    status_code: 200,
    attempts: 1,
  });
  expect(http.receiver.requests(path)).toHaveLength(0);
  expect(store.settles).toEqual([
    { deliveryId: 'd-1', status: 'delivered', lastAttempt: 1, at: new Date(at.getTime() + 250) },
  ]);
});

it('a first attempt run again after its recorded success (its workflow task replayed) does not POST again', async () => {
  http.receiver.script(path, [{ status: 204 }], { status: 204 });
  await send(input());
  // The same local activity again, as a new worker replaying the lost workflow task runs it: attempt 1 again.
  await expect(send(input())).resolves.toEqual({ status: 'delivered', status_code: 204, attempts: 1 });
  expect(http.receiver.requests(path)).toHaveLength(1);
  expect(store.attemptsOf('d-1')).toHaveLength(1);
});

it('every POST of one delivery carries its id in X-Service-Delivery-Id, a resend its own id', async () => {
  http.receiver.script(path, [{ status: 503 }, { status: 204 }, { status: 204 }]);
  await failureOf(send(input()));
  await send(input({ attemptsBefore: 1 }), 1);
  await send(input({ deliveryId: 'd-2', webhookId: 'd-1' }));
  expect(http.receiver.requests(path).map((r) => r.headers['x-service-delivery-id'])).toEqual(['d-1', 'd-1', 'd-2']);
});

it("carries the receiver's Retry-After (capped) in the failure, as details and as the next retry delay", async () => {
  http.receiver.script(path, [{ status: 429, headers: { 'retry-after': '7' } }]);
  const first = await failureOf(send(input()));
  expect(first.details).toMatchObject({ status_code: 429, retry_after_ms: 7_000, settled: false });
  expect(first.failure.nextRetryDelay).toBe(7_000);

  http.receiver.script(path, [{ status: 503, headers: { 'retry-after': '3600' } }]);
  const capped = await failureOf(send(input({ attemptsBefore: 1 }), 1));
  expect(capped.details.retry_after_ms).toBe(60_000);
});

it('a log write that fails for a moment is tried again within the attempt, so the POST is not repeated', async () => {
  const insert = store.insertAttempt.bind(store);
  let failures = 1;
  store.insertAttempt = async (attempt) => {
    if (failures-- > 0) throw new Error('database busy');
    return insert(attempt);
  };
  http.receiver.script(path, [{ status: 204 }]);
  await expect(send(input())).resolves.toMatchObject({ status: 'delivered' });
  expect(http.receiver.requests(path)).toHaveLength(1);
  expect(store.attemptsOf('d-1')).toHaveLength(1);
});

it('a channel deleted before the attempt is a permanent channel_gone failure with no POST', async () => {
  store.channels.clear();
  const { failure, details } = await failureOf(send(input()));
  expect(failure.type).toBe(PERMANENT_FAILURE_TYPE);
  expect(details).toMatchObject({ error_class: 'channel_gone', status_code: null, settled: true });
  expect(http.receiver.requests(path)).toHaveLength(0);
});

it('reads the payload of an event once for its several channels', async () => {
  http.receiver.script(path, [], { status: 204 });
  await Promise.all(['d-1', 'd-2', 'd-3'].map((deliveryId) => send(input({ deliveryId }))));
  expect(store.payloadReads).toBe(1);
});

describe('markDeliveryFailed (the fallback when no attempt could settle)', () => {
  const base = { _id: 'd-1', org_id: 'o-1', channel_id: 'c-1', last_attempt: null };
  const run = () => new MockActivityEnvironment().run(activities.markDeliveryFailed, { deliveryId: 'd-1' });

  it('settles failed from the last recorded attempt and asks for the auto-disable check', async () => {
    store.deliveries.set('d-1', { ...base, status: 'pending' });
    await store.insertAttempt({ ...attemptAt(1), status_code: 503, error_class: 'http_status' });
    await store.insertAttempt({ ...attemptAt(2), status_code: 503, error_class: 'http_status' });
    await expect(run()).resolves.toBe('failed');
    expect(store.settles).toEqual([expect.objectContaining({ status: 'failed', lastAttempt: 2 })]);
    expect(health.failures).toHaveLength(1);
  });

  it('settles delivered when an attempt recorded a success', async () => {
    store.deliveries.set('d-1', { ...base, status: 'pending' });
    await store.insertAttempt({ ...attemptAt(2), status_code: 200, error_class: null });
    await expect(run()).resolves.toBe('delivered');
    expect(store.settles).toEqual([expect.objectContaining({ status: 'delivered', lastAttempt: 2 })]);
    expect(health.failures).toEqual([]);
  });

  it("with the attempts' input, hands the settle the delivery as listed and the attempts it read", async () => {
    store.deliveries.set('d-1', { ...base, status: 'pending' });
    await store.insertAttempt({ ...attemptAt(1), status_code: 503, error_class: 'http_status' });
    const listed = {
      resendKey: null,
      createdAtMs: Date.parse('2026-11-24T10:00:00Z'),
      monitorId: 'm-1',
      incidentId: 'i-1',
    };
    const args = { ...input(), listed };
    await expect(new MockActivityEnvironment().run(activities.markDeliveryFailed, args)).resolves.toBe('failed');
    expect(store.settles).toEqual([
      expect.objectContaining({
        status: 'failed',
        lastAttempt: 1,
        known: {
          delivery: expect.objectContaining({ _id: 'd-1', monitor_id: 'm-1', incident_id: 'i-1', channel_id: 'c-1' }),
          attempts: [expect.objectContaining({ n: 1, status_code: 503 })],
        },
      }),
    ]);
  });

  it('with the id alone (a workflow of an older version), leaves the settle to read the delivery back', async () => {
    store.deliveries.set('d-1', { ...base, status: 'pending' });
    await store.insertAttempt({ ...attemptAt(1), status_code: 503, error_class: 'http_status' });
    await expect(run()).resolves.toBe('failed');
    expect(store.settles).toEqual([expect.not.objectContaining({ known: expect.anything() })]);
  });

  it('leaves a settled delivery as it is', async () => {
    store.deliveries.set('d-1', { ...base, status: 'delivered', last_attempt: 1 });
    await expect(run()).resolves.toBe('delivered');
    expect(store.settles).toEqual([]);
  });
});

function attemptAt(attempt: number) {
  return {
    delivery_id: 'd-1',
    org_id: 'o-1',
    n: attempt,
    at: new Date(),
    duration_ms: 10,
    error_message: null,
    response_body: null,
  };
}
