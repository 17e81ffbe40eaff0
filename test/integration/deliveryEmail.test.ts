/**
 * E-mail channels on the durable delivery, against the suite's Mailpit: a test alert and an incident's opened /
 * acknowledged / resolved arrive with a subject naming monitor and event, a plain-text and an HTML part, and one
 * `Message-ID` per delivery; the SMTP reply is in the delivery log; a 550 refusal is permanent.
 */
import { createMonitor, createOrg } from '../support/deliveryFixtures';
import { testSmtpUrl, waitForMail } from '../support/mailpit';
import { waitForAttempts, waitForSettled } from '../support/deliveryLog';
import { startStack, type Stack } from '../support/stack';
import { startTestWorker, type TestWorker } from '../support/worker';
import { StoredDelivery } from '../support/storedDeliveries';

jest.setTimeout(60_000);

const check = { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'no answer in 10 s' };
const run = Date.now().toString(36);
let stack: Stack;
let worker: TestWorker;

beforeAll(async () => {
  stack = await startStack({ env: { SMTP_URL: testSmtpUrl(), MAIL_FROM: 'Uptime <alerts@uptime.example.com>' } });
  worker = await startTestWorker(stack.config);
});
afterAll(async () => {
  await worker?.stop();
  await stack?.stop();
});

async function emailChannel(to: string[]) {
  const org = await createOrg('Mail & Co');
  const channel = await stack.services.channels.create(org._id, { name: 'On call', type: 'email', to });
  const monitorId = await createMonitor(org._id, { channelIds: [channel._id], name: 'Billing <API>' });
  return { org, channelId: channel._id, monitorId };
}

it('sends each event as a text + HTML e-mail to every recipient, one Message-ID per delivery', async () => {
  const [ops, cto] = [`ops-${run}@example.com`, `cto-${run}@example.org`];
  const s = await emailChannel([ops, cto]);
  const { lifecycle, dispatcher } = stack.services;
  const { incident } = await lifecycle.open({ monitorId: s.monitorId, failingRegions: ['sgp1', 'syd1'], check });
  await waitForMail(ops, 1);
  await lifecycle.acknowledge(s.org._id, incident._id);
  await waitForMail(ops, 2);
  await lifecycle.resolve(s.org._id, incident._id);
  await waitForMail(ops, 3);
  await dispatcher.sendTest(s.org._id, s.channelId);
  const mails = await waitForMail(ops, 4);
  expect((await waitForMail(cto, 4)).map((m) => m.MessageID)).toEqual(mails.map((m) => m.MessageID));

  expect(mails.map((m) => m.Subject)).toEqual([
    'Incident opened: Billing <API>',
    'Incident acknowledged: Billing <API>',
    'Incident resolved: Billing <API>',
    expect.stringMatching(/^Test alert: Mail & Co test monitor$/),
  ]);
  const [opened, , resolved, test] = mails;
  expect(opened.From).toMatchObject({ Name: 'Uptime', Address: 'alerts@uptime.example.com' });
  expect(opened.Text).toContain('Billing <API> is down');
  expect(opened.Text).toContain('Failing regions: sgp1, syd1');
  expect(opened.Text).toContain('Error: timeout: no answer in 10 s');
  const link = `${stack.config.baseUrl}/app/incidents/${incident._id}`;
  expect(opened.Text).toContain(link);
  expect(opened.HTML).toContain('Billing &lt;API&gt; is down');
  expect(opened.HTML).toContain(`<a href="${link}">`);
  expect(resolved.Text).toContain('Down for:');
  expect(test.Text).toContain(`${stack.config.baseUrl}/app/channels/${s.channelId}`);

  const deliveries = await StoredDelivery.find({ org_id: s.org._id }).sort({ created_at: 1 }).lean();
  expect(new Set(mails.map((m) => m.MessageID))).toEqual(new Set(deliveries.map((d) => `${d._id}@uptime.example.com`)));
  const attempts = await waitForAttempts(s.org._id, 4);
  for (const a of attempts) expect(a).toMatchObject({ status_code: 250, error_class: null });
  expect(attempts[0].response_body).toMatch(/^250 /);
});

it('a recipient the SMTP server refuses (550) fails the delivery at once, logged with the reply', async () => {
  const s = await emailChannel([`nobody-${run}@refused.example.net`]);
  await stack.services.dispatcher.sendTest(s.org._id, s.channelId);
  const [attempt] = await waitForAttempts(s.org._id, 1);
  expect(attempt).toMatchObject({ n: 1, status_code: 550, error_class: 'smtp_refused' });
  expect(attempt.error_message).toMatch(/550/);
  expect(await waitForSettled(s.org._id)).toMatchObject({ status: 'failed', last_attempt: 1 });
});
