/**
 * Webhook delivery end to end: real Temporal, real MongoDB-wire server, an in-process worker and a real HTTPS
 * receiver on 127.0.0.1. Payloads, headers, signatures, routing, idempotent dispatch, history hygiene, sweep.
 */
import { Client, Connection, WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy } from '@temporalio/client';
import { createDispatcher } from '../../domain/delivery/dispatcher';
import { createMongoDispatchStore } from '../../domain/delivery/mongoStores';
import { createIncidentLifecycle } from '../../domain/incidents/lifecycle';
import { createMongoIncidentStore } from '../../domain/incidents/mongoStores';
import { NotFoundError } from '../../domain/errors';
import { silentLogger } from '../../domain/logger';
import { IncidentEvent, type DeliveryDoc } from '../../domain/models';
import { SA } from '../../domain/searchAttributes';
import {
  createChannel,
  createMonitor,
  createOrg,
  independentlyVerify,
  recordOpenedEvent,
} from '../support/deliveryFixtures';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { startTestWorker, type TestWorker } from '../support/worker';
import { StoredDelivery } from '../support/storedDeliveries';

jest.setTimeout(60_000);

const SECRET = 'whsec_test_0123456789abcdef';
const check = { last_response_ms: 812, last_error_class: 'http_status', last_error_message: 'HTTP 502' };
let receiver: TestReceiver;
let stack: Stack;
let worker: TestWorker;
let n = 0;
const nextPath = () => `/hook/${++n}`;

beforeAll(async () => {
  receiver = await startReceiver();
  stack = await startStack({ env: { WEBHOOK_CA_FILE: receiver.caFile } });
  worker = await startTestWorker(stack.config);
});
afterAll(async () => {
  await worker?.stop();
  await stack?.stop();
  await receiver?.close();
});

const result = (workflowId: string) => stack.temporal.client.workflow.getHandle(workflowId).result();
const deliveriesOf = (eventId: string) => StoredDelivery.find({ event_id: eventId }).lean();

it('delivers all four events with the canonical body, the spec headers and a verifiable signature', async () => {
  const org = await createOrg();
  const path = nextPath();
  const channelId = await createChannel(stack.config, org._id, { url: receiver.url + path, secret: SECRET });
  const monitorId = await createMonitor(org._id, { channelIds: [channelId] });
  const { lifecycle, dispatcher } = stack.services;
  const { incident } = await lifecycle.open({ monitorId, failingRegions: ['fra1', 'iad1'], check });
  await receiver.waitFor(path, 1);
  await lifecycle.acknowledge(org._id, incident._id);
  await receiver.waitFor(path, 2);
  await lifecycle.resolve(org._id, incident._id);
  await receiver.waitFor(path, 3);
  const test = await dispatcher.sendTest(org._id, channelId);
  const requests = await receiver.waitFor(path, 4);
  expect(test.workflow_id).toMatch(/^delivery:[0-9a-f-]{36}:[0-9a-f-]{36}$/);

  const events = await IncidentEvent.find({ org_id: org._id }).sort({ occurred_at: 1, _id: 1 }).lean();
  expect(events.map((e) => e.type)).toEqual(['incident.opened', 'incident.acknowledged', 'incident.resolved', 'test']);
  const nowSec = Math.floor(Date.now() / 1000);
  requests.forEach((req, i) => {
    const raw = req.rawBody.toString('utf8');
    expect(raw).toBe(JSON.stringify(events[i].payload));
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['user-agent']).toBe('Service-Webhook/1.0');
    expect(req.headers['x-service-event']).toBe(events[i].type);
    const sig = independentlyVerify(SECRET, req.rawBody, req.headers['x-service-signature']);
    expect(sig.ok).toBe(true);
    expect(req.headers['x-service-timestamp']).toBe(String(sig.t));
    expect(Math.abs(sig.t - nowSec)).toBeLessThan(120);
    expect(independentlyVerify('wrong-secret-000000000', req.rawBody, req.headers['x-service-signature']).ok).toBe(
      false,
    );
  });

  // Each POST names its delivery, one per (event, channel).
  const deliveries = await StoredDelivery.find({ org_id: org._id }).lean<DeliveryDoc[]>();
  const deliveryOf = new Map(deliveries.map((d) => [d.event_id, d._id]));
  expect(requests.map((r) => r.headers['x-service-delivery-id'])).toEqual(events.map((e) => deliveryOf.get(e._id)));
  expect(new Set(deliveryOf.values()).size).toBe(4);
  expect(requests[3].headers['x-service-delivery-id']).toBe(test.delivery_id);

  const [opened, acked, resolved, testBody] = requests.map((r) => JSON.parse(r.rawBody.toString()));
  expect(Object.keys(opened)).toEqual(['event', 'occurred_at', 'org', 'monitor', 'incident', 'check']);
  expect(opened).toMatchObject({
    event: 'incident.opened',
    org: { id: org._id, name: org.name, slug: org.slug },
    monitor: { id: monitorId, name: 'Checkout API', type: 'http', url: 'https://shop.example/health' },
    incident: {
      id: events[0]._id,
      status: 'open',
      acknowledged_at: null,
      resolved_at: null,
      duration_sec: null,
      failing_regions: ['fra1', 'iad1'],
    },
    check,
  });
  expect(opened.occurred_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  expect(acked.incident).toMatchObject({
    id: events[1]._id,
    status: 'acknowledged',
    acknowledged_at: expect.stringMatching(/\.\d{3}Z$/),
    resolved_at: null,
  });
  expect(resolved.incident).toMatchObject({
    id: events[2]._id,
    status: 'resolved',
    acknowledged_at: acked.incident.acknowledged_at,
    failing_regions: [],
  });
  expect(typeof resolved.incident.duration_sec).toBe('number');
  expect(resolved.check).toEqual({ last_response_ms: 812, last_error_class: null, last_error_message: null });
  expect(testBody).toEqual({
    event: 'test',
    occurred_at: expect.stringMatching(/\.\d{3}Z$/),
    org: { id: org._id, name: org.name, slug: org.slug },
    monitor: {
      id: '00000000-0000-0000-0000-000000000000',
      name: expect.stringContaining(org.name),
      type: 'http',
      url: expect.stringMatching(/^https:\/\//),
    },
    incident: null,
    check: null,
  });
  expect(await result(test.workflow_id)).toMatchObject({
    status: 'delivered',
    deliveryId: test.delivery_id,
    statusCode: 204,
  });
});

it('sends a rendered template as text/plain (or JSON when it parses), signed over the rendered bytes', async () => {
  const org = await createOrg('Tmpl & Co');
  const [pText, pJson] = [nextPath(), nextPath()];
  const textChannel = await createChannel(stack.config, org._id, {
    url: receiver.url + pText,
    secret: SECRET,
    template: '{{monitor.name}} is down in {{#each incident.failing_regions}}{{this}} {{/each}}<{{org.name}}>',
  });
  const jsonChannel = await createChannel(stack.config, org._id, {
    url: receiver.url + pJson,
    secret: SECRET,
    template: '{"text": {{json monitor.name}}, "regions": {{json incident.failing_regions}} }',
  });
  const monitorId = await createMonitor(org._id, { channelIds: [textChannel, jsonChannel] });
  const { eventId } = await recordOpenedEvent(org, monitorId);
  await stack.services.dispatcher.dispatchEvent(eventId);
  const [[text], [json]] = await Promise.all([receiver.waitFor(pText, 1), receiver.waitFor(pJson, 1)]);
  expect(text.rawBody.toString()).toBe('Checkout API is down in fra1 iad1 <Tmpl & Co>');
  expect(text.headers['content-type']).toBe('text/plain');
  expect(independentlyVerify(SECRET, text.rawBody, text.headers['x-service-signature']).ok).toBe(true);
  expect(JSON.parse(json.rawBody.toString())).toEqual({ text: 'Checkout API', regions: ['fra1', 'iad1'] });
  expect(json.headers['content-type']).toBe('application/json');
  expect(independentlyVerify(SECRET, json.rawBody, json.headers['x-service-signature']).ok).toBe(true);
});

it('routes per channel_ids: null = every enabled channel, [] = none, disabled never', async () => {
  const org = await createOrg();
  const [p1, p2, p3] = [nextPath(), nextPath(), nextPath()];
  const a = await createChannel(stack.config, org._id, { url: receiver.url + p1, secret: SECRET });
  const b = await createChannel(stack.config, org._id, { url: receiver.url + p2, secret: SECRET });
  await createChannel(stack.config, org._id, { url: receiver.url + p3, secret: SECRET, enabled: false });
  const all = await recordOpenedEvent(org, await createMonitor(org._id, { channelIds: null }));
  const none = await recordOpenedEvent(org, await createMonitor(org._id, { channelIds: [] }));
  await stack.services.dispatcher.dispatchEvent(all.eventId);
  await stack.services.dispatcher.dispatchEvent(none.eventId);
  const routed = await deliveriesOf(all.eventId);
  expect(routed.map((d) => d.channel_id).sort()).toEqual([a, b].sort());
  expect(await deliveriesOf(none.eventId)).toHaveLength(0);
  await Promise.all(routed.map((d) => result(d.workflow_id)));
  expect(receiver.requests(p3)).toHaveLength(0);
  expect((await IncidentEvent.findById(none.eventId).lean())!.fanout_done).toBe(true);
  expect((await IncidentEvent.findById(all.eventId).lean())!.fanout_done).toBe(true);
});

it('dispatching the same (event, channel) twice gives one POST sequence; the workflow id cannot run twice', async () => {
  const org = await createOrg();
  const path = nextPath();
  receiver.script(path, [{ status: 503 }, { status: 204 }]);
  const channelId = await createChannel(stack.config, org._id, { url: receiver.url + path, secret: SECRET });
  const { eventId } = await recordOpenedEvent(org, await createMonitor(org._id, { channelIds: [channelId] }));
  const { dispatcher } = stack.services;
  await Promise.all([dispatcher.dispatchEvent(eventId), dispatcher.dispatchEvent(eventId)]);
  const [delivery] = await deliveriesOf(eventId);
  expect(await result(delivery.workflow_id)).toMatchObject({ status: 'delivered' });
  await IncidentEvent.updateOne({ _id: eventId }, { $set: { fanout_done: false } });
  await dispatcher.dispatchEvent(eventId); // start again: rejected by Temporal, a no-op
  await expect(
    stack.temporal.client.workflow.start('deliveryWorkflow', {
      taskQueue: stack.config.temporalTaskQueue,
      workflowId: delivery.workflow_id,
      args: [{}],
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
    }),
  ).rejects.toBeInstanceOf(WorkflowExecutionAlreadyStartedError);
  await new Promise((r) => setTimeout(r, 300)); // room for a wrongly repeated POST to show up
  expect(receiver.requests(path)).toHaveLength(2);
  expect(await deliveriesOf(eventId)).toHaveLength(1);
});

it('records the delivery in MongoDB and keeps the secret out of the workflow history', async () => {
  const org = await createOrg();
  const path = nextPath();
  receiver.script(path, [
    { status: 500, body: 'try later' },
    { status: 200, body: 'ok!' },
  ]);
  const channelId = await createChannel(stack.config, org._id, { url: receiver.url + path, secret: SECRET });
  const { eventId, incidentId } = await recordOpenedEvent(
    org,
    await createMonitor(org._id, { channelIds: [channelId] }),
  );
  await stack.services.dispatcher.dispatchEvent(eventId);
  const [created] = await deliveriesOf(eventId);
  const handle = stack.temporal.client.workflow.getHandle(created.workflow_id);
  const res = await handle.result();
  expect(res).toMatchObject({ status: 'delivered', statusCode: 200 });

  const doc = await stack.services.deliveries.getDelivery(org._id, created._id);
  expect(doc).toMatchObject({
    status: 'delivered',
    incident_id: incidentId,
    channel_id: channelId,
    event_type: 'incident.opened',
  });
  expect(doc.completed_at).toBeInstanceOf(Date);
  expect(doc.attempts).toHaveLength(2);
  expect(doc.attempts[0]).toMatchObject({
    n: 1,
    status_code: 500,
    error_class: 'http_status',
    response_body: 'try later',
  });
  expect(doc.attempts[1]).toMatchObject({ n: 2, status_code: 200, error_class: null, response_body: 'ok!' });
  for (const a of doc.attempts) {
    expect(a.at).toBeInstanceOf(Date);
    expect(a.duration_ms).toBeGreaterThanOrEqual(0);
  }

  const history = await handle.fetchHistory();
  const text = JSON.stringify(history) + decodedPayloads(history);
  expect(text).toContain(created._id); // payloads were really decoded and searched
  expect(text).toContain('RetryableDeliveryError');
  expect(text).not.toContain(SECRET);
  expect(text).not.toContain(Buffer.from(SECRET).toString('base64'));
  expect(JSON.stringify(res)).not.toContain(SECRET);
});

it('records the attempts of a receiver that answers NUL bytes, each stored as U+FFFD', async () => {
  const org = await createOrg();
  const path = nextPath();
  receiver.script(path, [
    { status: 500, body: 'busy\u0000later' },
    { status: 200, body: '\u0000ok\u0000' },
  ]);
  const channelId = await createChannel(stack.config, org._id, { url: receiver.url + path, secret: SECRET });
  const { eventId } = await recordOpenedEvent(org, await createMonitor(org._id, { channelIds: [channelId] }));
  await stack.services.dispatcher.dispatchEvent(eventId);
  const [created] = await deliveriesOf(eventId);
  expect(await result(created.workflow_id)).toMatchObject({ status: 'delivered', statusCode: 200 });

  const doc = await stack.services.deliveries.getDelivery(org._id, created._id);
  expect(doc.status).toBe('delivered');
  expect(doc.attempts).toHaveLength(2);
  expect(doc.attempts[0]).toMatchObject({ n: 1, status_code: 500, response_body: 'busy\uFFFDlater' });
  expect(doc.attempts[1]).toMatchObject({ n: 2, status_code: 200, response_body: '\uFFFDok\uFFFD' });
});

it('sets search attributes and summaries so an operator can find every delivery of an incident', async () => {
  const org = await createOrg();
  const [p1, p2] = [nextPath(), nextPath()];
  await createChannel(stack.config, org._id, { url: receiver.url + p1, secret: SECRET, name: 'Pager' });
  await createChannel(stack.config, org._id, { url: receiver.url + p2, secret: SECRET, name: 'Slack bridge' });
  const monitorId = await createMonitor(org._id);
  const { eventId, incidentId } = await recordOpenedEvent(org, monitorId);
  await stack.services.dispatcher.dispatchEvent(eventId);
  const ds = await deliveriesOf(eventId);
  await Promise.all(ds.map((d) => result(d.workflow_id)));
  const desc = await stack.temporal.client.workflow.getHandle(ds[0].workflow_id).describe();
  expect(desc.typedSearchAttributes.get(SA.IncidentId)).toBe(incidentId);
  expect(desc.typedSearchAttributes.get(SA.IncidentEventId)).toBe(eventId);
  expect(desc.typedSearchAttributes.get(SA.OrgId)).toBe(org._id);
  expect(desc.typedSearchAttributes.get(SA.MonitorId)).toBe(monitorId);
  expect(desc.typedSearchAttributes.get(SA.ChannelId)).toBe(ds[0].channel_id);
  expect(desc.typedSearchAttributes.get(SA.EventType)).toBe('incident.opened');
  expect(desc.typedSearchAttributes.get(SA.DeliveryStatus)).toBe('delivered');
  expect(await desc.staticSummary()).toMatch(
    /incident\.opened for monitor "Checkout API" to channel "(Pager|Slack bridge)"/,
  );

  let found: string[] = [];
  for (let i = 0; i < 50 && found.length < 2; i++) {
    found = [];
    for await (const wf of stack.temporal.client.workflow.list({ query: `IncidentId="${incidentId}"` }))
      found.push(wf.workflowId);
    if (found.length < 2) await new Promise((r) => setTimeout(r, 200));
  }
  expect(found.sort()).toEqual(ds.map((d) => d.workflow_id).sort());
});

it('a delivery whose workflow start was lost (Temporal unreachable) is started by the recovery sweep', async () => {
  const org = await createOrg();
  const path = nextPath();
  const channelId = await createChannel(stack.config, org._id, { url: receiver.url + path, secret: SECRET });
  const { eventId } = await recordOpenedEvent(org, await createMonitor(org._id, { channelIds: [channelId] }));
  const deadConnection = Connection.lazy({ address: '127.0.0.1:1', connectTimeout: 300 });
  const unreachable = new Client({ connection: deadConnection });
  const offline = createDispatcher({
    config: stack.config,
    log: silentLogger,
    client: unreachable,
    store: createMongoDispatchStore(),
    now: Date.now,
    startTimeoutMs: 500,
  });
  await expect(offline.dispatchEvent(eventId)).rejects.toThrow();
  await deadConnection.close();
  const [pending] = await deliveriesOf(eventId);
  expect(await stack.services.deliveries.getDelivery(org._id, pending._id)).toMatchObject({
    status: 'pending',
    attempts: [],
  });
  expect((await IncidentEvent.findById(eventId).lean())!.fanout_done).toBe(false);
  expect(receiver.requests(path)).toHaveLength(0);

  const online = createDispatcher({
    config: stack.config,
    log: silentLogger,
    client: stack.temporal.client,
    store: createMongoDispatchStore(),
    now: Date.now,
  });
  const recovery = createIncidentLifecycle({
    incidents: createMongoIncidentStore(),
    log: silentLogger,
    now: Date.now,
    dispatch: online.dispatchEvent,
    store: createMongoDispatchStore(),
    recoverAfterMs: 0,
  });
  await recovery.recover();
  expect(await result(pending.workflow_id)).toMatchObject({ status: 'delivered' });
  expect((await IncidentEvent.findById(eventId).lean())!.fanout_done).toBe(true);
  expect(await stack.services.deliveries.getDelivery(org._id, pending._id)).toMatchObject({
    status: 'delivered',
    attempts: [{ n: 1, status_code: 204 }],
  });
  expect(receiver.requests(path)).toHaveLength(1);
});

it('a test alert answered while its workflow start fails is started by the recovery sweep, under the same ids', async () => {
  const org = await createOrg();
  const path = nextPath();
  const channelId = await createChannel(stack.config, org._id, { url: receiver.url + path, secret: SECRET });
  const deadConnection = Connection.lazy({ address: '127.0.0.1:1', connectTimeout: 300 });
  const offline = createDispatcher({
    config: stack.config,
    log: silentLogger,
    client: new Client({ connection: deadConnection }),
    store: createMongoDispatchStore(),
    now: Date.now,
    startTimeoutMs: 500,
  });
  // Answered although Temporal cannot be reached: the event and the delivery are recorded first.
  const sent = await offline.sendTest(org._id, channelId);
  expect(await stack.services.deliveries.getDelivery(org._id, sent.delivery_id)).toMatchObject({
    status: 'pending',
    attempts: [],
    workflow_id: sent.workflow_id,
  });
  await offline.stop(); // the failed start has run its course
  await deadConnection.close();
  const [delivery] = await StoredDelivery.find({ _id: sent.delivery_id }).lean();
  expect((await IncidentEvent.findById(delivery.event_id).lean())!).toMatchObject({ type: 'test', fanout_done: false });
  expect(receiver.requests(path)).toHaveLength(0);

  const online = createDispatcher({
    config: stack.config,
    log: silentLogger,
    client: stack.temporal.client,
    store: createMongoDispatchStore(),
    now: Date.now,
  });
  await createIncidentLifecycle({
    incidents: createMongoIncidentStore(),
    log: silentLogger,
    now: Date.now,
    dispatch: online.dispatchEvent,
    store: createMongoDispatchStore(),
    recoverAfterMs: 0,
  }).recover();
  expect(await result(sent.workflow_id)).toMatchObject({ status: 'delivered' });
  expect((await IncidentEvent.findById(delivery.event_id).lean())!.fanout_done).toBe(true);
  expect(await deliveriesOf(delivery.event_id)).toHaveLength(1);
  expect(await stack.services.deliveries.getDelivery(org._id, sent.delivery_id)).toMatchObject({
    status: 'delivered',
    attempts: [{ n: 1, status_code: 204 }],
  });
  const [post] = receiver.requests(path);
  expect(receiver.requests(path)).toHaveLength(1);
  expect(post.headers['x-service-event']).toBe('test');
});

it("sendTest refuses another org's channel with NotFoundError", async () => {
  const [mine, theirs] = [await createOrg(), await createOrg()];
  const channelId = await createChannel(stack.config, theirs._id, { url: receiver.url + nextPath(), secret: SECRET });
  await expect(stack.services.dispatcher.sendTest(mine._id, channelId)).rejects.toBeInstanceOf(NotFoundError);
  await expect(
    stack.services.dispatcher.sendTest(mine._id, '0190a000-0000-7000-8000-000000000000'),
  ).rejects.toBeInstanceOf(NotFoundError);
});

/** Every payload's `data` in a history, decoded to text (payloads are base64 / bytes in the raw JSON). */
function decodedPayloads(node: unknown, out: string[] = []): string {
  if (node instanceof Uint8Array) out.push(Buffer.from(node).toString('utf8'));
  else if (Array.isArray(node)) node.forEach((x) => decodedPayloads(x, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'data' && typeof v === 'string') out.push(Buffer.from(v, 'base64').toString('utf8'));
      else decodedPayloads(v, out);
    }
  }
  return out.join('\n');
}
