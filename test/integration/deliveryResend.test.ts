/**
 * Resend and recover, as a user does it: REST in, webhooks out to a real HTTPS receiver. A resend is a new delivery
 * of the same event snapshot (signed anew, fresh attempts, the original unchanged); recover resends a channel's
 * failures of a window, once per window.
 */
import { Webhook } from 'standardwebhooks';
import { createMongoResendStore } from '../../domain/delivery/mongoStores';
import { createResendService } from '../../domain/delivery/resend';
import { standardWebhooksSecret } from '../../domain/delivery/signature';
import { silentLogger } from '../../domain/logger';
import { bootstrapKey, type OrgKey } from '../support/client';
import { independentlyVerify } from '../support/deliveryFixtures';
import { incidentIdOf, OPS_SECRET, useOpsStack } from '../support/opsStack';

jest.setTimeout(90_000);

// Auto-disable thresholds as in production: no test here fails a channel 20 times.
const ops = useOpsStack();

describe('resend', () => {
  it('sends a failed delivery again once the receiver is fixed: new delivery, signed anew, fresh attempts, original unchanged', async () => {
    const c = await ops.setUp();
    ops.receiver.script(c.path, [{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }]);
    const original = await ops.eventSettled(c);
    expect(original).toMatchObject({ status: 'failed', resend_of: null });
    expect(original.attempts).toHaveLength(4);

    const res = await c.call('POST', `/api/v1/deliveries/${original.id}/resend`);
    expect(res.status).toBe(202);
    expect(res.headers.get('ratelimit-policy')).toBe('60;w=60'); // the key's write budget
    expect(res.body.delivery_id).not.toBe(original.id);
    expect(res.body.workflow_id).toBe(`resend:${res.body.delivery_id}`);

    const resent = await ops.settled(c, res.body);
    expect(resent).toMatchObject({
      status: 'delivered',
      resend_of: original.id,
      event_id: original.event_id,
      channel_id: c.channelId,
    });
    expect(resent.attempts.map((a: any) => [a.n, a.status_code])).toEqual([[1, 204]]);
    const requests = ops.receiver.requests(c.path);
    expect(requests).toHaveLength(5);
    // X-Service-Delivery-Id: the same on the four attempts of the original, the resend's own id on the resend.
    expect(requests.map((r) => r.headers['x-service-delivery-id'])).toEqual([
      ...Array(4).fill(original.id),
      res.body.delivery_id,
    ]);
    const last = requests[4];
    expect(independentlyVerify(OPS_SECRET, last.rawBody, last.headers['x-service-signature']).ok).toBe(true);
    expect(last.rawBody.equals(requests[0].rawBody)).toBe(true); // the same event snapshot
    expect(Number(last.headers['x-service-timestamp'])).toBeGreaterThanOrEqual(
      Number(requests[3].headers['x-service-timestamp']),
    );

    expect((await c.call('GET', `/api/v1/deliveries/${original.id}`)).body).toEqual(original);
    const again = await c.call('POST', `/api/v1/deliveries/${original.id}/resend`);
    expect(again.status).toBe(202);
    expect(again.body.workflow_id).not.toBe(res.body.workflow_id);
    expect((await ops.settled(c, again.body)).resend_of).toBe(original.id);
  });

  it("answers 404 for another org's delivery and an unknown id, 400 for a malformed id", async () => {
    const c = await ops.setUp();
    ops.receiver.script(c.path, [{ status: 410 }]);
    const original = await ops.eventSettled(c);
    const stranger: OrgKey = await bootstrapKey();
    const foreign = await ops.stack.http('POST', `/api/v1/deliveries/${original.id}/resend`, {
      headers: stranger.headers,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'not_found', statusCode: 404 });
    expect((await c.call('POST', '/api/v1/deliveries/0190a5f0-0000-7000-8000-000000000000/resend')).status).toBe(404);
    expect((await c.call('POST', '/api/v1/deliveries/not-a-uuid/resend')).body).toMatchObject({
      code: 'invalid_request',
      statusCode: 400,
    });
    expect(ops.receiver.requests(c.path)).toHaveLength(1);
  });

  it('keeps the original webhook-id under Standard Webhooks, verified by the official library', async () => {
    const c = await ops.setUp();
    expect(
      (await c.call('PATCH', `/api/v1/channels/${c.channelId}`, { body: { signature_scheme: 'standard' } })).status,
    ).toBe(200);
    const sent = await c.call('POST', `/api/v1/channels/${c.channelId}/test`);
    expect((await ops.settled(c, sent.body)).status).toBe('delivered');
    const resent = await c.call('POST', `/api/v1/deliveries/${sent.body.delivery_id}/resend`);
    expect((await ops.settled(c, resent.body)).status).toBe('delivered');
    const [first, second] = ops.receiver.requests(c.path);
    const wh = new Webhook(standardWebhooksSecret(OPS_SECRET));
    for (const r of [first, second])
      expect(() => wh.verify(r.rawBody.toString('utf8'), r.headers as Record<string, string>)).not.toThrow();
    expect(second.headers['webhook-id']).toBe(sent.body.delivery_id);
    expect(first.headers['webhook-id']).toBe(sent.body.delivery_id);
    // A resend is a delivery of its own: its X-Service-Delivery-Id is new while its webhook-id is kept.
    expect(first.headers['x-service-delivery-id']).toBe(sent.body.delivery_id);
    expect(second.headers['x-service-delivery-id']).toBe(resent.body.delivery_id);
  });

  it('is recorded even when Temporal does not answer, and started by the background loop once it does', async () => {
    const c = await ops.setUp();
    ops.receiver.script(c.path, [{ status: 410 }]);
    const original = await ops.eventSettled(c);
    let temporalUp = false;
    const resends = createResendService({
      store: createMongoResendStore(),
      dispatcher: {
        startDelivery: (...args) =>
          temporalUp
            ? ops.stack.services.dispatcher.startDelivery(...args)
            : Promise.reject(new Error('deadline exceeded')),
      },
      log: silentLogger,
      now: ops.clock.now,
    });
    const sent = await resends.resend(c.org.org.id, original.id);
    expect((await c.call('GET', `/api/v1/deliveries/${sent.delivery_id}`)).body).toMatchObject({
      status: 'pending',
      resend_of: original.id,
    });
    await resends.resumeDeferred(); // still down: kept for the next run
    temporalUp = true;
    await resends.resumeDeferred();
    expect((await ops.settled(c, sent)).status).toBe('delivered');
    expect(ops.receiver.requests(c.path)).toHaveLength(2);
  });

  it('is refused (409) while the channel is disabled with PATCH, and nothing is sent', async () => {
    const c = await ops.setUp();
    ops.receiver.script(c.path, [{ status: 410 }]);
    const original = await ops.eventSettled(c);
    await c.call('PATCH', `/api/v1/channels/${c.channelId}`, { body: { enabled: false } });
    const res = await c.call('POST', `/api/v1/deliveries/${original.id}/resend`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'conflict', message: expect.stringContaining('disabled') });
    const recover = await c.call('POST', `/api/v1/channels/${c.channelId}/recover`, {
      body: { since: new Date(ops.clock.now() - 60_000).toISOString() },
    });
    expect(recover.status).toBe(409);
    expect(await ops.deliveriesOf(c)).toHaveLength(1);
  });
});

describe('recover', () => {
  it('resends exactly the failed deliveries of the window; the same window again sends nothing', async () => {
    const c = await ops.setUp();
    const since = new Date(ops.clock.now() - 60_000).toISOString();
    ops.receiver.script(c.path, [{ status: 410 }, { status: 204 }, { status: 410 }]);
    const [a, b, d] = [await ops.eventSettled(c), await ops.eventSettled(c), await ops.eventSettled(c)];
    expect([a.status, b.status, d.status]).toEqual(['failed', 'delivered', 'failed']);
    const sentBefore = ops.receiver.requests(c.path).map((r) => incidentIdOf(r.rawBody));

    const res = await c.call('POST', `/api/v1/channels/${c.channelId}/recover`, { body: { since } });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ count: 2 });
    const resends = (await ops.deliveriesOf(c)).filter((x) => x.resend_of !== null);
    expect(resends.map((x) => x.resend_of).sort()).toEqual([a.id, d.id].sort());
    for (const r of resends) expect((await ops.settled(c, r)).status).toBe('delivered');
    const received = ops.receiver.requests(c.path).map((r) => incidentIdOf(r.rawBody));
    expect(received).toHaveLength(5);
    expect(received.slice(3).sort()).toEqual([sentBefore[0], sentBefore[2]].sort());

    const repeat = await c.call('POST', `/api/v1/channels/${c.channelId}/recover`, { body: { since } });
    expect(repeat.status).toBe(202);
    expect(repeat.body).toEqual({ count: 0 });
    await new Promise((ok) => setTimeout(ok, 1_500));
    expect(ops.receiver.requests(c.path)).toHaveLength(5);
    expect(await ops.deliveriesOf(c)).toHaveLength(5);
  });

  it('rejects a window older than 7 days, a malformed or missing since, and unknown fields (400); another org is 404', async () => {
    const c = await ops.setUp();
    const recover = (body: unknown, headers?: Record<string, string>) =>
      headers
        ? ops.stack.http('POST', `/api/v1/channels/${c.channelId}/recover`, { body, headers })
        : c.call('POST', `/api/v1/channels/${c.channelId}/recover`, { body });
    const old = await recover({ since: new Date(ops.clock.now() - 8 * 86_400_000).toISOString() });
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({
      code: 'invalid_request',
      errors: [{ path: 'since', message: 'must be at most 7 days ago' }],
    });
    expect((await recover({ since: 'yesterday' })).body).toMatchObject({
      code: 'invalid_request',
      errors: [{ path: 'since' }],
    });
    expect((await recover({})).body).toMatchObject({
      code: 'invalid_request',
      errors: [{ path: 'since', message: 'is required' }],
    });
    expect((await recover({ since: new Date().toISOString(), limit: 5 })).status).toBe(400);
    const foreign = await recover({ since: new Date().toISOString() }, (await bootstrapKey()).headers);
    expect(foreign.status).toBe(404);
  });
});
