/**
 * Slack, Discord, Teams and PagerDuty channels on the durable delivery, against real HTTPS receivers on 127.0.0.1:
 * a test alert and an incident's opened / acknowledged / resolved arrive in each provider's documented shape; a
 * provider outage (5xx, then 2xx) is retried and logged; a 429's Retry-After is waited out; a refused routing key
 * is permanent.
 */
import { attemptsOf } from '../../domain/delivery/log/dayCollections';
import { createMonitor, createOrg } from '../support/deliveryFixtures';
import { discordProblems, pagerDutyProblems, slackProblems, teamsProblems } from '../support/providerShapes';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { waitForAttempts, waitForSettled } from '../support/deliveryLog';
import { startStack, type Stack } from '../support/stack';
import { startTestWorker, type TestWorker } from '../support/worker';

jest.setTimeout(60_000);

const ROUTING_KEY = 'R0ut1ngKey0123456789abcdefABCDEF';
const check = { last_response_ms: 812, last_error_class: 'http_status', last_error_message: 'HTTP 502' };
let receiver: TestReceiver;
let stack: Stack;
let worker: TestWorker;
let n = 0;

beforeAll(async () => {
  receiver = await startReceiver();
  stack = await startStack({
    env: { WEBHOOK_CA_FILE: receiver.caFile, PAGERDUTY_EVENTS_URL: `${receiver.url}/v2/enqueue` },
  });
  worker = await startTestWorker(stack.config);
});
afterAll(async () => {
  await worker?.stop();
  await stack?.stop();
  await receiver?.close();
});

const bodies = (path: string, count: number) =>
  receiver.waitFor(path, count).then((rs) => rs.map((r) => JSON.parse(r.rawBody.toString('utf8'))));

/** An org with one channel of `type` and a monitor routed to it; the PagerDuty one answers on its events path. */
async function setUp(type: 'slack' | 'discord' | 'teams' | 'pagerduty', routingKey = ROUTING_KEY) {
  const org = await createOrg(`Org ${++n}`);
  const path = type === 'pagerduty' ? '/v2/enqueue' : `/${type}/${n}`;
  const setting = type === 'pagerduty' ? { routing_key: routingKey } : { url: receiver.url + path };
  const channel = await stack.services.channels.create(org._id, { name: type, type, ...setting });
  const monitorId = await createMonitor(org._id, { channelIds: [channel._id], name: 'Checkout <API>' });
  return { org, path, channelId: channel._id, monitorId };
}

/** Opens, acknowledges and resolves one incident, then sends a test alert, waiting for each to arrive. */
async function runIncident(s: Awaited<ReturnType<typeof setUp>>, seen = 0) {
  const { lifecycle, dispatcher } = stack.services;
  const { incident } = await lifecycle.open({ monitorId: s.monitorId, failingRegions: ['fra1', 'iad1'], check });
  await receiver.waitFor(s.path, seen + 1);
  await lifecycle.acknowledge(s.org._id, incident._id);
  await receiver.waitFor(s.path, seen + 2);
  await lifecycle.resolve(s.org._id, incident._id);
  await receiver.waitFor(s.path, seen + 3);
  await dispatcher.sendTest(s.org._id, s.channelId);
  return { incidentId: incident._id, messages: (await bodies(s.path, seen + 4)).slice(seen) };
}

const link = (incidentId: string) => `${stack.config.baseUrl}/app/incidents/${incidentId}`;

it('Slack: text and blocks for each event, with the monitor, regions, error and dashboard link', async () => {
  const s = await setUp('slack');
  const { incidentId, messages } = await runIncident(s);
  for (const m of messages) expect(slackProblems(m)).toEqual([]);
  const [opened, acked, resolved, test] = messages;
  expect(opened.text).toContain('Checkout &lt;API&gt; is down');
  expect(opened.blocks[0].text.text).toBe('Checkout <API> is down');
  const fields = opened.blocks[1].fields.map((f: { text: string }) => f.text).join('\n');
  expect(fields).toContain('fra1, iad1');
  expect(fields).toContain('http_status: HTTP 502');
  expect(opened.blocks[2].elements[0].url).toBe(link(incidentId));
  expect(acked.text).toContain('Incident acknowledged');
  expect(resolved.blocks[0].text.text).toBe('Checkout <API> is back up');
  expect(test.text).toContain('Test alert');
  expect(test.blocks[2].elements[0].url).toBe(`${stack.config.baseUrl}/app/channels/${s.channelId}`);
  const headers = receiver.requests(s.path)[0].headers;
  expect(headers['content-type']).toBe('application/json');
  expect(headers['x-service-signature']).toBeUndefined();
});

it('Discord: content and embeds within the documented limits, and no mentions', async () => {
  const s = await setUp('discord');
  const { incidentId, messages } = await runIncident(s);
  for (const m of messages) expect(discordProblems(m)).toEqual([]);
  const [opened, , resolved, test] = messages;
  expect(opened.content).toContain('Checkout <API> is down');
  expect(opened.embeds[0]).toMatchObject({ url: link(incidentId), color: 0xd92d20 });
  expect(opened.embeds[0].fields).toContainEqual({ name: 'Failing regions', value: 'fra1, iad1', inline: true });
  expect(opened.allowed_mentions).toEqual({ parse: [] });
  expect(resolved.embeds[0].fields.map((f: { name: string }) => f.name)).toContain('Down for');
  expect(test.content).toContain('Test alert');
});

it('Teams: an Adaptive Card message per event', async () => {
  const s = await setUp('teams');
  const { incidentId, messages } = await runIncident(s);
  for (const m of messages) expect(teamsProblems(m)).toEqual([]);
  const card = messages[0].attachments[0].content;
  expect(card.body[0]).toMatchObject({ type: 'TextBlock', text: 'Checkout <API> is down' });
  expect(card.body[1].facts).toContainEqual({ title: 'Error', value: 'http_status: HTTP 502' });
  expect(card.actions[0]).toEqual({ type: 'Action.OpenUrl', title: 'View incident', url: link(incidentId) });
  expect(messages[3].attachments[0].content.body[0].text).toContain('Test alert');
});

it('PagerDuty: trigger, acknowledge, resolve under our incident id; the test alert triggers an info event', async () => {
  receiver.script('/v2/enqueue', [], { status: 202, body: '{"status":"success","message":"Event processed"}' });
  const s = await setUp('pagerduty');
  const seen = receiver.requests(s.path).length;
  const { incidentId, messages } = await runIncident(s, seen);
  for (const m of messages) expect(pagerDutyProblems(m)).toEqual([]);
  expect(messages.map((m) => m.event_action)).toEqual(['trigger', 'acknowledge', 'resolve', 'trigger']);
  expect(messages.slice(0, 3).map((m) => m.dedup_key)).toEqual([incidentId, incidentId, incidentId]);
  expect(messages[0].routing_key).toBe(ROUTING_KEY);
  expect(messages[0].payload).toMatchObject({
    summary: 'Checkout <API> is down: http_status: HTTP 502',
    severity: 'critical',
    custom_details: { failing_regions: ['fra1', 'iad1'], event: 'incident.opened' },
  });
  expect(messages[3].payload.severity).toBe('info');
  expect(messages[3].dedup_key).not.toBe(incidentId);
  const attempts = await waitForAttempts(s.org._id, 4);
  expect(attempts.map((a) => a.status_code)).toEqual([202, 202, 202, 202]);
  expect(attempts[0].response_body).toContain('Event processed');
});

it('a provider outage (503, then 200) is retried and every attempt is in the delivery log', async () => {
  const s = await setUp('slack');
  receiver.script(s.path, [{ status: 503, body: 'upstream down' }], { status: 200, body: 'ok' });
  const { incident } = await stack.services.lifecycle.open({ monitorId: s.monitorId, failingRegions: ['fra1'], check });
  const [first, second] = await receiver.waitFor(s.path, 2);
  expect(second.rawBody.equals(first.rawBody)).toBe(true);
  const delivery = await waitForSettled(s.org._id);
  expect(delivery).toMatchObject({ status: 'delivered', last_attempt: 2, incident_id: incident._id });
  const attempts = (await attemptsOf(delivery._id)).sort((x, y) => x.n - y.n);
  expect(attempts.map((a) => [a.n, a.status_code, a.error_class])).toEqual([
    [1, 503, 'http_status'],
    [2, 200, null],
  ]);
  expect(attempts[0].response_body).toBe('upstream down');
});

it("a provider's 429 Retry-After is waited out; an invalid routing key (400) is permanent", async () => {
  const s = await setUp('discord');
  receiver.script(s.path, [{ status: 429, headers: { 'retry-after': '1' } }], { status: 204 });
  await stack.services.dispatcher.sendTest(s.org._id, s.channelId);
  const [first, second] = await receiver.waitFor(s.path, 2);
  expect(second.receivedAtMs - first.receivedAtMs).toBeGreaterThanOrEqual(900);

  receiver.script('/v2/enqueue', [{ status: 400, body: '{"status":"invalid event","errors":["routing_key"]}' }]);
  const pd = await setUp('pagerduty', 'x'.repeat(32));
  await stack.services.dispatcher.sendTest(pd.org._id, pd.channelId);
  const failed = await waitForSettled(pd.org._id);
  expect(failed).toMatchObject({ status: 'failed', last_attempt: 1 });
  const attempts = await attemptsOf(failed._id);
  expect(attempts).toHaveLength(1);
  expect(attempts[0]).toMatchObject({ status_code: 400, error_class: 'http_status' });
});
