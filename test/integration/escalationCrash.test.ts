/**
 * An escalation survives a worker crash: the real worker process (worker/main.ts) is SIGKILLed while the
 * escalation workflow waits on its timer, a new one is started, and the step's channel still receives exactly one
 * `incident.escalated` at its time.
 */
import {
  bodyOf,
  escalationHandle,
  eventually,
  orgClient,
  voteDown,
  webhookChannel,
  type Call,
} from '../support/alerting';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { spawnWorkerProcess, workerEnv, type ChildWorker } from '../support/worker';

jest.setTimeout(180_000);

let receiver: TestReceiver;
let stack: Stack;
let call: Call;
const children: ChildWorker[] = [];

beforeAll(async () => {
  receiver = await startReceiver();
  stack = await startStack({
    env: { WEBHOOK_CA_FILE: receiver.caFile, ESCALATION_MIN_SEC: '1', RATE_LIMIT_SCALE: '100' },
  });
  call = await orgClient(stack);
});
afterAll(async () => {
  for (const c of children)
    if (c.child.exitCode === null && c.child.signalCode === null) process.kill(c.child.pid!, 'SIGKILL');
  await stack?.stop();
  await receiver?.close();
});

function startWorkerProcess(): ChildWorker {
  const w = spawnWorkerProcess(workerEnv(stack.config, { WEBHOOK_CA_FILE: receiver.caFile }));
  children.push(w);
  return w;
}

it('escalates once, on time, after the worker is killed during the wait and replaced', async () => {
  const first = startWorkerProcess();
  await first.ready();
  const ch = await webhookChannel(call, receiver, '/crash-step');
  const policy = await call('POST', '/api/v1/escalation-policies', {
    body: { name: 'Crash-proof', steps: [{ after_sec: 12, channel_ids: [ch] }] },
  });
  expect(policy.status).toBe(201);
  const mon = await call('POST', '/api/v1/monitors', {
    body: {
      name: 'Payments',
      type: 'http',
      url: 'https://payments.example/health',
      regions: ['fra1'],
      down_quorum: 1,
      channel_ids: [],
      escalation_policy_id: policy.body.id,
    },
  });
  expect(mon.status).toBe(201);
  await voteDown(stack, mon.body.id);
  const incident = await eventually('incident', async () => {
    const res = await call('GET', `/api/v1/incidents?monitor_id=${mon.body.id}`);
    return res.body.data[0] as { id: string; opened_at: string } | undefined;
  });
  const handle = await escalationHandle(stack, incident.id);
  await eventually('the step timer', async () => {
    const { events } = await handle.fetchHistory();
    return events?.some((e) => e.timerStartedEventAttributes);
  });
  process.kill(first.child.pid!, 'SIGKILL');
  expect(await first.exited()).toBeNull();
  expect(receiver.requests('/crash-step')).toHaveLength(0);

  const second = startWorkerProcess();
  await second.ready();
  const [escalated] = await receiver.waitFor('/crash-step', 1, 60_000);
  expect(bodyOf(escalated)).toMatchObject({
    event: 'incident.escalated',
    escalation: { policy_id: policy.body.id, step: 1, after_sec: 12 },
  });
  expect(escalated.receivedAtMs - Date.parse(incident.opened_at)).toBeGreaterThanOrEqual(12_000);
  expect(await handle.result()).toEqual({ ended: 'no_repeat', sent: 1 });
  await new Promise((r) => setTimeout(r, 1_000));
  expect(new Set(receiver.requests('/crash-step').map((r) => r.headers['x-service-delivery-id'])).size).toBe(1);
  process.kill(second.child.pid!, 'SIGTERM');
  expect(await second.exited()).toBe(0);
});
