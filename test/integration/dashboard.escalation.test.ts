/**
 * The dashboard's Escalation policies page over HTTP: bad fields are shown next to their step and nothing is
 * stored; a policy created with the form is listed as its steps and repeat; delete asks first, refuses while a
 * monitor uses the policy, then removes it.
 */
import { csrfOf, DashboardClient } from '../support/dashboard';
import { startStack, type Stack } from '../support/stack';

const PAGE = '/app/escalation-policies';
let stack: Stack;
let c: DashboardClient;
let pagerId: string;

beforeAll(async () => {
  stack = await startStack({ env: { ESCALATION_MIN_SEC: '60' } });
  c = new DashboardClient(stack.url);
  await c.signUp('esc', 'Escalation Ltd');
  const channel = await c.post('/app/channels', {
    _csrf: await c.tokenOf('/app/channels'),
    type: 'webhook',
    name: 'Pager',
    url: 'https://hooks.example/pager',
    secret: 'whsec-dashboard-0123456789',
  });
  expect(channel.status).toBe(303);
  pagerId = channel.location!.split('?')[0].split('/').pop()!;
});
afterAll(async () => {
  await stack?.stop();
});

/** Posts the create form: a one-step policy (15 min, Pager) unless `fields` say otherwise. */
function postPolicy(csrf: string, fields: Record<string, string>) {
  const oneStep = { name: 'Night shift', 'steps.0.after_sec': '900', 'steps.0.channel_ids': pagerId };
  return c.post(PAGE, { _csrf: csrf, ...oneStep, ...fields });
}

/** The message shown under the field `name`, or null when it has none. */
function errorAt(html: string, name: string): string | null {
  return new RegExp(`id="e-${name.replace(/\./g, '\\.')}">([^<]+)<`).exec(html)?.[1] ?? null;
}

it('shows each bad field at its step and keeps what was typed, storing nothing', async () => {
  const empty = await c.get(PAGE);
  expect(empty.text).toMatch(/href="\/app\/escalation-policies" aria-current="page">Escalation</);
  expect(empty.text).toContain('No escalation policies.');

  const bad = await postPolicy(csrfOf(empty.text), { 'steps.1.after_sec': '1800', repeat_every_sec: 'soon' });
  expect(bad.status).toBe(400);
  expect(errorAt(bad.text, 'steps.1.channel_ids')).toBe('must list at least one channel');
  expect(errorAt(bad.text, 'repeat_every_sec')).toBe('must be a number');
  expect(errorAt(bad.text, 'steps.0.after_sec')).toBeNull();
  expect(bad.text).toContain(`name="steps.0.channel_ids" value="${pagerId}" checked`);
  expect(bad.text).toContain('value="Night shift"');
  expect(bad.text).toContain('No escalation policies.');

  const early = await postPolicy(csrfOf(bad.text), { 'steps.0.after_sec': '30' });
  expect(early.status).toBe(400);
  expect(errorAt(early.text, 'steps.0.after_sec')).toBe('must be at least 60 (ESCALATION_MIN_SEC)');
  expect(early.text).toContain('No escalation policies.');
});

it('creates a policy with the form, lists its steps, and deletes it once no monitor uses it', async () => {
  const created = await postPolicy(await c.tokenOf(PAGE), {
    'steps.1.after_sec': '1830',
    'steps.1.channel_ids': pagerId,
    repeat_every_sec: '1800',
  });
  expect(created.status).toBe(303);
  const list = await c.get(PAGE);
  const row = list.text.match(/<tr data-policy-id="([^"]+)">[\s\S]*?<\/tr>/)!;
  expect(row[0]).toContain('Night shift');
  expect(row[0]).toContain('<div>after 15 min: Pager</div><div>after 1830 s: Pager</div>');
  expect(row[0]).toContain('<td data-field="repeat">every 30 min</td>');
  const policyId = row[1];

  const monitor = await c.post('/app/monitors?type=http', {
    _csrf: csrfOf(list.text),
    name: 'Checkout',
    url: 'https://shop.example/',
    regions: 'fra1',
    channels_mode: 'all',
    escalation_policy_id: policyId,
  });
  expect(monitor.status).toBe(303);
  const ask = await c.get(`${PAGE}/${policyId}/delete`);
  expect(ask.text).toContain('Delete escalation policy Night shift?');
  const refused = await c.post(`${PAGE}/${policyId}/delete`, { _csrf: csrfOf(ask.text) });
  expect(refused.status).toBe(409);
  expect(refused.text).toContain('used by 1 monitor(s)');

  const monitorPath = monitor.location!.split('?')[0];
  const token = await c.tokenOf(`${monitorPath}/delete`);
  expect((await c.post(`${monitorPath}/delete`, { _csrf: token })).status).toBe(303);
  const deleted = await c.post(`${PAGE}/${policyId}/delete`, { _csrf: token });
  expect(deleted.status).toBe(303);
  expect(deleted.location).toBe(`${PAGE}?done=deleted`);
  const after = await c.get(deleted.location!);
  expect(after.text).toContain('Escalation policy deleted.');
  expect(after.text).toContain('No escalation policies.');
});
