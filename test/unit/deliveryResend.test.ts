/**
 * Resend and recover on an in-memory store and a recording dispatcher: which deliveries are resent, what a resend
 * looks like, the refusals (404, 409, a window out of bounds), a start Temporal refused kept for the background
 * loop, and a recover repeated with the same `since` that sends nothing again.
 */
import { createRecover } from '../../domain/delivery/recover';
import { createResendService } from '../../domain/delivery/resend';
import { ConflictError, InvalidRequestError, NotFoundError } from '../../domain/errors';
import { uuidv7 } from '../../domain/ids';
import { silentLogger } from '../../domain/logger';
import type { ChannelDoc } from '../../domain/models/channel';
import type { DeliveryDoc, StoredDeliveryStatus } from '../../domain/models/delivery';
import type { IncidentEventDoc } from '../../domain/models/incidentEvent';
import { MemoryResendStore } from '../support/memoryStores';

const NOW = Date.parse('2026-11-24T10:00:00.000Z');
const HOUR = 3_600_000;

function setUp(opts: { refuseStarts?: () => boolean } = {}) {
  const store = new MemoryResendStore();
  store.channels.set('ch1', { _id: 'ch1', org_id: 'org1', name: 'Ops', enabled: true } as ChannelDoc);
  /** [delivery id, channel name] of every start the dispatcher accepted. */
  const started: [string, string][] = [];
  const dispatcher = {
    startDelivery: async (d: DeliveryDoc, _e: IncidentEventDoc, channelName: string) => {
      if (opts.refuseStarts?.()) throw new Error('deadline exceeded');
      started.push([d._id, channelName]);
    },
  };
  const deps = { store, dispatcher, log: silentLogger, now: () => NOW };
  const resends = createResendService(deps);
  return { store, started, resends, recover: createRecover({ ...deps, resends }) };
}

/** An event and its delivery to `ch1`, created `agoMs` before NOW. */
function delivered(store: MemoryResendStore, status: StoredDeliveryStatus, agoMs: number): DeliveryDoc {
  const at = NOW - agoMs;
  const eventId = uuidv7(at);
  store.events.set(eventId, { _id: eventId, org_id: 'org1', type: 'incident.opened' } as IncidentEventDoc);
  const d = {
    _id: uuidv7(at),
    org_id: 'org1',
    event_id: eventId,
    event_type: 'incident.opened',
    incident_id: 'inc1',
    monitor_id: 'mon1',
    channel_id: 'ch1',
    status,
    workflow_id: 'w',
    resend_of: null,
    resend_key: null,
    last_attempt: null,
    completed_at: null,
    created_at: new Date(at),
    updated_at: new Date(at),
  } satisfies DeliveryDoc;
  store.deliveries.set(d._id, d);
  return d;
}

describe('resend', () => {
  it('inserts a new pending delivery of the same event and channel, naming the original, and starts it', async () => {
    const { store, started, resends } = setUp();
    const original = delivered(store, 'failed', HOUR);
    const resent = await resends.resend('org1', original._id);
    expect(resent.workflow_id).toBe(`resend:${resent.delivery_id}`);
    expect(store.inserted).toEqual([
      expect.objectContaining({
        _id: resent.delivery_id,
        event_id: original.event_id,
        channel_id: 'ch1',
        status: 'pending',
        resend_of: original._id,
        resend_key: `resend:${resent.delivery_id}`,
      }),
    ]);
    expect(started).toEqual([[resent.delivery_id, 'Ops']]);
    expect(store.deliveries.get(original._id)).toEqual(original); // the original is never written
  });

  it('refuses another org (404), a delivery in flight and a disabled channel (409), sending nothing', async () => {
    const { store, started, resends } = setUp();
    const failed = delivered(store, 'failed', HOUR);
    const pending = delivered(store, 'pending', HOUR);
    await expect(resends.resend('org2', failed._id)).rejects.toThrow(NotFoundError);
    await expect(resends.resend('org1', pending._id)).rejects.toThrow(ConflictError);
    store.channels.set('ch1', { ...store.channels.get('ch1')!, enabled: false });
    await expect(resends.resend('org1', failed._id)).rejects.toThrow(/channel is disabled/);
    expect([store.inserted, started]).toEqual([[], []]);
  });

  it('keeps a start Temporal refused and starts it from the background loop', async () => {
    let temporalDown = true;
    const { store, started, resends } = setUp({ refuseStarts: () => temporalDown });
    const resent = await resends.resend('org1', delivered(store, 'failed', HOUR)._id);
    await resends.resumeDeferred(); // still down: kept for the next run
    expect(started).toEqual([]);
    temporalDown = false;
    await resends.resumeDeferred();
    await resends.resumeDeferred(); // started: no longer kept
    expect(started).toEqual([[resent.delivery_id, 'Ops']]);
  });
});

describe('recover', () => {
  it('resends each failed or skipped event of the window once, leaving delivered and in-flight ones alone', async () => {
    const { store, started, recover } = setUp();
    const failed = delivered(store, 'failed', 2 * HOUR);
    const skipped = delivered(store, 'skipped', HOUR);
    delivered(store, 'failed', 5 * HOUR); // before the window
    const fixed = delivered(store, 'failed', HOUR);
    store.deliveries.set('later', { ...fixed, _id: uuidv7(NOW - 1000), status: 'delivered', resend_key: 'resend:x' });
    delivered(store, 'pending', HOUR);

    const since = new Date(NOW - 3 * HOUR);
    expect(await recover('org1', 'ch1', since)).toEqual({ count: 2 });
    expect(store.inserted.map((d) => [d.resend_of, d.resend_key])).toEqual([
      [failed._id, `recover:${since.getTime()}`],
      [skipped._id, `recover:${since.getTime()}`],
    ]);
    expect(started).toHaveLength(2);

    expect(await recover('org1', 'ch1', since)).toEqual({ count: 0 }); // the same window again
    expect(store.inserted).toHaveLength(2);
  });

  it('refuses a window in the future or more than 7 days back, and another org’s channel', async () => {
    const { recover } = setUp();
    await expect(recover('org1', 'ch1', new Date(NOW + 1000))).rejects.toThrow(InvalidRequestError);
    await expect(recover('org1', 'ch1', new Date(NOW - 8 * 24 * HOUR))).rejects.toThrow(InvalidRequestError);
    await expect(recover('org2', 'ch1', new Date(NOW - HOUR))).rejects.toThrow(NotFoundError);
  });
});
