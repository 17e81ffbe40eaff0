import { HeartbeatState, Incident, Monitor, SweepMark } from '../../domain/models';
import { createServices } from '../../domain/services';
import { silentLogger } from '../../domain/logger';
import { apiClient, bootstrapKey, virtualClock } from '../support/client';
import { startStack, type Stack } from '../support/stack';

/** Polls `probe` until it returns a value (bounded: 30 s, for a loaded machine); the miss sweep runs every 50 ms here. */
async function eventually<T>(probe: () => Promise<T | null | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('heartbeat monitors', () => {
  let stack: Stack;
  let call: ReturnType<typeof apiClient>;
  const clock = virtualClock();

  beforeAll(async () => {
    stack = await startStack({ now: clock.now, env: { HEARTBEAT_SWEEP_MS: '50' } });
    await stack.services.start();
    call = apiClient(stack, clock, (await bootstrapKey()).headers);
  });
  afterAll(async () => {
    await stack.stop();
  });

  /** The services of a second API process on the same stores and clock (a restart, or a replica beside this one). */
  const anotherProcess = () =>
    createServices({ config: stack.config, log: silentLogger, temporal: stack.temporal, now: clock.now });

  const createHeartbeat = async () => {
    const res = await call('POST', '/api/v1/monitors', {
      body: {
        name: 'Nightly backup',
        type: 'heartbeat',
        heartbeat: { period_sec: 60, grace_sec: 30 },
        channel_ids: [],
      },
    });
    expect(res.status).toBe(201);
    return { id: res.body.id as string, path: new URL(res.body.heartbeat_url).pathname };
  };

  it('answers a ping with a tiny body and moves the due time to now + period + grace', async () => {
    const { id, path } = await createHeartbeat();
    for (const method of ['GET', 'POST']) {
      const res = await stack.http(method, path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      const m = await HeartbeatState.findById(id).lean();
      expect(m!.last_ping_at).toBeInstanceOf(Date);
      expect(m!.due_at!.getTime() - m!.last_ping_at!.getTime()).toBe(90_000);
    }
    const shown = await call('GET', `/api/v1/monitors/${id}`);
    expect(shown.body.last_ping_at).toMatch(/\.\d{3}Z$/);
  });

  it('gives a heartbeat monitor stored before clocks existed its clock at start, so a miss still opens an incident', async () => {
    const { id } = await createHeartbeat();
    const lastPing = new Date(clock.now() - 10_000);
    await HeartbeatState.deleteOne({ _id: id });
    await Monitor.collection.updateOne({ _id: id } as never, {
      $set: { last_ping_at: lastPing, heartbeat_due_at: new Date(lastPing.getTime() + 90_000) },
    });
    await SweepMark.deleteOne({ _id: 'heartbeat-clocks-created' }); // a store from before: no start made them yet
    const restarted = anotherProcess();
    await restarted.start();
    await restarted.stop();
    const made = await HeartbeatState.findById(id).lean();
    expect(made!.last_ping_at!.getTime()).toBe(lastPing.getTime());
    expect(made!.due_at!.getTime()).toBe(lastPing.getTime() + 90_000);
    clock.advance(120_000);
    await eventually(() => Incident.findOne({ monitor_id: id, status: 'open' }).lean());
  });

  it('finds a clock stored before clocks had a due minute: read once at start, its miss still opens an incident', async () => {
    const { id } = await createHeartbeat();
    await HeartbeatState.collection.updateOne({ _id: id } as never, { $unset: { due_minute: '' } });
    await SweepMark.deleteOne({ _id: 'heartbeat-clocks-keyed' }); // a store from before: no start read found none
    // A process started now (this stack's own sweep read its start before the clock existed, and reads by minute).
    const restarted = anotherProcess();
    await restarted.start();
    try {
      await new Promise((r) => setTimeout(r, 500)); // a few of its sweeps: the start read is behind it
      clock.advance(120_000);
      await eventually(() => Incident.findOne({ monitor_id: id, status: 'open' }).lean());
    } finally {
      await restarted.stop();
    }
  });

  it('accepts a ping whatever body it carries (cron jobs send logs, agents send anything)', async () => {
    const { path } = await createHeartbeat();
    const bodies: [string, Record<string, string>][] = [
      ['backup finished in 42s', { 'content-type': 'text/plain' }],
      ['{not json', { 'content-type': 'application/json' }],
      ['a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }],
    ];
    for (const [raw, headers] of bodies) {
      const res = await stack.http('POST', path, { raw, headers });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
    }
  });

  it('answers 404 in the error envelope for an unknown token or a non-heartbeat monitor', async () => {
    for (const path of ['/api/v1/heartbeats/no-such-token-000000', '/api/v1/heartbeats/x']) {
      const res = await stack.http('POST', path);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'not_found', statusCode: 404 });
    }
    const http = await call('POST', '/api/v1/monitors', {
      body: { name: 'site', type: 'http', url: 'https://example.com/', channel_ids: [] },
    });
    const token = (await Monitor.findById(http.body.id).lean())!.heartbeat_token;
    expect((await stack.http('GET', `/api/v1/heartbeats/${token}`)).status).toBe(404);
  });

  it('stops accepting pings once the monitor is deleted (even right after a ping)', async () => {
    const { id, path } = await createHeartbeat();
    expect((await stack.http('GET', path)).status).toBe(200);
    expect((await call('DELETE', `/api/v1/monitors/${id}`)).status).toBe(204);
    expect((await stack.http('GET', path)).status).toBe(404);
  });

  it('a missed heartbeat opens one incident (heartbeat_missed, no regions); the next ping resolves it', async () => {
    const { id, path } = await createHeartbeat();
    await stack.http('GET', path);
    clock.advance(91_000);
    const incident = await eventually(() => Incident.findOne({ monitor_id: id }).lean());
    expect(incident).toMatchObject({
      status: 'open',
      failing_regions: [],
      check: {
        last_response_ms: null,
        last_error_class: 'heartbeat_missed',
        last_error_message: expect.stringContaining('60 s'),
      },
    });
    // The sweep handled the miss once: later sweeps open nothing more.
    await new Promise((r) => setTimeout(r, 300));
    expect(await Incident.countDocuments({ monitor_id: id })).toBe(1);

    // The ping that ends the miss resolves the incident before it is answered.
    expect((await stack.http('POST', path)).status).toBe(200);
    const resolved = await Incident.findById(incident._id).lean();
    expect(resolved).toMatchObject({ status: 'resolved' });
    expect((await HeartbeatState.findById(id).lean())!.due_at!.getTime()).toBeGreaterThan(clock.now());

    // On-time pings afterwards leave it alone; a new miss is a new incident.
    await stack.http('GET', path);
    expect(await Incident.countDocuments({ monitor_id: id })).toBe(1);
    clock.advance(91_000);
    await eventually(() => Incident.findOne({ monitor_id: id, status: 'open' }).lean());
    expect(await Incident.countDocuments({ monitor_id: id })).toBe(2);
  });

  it('a paused heartbeat monitor opens nothing', async () => {
    const { id, path } = await createHeartbeat();
    await stack.http('GET', path);
    expect((await call('POST', `/api/v1/monitors/${id}/pause`)).status).toBe(200);
    // A ping while paused re-arms the clock; the sweep must still not open anything for a paused monitor.
    clock.advance(2_000);
    expect((await stack.http('GET', path)).status).toBe(200);
    const due = (await HeartbeatState.findById(id).lean())!.due_at!.getTime();
    clock.advance(91_000);
    await eventually(async () => ((await SweepMark.findById('heartbeat-miss').lean())?.until.getTime() ?? 0) > due);
    expect(await Incident.countDocuments({ monitor_id: id })).toBe(0);
  });

  it('coalesces a burst of pings for one token into one write, all answered 200', async () => {
    const { id, path } = await createHeartbeat();
    const writes = stack.services.probing.heartbeatWrites();
    const answers = await Promise.all(Array.from({ length: 25 }, () => stack.http('GET', path)));
    expect(answers.map((r) => r.status)).toEqual(Array(25).fill(200));
    expect(stack.services.probing.heartbeatWrites() - writes).toBe(1);
    const stored = await HeartbeatState.findById(id).lean();
    expect(stored!.due_at!.getTime() - stored!.last_ping_at!.getTime()).toBe(90_000);
    // Pings that keep coming: once the stored one is a second old, the latest is written in the background.
    clock.advance(1_200);
    const later = clock.now();
    expect((await stack.http('GET', path)).status).toBe(200);
    const moved = await eventually(async () => {
      const s = await HeartbeatState.findById(id).lean();
      return s!.last_ping_at!.getTime() >= later ? s : null;
    });
    expect(moved.due_at!.getTime() - moved.last_ping_at!.getTime()).toBe(90_000);
    // The count goes up once the write has answered, which may be a moment after the stored state can be read.
    await eventually(async () => stack.services.probing.heartbeatWrites() - writes >= 2);
    expect(stack.services.probing.heartbeatWrites() - writes).toBe(2);
  });

  it("a deleted monitor stops answering in another process within 2 s of that process's last write", async () => {
    const { id, path } = await createHeartbeat();
    // A second API process: its own services (caches), the same database.
    const other = anotherProcess();
    try {
      expect(await other.probing.recordPing(path.split('/').pop()!)).toBe(true);
      expect((await call('DELETE', `/api/v1/monitors/${id}`)).status).toBe(204);
      clock.advance(2_001);
      expect(await other.probing.recordPing(path.split('/').pop()!)).toBe(false);
    } finally {
      await other.stop();
    }
  });

  // Last: it stops the stack's services.
  it('a graceful stop writes every ping answered before it; a restarted process goes on from there', async () => {
    const { id, path } = await createHeartbeat();
    const token = path.split('/').pop()!;
    expect((await stack.http('GET', path)).status).toBe(200);
    clock.advance(200);
    const lastAnswered = clock.now();
    expect((await stack.http('GET', path)).status).toBe(200); // answered from memory, not written yet
    expect((await HeartbeatState.findById(id).lean())!.last_ping_at!.getTime()).toBeLessThan(lastAnswered);
    await stack.services.stop();
    const stored = (await HeartbeatState.findById(id).lean())!;
    expect(stored.last_ping_at!.getTime()).toBeGreaterThanOrEqual(lastAnswered);
    expect(stored.due_at!.getTime()).toBe(stored.last_ping_at!.getTime() + 90_000);

    const restarted = anotherProcess();
    try {
      clock.advance(60_000);
      expect(await restarted.probing.recordPing(token)).toBe(true);
      expect(await restarted.probing.sweepHeartbeats()).toBe(0);
      expect(await Incident.countDocuments({ monitor_id: id })).toBe(0);
    } finally {
      await restarted.stop();
    }
  });
});
