/**
 * The dashboard's channel form per type over HTTP: a Slack channel created from the form whose "Send test alert"
 * reaches a real HTTPS receiver in Slack's shape, an e-mail channel's recipients, and a PagerDuty key refused next
 * to its field; the pages never show a chat URL or a routing key whole.
 */
import { virtualClock } from '../support/client';
import { DashboardClient } from '../support/dashboard';
import { slackProblems } from '../support/providerShapes';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { startTestWorker, type TestWorker } from '../support/worker';

describe('dashboard channel types', () => {
  const clock = virtualClock();
  let stack: Stack;
  let receiver: TestReceiver;
  let worker: TestWorker;
  let c: DashboardClient;
  let token: string;

  beforeAll(async () => {
    receiver = await startReceiver();
    stack = await startStack({ now: clock.now, env: { WEBHOOK_CA_FILE: receiver.caFile } });
    worker = await startTestWorker(stack.config);
    c = new DashboardClient(stack.url);
    const slug = `types-${Date.now().toString(36)}`;
    const res = await c.post('/app/sign-up', {
      _csrf: await c.tokenOf('/app/sign-up'),
      email: `${slug}@example.com`,
      password: 'correct horse battery',
      org_name: 'Types Ltd',
      org_slug: slug,
    });
    expect(res.status).toBe(303);
    token = await c.tokenOf('/app/channels');
  });
  afterAll(async () => {
    await worker?.stop();
    await stack?.stop();
    await receiver?.close();
  });

  it('offers every type, and a Slack channel made from the form sends its test alert as a Slack message', async () => {
    const list = await c.get('/app/channels');
    for (const label of ['Signed webhook', 'Slack', 'Discord', 'Microsoft Teams', 'PagerDuty', 'E-mail'])
      expect(list.text).toContain(`>${label}</option>`);
    const url = `${receiver.url}/slack/T0/B0/secretXYZW`;
    const created = await c.post('/app/channels', { _csrf: token, type: 'slack', name: 'Team chat', url });
    expect(created.status).toBe(303);
    const page = await c.get(created.location!);
    expect(page.text).toContain('Sends a test alert to this Slack channel.');
    expect(page.text).toContain('<h2 id="rotate-heading">Incoming-webhook URL</h2>');
    expect(page.text).toContain('ends in <strong>XYZW</strong>');
    expect(page.text).not.toContain('secretXYZW');
    const path = created.location!.split('?')[0];
    expect((await c.post(`${path}/test`, { _csrf: token })).status).toBe(303);
    const [req] = await receiver.waitFor('/slack/T0/B0/secretXYZW', 1);
    const message = JSON.parse(req.rawBody.toString('utf8'));
    expect(slackProblems(message)).toEqual([]);
    expect(message.text).toContain('Test alert');
  });

  it('creates an e-mail channel from comma-separated recipients and edits them', async () => {
    const created = await c.post('/app/channels', {
      _csrf: token,
      type: 'email',
      name: 'On call',
      to: 'ops@example.com, cto@example.com',
      url: 'https://ignored.example.com/',
    });
    expect(created.status).toBe(303);
    const path = created.location!.split('?')[0];
    expect((await c.get(path)).text).toContain('value="ops@example.com, cto@example.com"');
    const saved = await c.post(path, { _csrf: token, name: 'On call', to: 'sre@example.com', enabled: 'on' });
    expect(saved.status).toBe(303);
    const page = await c.get(path);
    expect(page.text).toContain('value="sre@example.com"');
    expect(page.text).not.toContain('rotate-heading');
  });

  it('shows a refused PagerDuty key next to its field and keeps nothing', async () => {
    const refused = await c.post('/app/channels', { _csrf: token, type: 'pagerduty', name: 'Pager', routing_key: 'x' });
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/id="e-routing_key">must be the 32-character integration key/);
    expect(refused.text).not.toContain('>Pager</a>');
  });
});
