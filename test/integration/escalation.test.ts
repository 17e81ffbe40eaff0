/**
 * Escalation policies, as a user sees them: CRUD and bad input over REST, then an incident voted down through
 * `/results` that nobody acknowledges: each step's channels receive `incident.escalated` at their time, the last
 * step repeats, and an acknowledge stops it. Channels receive only the events they chose (`event_types`).
 */
import { startReceiver, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { startTestWorker, type TestWorker } from '../support/worker';
import {
  bodyOf,
  escalationHandle,
  eventually,
  orgClient,
  voteDown,
  webhookChannel,
  type Call,
} from '../support/alerting';

jest.setTimeout(120_000);

let receiver: TestReceiver;
let stack: Stack;
let worker: TestWorker;
let call: Call;

beforeAll(async () => {
  receiver = await startReceiver();
  stack = await startStack({
    env: { WEBHOOK_CA_FILE: receiver.caFile, ESCALATION_MIN_SEC: '2', RATE_LIMIT_SCALE: '100' },
  });
  worker = await startTestWorker(stack.config);
  call = await orgClient(stack);
});
afterAll(async () => {
  await worker?.stop();
  await stack?.stop();
  await receiver?.close();
});

const monitorBody = (extra: Record<string, unknown>) => ({
  name: 'Checkout',
  type: 'http',
  url: 'https://checkout.example/health',
  regions: ['fra1'],
  down_quorum: 1,
  ...extra,
});

describe('escalation policies over REST', () => {
  it('creates, lists, reads, changes and deletes a policy; a policy in use is kept', async () => {
    const ch = await webhookChannel(call, receiver, '/crud');
    const created = await call('POST', '/api/v1/escalation-policies', {
      body: { name: 'On call', steps: [{ after_sec: 300, channel_ids: [ch] }] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'On call', steps: [{ after_sec: 300, channel_ids: [ch] }] });
    expect(created.body.repeat_every_sec).toBeNull();
    const id = created.body.id;
    expect((await call('GET', '/api/v1/escalation-policies')).body.data.map((p: any) => p.id)).toContain(id);
    const patched = await call('PATCH', `/api/v1/escalation-policies/${id}`, { body: { repeat_every_sec: 600 } });
    expect(patched.status).toBe(200);
    expect(patched.body.repeat_every_sec).toBe(600);
    const mon = await call('POST', '/api/v1/monitors', { body: monitorBody({ escalation_policy_id: id }) });
    expect(mon.status).toBe(201);
    expect(mon.body.escalation_policy_id).toBe(id);
    const refused = await call('DELETE', `/api/v1/escalation-policies/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('conflict');
    await call('PATCH', `/api/v1/monitors/${mon.body.id}`, { body: { escalation_policy_id: null } });
    expect((await call('DELETE', `/api/v1/escalation-policies/${id}`)).status).toBe(204);
    expect((await call('GET', `/api/v1/escalation-policies/${id}`)).status).toBe(404);
  });

  it.each([
    [{ steps: [{ after_sec: 5, channel_ids: ['CH'] }] }, 'name'],
    [{ name: 'p', steps: [] }, 'steps'],
    [{ name: 'p', steps: [{ after_sec: 1, channel_ids: ['CH'] }] }, 'steps.0.after_sec'],
    [{ name: 'p', steps: [{ after_sec: 'soon', channel_ids: ['CH'] }] }, 'steps.0.after_sec'],
    [{ name: 'p', steps: [{ after_sec: 5, channel_ids: [] }] }, 'steps.0.channel_ids'],
    [
      { name: 'p', steps: [{ after_sec: 5, channel_ids: ['01890000-0000-7000-8000-000000000000'] }] },
      'steps.0.channel_ids.0',
    ],
    [
      {
        name: 'p',
        steps: [
          { after_sec: 9, channel_ids: ['CH'] },
          { after_sec: 9, channel_ids: ['CH'] },
        ],
      },
      'steps.1.after_sec',
    ],
    [{ name: 'p', steps: [{ after_sec: 5, channel_ids: ['CH'] }], repeat_every_sec: 1 }, 'repeat_every_sec'],
    [{ name: 'p', steps: [{ after_sec: 5, channel_ids: ['CH'], extra: 1 }] }, 'steps.0.extra'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const ch = await webhookChannel(call, receiver, '/bad');
    const res = await call('POST', '/api/v1/escalation-policies', {
      body: JSON.parse(JSON.stringify(body).replaceAll('"CH"', JSON.stringify(ch))),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('refuses a monitor naming an unknown policy, and bad event_types on a channel', async () => {
    const mon = await call('POST', '/api/v1/monitors', {
      body: monitorBody({ escalation_policy_id: '01890000-0000-7000-8000-000000000000' }),
    });
    expect(mon.status).toBe(400);
    expect(mon.body.errors.map((e: { path: string }) => e.path)).toEqual(['escalation_policy_id']);
    for (const event_types of [
      ['incident.exploded'],
      ['test'],
      'incident.opened',
      ['incident.opened', 'incident.opened'],
    ]) {
      const res = await call('POST', '/api/v1/channels', {
        body: { name: 'x', type: 'webhook', url: `${receiver.url}/x`, secret: 'whsec-0123456789abcdef', event_types },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toMatch(/^event_types/);
    }
  });
});

describe('an unacknowledged incident escalates', () => {
  it('tells each step at its time, repeats the last step, stops at acknowledge, and honours event_types', async () => {
    const first = await webhookChannel(call, receiver, '/step1');
    const second = await webhookChannel(call, receiver, '/step2', { event_types: [] });
    const everyone = await webhookChannel(call, receiver, '/all');
    const resolvedOnly = await webhookChannel(call, receiver, '/resolved', { event_types: ['incident.resolved'] });
    const policy = await call('POST', '/api/v1/escalation-policies', {
      body: {
        name: 'Wake people up',
        steps: [
          { after_sec: 2, channel_ids: [first] },
          { after_sec: 4, channel_ids: [second] },
        ],
        repeat_every_sec: 2,
      },
    });
    expect(policy.status).toBe(201);
    const mon = await call('POST', '/api/v1/monitors', {
      body: monitorBody({ channel_ids: [first, everyone, resolvedOnly], escalation_policy_id: policy.body.id }),
    });
    expect(mon.status).toBe(201);
    await voteDown(stack, mon.body.id);
    const [opened] = await receiver.waitFor('/all', 1);
    expect(bodyOf(opened).event).toBe('incident.opened');

    const [, step1] = await receiver.waitFor('/step1', 2);
    const [step2, repeat] = await receiver.waitFor('/step2', 2);
    expect(bodyOf(receiver.requests('/step1')[0]).event).toBe('incident.opened');
    const openedBody = bodyOf(opened);
    for (const [req, step, after] of [
      [step1, 1, 2],
      [step2, 2, 4],
      [repeat, 2, 6],
    ] as const) {
      const body = bodyOf(req);
      expect(req.headers['x-service-event']).toBe('incident.escalated');
      expect(body).toMatchObject({
        event: 'incident.escalated',
        monitor: openedBody.monitor,
        org: openedBody.org,
        check: openedBody.check,
        escalation: { policy_id: policy.body.id, step, after_sec: after },
        incident: { ...openedBody.incident, id: expect.any(String) },
      });
      expect(body.incident.id).not.toBe(openedBody.incident.id);
      expect(req.receivedAtMs - opened.receivedAtMs).toBeGreaterThanOrEqual(after * 1000 - 1500);
    }
    expect(receiver.requests('/all').map((r) => bodyOf(r).event)).toEqual(['incident.opened']);

    const incident = (await call('GET', `/api/v1/incidents?monitor_id=${mon.body.id}`)).body.data[0];
    expect((await call('POST', `/api/v1/incidents/${incident.id}/acknowledge`)).status).toBe(200);
    const handle = await escalationHandle(stack, incident.id);
    expect(await handle.result()).toMatchObject({ ended: 'cancelled' });
    const told = receiver.requests('/step2').length;
    await new Promise((r) => setTimeout(r, 3_000));
    expect(receiver.requests('/step2')).toHaveLength(told);
    expect((await call('POST', `/api/v1/incidents/${incident.id}/resolve`)).status).toBe(200);
    const [resolved] = await receiver.waitFor('/resolved', 1);
    expect(bodyOf(resolved).event).toBe('incident.resolved');
    const detail = await call('GET', `/api/v1/incidents/${incident.id}`);
    expect(detail.body.status).toBe('resolved');
    expect(detail.body.events.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['incident.opened', 'incident.escalated', 'incident.acknowledged', 'incident.resolved']),
    );
  });

  it('sends nothing more once the incident is resolved before the first step', async () => {
    const ch = await webhookChannel(call, receiver, '/late');
    const policy = await call('POST', '/api/v1/escalation-policies', {
      body: { name: 'Later', steps: [{ after_sec: 3, channel_ids: [ch] }] },
    });
    const mon = await call('POST', '/api/v1/monitors', {
      body: monitorBody({ channel_ids: [], escalation_policy_id: policy.body.id }),
    });
    await voteDown(stack, mon.body.id);
    const incident = await eventually('incident', async () => {
      const res = await call('GET', `/api/v1/incidents?monitor_id=${mon.body.id}`);
      return res.body.data[0];
    });
    expect((await call('POST', `/api/v1/incidents/${incident.id}/resolve`)).status).toBe(200);
    const result = await (await escalationHandle(stack, incident.id)).result();
    // Resolved before the queued open started the escalation, the signal finds nothing and the step finds the
    // incident closed; resolved after, the signal cancels it. Either way nothing is sent.
    expect(result.sent).toBe(0);
    expect(['cancelled', 'incident_closed']).toContain(result.ended);
    await new Promise((r) => setTimeout(r, 3_500));
    expect(receiver.requests('/late')).toHaveLength(0);
  });
});
