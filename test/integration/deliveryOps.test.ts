/**
 * Operating deliveries, as a user does it: REST in, webhooks out to a real HTTPS receiver. Resend of one delivery,
 * recover of a channel's failures since an outage (idempotent per window), and auto-disable after consecutive
 * failures (small thresholds here), with `skipped` deliveries that recover sends later.
 */
import { Webhook } from 'standardwebhooks';
import { checkFailureStreak } from '../../domain/channels/autoDisable';
import { latestState, recordStateChange } from '../../domain/channels/channelStates';
import { silentLogger } from '../../domain/logger';
import { createResendService } from '../../domain/delivery/resend';
import { standardWebhooksSecret } from '../../domain/delivery/signature';
import { ChannelState } from '../../domain/models';
import { apiClient, bootstrapKey, virtualClock, type OrgKey } from '../support/client';
import { independentlyVerify } from '../support/deliveryFixtures';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { startTestWorker, type TestWorker } from '../support/worker';

jest.setTimeout(90_000);

const SECRET = 'whsec-ops-0123456789abcdef';
const failure = { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'no answer' };
let receiver: TestReceiver;
let stack: Stack;
let worker: TestWorker;
let n = 0;
const clock = virtualClock();

beforeAll(async () => {
  receiver = await startReceiver();
  stack = await startStack({
    now: clock.now,
    env: { WEBHOOK_CA_FILE: receiver.caFile, CHANNEL_AUTO_DISABLE_FAILURES: '3', CHANNEL_AUTO_DISABLE_MIN_SPAN_SEC: '0' },
  });
  worker = await startTestWorker(stack.config);
});
afterAll(async () => {
  await worker?.stop();
  await stack?.stop();
  await receiver?.close();
});

/** A fresh org with its key, a channel on a fresh receiver path and a monitor routed to it, all over REST. */
async function setUp() {
  const org = await bootstrapKey();
  const call = apiClient(stack, clock, org.headers);
  const path = `/ops/${++n}`;
  const ch = await call('POST', '/api/v1/channels', { body: { name: `hook ${n}`, type: 'webhook', url: receiver.url + path, secret: SECRET } });
  expect(ch.status).toBe(201);
  const mon = await call('POST', '/api/v1/monitors', { body: { name: `shop ${n}`, type: 'http', url: 'https://shop.example/health', channel_ids: [ch.body.id] } });
  expect(mon.status).toBe(201);
  return { org, call, path, channelId: ch.body.id as string, monitorId: mon.body.id as string };
}

type Ctx = Awaited<ReturnType<typeof setUp>>;

/** Opens (or, when one is open, resolves) the monitor's incident: one event, one delivery to the channel. */
async function nextEvent(c: Ctx): Promise<void> {
  const open = await c.call('GET', `/api/v1/incidents?monitor_id=${c.monitorId}&status=open`);
  if (open.body.data.length > 0) await stack.services.lifecycle.resolve(c.org.org.id, open.body.data[0].id);
  else await stack.services.lifecycle.open({ monitorId: c.monitorId, failingRegions: ['fra1', 'iad1'], check: failure });
}

async function deliveriesOf(c: Ctx): Promise<any[]> {
  const res = await c.call('GET', `/api/v1/deliveries?channel_id=${c.channelId}&limit=100`);
  expect(res.status).toBe(200);
  return res.body.data;
}

/** Waits for a delivery's workflow to finish and returns the delivery as the API shows it. */
async function settled(c: Ctx, delivery: { id?: string; delivery_id?: string; workflow_id: string }) {
  await stack.temporal.client.workflow.getHandle(delivery.workflow_id).result();
  const res = await c.call('GET', `/api/v1/deliveries/${delivery.id ?? delivery.delivery_id}`);
  expect(res.status).toBe(200);
  return res.body;
}

/** One new event, and its delivery once settled. */
async function eventSettled(c: Ctx) {
  const before = new Set((await deliveriesOf(c)).map((d) => d.id));
  await nextEvent(c);
  const fresh = (await deliveriesOf(c)).find((d) => !before.has(d.id));
  expect(fresh).toBeDefined();
  return fresh.status === 'skipped' ? fresh : settled(c, fresh);
}

const incidentIdOf = (raw: Buffer) => JSON.parse(raw.toString()).incident.id as string;

describe('resend', () => {
  it('sends a failed delivery again once the receiver is fixed: new delivery, signed anew, fresh attempts, original unchanged', async () => {
    const c = await setUp();
    receiver.script(c.path, [{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }]);
    const original = await eventSettled(c);
    expect(original).toMatchObject({ status: 'failed', resend_of: null });
    expect(original.attempts).toHaveLength(4);

    const res = await c.call('POST', `/api/v1/deliveries/${original.id}/resend`);
    expect(res.status).toBe(202);
    expect(res.headers.get('ratelimit-policy')).toBe('60;w=60'); // the key's write budget
    expect(res.body.delivery_id).not.toBe(original.id);
    expect(res.body.workflow_id).toBe(`resend:${res.body.delivery_id}`);

    const resent = await settled(c, res.body);
    expect(resent).toMatchObject({ status: 'delivered', resend_of: original.id, event_id: original.event_id, channel_id: c.channelId });
    expect(resent.attempts.map((a: any) => [a.n, a.status_code])).toEqual([[1, 204]]);
    const requests = receiver.requests(c.path);
    expect(requests).toHaveLength(5);
    const last = requests[4];
    expect(independentlyVerify(SECRET, last.rawBody, last.headers['x-service-signature']).ok).toBe(true);
    expect(last.rawBody.equals(requests[0].rawBody)).toBe(true); // the same event snapshot
    expect(Number(last.headers['x-service-timestamp'])).toBeGreaterThanOrEqual(Number(requests[3].headers['x-service-timestamp']));

    expect((await c.call('GET', `/api/v1/deliveries/${original.id}`)).body).toEqual(original);
    const again = await c.call('POST', `/api/v1/deliveries/${original.id}/resend`);
    expect(again.status).toBe(202);
    expect(again.body.workflow_id).not.toBe(res.body.workflow_id);
    expect((await settled(c, again.body)).resend_of).toBe(original.id);
  });

  it("answers 404 for another org's delivery and an unknown id, 400 for a malformed id", async () => {
    const c = await setUp();
    receiver.script(c.path, [{ status: 410 }]);
    const original = await eventSettled(c);
    const stranger: OrgKey = await bootstrapKey();
    const foreign = await stack.http('POST', `/api/v1/deliveries/${original.id}/resend`, { headers: stranger.headers });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'not_found', statusCode: 404 });
    expect((await c.call('POST', '/api/v1/deliveries/0190a5f0-0000-7000-8000-000000000000/resend')).status).toBe(404);
    expect((await c.call('POST', '/api/v1/deliveries/not-a-uuid/resend')).body).toMatchObject({ code: 'invalid_request', statusCode: 400 });
    expect(receiver.requests(c.path)).toHaveLength(1);
  });

  it('keeps the original webhook-id under Standard Webhooks, verified by the official library', async () => {
    const c = await setUp();
    expect((await c.call('PATCH', `/api/v1/channels/${c.channelId}`, { body: { signature_scheme: 'standard' } })).status).toBe(200);
    const sent = await c.call('POST', `/api/v1/channels/${c.channelId}/test`);
    expect((await settled(c, sent.body)).status).toBe('delivered');
    const resent = await c.call('POST', `/api/v1/deliveries/${sent.body.delivery_id}/resend`);
    expect((await settled(c, resent.body)).status).toBe('delivered');
    const [first, second] = receiver.requests(c.path);
    const wh = new Webhook(standardWebhooksSecret(SECRET));
    for (const r of [first, second]) expect(() => wh.verify(r.rawBody.toString('utf8'), r.headers as Record<string, string>)).not.toThrow();
    expect(second.headers['webhook-id']).toBe(sent.body.delivery_id);
    expect(first.headers['webhook-id']).toBe(sent.body.delivery_id);
  });

  it('is recorded even when Temporal does not answer, and started by the background loop once it does', async () => {
    const c = await setUp();
    receiver.script(c.path, [{ status: 410 }]);
    const original = await eventSettled(c);
    let temporalUp = false;
    const resends = createResendService({
      dispatcher: { startDelivery: (...args) => (temporalUp ? stack.services.dispatcher.startDelivery(...args) : Promise.reject(new Error('deadline exceeded'))) },
      log: silentLogger,
      now: clock.now,
    });
    const sent = await resends.resend(c.org.org.id, original.id);
    expect((await c.call('GET', `/api/v1/deliveries/${sent.delivery_id}`)).body).toMatchObject({ status: 'pending', resend_of: original.id });
    await resends.resumeDeferred(); // still down: kept for the next run
    temporalUp = true;
    await resends.resumeDeferred();
    expect((await settled(c, sent)).status).toBe('delivered');
    expect(receiver.requests(c.path)).toHaveLength(2);
  });

  it('is refused (409) while the channel is disabled with PATCH, and nothing is sent', async () => {
    const c = await setUp();
    receiver.script(c.path, [{ status: 410 }]);
    const original = await eventSettled(c);
    await c.call('PATCH', `/api/v1/channels/${c.channelId}`, { body: { enabled: false } });
    const res = await c.call('POST', `/api/v1/deliveries/${original.id}/resend`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'conflict', message: expect.stringContaining('disabled') });
    const recover = await c.call('POST', `/api/v1/channels/${c.channelId}/recover`, { body: { since: new Date(clock.now() - 60_000).toISOString() } });
    expect(recover.status).toBe(409);
    expect(await deliveriesOf(c)).toHaveLength(1);
  });
});

describe('recover', () => {
  it('resends exactly the failed deliveries of the window; the same window again sends nothing', async () => {
    const c = await setUp();
    const since = new Date(clock.now() - 60_000).toISOString();
    receiver.script(c.path, [{ status: 410 }, { status: 204 }, { status: 410 }]);
    const [a, b, d] = [await eventSettled(c), await eventSettled(c), await eventSettled(c)];
    expect([a.status, b.status, d.status]).toEqual(['failed', 'delivered', 'failed']);
    const sentBefore = receiver.requests(c.path).map((r) => incidentIdOf(r.rawBody));

    const res = await c.call('POST', `/api/v1/channels/${c.channelId}/recover`, { body: { since } });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ count: 2 });
    const resends = (await deliveriesOf(c)).filter((x) => x.resend_of !== null);
    expect(resends.map((x) => x.resend_of).sort()).toEqual([a.id, d.id].sort());
    for (const r of resends) expect((await settled(c, r)).status).toBe('delivered');
    const received = receiver.requests(c.path).map((r) => incidentIdOf(r.rawBody));
    expect(received).toHaveLength(5);
    expect(received.slice(3).sort()).toEqual([sentBefore[0], sentBefore[2]].sort());

    const repeat = await c.call('POST', `/api/v1/channels/${c.channelId}/recover`, { body: { since } });
    expect(repeat.status).toBe(202);
    expect(repeat.body).toEqual({ count: 0 });
    await new Promise((ok) => setTimeout(ok, 1_500));
    expect(receiver.requests(c.path)).toHaveLength(5);
    expect(await deliveriesOf(c)).toHaveLength(5);
  });

  it('rejects a window older than 7 days, a malformed or missing since, and unknown fields (400); another org is 404', async () => {
    const c = await setUp();
    const recover = (body: unknown, headers?: Record<string, string>) => headers
      ? stack.http('POST', `/api/v1/channels/${c.channelId}/recover`, { body, headers })
      : c.call('POST', `/api/v1/channels/${c.channelId}/recover`, { body });
    const old = await recover({ since: new Date(clock.now() - 8 * 86_400_000).toISOString() });
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({ code: 'invalid_request', errors: [{ path: 'since', message: 'must be at most 7 days ago' }] });
    expect((await recover({ since: 'yesterday' })).body).toMatchObject({ code: 'invalid_request', errors: [{ path: 'since' }] });
    expect((await recover({})).body).toMatchObject({ code: 'invalid_request', errors: [{ path: 'since', message: 'is required' }] });
    expect((await recover({ since: new Date().toISOString(), limit: 5 })).status).toBe(400);
    const foreign = await recover({ since: new Date().toISOString() }, (await bootstrapKey()).headers);
    expect(foreign.status).toBe(404);
  });
});

describe('auto-disable', () => {
  it('disables after consecutive failures, skips events while disabled, recover sends them, a test alert re-enables', async () => {
    const c = await setUp();
    const since = new Date(clock.now() - 60_000).toISOString();
    receiver.script(c.path, [{ status: 410 }, { status: 410 }, { status: 410 }]);
    for (let i = 0; i < 3; i++) expect((await eventSettled(c)).status).toBe('failed');

    const disabled = (await c.call('GET', `/api/v1/channels/${c.channelId}`)).body;
    expect(disabled.enabled).toBe(false);
    expect(disabled.disabled_reason).toMatch(/^3 consecutive deliveries failed since /);
    expect(Date.parse(disabled.disabled_at)).toBeGreaterThan(Date.parse(since));

    const skipped = await eventSettled(c);
    expect(skipped).toMatchObject({ status: 'skipped', attempts: [], completed_at: expect.any(String) });
    expect(receiver.requests(c.path)).toHaveLength(3);
    const listed = await c.call('GET', `/api/v1/deliveries?channel_id=${c.channelId}&status=skipped`);
    expect(listed.body.data.map((x: any) => x.id)).toEqual([skipped.id]);

    const recovered = await c.call('POST', `/api/v1/channels/${c.channelId}/recover`, { body: { since } });
    expect(recovered.body).toEqual({ count: 4 });
    const resendOfSkipped = (await deliveriesOf(c)).find((x) => x.resend_of === skipped.id);
    expect((await settled(c, resendOfSkipped)).status).toBe('delivered');
    await receiver.waitFor(c.path, 7);
    const skippedEvent = (await c.call('GET', `/api/v1/incidents/${skipped.incident_id}`)).body.events.find((e: any) => e.id === skipped.event_id);
    expect(receiver.requests(c.path).some((r) => incidentIdOf(r.rawBody) === skippedEvent.id)).toBe(true);
    expect((await c.call('GET', `/api/v1/channels/${c.channelId}`)).body.enabled).toBe(false);

    const test = await c.call('POST', `/api/v1/channels/${c.channelId}/test`);
    expect((await settled(c, test.body)).status).toBe('delivered');
    const enabled = (await c.call('GET', `/api/v1/channels/${c.channelId}`)).body;
    expect(enabled).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null });
    expect((await eventSettled(c)).status).toBe('delivered');
  });

  it('PATCH enabled: true re-enables an auto-disabled channel', async () => {
    const c = await setUp();
    receiver.script(c.path, [{ status: 410 }, { status: 410 }, { status: 410 }]);
    for (let i = 0; i < 3; i++) await eventSettled(c);
    expect((await c.call('GET', `/api/v1/channels/${c.channelId}`)).body.disabled_reason).not.toBeNull();
    const listed = (await c.call('GET', '/api/v1/channels')).body.data.find((x: any) => x.id === c.channelId);
    expect(listed.enabled).toBe(false);

    const patched = await c.call('PATCH', `/api/v1/channels/${c.channelId}`, { body: { enabled: true } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null });
    const next = await eventSettled(c);
    expect(next.status).toBe('delivered');
    expect(receiver.requests(c.path)).toHaveLength(4);
  });

  it('counts the streak since the last delivered delivery, and waits for the minimum span', async () => {
    const c = await setUp();
    receiver.script(c.path, [{ status: 410 }, { status: 204 }, { status: 410 }, { status: 410 }]);
    const settledAll = [];
    for (let i = 0; i < 4; i++) settledAll.push(await eventSettled(c));
    expect(settledAll.map((d) => d.status)).toEqual(['failed', 'delivered', 'failed', 'failed']);
    const last = { _id: settledAll[3].id, org_id: c.org.org.id, channel_id: c.channelId };
    const check = (failures: number, spanSec: number, laterMs = 0) => checkFailureStreak(
      { config: { delivery: { autoDisableFailures: failures, autoDisableMinSpanMs: spanSec * 1000 } }, log: silentLogger, now: () => Date.now() + laterMs }, last,
    );
    const state = async () => (await c.call('GET', `/api/v1/channels/${c.channelId}`)).body.disabled_reason;
    await check(3, 0); // only two failures since the delivered one
    expect(await state()).toBeNull();
    await check(2, 3600); // two failures, but not an hour apart yet
    expect(await state()).toBeNull();
    await check(2, 3600, 3_600_000);
    expect(await state()).toMatch(/^2 consecutive deliveries failed since /);
  });

  it('records a state change once when two writers (or a retried activity) race from the same state', async () => {
    const c = await setUp();
    const head = await latestState(c.channelId);
    const change = { orgId: c.org.org.id, channelId: c.channelId, state: 'disabled' as const, reason: 'test', at: new Date() };
    const results = await Promise.all([recordStateChange(head, change), recordStateChange(head, change)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await ChannelState.countDocuments({ channel_id: c.channelId })).toBe(1);
    expect(await recordStateChange(await latestState(c.channelId), change)).toBe(false); // already disabled
  });
});
