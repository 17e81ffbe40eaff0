/**
 * Cron heartbeats and run signals, as a user sees them: a `{schedule, tz, grace_sec}` heartbeat is due at its next
 * scheduled run in its zone plus the grace; `/fail` and a non-zero exit code open an incident at once
 * (`heartbeat_failed`), a `/start` not followed by a success within `max_runtime_sec` opens one
 * (`heartbeat_runtime_exceeded`), a missed schedule opens `heartbeat_missed`, and a success resolves each; the
 * webhooks arrive at a real HTTPS receiver. Bad schedules, zones and exit codes are a 400 naming the field.
 */
import { HeartbeatState } from '../../domain/models';
import { bodyOf, orgClient, webhookChannel, type Call } from '../support/alerting';
import { virtualClock } from '../support/client';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { startTestWorker, type TestWorker } from '../support/worker';

jest.setTimeout(90_000);

const clock = virtualClock();
let receiver: TestReceiver;
let stack: Stack;
let worker: TestWorker;
let call: Call;
let n = 0;

beforeAll(async () => {
  receiver = await startReceiver();
  stack = await startStack({
    now: clock.now,
    env: { WEBHOOK_CA_FILE: receiver.caFile, HEARTBEAT_SWEEP_MS: '50', RATE_LIMIT_SCALE: '100' },
  });
  await stack.services.start();
  worker = await startTestWorker(stack.config);
  call = await orgClient(stack);
});
afterAll(async () => {
  await worker?.stop();
  await stack?.stop();
  await receiver?.close();
});

/** A heartbeat monitor routed to a fresh receiver path; returns its id, ping path and receiver path. */
async function heartbeatMonitor(heartbeat: Record<string, unknown>) {
  const path = `/hb/${++n}`;
  const channel = await webhookChannel(call, receiver, path);
  const res = await call('POST', '/api/v1/monitors', {
    body: { name: `Backup ${n}`, type: 'heartbeat', heartbeat, channel_ids: [channel] },
  });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, ping: new URL(res.body.heartbeat_url).pathname, path, body: res.body };
}

async function signal(path: string, method = 'GET') {
  const res = await stack.http(method, path);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ ok: true });
}

/** The webhook bodies received at `path` once there are `count`. */
async function received(path: string, count: number) {
  return (await receiver.waitFor(path, count, 30_000)).map(bodyOf);
}

it('is due at the next scheduled run in its zone plus the grace, and shows its schedule and signal URLs', async () => {
  const hb = await heartbeatMonitor({ schedule: '0 3 * * *', tz: 'America/New_York', grace_sec: 120 });
  expect(hb.body.heartbeat).toEqual({
    schedule: '0 3 * * *',
    tz: 'America/New_York',
    grace_sec: 120,
  });
  expect(hb.body.heartbeat_signals.fail).toBe(`${hb.body.heartbeat_url}/fail`);
  const due = (await HeartbeatState.findById(hb.id).lean())!.due_at!;
  const inNewYork = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).format(due);
  expect(inNewYork).toBe('03:02');
  expect(due.getTime() - clock.now()).toBeGreaterThan(0);
  expect(due.getTime() - clock.now()).toBeLessThanOrEqual(86_400_000 + 120_000);
});

it('opens heartbeat_failed on /fail and on a non-zero exit code, and a success resolves it', async () => {
  const hb = await heartbeatMonitor({ period_sec: 3600, grace_sec: 60 });
  await signal(`${hb.ping}/fail`, 'POST');
  const [opened] = await received(hb.path, 1);
  expect(opened).toMatchObject({
    event: 'incident.opened',
    incident: { failing_regions: [] },
    check: { last_error_class: 'heartbeat_failed' },
  });
  await signal(hb.ping);
  expect((await received(hb.path, 2))[1].event).toBe('incident.resolved');

  await signal(`${hb.ping}/3`);
  const third = (await received(hb.path, 3))[2];
  expect(third).toMatchObject({
    event: 'incident.opened',
    check: { last_error_class: 'heartbeat_failed', last_error_message: 'The job exited with code 3.' },
  });
  await signal(`${hb.ping}/0`, 'POST');
  expect((await received(hb.path, 4))[3].event).toBe('incident.resolved');
});

it('opens heartbeat_runtime_exceeded when a started run has no success in time, and not when it has', async () => {
  const hb = await heartbeatMonitor({ period_sec: 3600, grace_sec: 60, max_runtime_sec: 5 });
  await signal(`${hb.ping}/start`);
  clock.advance(2_000);
  await signal(hb.ping);
  clock.advance(10_000);
  await new Promise((r) => setTimeout(r, 500));
  expect(receiver.requests(hb.path)).toHaveLength(0);

  await signal(`${hb.ping}/start`, 'POST');
  clock.advance(10_000);
  const [opened] = await received(hb.path, 1);
  expect(opened).toMatchObject({
    event: 'incident.opened',
    check: { last_error_class: 'heartbeat_runtime_exceeded' },
  });
  expect(opened.check.last_error_message).toMatch(/no success within 5 s/);
  await signal(hb.ping);
  expect((await received(hb.path, 2))[1].event).toBe('incident.resolved');
});

it('opens heartbeat_missed when a scheduled run does not report, and the next success resolves it', async () => {
  const hb = await heartbeatMonitor({ schedule: '*/5 * * * *', grace_sec: 30 });
  clock.advance(6 * 60_000);
  const [opened] = await received(hb.path, 1);
  expect(opened).toMatchObject({ event: 'incident.opened', check: { last_error_class: 'heartbeat_missed' } });
  await signal(hb.ping);
  expect((await received(hb.path, 2))[1].event).toBe('incident.resolved');
});

it.each([
  [{ schedule: 'every day', grace_sec: 60 }, 'heartbeat.schedule'],
  [{ schedule: '61 * * * *', grace_sec: 60 }, 'heartbeat.schedule'],
  [{ schedule: '0 3 * * *', tz: 'Mars/Olympus', grace_sec: 60 }, 'heartbeat.tz'],
  [{ period_sec: 60, tz: 'UTC', grace_sec: 60 }, 'heartbeat.tz'],
  [{ period_sec: 60, schedule: '0 3 * * *', grace_sec: 60 }, 'heartbeat.schedule'],
  [{ grace_sec: 60 }, 'heartbeat.period_sec'],
  [{ schedule: '0 3 * * *' }, 'heartbeat.grace_sec'],
  [{ period_sec: 60, grace_sec: 60, max_runtime_sec: 0 }, 'heartbeat.max_runtime_sec'],
  [{ period_sec: 60, grace_sec: 60, every: 1 }, 'heartbeat.every'],
])('refuses heartbeat %j with a 400 naming %s', async (heartbeat, field) => {
  const res = await call('POST', '/api/v1/monitors', { body: { name: 'bad', type: 'heartbeat', heartbeat } });
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('invalid_request');
  expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
});

it('refuses a bad exit code with a 400 naming it, and an unknown token with a 404', async () => {
  const hb = await heartbeatMonitor({ period_sec: 3600, grace_sec: 60 });
  for (const code of ['256', '-1', 'abc', '1.5']) {
    const res = await stack.http('GET', `${hb.ping}/${code}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'exit_code', message: 'must be a whole number from 0 to 255' }]);
  }
  for (const suffix of ['', '/start', '/fail', '/1']) {
    expect((await stack.http('POST', `/api/v1/heartbeats/unknown-token-123${suffix}`)).status).toBe(404);
  }
  expect(receiver.requests(hb.path)).toHaveLength(0);
});
