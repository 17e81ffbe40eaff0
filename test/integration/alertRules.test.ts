/**
 * Alert rules as a user sees them: results posted through the prober route `/results` decide the votes, webhooks
 * arrive at a real HTTPS receiver, and every monitor read says `status` and `last_checked_at`.
 * - confirmations / recoveries: the example (fra1 + iad1, down_quorum 2, confirmations 3, recoveries 2);
 * - degraded_after_ms: slow passing checks make the monitor `degraded`, never an incident;
 * - maintenance windows: `maintenance` status, no incident while active (results still stored), an incident open
 *   before it can still resolve, and one opens after the window ends if the monitor is still voted down;
 * - a client that sends none of the new fields gets the plain quorum vote.
 * Bad input: alertRules.validation.test.ts.
 */
import { rawResultsOf } from '../../domain/checkResults/history';
import { Incident } from '../../domain/models';
import { apiClient, bootstrapKey, virtualClock, type OrgKey } from '../support/client';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { startTestWorker, type TestWorker } from '../support/worker';

jest.setTimeout(90_000);

const PROBER = { 'x-prober-token': 'dev-prober-token' };
const SECRET = 'whsec_alert_rules_0123456789';
const INTERVAL_MS = 60_000;

let receiver: TestReceiver;
let stack: Stack;
let worker: TestWorker;
let org: OrgKey;
let call: ReturnType<typeof apiClient>;
const clock = virtualClock();

beforeAll(async () => {
  receiver = await startReceiver();
  stack = await startStack({ now: clock.now, env: { WEBHOOK_CA_FILE: receiver.caFile } });
  await stack.services.start();
  worker = await startTestWorker(stack.config);
  org = await bootstrapKey();
  call = apiClient(stack, clock, org.headers);
});
afterAll(async () => {
  await worker?.stop();
  await stack?.stop();
  await receiver?.close();
});

async function createChannel(path: string): Promise<string> {
  const res = await call('POST', '/api/v1/channels', {
    body: { name: path, type: 'webhook', url: `${receiver.url}${path}`, secret: SECRET },
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function createMonitor(body: Record<string, unknown>) {
  const res = await call('POST', '/api/v1/monitors', {
    body: { name: 'Shop', type: 'http', url: 'https://shop.example/', interval_sec: 60, ...body },
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** One round of results, one per region, checked now (on the test clock) unless `at` says when; returns when. */
async function round(
  monitorId: string,
  ok: boolean,
  regions = ['fra1', 'iad1'],
  responseMs = 40,
  at = new Date(clock.now()).toISOString(),
): Promise<string> {
  for (const region of regions) {
    const res = await stack.http('POST', '/results', {
      headers: PROBER,
      body: {
        region,
        results: [
          {
            monitor_id: monitorId,
            ok,
            checked_at: at,
            response_ms: ok ? responseMs : null,
            ...(ok ? {} : { error_class: 'timeout', error_message: 'no answer in 10 s' }),
          },
        ],
      },
    });
    expect(res.status).toBe(202);
  }
  return at;
}

const statusOf = async (id: string) => (await call('GET', `/api/v1/monitors/${id}`)).body.status as string;
const incidentsOf = (id: string) => Incident.find({ monitor_id: id }).lean();
const eventsAt = (path: string) =>
  receiver.requests(path).map((r) => (JSON.parse(r.rawBody.toString('utf8')) as { event: string }).event);

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('confirmations and recoveries', () => {
  it("the issue's example: the third round of failures opens one incident, the second round of passes resolves it", async () => {
    const channel = await createChannel('/confirm');
    const m = await createMonitor({
      regions: ['fra1', 'iad1'],
      down_quorum: 2,
      confirmations: 3,
      recoveries: 2,
      channel_ids: [channel],
    });
    expect(m).toMatchObject({ confirmations: 3, recoveries: 2, degraded_after_ms: null, status: 'pending' });
    expect(m.last_checked_at).toBeNull();

    for (let i = 0; i < 2; i++) {
      await round(m.id, false);
      clock.advance(INTERVAL_MS);
    }
    expect(await incidentsOf(m.id)).toHaveLength(0);
    expect(await statusOf(m.id)).toBe('up'); // failing results, not yet confirmed

    const third = await round(m.id, false);
    const [opened] = await receiver.waitFor('/confirm', 1);
    expect(JSON.parse(opened.rawBody.toString('utf8'))).toMatchObject({
      event: 'incident.opened',
      incident: { failing_regions: ['fra1', 'iad1'] },
    });
    const got = (await call('GET', `/api/v1/monitors/${m.id}`)).body;
    expect(got.status).toBe('down');
    expect(got.last_checked_at).toBe(third);

    clock.advance(INTERVAL_MS);
    await round(m.id, true);
    expect(await statusOf(m.id)).toBe('down'); // one round of passes keeps it down
    expect((await incidentsOf(m.id)).map((i) => i.status)).toEqual(['open']);

    clock.advance(INTERVAL_MS);
    await round(m.id, true);
    await receiver.waitFor('/confirm', 2);
    expect(eventsAt('/confirm')).toEqual(['incident.opened', 'incident.resolved']);
    expect((await incidentsOf(m.id)).map((i) => i.status)).toEqual(['resolved']);
    expect(await statusOf(m.id)).toBe('up');
  });

  it('a pass in the middle starts the count again, and a result posted twice counts once', async () => {
    const m = await createMonitor({ regions: ['fra1'], down_quorum: 1, confirmations: 2, channel_ids: [] });
    const first = await round(m.id, false, ['fra1']);
    await round(m.id, false, ['fra1'], 0, first); // the same result again (same checked_at): still one failure
    clock.advance(INTERVAL_MS);
    await round(m.id, true, ['fra1']);
    clock.advance(INTERVAL_MS);
    await round(m.id, false, ['fra1']);
    expect(await incidentsOf(m.id)).toHaveLength(0);
    clock.advance(INTERVAL_MS);
    await round(m.id, false, ['fra1']);
    expect(await until('the incident', async () => (await incidentsOf(m.id)).length === 1)).toBe(true);
  });

  it('without the new fields the first quorum of failures opens an incident, as before', async () => {
    const m = await createMonitor({ regions: ['fra1', 'iad1'], down_quorum: 2, channel_ids: [] });
    expect(m).toMatchObject({ confirmations: 1, recoveries: 1, degraded_after_ms: null });
    await round(m.id, false);
    expect(await until('the incident', async () => (await incidentsOf(m.id)).length === 1)).toBe(true);
    expect(await statusOf(m.id)).toBe('down');
  });
});

describe('degraded', () => {
  it('a quorum of slow passing regions is degraded, opens nothing, and is up again when fast', async () => {
    const m = await createMonitor({ regions: ['fra1', 'iad1'], down_quorum: 2, degraded_after_ms: 500 });
    await round(m.id, true, ['fra1', 'iad1'], 900);
    expect(await statusOf(m.id)).toBe('degraded');
    const listed = (await call('GET', '/api/v1/monitors?limit=100')).body.data.find((x: any) => x.id === m.id);
    expect(listed.status).toBe('degraded');
    clock.advance(INTERVAL_MS);
    await round(m.id, true, ['fra1'], 900);
    await round(m.id, true, ['iad1'], 120);
    expect(await statusOf(m.id)).toBe('up'); // one slow region is below the quorum
    expect(await incidentsOf(m.id)).toHaveLength(0);

    const patched = await call('PATCH', `/api/v1/monitors/${m.id}`, { body: { degraded_after_ms: null } });
    expect(patched.status).toBe(200);
    expect(patched.body.degraded_after_ms).toBeNull();
  });
});

describe('maintenance windows', () => {
  const iso = (offsetMs: number) => new Date(clock.now() + offsetMs).toISOString();

  it('holds incidents back while active, keeps storing results, and opens one after it ends if still down', async () => {
    const channel = await createChannel('/maintenance');
    const m = await createMonitor({ regions: ['fra1', 'iad1'], down_quorum: 2, channel_ids: [channel] });
    const created = await call('POST', '/api/v1/maintenance-windows', {
      body: { name: 'Deploy', starts_at: iso(-1000), ends_at: iso(90_000), monitor_ids: [m.id] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Deploy', rrule: null, monitor_ids: [m.id], active: true });
    expect(await statusOf(m.id)).toBe('maintenance');

    await round(m.id, false);
    clock.advance(INTERVAL_MS);
    await round(m.id, false);
    expect(await statusOf(m.id)).toBe('maintenance');
    expect(await incidentsOf(m.id)).toHaveLength(0);
    const stored = await rawResultsOf(m.id, new Date(clock.now() - 3 * INTERVAL_MS), new Date(clock.now() + 1));
    expect(stored).toHaveLength(4);

    clock.advance(40_000); // the window is over; no new result: the re-vote opens it
    const [opened] = await receiver.waitFor('/maintenance', 1, 20_000);
    expect(JSON.parse(opened.rawBody.toString('utf8')).event).toBe('incident.opened');
    expect(await statusOf(m.id)).toBe('down');
    expect((await call('GET', `/api/v1/maintenance-windows/${created.body.id}`)).body.active).toBe(false);
  });

  it('an incident open before the window can still resolve during it; the status page lists it', async () => {
    const m = await createMonitor({ regions: ['fra1'], down_quorum: 1, channel_ids: [] });
    await round(m.id, false, ['fra1']);
    await until('the incident', async () => (await incidentsOf(m.id)).length === 1);
    const all = await call('POST', '/api/v1/maintenance-windows', {
      body: { name: 'Everything', starts_at: iso(-1000), ends_at: iso(3_600_000), monitor_ids: null },
    });
    const later = await call('POST', '/api/v1/maintenance-windows', {
      body: {
        name: 'Sunday database upgrade',
        starts_at: iso(2 * 86_400_000),
        ends_at: iso(2 * 86_400_000 + 3_600_000),
        rrule: 'FREQ=WEEKLY;COUNT=4',
        monitor_ids: [m.id],
      },
    });
    expect([all.status, later.status]).toEqual([201, 201]);
    expect(later.body.next).toEqual({ starts_at: later.body.starts_at, ends_at: later.body.ends_at });

    const page = (await stack.http('GET', `/status/${org.org.slug}`)).body;
    expect(page.maintenance.active.map((w: any) => w.name)).toContain('Everything');
    expect(page.maintenance.upcoming.map((w: any) => w.name)).toContain('Sunday database upgrade');
    expect(page.monitors.find((x: any) => x.id === m.id).state).toBe('maintenance');

    clock.advance(INTERVAL_MS);
    await round(m.id, true, ['fra1']);
    await until('the resolve', async () => (await incidentsOf(m.id))[0].status === 'resolved');

    const list = await call('GET', '/api/v1/maintenance-windows');
    expect(list.body.data.map((w: any) => w.id)).toEqual(expect.arrayContaining([all.body.id, later.body.id]));
    expect((await call('DELETE', `/api/v1/maintenance-windows/${all.body.id}`)).status).toBe(204);
    expect((await call('GET', `/api/v1/maintenance-windows/${all.body.id}`)).status).toBe(404);
    expect(await statusOf(m.id)).toBe('up');
    const renamed = await call('PATCH', `/api/v1/maintenance-windows/${later.body.id}`, { body: { name: 'Upgrade' } });
    expect(renamed.body).toMatchObject({ name: 'Upgrade', rrule: 'FREQ=WEEKLY;COUNT=4' });
  });

  it('a heartbeat missed during a window opens nothing until the window is over, then opens once', async () => {
    const created = await call('POST', '/api/v1/monitors', {
      body: { name: 'Nightly job', type: 'heartbeat', heartbeat: { period_sec: 60, grace_sec: 30 }, channel_ids: [] },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const w = await call('POST', '/api/v1/maintenance-windows', {
      body: { name: 'Job moved', starts_at: iso(-1000), ends_at: iso(150_000), monitor_ids: [id] },
    });
    expect(w.status).toBe(201);
    clock.advance(100_000); // overdue (90 s), inside the window
    const swept = stack.services.probing.sweepHeartbeats; // the background sweep may come first: same outcome
    expect(await swept()).toBe(0);
    expect(await statusOf(id)).toBe('maintenance');
    expect(await incidentsOf(id)).toHaveLength(0);
    clock.advance(60_000); // the window is over, still no ping
    await swept();
    await until('the incident', async () => (await incidentsOf(id)).length > 0);
    expect((await incidentsOf(id)).map((i) => i.check.last_error_class)).toEqual(['heartbeat_missed']);
    expect(await statusOf(id)).toBe('down');
  });

  it("another org's window is a 404 and never covers this org's monitors", async () => {
    const other = apiClient(stack, clock, (await bootstrapKey()).headers);
    const w = await other('POST', '/api/v1/maintenance-windows', {
      body: { name: 'Theirs', starts_at: iso(-1000), ends_at: iso(3_600_000) },
    });
    expect(w.status).toBe(201);
    expect((await call('GET', `/api/v1/maintenance-windows/${w.body.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/v1/maintenance-windows/${w.body.id}`)).status).toBe(404);
    const m = await createMonitor({ regions: ['fra1'], down_quorum: 1, channel_ids: [] });
    await round(m.id, true, ['fra1']);
    expect(await statusOf(m.id)).toBe('up');
  });
});
