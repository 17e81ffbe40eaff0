/**
 * A provider channel is as durable as a webhook: the real worker process is SIGKILLed during the back-off after
 * PagerDuty answered 503, a new one is started, and the same trigger event (same dedup_key) is delivered.
 */
import { type DeliveryDoc } from '../../domain/models';
import { createMonitor, createOrg, recordOpenedEvent } from '../support/deliveryFixtures';
import { waitForAttempts } from '../support/deliveryLog';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { spawnWorkerProcess, workerEnv, type ChildWorker } from '../support/worker';
import { StoredDelivery } from '../support/storedDeliveries';

jest.setTimeout(90_000);

const EVENTS_PATH = '/v2/enqueue';
let receiver: TestReceiver;
let stack: Stack;
const workers: ChildWorker[] = [];

beforeAll(async () => {
  receiver = await startReceiver();
  // A 4 s first back-off leaves time to kill the worker between the attempts.
  stack = await startStack({ env: { WEBHOOK_CA_FILE: receiver.caFile, DELIVERY_RETRY_INITIAL_MS: '4000' } });
});
afterAll(async () => {
  for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
  await stack?.stop();
  await receiver?.close();
});

async function startWorker(): Promise<ChildWorker> {
  const extra = { WEBHOOK_CA_FILE: receiver.caFile, PAGERDUTY_EVENTS_URL: receiver.url + EVENTS_PATH };
  const w = spawnWorkerProcess(workerEnv(stack.config, extra));
  workers.push(w);
  await w.ready();
  return w;
}

it('delivers a PagerDuty trigger after the worker dies mid-back-off', async () => {
  receiver.script(EVENTS_PATH, [{ status: 503 }], { status: 202, body: '{"status":"success"}' });
  const org = await createOrg();
  const channel = await stack.services.channels.create(org._id, {
    name: 'pager',
    type: 'pagerduty',
    routing_key: 'R0ut1ngKey0123456789abcdefABCDEF',
  });
  const { eventId } = await recordOpenedEvent(org, await createMonitor(org._id, { channelIds: [channel._id] }));
  const first = await startWorker();
  await stack.services.dispatcher.dispatchEvent(eventId);
  const delivery = (await StoredDelivery.findOne({ event_id: eventId }).lean<DeliveryDoc>())!;
  const handle = stack.temporal.client.workflow.getHandle(delivery.workflow_id);
  await waitForAttempts(org._id, 1);
  let inBackOff = false;
  for (let i = 0; i < 300 && !inBackOff; i++) {
    const events = (await handle.fetchHistory()).events ?? [];
    inBackOff = events.some((e) => e.timerStartedEventAttributes) && !events.some((e) => e.timerFiredEventAttributes);
    if (!inBackOff) await new Promise((r) => setTimeout(r, 100));
  }
  expect(inBackOff).toBe(true);
  first.child.kill('SIGKILL');
  await first.exited();
  expect(receiver.requests(EVENTS_PATH)).toHaveLength(1);

  await startWorker();
  expect(await handle.result()).toMatchObject({ status: 'delivered', statusCode: 202 });
  const [a, b] = receiver.requests(EVENTS_PATH).map((r) => JSON.parse(r.rawBody.toString('utf8')));
  expect(b).toEqual(a);
  expect(a).toMatchObject({ event_action: 'trigger', dedup_key: delivery.incident_id });
  const attempts = await waitForAttempts(org._id, 2);
  expect(attempts.map((x) => x.status_code)).toEqual([503, 202]);
});
