/**
 * A quiet terminal: the real worker process (worker/main.ts) logs a failed delivery attempt as one JSON line at
 * `info` (delivery id, attempt, error class) and nothing else about it: no stack trace, no multi-line SDK warning.
 */
import { type DeliveryDoc } from '../../domain/models';
import { createChannel, createMonitor, createOrg, recordOpenedEvent } from '../support/deliveryFixtures';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { spawnWorkerProcess, workerEnv, type ChildWorker } from '../support/worker';
import { StoredDelivery } from '../support/storedDeliveries';

jest.setTimeout(90_000);

let receiver: TestReceiver;
let stack: Stack;
let worker: ChildWorker | undefined;

beforeAll(async () => {
  receiver = await startReceiver();
  stack = await startStack({ env: { WEBHOOK_CA_FILE: receiver.caFile, DELIVERY_RETRY_INITIAL_MS: '50' } });
});
afterAll(async () => {
  if (worker && worker.child.exitCode === null) process.kill(worker.child.pid!, 'SIGKILL');
  await stack?.stop();
  await receiver?.close();
});

it('writes one line per failed attempt, without a stack, at the default LOG_LEVEL', async () => {
  const path = '/down';
  receiver.script(path, [], { status: 500 });
  const org = await createOrg();
  const channelId = await createChannel(stack.config, org._id, {
    url: receiver.url + path,
    secret: 'whsec_quiet_0123456789abcdef',
  });
  const { eventId } = await recordOpenedEvent(org, await createMonitor(org._id, { channelIds: [channelId] }));
  worker = spawnWorkerProcess(
    workerEnv(stack.config, { WEBHOOK_CA_FILE: receiver.caFile, DELIVERY_RETRY_INITIAL_MS: '50' }),
  );
  await worker.ready();
  await stack.services.dispatcher.dispatchEvent(eventId);
  const delivery = (await StoredDelivery.findOne({ event_id: eventId }).lean<DeliveryDoc>())!;
  await stack.temporal.client.workflow.getHandle(delivery.workflow_id).result();
  await receiver.waitFor(path, 4);

  const output = worker.output();
  const lines = output.split('\n').filter(Boolean);
  const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>); // every line is one JSON entry
  const failed = entries.filter((e) => e.msg === 'webhook attempt failed');
  expect(failed.map((e) => [e.level, e.delivery_id, e.attempt, e.error_class])).toEqual(
    [1, 2, 3, 4].map((n) => ['info', delivery._id, n, 'http_status']),
  );
  expect(entries.filter((e) => e.level === 'warn' || e.level === 'error')).toEqual([]);
  // Nothing else: the SDK's own housekeeping is detail (debug), not news.
  expect([...new Set(entries.map((e) => e.msg))].sort()).toEqual(['webhook attempt failed', 'worker running']);
  expect(output).not.toMatch(/\n\s+at |stack/);
});
