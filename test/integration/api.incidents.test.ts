import { chatSignature } from '../../domain/auth/chatSignature';
import { uuidv7 } from '../../domain/ids';
import { fileEarlierIncidents } from '../../domain/incidents/marks/mongoStores';
import { Incident, IncidentEvent, IncidentMark, Monitor } from '../../domain/models';
import { apiClient, bootstrapKey, virtualClock } from '../support/client';
import { startStack, type Stack } from '../support/stack';

const failure = { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'no answer in 10 s' };

describe('incidents and deliveries API', () => {
  let stack: Stack;
  let call: ReturnType<typeof apiClient>;
  let channelIds: string[];
  const clock = virtualClock();

  beforeAll(async () => {
    stack = await startStack({ now: clock.now });
    call = apiClient(stack, clock, (await bootstrapKey()).headers);
    channelIds = [];
    for (const name of ['a', 'b']) {
      const res = await call('POST', '/api/v1/channels', {
        body: { name, type: 'webhook', url: `https://hooks.example/${name}`, secret: 'a-secret-of-16-chars' },
      });
      channelIds.push(res.body.id);
    }
  });
  afterAll(async () => {
    await stack.stop();
  });

  async function openIncident(): Promise<{ incidentId: string; monitorId: string }> {
    const m = await call('POST', '/api/v1/monitors', {
      body: { name: 'Shop', type: 'http', url: 'https://shop.example/' },
    });
    const { incident } = await stack.services.lifecycle.open({
      monitorId: m.body.id,
      failingRegions: ['fra1', 'iad1'],
      check: failure,
    });
    return { incidentId: incident._id, monitorId: m.body.id };
  }
  const eventCount = (incidentId: string) => IncidentEvent.countDocuments({ incident_id: incidentId });

  it('shows an incident with its events and one delivery per event and channel', async () => {
    const { incidentId, monitorId } = await openIncident();
    const res = await call('GET', `/api/v1/incidents/${incidentId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: incidentId,
      monitor_id: monitorId,
      status: 'open',
      acknowledged_at: null,
      resolved_at: null,
      duration_sec: null,
      failing_regions: ['fra1', 'iad1'],
      check: failure,
    });
    expect(res.body.events).toEqual([
      {
        id: expect.any(String),
        type: 'incident.opened',
        occurred_at: res.body.opened_at,
        payload: expect.objectContaining({ event: 'incident.opened' }),
      },
    ]);
    expect(res.body.deliveries).toHaveLength(2);
    expect(new Set(res.body.deliveries.map((d: { channel_id: string }) => d.channel_id))).toEqual(new Set(channelIds));
    for (const d of res.body.deliveries) {
      expect(d).toMatchObject({
        event_id: res.body.events[0].id,
        incident_id: incidentId,
        status: expect.stringMatching(/pending|delivering|failed|delivered/),
        workflow_id: expect.any(String),
        attempts: expect.any(Array),
      });
    }
  });

  it('acknowledges then resolves, each valid transition adding exactly one event; invalid ones are 409 and add none', async () => {
    const { incidentId } = await openIncident();
    const ack = await call('POST', `/api/v1/incidents/${incidentId}/acknowledge`);
    expect(ack.status).toBe(200);
    expect(ack.body).toMatchObject({
      id: incidentId,
      status: 'acknowledged',
      acknowledged_at: expect.any(String),
      resolved_at: null,
    });
    expect(await eventCount(incidentId)).toBe(2);

    const ackAgain = await call('POST', `/api/v1/incidents/${incidentId}/acknowledge`);
    expect(ackAgain.status).toBe(409);
    expect(ackAgain.body).toMatchObject({ code: 'conflict', statusCode: 409 });
    expect(await eventCount(incidentId)).toBe(2);

    clock.advance(90_000);
    const resolved = await call('POST', `/api/v1/incidents/${incidentId}/resolve`);
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      status: 'resolved',
      acknowledged_at: ack.body.acknowledged_at,
      resolved_at: expect.any(String),
      failing_regions: [],
    });
    expect(resolved.body.duration_sec).toBeGreaterThanOrEqual(90);
    expect(await eventCount(incidentId)).toBe(3);

    for (const action of ['resolve', 'acknowledge']) {
      const res = await call('POST', `/api/v1/incidents/${incidentId}/${action}`);
      expect(res.status).toBe(409);
    }
    expect(await eventCount(incidentId)).toBe(3);
    const detail = await call('GET', `/api/v1/incidents/${incidentId}`);
    expect(detail.body.events.map((e: { type: string }) => e.type)).toEqual([
      'incident.opened',
      'incident.acknowledged',
      'incident.resolved',
    ]);
    expect(detail.body.deliveries).toHaveLength(6);
  });

  it('resolves straight from open', async () => {
    const { incidentId } = await openIncident();
    const res = await call('POST', `/api/v1/incidents/${incidentId}/resolve`);
    expect(res.body).toMatchObject({ status: 'resolved', acknowledged_at: null });
    expect(await eventCount(incidentId)).toBe(2);
  });

  it('filters incidents by status and monitor, and rejects bad filters', async () => {
    const { incidentId, monitorId } = await openIncident();
    const byMonitor = await call('GET', `/api/v1/incidents?monitor_id=${monitorId}`);
    expect(byMonitor.body).toEqual({ data: [expect.objectContaining({ id: incidentId })], next_cursor: null });
    const open = await call('GET', '/api/v1/incidents?status=open&limit=100');
    expect(open.body.data.every((i: { status: string }) => i.status === 'open')).toBe(true);
    expect(open.body.data.some((i: { id: string }) => i.id === incidentId)).toBe(true);
    const resolved = await call('GET', '/api/v1/incidents?status=resolved&limit=100');
    expect(resolved.body.data.some((i: { id: string }) => i.id === incidentId)).toBe(false);
    for (const q of ['status=closed', 'monitor_id=abc', 'monitor_id[$ne]=x']) {
      expect((await call('GET', `/api/v1/incidents?${q}`)).status).toBe(400);
    }
    expect((await call('GET', '/api/v1/incidents/0190a5f0-0000-7000-8000-000000000000')).status).toBe(404);
    expect((await call('POST', '/api/v1/incidents/0190a5f0-0000-7000-8000-000000000000/acknowledge')).status).toBe(404);
  });

  it('pages the incidents of several days by next_cursor, newest first, with each filter', async () => {
    const opened: { id: string; monitor: string; resolved: boolean }[] = [];
    for (let day = 0; day < 3; day++) {
      for (const resolve of [true, false]) {
        const { incidentId, monitorId } = await openIncident();
        if (resolve) expect((await call('POST', `/api/v1/incidents/${incidentId}/resolve`)).status).toBe(200);
        opened.push({ id: incidentId, monitor: monitorId, resolved: resolve });
      }
      clock.advance(86_400_000 + 3_600_000); // the next day's list bucket
    }
    const walk = async (query: string) => {
      const out: { id: string; status: string }[] = [];
      let cursor = '';
      for (let n = 0; n < 100; n++) {
        const res = await call('GET', `/api/v1/incidents?limit=2${query}${cursor && `&cursor=${cursor}`}`);
        expect(res.status).toBe(200);
        expect(res.body.data.length).toBeLessThanOrEqual(2);
        out.push(...res.body.data.map((i: { id: string; status: string }) => ({ id: i.id, status: i.status })));
        if (res.body.next_cursor === null) return out;
        cursor = String(res.body.next_cursor);
      }
      throw new Error('the list did not end');
    };
    const all = await walk('');
    const ids = all.map((i) => i.id);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(new Set(ids).size).toBe(ids.length);
    const newestFirst = (rows: { id: string }[]) =>
      rows
        .map((r) => r.id)
        .sort()
        .reverse();
    expect(ids.filter((id) => opened.some((o) => o.id === id))).toEqual(newestFirst(opened));
    expect((await walk('&status=resolved')).map((i) => i.id)).toEqual(
      all.filter((i) => i.status === 'resolved').map((i) => i.id),
    );
    expect((await walk('&status=open')).map((i) => i.id)).toEqual(
      all.filter((i) => i.status === 'open').map((i) => i.id),
    );
    const { monitor } = opened[4];
    expect((await walk(`&monitor_id=${monitor}`)).map((i) => i.id)).toEqual([opened[4].id]);
    expect(await walk(`&monitor_id=${monitor}&status=open`)).toEqual([]);
  });

  it('lists incidents stored before incidents were filed once they are filed at a start', async () => {
    const m = await call('POST', '/api/v1/monitors', {
      body: { name: 'Older', type: 'http', url: 'https://older.example/' },
    });
    const orgId = (await Monitor.findById(m.body.id).lean())!.org_id;
    const _id = uuidv7(clock.now() - 86_400_000);
    const opened_at = new Date(clock.now() - 86_400_000);
    const incident = { _id, org_id: orgId, monitor_id: m.body.id, status: 'open', opened_at, active_key: m.body.id };
    await Incident.collection.insertOne(incident as never);
    const listed = async () =>
      (await call('GET', `/api/v1/incidents?status=open&monitor_id=${m.body.id}`)).body.data.map(
        (i: { id: string }) => i.id,
      );
    expect(await listed()).toEqual([]);
    await IncidentMark.deleteOne({ _id: 'filed|incidents' }); // as on a store from before
    await fileEarlierIncidents();
    expect(await listed()).toEqual([_id]);
    expect((await call('GET', `/api/v1/incidents?monitor_id=${m.body.id}`)).body.data[0].id).toBe(_id);
  });

  it('lists and gets deliveries with filters', async () => {
    const { incidentId } = await openIncident();
    const list = await call('GET', `/api/v1/deliveries?incident_id=${incidentId}`);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    const byChannel = await call('GET', `/api/v1/deliveries?incident_id=${incidentId}&channel_id=${channelIds[0]}`);
    expect(byChannel.body.data).toHaveLength(1);
    expect(byChannel.body.data[0].channel_id).toBe(channelIds[0]);
    const one = await call('GET', `/api/v1/deliveries/${byChannel.body.data[0].id}`);
    expect(one.body).toEqual(byChannel.body.data[0]);
    const status = byChannel.body.data[0].status;
    const byStatus = await call('GET', `/api/v1/deliveries?status=${status}&limit=100`);
    expect(byStatus.body.data.every((d: { status: string }) => d.status === status)).toBe(true);
    expect((await call('GET', '/api/v1/deliveries?status=sent')).status).toBe(400);
    expect((await call('GET', '/api/v1/deliveries/0190a5f0-0000-7000-8000-000000000000')).status).toBe(404);
  });

  describe('chat-tool acknowledge callback', () => {
    const path = '/api/integrations/chat/acknowledge';
    function signed(body: unknown, opts: { secret?: string; ts?: number } = {}) {
      const raw = JSON.stringify(body);
      const ts = String(opts.ts ?? Math.floor(clock.now() / 1000));
      const sig = chatSignature(opts.secret ?? stack.config.chatSigningSecret, ts, raw);
      return { raw, headers: { 'content-type': 'application/json', 'x-chat-timestamp': ts, 'x-chat-signature': sig } };
    }

    it('acknowledges through the lifecycle with a valid signature, once', async () => {
      const { incidentId } = await openIncident();
      const res = await stack.http('POST', path, signed({ incident_id: incidentId, user: 'alice' }));
      expect(res.status).toBe(200);
      expect(res.body.incident).toMatchObject({ id: incidentId, status: 'acknowledged' });
      expect(await eventCount(incidentId)).toBe(2);
      const again = await stack.http('POST', path, signed({ incident_id: incidentId }));
      expect(again.status).toBe(409);
      expect(await eventCount(incidentId)).toBe(2);
    });

    it('refuses a wrong secret, a stale or missing timestamp, and a tampered body with 401, changing nothing', async () => {
      const { incidentId } = await openIncident();
      const wrong = signed({ incident_id: incidentId }, { secret: 'not-the-signing-secret' });
      const stale = signed({ incident_id: incidentId }, { ts: Math.floor(clock.now() / 1000) - 301 });
      const good = signed({ incident_id: incidentId });
      const tampered = { raw: good.raw.replace('}', ',"user":"eve"}'), headers: good.headers };
      const missing = { raw: good.raw, headers: { 'content-type': 'application/json' } };
      for (const req of [wrong, stale, tampered, missing]) {
        const res = await stack.http('POST', path, req);
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('unauthorized');
      }
      expect(await eventCount(incidentId)).toBe(1);
      expect(
        (await stack.http('POST', path, signed({ incident_id: '0190a5f0-0000-7000-8000-000000000000' }))).status,
      ).toBe(404);
      expect((await stack.http('POST', path, signed({ incident_id: { $ne: null } }))).status).toBe(400);
    });
  });
});
