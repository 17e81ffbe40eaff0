/**
 * The settled row an attempt files from what it knows (the delivery as its workflow carries it, handed by the
 * dispatcher, and the attempt records it read or made) is the row a read-back of the stored delivery and attempts
 * builds: for a dispatched delivery and a resend, settled on the first attempt, by a permanent rejection or on a
 * retry. Where the attempt cannot know (a workflow started without the listing, or a record of its number already
 * stored), it leaves the read-back to the store. Stored documents go through a BSON round trip, as through the store.
 */
import { randomBytes } from 'node:crypto';
import { MockActivityEnvironment } from '@temporalio/testing';
import { BSON } from 'mongodb';
import { createActivities, type Activities, type SendWebhookInput } from '../../activities';
import { createDispatcher, type DispatcherDeps } from '../../domain/delivery/dispatcher';
import { attemptInputOf } from '../../domain/delivery/listing';
import { bucketFieldsOf } from '../../domain/delivery/log/buckets';
import { settlementOf } from '../../domain/delivery/log/settled/rows';
import { attemptDocOf } from '../../domain/delivery/mongoStores';
import { buildTestPayload } from '../../domain/delivery/payload';
import { newResend } from '../../domain/delivery/resend';
import { silentLogger } from '../../domain/logger';
import type { DeliveryDoc } from '../../domain/models/delivery';
import type { IncidentEventDoc } from '../../domain/models/incidentEvent';
import type { DeliveryWorkflowInput } from '../../workflows';
import { MemoryDeliveryStore, MemoryDispatchStore, RecordingChannelHealth, type Settle } from '../support/memoryStores';
import type { ScriptedResponse } from '../support/receiver';
import { receiverAndClient, TEST_DELIVERY, webhookChannel } from '../support/deliveryReceiver';

const NOW = Date.parse('2026-11-24T10:00:00.000Z');
const SECRETS_KEY = randomBytes(32);
const delivery = TEST_DELIVERY;
const http = receiverAndClient();
let store: MemoryDeliveryStore;
let activities: Activities;
let n = 0;

const event: IncidentEventDoc = {
  _id: 'e-1',
  org_id: 'o-1',
  incident_id: 'i-1',
  monitor_id: 'm-1',
  type: 'incident.opened',
  occurred_at: new Date(NOW),
  payload: {},
  seq: 0,
  dedupe_key: 'i-1:0',
  channel_id: null,
  fanout_done: false,
  created_at: new Date(NOW),
  updated_at: new Date(NOW),
};

/** The worker's side: a webhook channel `c-1` POSTing to the receiver at `path`, on in-memory stores. */
function worker(path: string): void {
  store = new MemoryDeliveryStore();
  store.payloads.set('e-1', buildTestPayload({ _id: 'o-1', name: 'Acme', slug: 'acme' }, new Date(NOW)));
  store.channels.set('c-1', webhookChannel(http.receiver.url + path, SECRETS_KEY, new Date(NOW)));
  activities = createActivities({
    config: { secretsKey: SECRETS_KEY, delivery },
    log: silentLogger,
    webhookClient: http.client,
    store,
    channelHealth: new RecordingChannelHealth(),
    now: Date.now,
    logWriteRetryDelaysMs: [1, 1],
  });
}

/** The API's side: the dispatcher stores the delivery (or a resend of it) and starts its workflow with this input. */
async function dispatched(resend: boolean): Promise<{ stored: DeliveryDoc; input: DeliveryWorkflowInput }> {
  const dispatchStore = new MemoryDispatchStore();
  dispatchStore.events.set(event._id, event);
  dispatchStore.routes.set(event._id, [{ _id: 'c-1', name: 'ops' }]);
  const inputs: DeliveryWorkflowInput[] = [];
  const client: DispatcherDeps['client'] = {
    withDeadline: (_deadline, fn) => fn(),
    workflow: {
      start: (async (_type: string, opts: { args: [DeliveryWorkflowInput] }) => {
        inputs.push(opts.args[0]);
        return {};
      }) as never,
    },
  };
  const config = { temporalTaskQueue: 'q', dispatchSweepMs: 5_000, delivery };
  const dispatcher = createDispatcher({ config, log: silentLogger, client, store: dispatchStore, now: () => NOW });
  await dispatcher.dispatchEvent(event);
  const [original] = dispatchStore.deliveries.values();
  if (!resend) return { stored: original, input: inputs[0] };
  const copy = newResend(original, (id) => `resend:${id}`, NOW + 60_000);
  await dispatcher.startDelivery(copy, event, 'ops');
  return { stored: copy, input: inputs[1] };
}

/** The attempts' input as the workflow builds it from its own (`attemptInputOf`, as workflows/delivery.ts). */
function attemptInput(input: DeliveryWorkflowInput, over: Partial<SendWebhookInput> = {}): SendWebhookInput {
  return { ...attemptInputOf(input), ...over };
}

/** Runs attempt `n` of the delivery (the local first attempt, else the retry activity's attempt n - 1). */
async function attempt(stored: DeliveryDoc, input: SendWebhookInput, n: number): Promise<void> {
  const env = new MockActivityEnvironment({
    attempt: n === 1 ? 1 : n - 1,
    workflowExecution: { workflowId: stored.workflow_id, runId: 'run-1' },
  });
  const args = n === 1 ? { ...input, firstTask: true as const } : { ...input, attemptsBefore: 1 };
  await env.run(activities.sendWebhook, args).catch(() => undefined);
}

const roundTrip = <T extends object>(doc: T): T => BSON.deserialize(BSON.serialize(doc)) as T;

/** The row the store builds reading back the delivery and its attempts as they were stored. */
function readBackRow(stored: DeliveryDoc, settle: Settle) {
  const doc = roundTrip({ ...stored, ...bucketFieldsOf(stored) });
  const attempts = store.attemptsOf(stored._id).map((a) => roundTrip(attemptDocOf(a, new Date())));
  return settlementOf(doc, settle, attempts);
}

const cases: [string, boolean, ScriptedResponse[]][] = [
  ['delivered at once', false, [{ status: 204, body: 'ok' }]],
  ['rejected for good', false, [{ status: 410, body: 'gone \u0000 away' }]],
  ['delivered on a retry', false, [{ status: 503, body: 'busy' }, { status: 200 }]],
  ['a resend, delivered on a retry', true, [{ status: 500 }, { status: 202, body: 'queued' }]],
];

it.each(cases)('%s: the row built from what the attempt knows is the read-back row', async (_, resend, answers) => {
  const path = `/hook/${++n}`;
  worker(path);
  http.receiver.script(path, answers);
  const { stored, input } = await dispatched(resend);
  for (let k = 1; k <= answers.length; k++) await attempt(stored, attemptInput(input), k);
  expect(store.settles).toHaveLength(1);
  const [settle] = store.settles;
  expect(settle.known).toBeDefined();
  const known = settlementOf(settle.known!.delivery, settle, settle.known!.attempts);
  expect(roundTrip(known)).toStrictEqual(roundTrip(readBackRow(stored, settle)));
  expect(known.attempts).toHaveLength(answers.length);
  expect(JSON.stringify(input)).not.toContain('whsec_test_secret');
});

it('a workflow started without the listing (by an older version) leaves the read-back to the store', async () => {
  const path = `/hook/${++n}`;
  worker(path);
  http.receiver.script(path, [{ status: 204 }]);
  const { stored, input } = await dispatched(false);
  await attempt(stored, attemptInput({ ...input, listed: undefined }), 1);
  expect(store.settles).toEqual([expect.objectContaining({ status: 'delivered', lastAttempt: 1 })]);
  expect(store.settles[0].known).toBeUndefined();
});

it('an attempt whose number was recorded before (its record is the one kept) leaves the read-back to the store', async () => {
  const path = `/hook/${++n}`;
  worker(path);
  http.receiver.script(path, [{ status: 503 }, { status: 204 }]);
  const { stored, input } = await dispatched(false);
  await attempt(stored, attemptInput(input), 1);
  // The first attempt run again (its workflow task replayed on another worker): the same number, no first task.
  await new MockActivityEnvironment({ workflowExecution: { workflowId: stored.workflow_id, runId: 'run-1' } })
    .run(activities.sendWebhook, attemptInput(input))
    .catch(() => undefined);
  expect(store.settles).toEqual([expect.objectContaining({ status: 'delivered', lastAttempt: 1 })]);
  expect(store.settles[0].known).toBeUndefined();
  expect(store.attemptsOf(stored._id)).toEqual([expect.objectContaining({ n: 1, status_code: 503 })]);
});
