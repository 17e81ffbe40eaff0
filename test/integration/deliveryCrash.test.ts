/**
 * Durability: the real worker process (worker/main.ts) is SIGKILLed during the back-off between two attempts and
 * restarted; the delivery still completes. A SIGTERM drains the worker and it exits 0.
 */
import { getDelivery } from '../../domain/deliveries/queries';
import { Delivery, type DeliveryDoc } from '../../domain/models';
import { createChannel, createMonitor, createOrg, recordOpenedEvent } from '../support/deliveryFixtures';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { spawnWorkerProcess, workerEnv, type ChildWorker } from '../support/worker';

jest.setTimeout(90_000);

let receiver: TestReceiver;
let stack: Stack;
const children: ChildWorker[] = [];

beforeAll(async () => {
  receiver = await startReceiver();
  // A long first back-off (4 s) leaves time to kill the worker between the attempts.
  stack = await startStack({ env: { WEBHOOK_CA_FILE: receiver.caFile, DELIVERY_RETRY_INITIAL_MS: '4000' } });
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

async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const v = await probe();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

it('completes the delivery after the worker is killed during the back-off and restarted', async () => {
  const path = '/crash';
  receiver.script(path, [{ status: 503 }], { status: 204 });
  const org = await createOrg();
  const channelId = await createChannel(stack.config, org._id, {
    url: receiver.url + path,
    secret: 'whsec_crash_0123456789abcdef',
  });
  const { eventId } = await recordOpenedEvent(org, await createMonitor(org._id, { channelIds: [channelId] }));

  const first = startWorkerProcess();
  await first.ready();
  await stack.services.dispatcher.dispatchEvent(eventId);
  const created = (await Delivery.findOne({ event_id: eventId }).lean<DeliveryDoc>())!;
  const handle = stack.temporal.client.workflow.getHandle(created.workflow_id);
  await receiver.waitFor(path, 1);
  // The first failure is recorded and the back-off timer is running: now we are inside the back-off.
  await until('back-off started', async () => {
    const { events } = await handle.fetchHistory();
    return events?.some((e) => e.timerStartedEventAttributes) && !events.some((e) => e.timerFiredEventAttributes);
  });
  process.kill(first.child.pid!, 'SIGKILL');
  expect(await first.exited()).toBeNull(); // killed by the signal, no exit code
  expect(first.child.signalCode).toBe('SIGKILL');
  expect(receiver.requests(path)).toHaveLength(1);

  const second = startWorkerProcess();
  await second.ready();
  const result = await handle.result();
  expect(result).toMatchObject({ status: 'delivered', statusCode: 204 });
  expect(receiver.requests(path)).toHaveLength(2);
  const delivery = await getDelivery(org._id, created._id);
  expect(delivery.status).toBe('delivered');
  expect(delivery.attempts.map((a) => a.status_code)).toEqual([503, 204]);

  process.kill(second.child.pid!, 'SIGTERM');
  expect(await second.exited()).toBe(0);
  expect(second.output()).toContain('worker stopped');
});
