/**
 * Auto-disable, as a user sees it (small thresholds: 3 failures over 0 s): the channel is disabled with a reason
 * and a time, later events are recorded as `skipped` and not sent, recover sends them, and a delivered test alert or
 * `PATCH enabled: true` re-enables the channel.
 */
import { checkFailureStreak } from '../../domain/channels/autoDisable';
import { recordStateChange } from '../../domain/channels/channelStates';
import { createMongoChannelStateStore, createMongoFailureHistory } from '../../domain/channels/mongoStores';
import { silentLogger } from '../../domain/logger';
import { ChannelState } from '../../domain/models';
import { incidentIdOf, useOpsStack } from '../support/opsStack';

jest.setTimeout(90_000);

const ops = useOpsStack({ CHANNEL_AUTO_DISABLE_FAILURES: '3', CHANNEL_AUTO_DISABLE_MIN_SPAN_SEC: '0' });

describe('auto-disable', () => {
  it('disables after consecutive failures, skips events while disabled, recover sends them, a test alert re-enables', async () => {
    const c = await ops.setUp();
    const since = new Date(ops.clock.now() - 60_000).toISOString();
    ops.receiver.script(c.path, [{ status: 410 }, { status: 410 }, { status: 410 }]);
    for (let i = 0; i < 3; i++) expect((await ops.eventSettled(c)).status).toBe('failed');

    const disabled = (await c.call('GET', `/api/v1/channels/${c.channelId}`)).body;
    expect(disabled.enabled).toBe(false);
    expect(disabled.disabled_reason).toMatch(/^3 consecutive deliveries failed since /);
    expect(Date.parse(disabled.disabled_at)).toBeGreaterThan(Date.parse(since));

    const skipped = await ops.eventSettled(c);
    expect(skipped).toMatchObject({ status: 'skipped', attempts: [], completed_at: expect.any(String) });
    expect(ops.receiver.requests(c.path)).toHaveLength(3);
    const listed = await c.call('GET', `/api/v1/deliveries?channel_id=${c.channelId}&status=skipped`);
    expect(listed.body.data.map((x: any) => x.id)).toEqual([skipped.id]);

    const recovered = await c.call('POST', `/api/v1/channels/${c.channelId}/recover`, { body: { since } });
    expect(recovered.body).toEqual({ count: 4 });
    const resendOfSkipped = (await ops.deliveriesOf(c)).find((x) => x.resend_of === skipped.id);
    expect((await ops.settled(c, resendOfSkipped)).status).toBe('delivered');
    await ops.receiver.waitFor(c.path, 7);
    const skippedEvent = (await c.call('GET', `/api/v1/incidents/${skipped.incident_id}`)).body.events.find(
      (e: any) => e.id === skipped.event_id,
    );
    expect(ops.receiver.requests(c.path).some((r) => incidentIdOf(r.rawBody) === skippedEvent.id)).toBe(true);
    expect((await c.call('GET', `/api/v1/channels/${c.channelId}`)).body.enabled).toBe(false);

    const test = await c.call('POST', `/api/v1/channels/${c.channelId}/test`);
    expect((await ops.settled(c, test.body)).status).toBe('delivered');
    const enabled = (await c.call('GET', `/api/v1/channels/${c.channelId}`)).body;
    expect(enabled).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null });
    expect((await ops.eventSettled(c)).status).toBe('delivered');
  });

  it('PATCH enabled: true re-enables an auto-disabled channel', async () => {
    const c = await ops.setUp();
    ops.receiver.script(c.path, [{ status: 410 }, { status: 410 }, { status: 410 }]);
    for (let i = 0; i < 3; i++) await ops.eventSettled(c);
    expect((await c.call('GET', `/api/v1/channels/${c.channelId}`)).body.disabled_reason).not.toBeNull();
    const listed = (await c.call('GET', '/api/v1/channels')).body.data.find((x: any) => x.id === c.channelId);
    expect(listed.enabled).toBe(false);

    const patched = await c.call('PATCH', `/api/v1/channels/${c.channelId}`, { body: { enabled: true } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null });
    const next = await ops.eventSettled(c);
    expect(next.status).toBe('delivered');
    expect(ops.receiver.requests(c.path)).toHaveLength(4);
  });

  it('counts the streak since the last delivered delivery, and waits for the minimum span', async () => {
    const c = await ops.setUp();
    ops.receiver.script(c.path, [{ status: 410 }, { status: 204 }, { status: 410 }, { status: 410 }]);
    const settledAll = [];
    for (let i = 0; i < 4; i++) settledAll.push(await ops.eventSettled(c));
    expect(settledAll.map((d) => d.status)).toEqual(['failed', 'delivered', 'failed', 'failed']);
    const last = { _id: settledAll[3].id, org_id: c.org.org.id, channel_id: c.channelId };
    const check = (failures: number, spanSec: number, laterMs = 0) =>
      checkFailureStreak(
        {
          config: { delivery: { autoDisableFailures: failures, autoDisableMinSpanMs: spanSec * 1000 } },
          log: silentLogger,
          now: () => Date.now() + laterMs,
          states: createMongoChannelStateStore(),
          deliveries: createMongoFailureHistory(),
        },
        last,
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
    const c = await ops.setUp();
    const states = createMongoChannelStateStore();
    const head = await states.latest(c.channelId);
    const change = {
      orgId: c.org.org.id,
      channelId: c.channelId,
      state: 'disabled' as const,
      reason: 'test',
      at: new Date(),
    };
    const results = await Promise.all([
      recordStateChange(states, head, change),
      recordStateChange(states, head, change),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await ChannelState.countDocuments({ channel_id: c.channelId })).toBe(1);
    expect(await recordStateChange(states, await states.latest(c.channelId), change)).toBe(false); // already disabled
  });
});
