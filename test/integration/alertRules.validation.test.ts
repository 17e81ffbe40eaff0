/**
 * Bad input for every new field of the alert rules (monitor `confirmations`, `recoveries`, `degraded_after_ms`;
 * every maintenance window field): a 400 `invalid_request` whose `errors` name the field, and nothing is stored.
 */
import { apiClient, bootstrapKey, virtualClock } from '../support/client';
import { startStack, type Stack } from '../support/stack';

let stack: Stack;
let call: ReturnType<typeof apiClient>;
const clock = virtualClock();

beforeAll(async () => {
  stack = await startStack({ now: clock.now });
  call = apiClient(stack, clock, (await bootstrapKey()).headers);
});
afterAll(async () => {
  await stack?.stop();
});

async function createMonitor(body: Record<string, unknown>) {
  const res = await call('POST', '/api/v1/monitors', {
    body: { name: 'Shop', type: 'http', url: 'https://shop.example/', interval_sec: 60, ...body },
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('bad input: a 400 naming the field, nothing stored', () => {
  const problems = async (method: string, path: string, body: unknown) => {
    const res = await call(method, path, { body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    return (res.body.errors as { path: string; message: string }[]).map((e) => e.path);
  };
  const monitor = { name: 'Bad', type: 'http', url: 'https://shop.example/' };

  it.each([
    ['confirmations', 0],
    ['confirmations', 11],
    ['confirmations', 1.5],
    ['confirmations', '3'],
    ['recoveries', 0],
    ['recoveries', 11],
    ['recoveries', null],
    ['degraded_after_ms', 0],
    ['degraded_after_ms', 60_001],
    ['degraded_after_ms', 'slow'],
  ])('monitor %s = %j', async (field, value) => {
    const before = (await call('GET', '/api/v1/monitors?limit=100')).body.data.length;
    expect(await problems('POST', '/api/v1/monitors', { ...monitor, [field]: value })).toEqual([field]);
    const m = await createMonitor({});
    expect(await problems('PATCH', `/api/v1/monitors/${m.id}`, { [field]: value })).toEqual([field]);
    expect((await call('GET', `/api/v1/monitors/${m.id}`)).body).toMatchObject({ confirmations: 1, recoveries: 1 });
    expect((await call('GET', '/api/v1/monitors?limit=100')).body.data.length).toBe(before + 1);
  });

  it('the vote rules are not for heartbeat monitors', async () => {
    const heartbeat = { name: 'Cron', type: 'heartbeat', heartbeat: { period_sec: 60, grace_sec: 60 } };
    expect(await problems('POST', '/api/v1/monitors', { ...heartbeat, confirmations: 2 })).toEqual(['confirmations']);
    const created = await call('POST', '/api/v1/monitors', { body: heartbeat });
    expect(created.body).toMatchObject({ status: 'pending', last_checked_at: null });
    expect(created.body.confirmations).toBeUndefined();
    expect(await problems('PATCH', `/api/v1/monitors/${created.body.id}`, { degraded_after_ms: 100 })).toEqual([
      'degraded_after_ms',
    ]);
  });

  const start = () => new Date(clock.now() + 60_000).toISOString();
  const end = () => new Date(clock.now() + 120_000).toISOString();
  it.each([
    ['name', { name: '' }],
    ['starts_at', { starts_at: 'tomorrow' }],
    ['ends_at', { ends_at: 12 }],
    ['ends_at', { ends_at: new Date(clock.now()).toISOString() }],
    ['ends_at', { ends_at: new Date(clock.now() + 40 * 86_400_000).toISOString() }],
    ['rrule', { rrule: 'FREQ=SECONDLY' }],
    ['rrule', { rrule: 'BYDAY=MO' }],
    ['rrule', { rrule: 'FREQ=DAILY;DTSTART=20260101T000000Z' }],
    ['rrule', { rrule: 'FREQ=DAILY;COUNT=2;UNTIL=20270101' }],
    ['monitor_ids', { monitor_ids: [] }],
    ['monitor_ids.0', { monitor_ids: ['nope'] }],
    ['monitor_ids.0', { monitor_ids: ['01a213a5-5cc7-7d6b-ad32-dd323f5e5e40'] }],
    ['colour', { colour: 'red' }],
  ])('maintenance window %s', async (field, change) => {
    const before = (await call('GET', '/api/v1/maintenance-windows?limit=100')).body.data.length;
    const body = { name: 'Bad', starts_at: start(), ends_at: end(), ...change };
    const paths = await problems('POST', '/api/v1/maintenance-windows', body);
    expect(paths).toEqual([field]);
    expect((await call('GET', '/api/v1/maintenance-windows?limit=100')).body.data.length).toBe(before);
  });

  it('a PATCH is checked on the window it would leave', async () => {
    const w = await call('POST', '/api/v1/maintenance-windows', {
      body: { name: 'Fine', starts_at: start(), ends_at: end() },
    });
    expect(w.status).toBe(201);
    expect(await problems('PATCH', `/api/v1/maintenance-windows/${w.body.id}`, { starts_at: end() })).toEqual([
      'starts_at',
    ]);
    expect(await problems('PATCH', `/api/v1/maintenance-windows/${w.body.id}`, {})).toEqual(['']);
    expect((await call('GET', `/api/v1/maintenance-windows/${w.body.id}`)).body.starts_at).toBe(w.body.starts_at);
  });
});
