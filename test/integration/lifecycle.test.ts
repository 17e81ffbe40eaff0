import { ConflictError, NotFoundError } from '../../domain/errors';
import { uuidv7 } from '../../domain/ids';
import { applyEvent } from '../../domain/incidents/incidentProjection';
import { createMongoDispatchStore } from '../../domain/delivery/mongoStores';
import { FanOutQueue } from '../../domain/incidents/fanOutQueue';
import { createIncidentLifecycle } from '../../domain/incidents/lifecycle';
import { createMongoIncidentStore } from '../../domain/incidents/mongoStores';
import type { IncidentLifecycle } from '../../domain/incidents/lifecycle.types';
import { silentLogger } from '../../domain/logger';
import { Incident, IncidentEvent, Monitor, Org } from '../../domain/models';
import { startStack, type Stack } from '../support/stack';

const failure = { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'no answer in 10 s' };

describe('incident lifecycle (real MongoDB-wire server)', () => {
  let stack: Stack;
  let lifecycle: IncidentLifecycle;
  let dispatched: string[];
  let clock: number;
  let orgId: string;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.stop();
  });

  beforeEach(async () => {
    dispatched = [];
    clock = Date.parse('2026-11-21T10:00:00.000Z');
    // Records dispatches and, like the real dispatcher, marks the event's fan-out done.
    const dispatch = async ({ _id: id }: { _id: string }) => {
      dispatched.push(id);
      await IncidentEvent.updateOne({ _id: id }, { $set: { fanout_done: true } });
    };
    lifecycle = createIncidentLifecycle({
      incidents: createMongoIncidentStore(),
      log: silentLogger,
      now: () => clock,
      dispatch,
      store: createMongoDispatchStore(),
      recoverAfterMs: 0,
    });
    orgId = uuidv7();
    await Org.create({ _id: orgId, name: 'Acme', slug: `acme-${orgId.slice(-8)}` });
  });

  async function newMonitor(type: 'http' | 'tcp' = 'http'): Promise<string> {
    const m = await Monitor.create({
      org_id: orgId,
      name: 'Checkout',
      type,
      url: type === 'http' ? 'https://shop.example/health' : null,
      host: type === 'tcp' ? 'db.example' : null,
      port: type === 'tcp' ? 5432 : null,
      interval_sec: 60,
      regions: ['fra1', 'iad1'],
      down_quorum: 2,
      heartbeat_token: uuidv7(),
    });
    return m._id;
  }

  const eventsOf = (incidentId: string) => IncidentEvent.find({ incident_id: incidentId }).sort({ seq: 1 }).lean();

  it('opens once per outage, with one opened event carrying the spec payload', async () => {
    const monitorId = await newMonitor();
    const first = await lifecycle.open({ monitorId, failingRegions: ['fra1', 'iad1'], check: failure });
    const again = await lifecycle.open({ monitorId, failingRegions: ['fra1'], check: failure });
    expect(first.created).toBe(true);
    expect(again).toMatchObject({ created: false, incident: { _id: first.incident._id } });
    const events = await eventsOf(first.incident._id);
    expect(events).toHaveLength(1);
    expect(dispatched).toEqual([events[0]._id]);
    expect(events[0].payload).toEqual({
      event: 'incident.opened',
      occurred_at: '2026-11-21T10:00:00.000Z',
      org: { id: orgId, name: 'Acme', slug: expect.any(String) },
      monitor: { id: monitorId, name: 'Checkout', type: 'http', url: 'https://shop.example/health' },
      incident: {
        id: events[0]._id,
        status: 'open',
        opened_at: '2026-11-21T10:00:00.000Z',
        acknowledged_at: null,
        resolved_at: null,
        duration_sec: null,
        failing_regions: ['fra1', 'iad1'],
      },
      check: failure,
    });
  });

  it('acknowledges then resolves, carrying acknowledged_at, and refuses repeats with 409 and no event', async () => {
    const monitorId = await newMonitor('tcp');
    const { incident } = await lifecycle.open({ monitorId, failingRegions: ['fra1', 'iad1'], check: failure });
    clock += 60_000;
    const acked = await lifecycle.acknowledge(orgId, incident._id);
    expect(acked).toMatchObject({ status: 'acknowledged', acknowledged_at: new Date(clock) });
    await expect(lifecycle.acknowledge(orgId, incident._id)).rejects.toBeInstanceOf(ConflictError);
    clock += 90_000;
    const resolved = await lifecycle.resolve(orgId, incident._id);
    expect(resolved).toMatchObject({ status: 'resolved', resolved_at: new Date(clock), active_key: incident._id });
    await expect(lifecycle.resolve(orgId, incident._id)).rejects.toBeInstanceOf(ConflictError);
    await expect(lifecycle.acknowledge(orgId, incident._id)).rejects.toBeInstanceOf(ConflictError);

    const events = await eventsOf(incident._id);
    expect(events.map((e) => e.type)).toEqual(['incident.opened', 'incident.acknowledged', 'incident.resolved']);
    expect(new Set(events.map((e) => e._id)).size).toBe(3);
    expect(dispatched).toHaveLength(3);
    const resolvedBody = events[2].payload as any;
    expect(resolvedBody.monitor).toEqual({ id: monitorId, name: 'Checkout', type: 'tcp' }); // no url for tcp
    expect(resolvedBody.incident).toMatchObject({
      status: 'resolved',
      acknowledged_at: '2026-11-21T10:01:00.000Z',
      resolved_at: '2026-11-21T10:02:30.000Z',
      duration_sec: 150,
      failing_regions: [],
    });
    expect(resolvedBody.check).toEqual({ last_response_ms: null, last_error_class: null, last_error_message: null });
  });

  it('resolves straight from open with acknowledged_at null, then lets the monitor open a new incident', async () => {
    const monitorId = await newMonitor();
    const { incident } = await lifecycle.open({ monitorId, failingRegions: ['iad1', 'fra1'], check: failure });
    const resolved = await lifecycle.resolveForMonitor(monitorId, { check: { last_response_ms: 42 } });
    expect(resolved?.status).toBe('resolved');
    const body = (await eventsOf(incident._id))[1].payload as any;
    expect(body.incident.acknowledged_at).toBeNull();
    expect(body.check.last_response_ms).toBe(42);
    expect(await lifecycle.resolveForMonitor(monitorId)).toBeNull();
    const next = await lifecycle.open({ monitorId, failingRegions: ['fra1', 'iad1'], check: failure });
    expect(next.created).toBe(true);
    expect(next.incident._id).not.toBe(incident._id);
  });

  it("answers 404 for another org's incident and sends nothing", async () => {
    const monitorId = await newMonitor();
    const { incident } = await lifecycle.open({ monitorId, failingRegions: ['fra1', 'iad1'], check: failure });
    await expect(lifecycle.acknowledge(uuidv7(), incident._id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(lifecycle.resolve(uuidv7(), incident._id)).rejects.toBeInstanceOf(NotFoundError);
    expect(await eventsOf(incident._id)).toHaveLength(1);
  });

  it('keeps one incident and one opened event when many votes race', async () => {
    const monitorId = await newMonitor();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => lifecycle.open({ monitorId, failingRegions: ['fra1', 'iad1'], check: failure })),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.incident._id)).size).toBe(1);
    expect(await Incident.countDocuments({ monitor_id: monitorId })).toBe(1);
    expect(await IncidentEvent.countDocuments({ monitor_id: monitorId })).toBe(1);
  });

  it('skips the look-up when the caller knows of no open incident, and still opens once when it was wrong', async () => {
    const monitorId = await newMonitor();
    const first = await lifecycle.open({ monitorId, failingRegions: ['fra1'], check: failure, noneOpenKnown: true });
    // Another replica's vote, whose memory did not hold this incident yet: it loses on the unique key.
    const late = await lifecycle.open({ monitorId, failingRegions: ['fra1'], check: failure, noneOpenKnown: true });
    expect(first).toMatchObject({ created: true, incident: { status: 'open', monitor_id: monitorId } });
    expect(await Incident.findById(first.incident._id).lean()).toMatchObject({ status: 'open', active_key: monitorId });
    expect(late).toMatchObject({ created: false, incident: { _id: first.incident._id } });
    expect(await IncidentEvent.countDocuments({ monitor_id: monitorId })).toBe(1);
    expect(dispatched).toHaveLength(1);
  });

  it('answers an open once the incident is stored; its fan-out follows from the queue, which the sweep leaves alone', async () => {
    const fanOut = new FanOutQueue(1, silentLogger);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const queued = createIncidentLifecycle({
      incidents: createMongoIncidentStore(),
      log: silentLogger,
      now: () => clock,
      dispatch: async ({ _id: id }) => {
        await held;
        sent.push(id);
        await IncidentEvent.updateOne({ _id: id }, { $set: { fanout_done: true } });
      },
      store: createMongoDispatchStore(),
      recoverAfterMs: 0,
      fanOut,
    });
    const monitorId = await newMonitor();
    const { incident, created } = await queued.open({
      monitorId,
      failingRegions: ['fra1'],
      check: failure,
      fanOutLater: true,
    });
    expect(created).toBe(true);
    expect(await Incident.findById(incident._id).lean()).toMatchObject({ status: 'open' });
    const [event] = await eventsOf(incident._id);
    expect(sent).toEqual([]);
    expect(fanOut.holds(event._id)).toBe(true);
    await queued.recover(); // the event is unfinished and old enough, but waiting here: not taken twice
    expect(fanOut.holds(event._id)).toBe(true);
    release();
    await fanOut.stop(5_000);
    expect(sent).toEqual([event._id]);
    expect(await IncidentEvent.findById(event._id).lean()).toMatchObject({ fanout_done: true });
  });

  it('keeps history and state consistent when acknowledges and resolves race (FerretDB updates are not atomic)', async () => {
    for (let round = 0; round < 4; round++) {
      const monitorId = await newMonitor();
      const { incident } = await lifecycle.open({ monitorId, failingRegions: ['fra1', 'iad1'], check: failure });
      const outcomes = await Promise.allSettled([
        lifecycle.acknowledge(orgId, incident._id),
        lifecycle.resolve(orgId, incident._id),
        lifecycle.acknowledge(orgId, incident._id),
        lifecycle.resolve(orgId, incident._id),
      ]);
      for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(ConflictError);
      const events = await eventsOf(incident._id);
      const types = events.map((e) => e.type);
      expect(types.filter((t) => t === 'incident.resolved')).toHaveLength(1);
      expect(types.filter((t) => t === 'incident.acknowledged').length).toBeLessThanOrEqual(1);
      expect(types[types.length - 1]).toBe('incident.resolved'); // nothing after resolve
      expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i));
      const doc = (await Incident.findById(incident._id).lean())!;
      expect(doc).toMatchObject({ status: 'resolved', active_key: incident._id });
      expect(doc.acknowledged_at === null).toBe(!types.includes('incident.acknowledged'));
    }
  });

  it('recovers an event recorded before a crash: applies it and dispatches it', async () => {
    clock = Date.now(); // recovery looks at when the event document was written
    const monitorId = await newMonitor();
    const incidentId = uuidv7();
    const eventId = uuidv7();
    // What `open` writes first; the process "crashed" before creating the incident and dispatching.
    await IncidentEvent.create({
      _id: eventId,
      org_id: orgId,
      incident_id: incidentId,
      monitor_id: monitorId,
      type: 'incident.opened',
      occurred_at: new Date(clock),
      seq: 0,
      dedupe_key: `${incidentId}:0`,
      payload: {
        incident: { opened_at: new Date(clock).toISOString(), failing_regions: ['fra1', 'iad1'] },
        check: failure,
      },
    });
    clock += 1000;
    await lifecycle.recover();
    expect(await Incident.findById(incidentId).lean()).toMatchObject({
      status: 'open',
      active_key: monitorId,
      failing_regions: ['fra1', 'iad1'],
    });
    expect(dispatched).toEqual([eventId]);
  });

  it('voids a recorded opened event whose monitor already has another unresolved incident', async () => {
    const monitorId = await newMonitor();
    const { incident } = await lifecycle.open({ monitorId, failingRegions: ['fra1', 'iad1'], check: failure });
    const losing = await IncidentEvent.create({
      org_id: orgId,
      incident_id: uuidv7(),
      monitor_id: monitorId,
      type: 'incident.opened',
      occurred_at: new Date(clock),
      dedupe_key: `lost-${uuidv7()}:incident.opened`,
      payload: { incident: { opened_at: new Date(clock).toISOString(), failing_regions: ['fra1'] }, check: failure },
    });
    expect(await applyEvent(createMongoIncidentStore(), losing.toObject())).toBe('void');
    expect(await Incident.countDocuments({ monitor_id: monitorId, status: { $ne: 'resolved' } })).toBe(1);
    expect((await Incident.findById(incident._id).lean())!.status).toBe('open');
  });
});
