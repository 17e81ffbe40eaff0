/**
 * Durability: the real worker process (worker/main.ts) is SIGKILLed during the back-off between two attempts and
 * restarted; the delivery still completes. A SIGTERM drains the worker and it exits 0. SIGKILLed in the middle of a
 * burst (600 deliveries over 10 channels, killed once half are received), it loses nothing and repeats only POSTs
 * whose answers it had not read yet when it died (counted at the receiver by `X-Service-Delivery-Id`), at most its
 * connections to the receiver. A record a dead worker had journaled but not stored is inserted by the next worker
 * before it polls, so it is not POSTed again.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { journalFileName } from '../../domain/delivery/attemptJournal';
import type { AttemptRecord } from '../../domain/delivery/attempts';
import { attemptsOf } from '../../domain/delivery/log/dayCollections';
import { type DeliveryDoc } from '../../domain/models';
import { createChannel, createMonitor, createOrg, recordOpenedEvent } from '../support/deliveryFixtures';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { startReceiverProcess, type Receipt, type ReceiverProcess } from '../support/receiverProcess';
import { startStack, type Stack } from '../support/stack';
import { spawnWorkerProcess, stackJournalDir, workerEnv, type ChildWorker } from '../support/worker';
import { StoredDelivery } from '../support/storedDeliveries';

jest.setTimeout(300_000);

let receiver: TestReceiver;
/** The burst's receiver, in a process of its own (receiverProcess.ts). */
let burstReceiver: ReceiverProcess;
let stack: Stack;
const children: ChildWorker[] = [];

beforeAll(async () => {
  receiver = await startReceiver();
  burstReceiver = await startReceiverProcess();
  // A long first back-off (4 s) leaves time to kill the worker between the attempts.
  stack = await startStack({ env: { WEBHOOK_CA_FILE: receiver.caFile, DELIVERY_RETRY_INITIAL_MS: '4000' } });
});
afterAll(async () => {
  for (const c of children)
    if (c.child.exitCode === null && c.child.signalCode === null) process.kill(c.child.pid!, 'SIGKILL');
  await stack?.stop();
  await receiver?.close();
  await burstReceiver?.close();
});

function startWorkerProcess(extraEnv: Record<string, string> = {}): ChildWorker {
  const w = spawnWorkerProcess(workerEnv(stack.config, { WEBHOOK_CA_FILE: receiver.caFile, ...extraEnv }));
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
  const created = (await StoredDelivery.findOne({ event_id: eventId }).lean<DeliveryDoc>())!;
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
  const delivery = await stack.services.deliveries.getDelivery(org._id, created._id);
  expect(delivery.status).toBe('delivered');
  expect(delivery.attempts.map((a) => a.status_code)).toEqual([503, 204]);

  process.kill(second.child.pid!, 'SIGTERM');
  expect(await second.exited()).toBe(0);
  expect(second.output()).toContain('worker stopped');
});

/** Deliveries of the burst: EVENTS events, each to every one of CHANNELS channels. */
const CHANNELS = 10;
const EVENTS = 60;
it('inserts the record a dead worker journaled before the next worker polls: the attempt is not POSTed again', async () => {
  const path = '/journaled';
  const org = await createOrg();
  const channelId = await createChannel(stack.config, org._id, {
    url: receiver.url + path,
    secret: 'whsec_journal_0123456789ab',
  });
  const { eventId } = await recordOpenedEvent(org, await createMonitor(org._id, { channelIds: [channelId] }));
  // Started with no worker polling: the first attempt waits for the worker below.
  await stack.services.dispatcher.dispatchEvent(eventId);
  const created = (await StoredDelivery.findOne({ event_id: eventId }).lean<DeliveryDoc>())!;
  // The killed worker had taken the workflow's first task (and POSTed from it): the task runs again once it times out.
  await takeWorkflowTaskAndDie();
  // What a worker killed after the answer was read, before its record was stored, leaves behind.
  const answered: AttemptRecord = {
    delivery_id: created._id,
    org_id: org._id,
    n: 1,
    at: new Date(),
    duration_ms: 7,
    status_code: 204,
    error_class: null,
    error_message: null,
    response_body: null,
  };
  const file = join(stackJournalDir(stack.config), journalFileName(exitedPid(), Date.now() - 60_000, 1));
  mkdirSync(stackJournalDir(stack.config), { recursive: true });
  writeFileSync(file, JSON.stringify(answered) + '\n');

  const worker = startWorkerProcess();
  try {
    await worker.ready();
    const result = await stack.temporal.client.workflow.getHandle(created.workflow_id).result();
    expect(result).toMatchObject({ status: 'delivered', statusCode: 204 });
    expect(receiver.requests(path)).toHaveLength(0);
    expect(existsSync(file)).toBe(false);
    const delivery = await stack.services.deliveries.getDelivery(org._id, created._id);
    expect(delivery.attempts.map((a) => a.status_code)).toEqual([204]);
  } finally {
    process.kill(worker.child.pid!, 'SIGTERM');
    expect(await worker.exited()).toBe(0);
  }
});

/** Polls the delivery queue's next workflow task and never answers it, as a worker killed while running it. */
async function takeWorkflowTaskAndDie(): Promise<void> {
  const { client } = stack.temporal;
  const task = await client.withDeadline(Date.now() + 30_000, () =>
    client.workflowService.pollWorkflowTaskQueue({
      namespace: stack.config.temporalNamespace,
      taskQueue: { name: stack.config.temporalTaskQueue },
      identity: 'killed worker',
    }),
  );
  expect(task.taskToken?.length).toBeGreaterThan(0);
}

/** The pid of a process that has exited, as a killed worker's. */
function exitedPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

/**
 * A repeat after a crash is a POST whose answer the killed worker had not read yet: the worker's posting thread
 * journals a 2xx as it reads it (domain/delivery/postingThread.ts), and the next worker inserts the record before it
 * polls. So no repeat can be a POST the receiver got longer than ANSWER_WINDOW_MS before the kill: one would be an
 * answer read and lost, not one unread.
 */
const ANSWER_WINDOW_MS = 1_000;
/**
 * The burst's worker keeps this many POSTs in flight to a receiver (DELIVERY_CONNECTIONS_PER_ORIGIN; the burst's
 * channels share one receiver), and passes a connection on only once the answer it had is journaled: so a crash
 * repeats at most this many, the POSTs whose answers it had not read yet.
 */
const CONNECTIONS_PER_RECEIVER = 2;
/**
 * The kill comes this long after the receiver's count passed half, on the test's own clock: at a moment that has
 * nothing to do with the receiver's work, as a real crash does.
 */
const KILL_AFTER_HALF_MS = 50;

async function recordBurst(): Promise<{ eventIds: string[]; paths: string[] }> {
  const org = await createOrg();
  const paths = Array.from({ length: CHANNELS }, (_, i) => `/burst/${i}`);
  const channelIds = await Promise.all(
    paths.map((p) =>
      createChannel(stack.config, org._id, { url: burstReceiver.url + p, secret: 'whsec_burst_0123456789ab' }),
    ),
  );
  const eventIds: string[] = [];
  for (let i = 0; i < EVENTS; i++)
    eventIds.push((await recordOpenedEvent(org, await createMonitor(org._id, { channelIds }))).eventId);
  return { eventIds, paths };
}

/** The deliveries whose success is recorded (read once the worker is dead, so it cannot add one). */
async function recordedSuccesses(deliveryIds: string[]): Promise<Set<string>> {
  const found = (await Promise.all(deliveryIds.map(attemptsOf))).flat();
  return new Set(found.filter((a) => a.error_class === null).map((a) => a.delivery_id));
}

/** When each delivery's first POST was received. */
function firstReceiptMs(receipts: Receipt[]): Map<string, number> {
  const first = new Map<string, number>();
  for (const r of receipts) first.set(r.deliveryId, Math.min(first.get(r.deliveryId) ?? Infinity, r.receivedAtMs));
  return first;
}

/** POSTs received per delivery. */
function receivedPerDelivery(receipts: Receipt[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of receipts) counts.set(r.deliveryId, (counts.get(r.deliveryId) ?? 0) + 1);
  return counts;
}

it('a worker SIGKILLed mid-burst loses nothing and sends nothing again whose success it had recorded', async () => {
  const { eventIds, paths } = await recordBurst();
  const total = EVENTS * CHANNELS;

  // All dispatched before the worker starts, so it meets the whole burst at once (10 events' starts at a time).
  for (let i = 0; i < eventIds.length; i += 10)
    await Promise.all(eventIds.slice(i, i + 10).map((id) => stack.services.dispatcher.dispatchEvent(id)));
  const burstEnv = {
    WEBHOOK_CA_FILE: burstReceiver.caFile,
    DELIVERY_CONNECTIONS_PER_ORIGIN: String(CONNECTIONS_PER_RECEIVER),
  };
  const first = startWorkerProcess(burstEnv);
  await first.ready();
  const deliveries = await StoredDelivery.find({ event_id: { $in: eventIds } }).lean<DeliveryDoc[]>();
  expect(deliveries).toHaveLength(total);
  await until('half of the burst received', async () => (await burstReceiver.count(paths)) >= total / 2, 120_000);
  await new Promise((r) => setTimeout(r, KILL_AFTER_HALF_MS));
  const killedAtMs = Date.now();
  process.kill(first.child.pid!, 'SIGKILL');
  await first.exited();
  expect(await burstReceiver.count(paths)).toBeLessThan(total); // killed mid-burst, not after it
  const recordedAtKill = await recordedSuccesses(deliveries.map((d) => d._id));
  expect(recordedAtKill.size).toBeGreaterThan(0);

  const second = startWorkerProcess(burstEnv);
  await second.ready();
  const results = await Promise.all(
    deliveries.map((d) => stack.temporal.client.workflow.getHandle(d.workflow_id).result()),
  );
  expect(results.filter((r) => r.status !== 'delivered')).toEqual([]);
  const receipts = await burstReceiver.receipts(paths);
  const perDelivery = receivedPerDelivery(receipts);
  const lost = deliveries.filter((d) => !perDelivery.has(d._id)).map((d) => d._id);
  expect({ lost, unknownIds: perDelivery.size - total }).toEqual({ lost: [], unknownIds: 0 });
  const repeated = [...perDelivery].filter(([, count]) => count > 1).map(([id]) => id);
  expect(repeated.filter((id) => recordedAtKill.has(id))).toEqual([]);
  const firstReceipts = firstReceiptMs(receipts);
  const beforeKillMs = repeated.map((id) => killedAtMs - firstReceipts.get(id)!);
  expect(beforeKillMs.filter((ms) => ms > ANSWER_WINDOW_MS)).toEqual([]);
  expect(receipts.length - total).toBeLessThanOrEqual(CONNECTIONS_PER_RECEIVER);
  const settled = await StoredDelivery.find({ event_id: { $in: eventIds } }, { status: 1 }).lean<DeliveryDoc[]>();
  expect(settled.filter((d) => d.status !== 'delivered')).toEqual([]);

  process.kill(second.child.pid!, 'SIGTERM');
  expect(await second.exited()).toBe(0);
});
