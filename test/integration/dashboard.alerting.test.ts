/**
 * The dashboard's forms for the alerting fields, over HTTP as a browser posts them: a channel that chooses its
 * events, a cron heartbeat monitor with a run limit and an escalation policy picked from the org's, and a bad cron
 * schedule shown next to its field.
 */
import { Channel, Monitor } from '../../domain/models';
import { DashboardClient } from '../support/dashboard';
import { startStack, type Stack } from '../support/stack';

let stack: Stack;
let c: DashboardClient;
let orgId: string;

beforeAll(async () => {
  stack = await startStack();
  c = new DashboardClient(stack.url);
  const slug = `alerting-${Date.now().toString(36)}`;
  const res = await c.post('/app/sign-up', {
    _csrf: await c.tokenOf('/app/sign-up'),
    email: `${slug}@example.com`,
    password: 'correct horse battery',
    org_name: 'Alerting Ltd',
    org_slug: slug,
  });
  expect(res.status).toBe(303);
  orgId = (await Monitor.db.collection('orgs').findOne({ slug }))!._id as unknown as string;
});
afterAll(async () => {
  await stack?.stop();
});

it('creates a channel with the events ticked, and shows them ticked on its page', async () => {
  const page = await c.get('/app/channels');
  expect(page.text).toContain('value="incident.escalated"');
  const res = await c.post('/app/channels', {
    _csrf: await c.tokenOf('/app/channels'),
    name: 'Certificates',
    type: 'webhook',
    url: 'https://hooks.example/certs',
    secret: 'whsec-dashboard-0123456789',
    event_types_shown: '1',
    event_types: 'certificate.expiring',
  });
  expect(res.status).toBe(303);
  const id = res.location!.split('/').pop()!.split('?')[0];
  expect((await Channel.findById(id).lean())!.event_types).toEqual(['certificate.expiring']);
  const shown = (await c.get(`/app/channels/${id}`)).text;
  expect(shown).toMatch(/value="certificate.expiring" checked/);
  expect(shown).not.toMatch(/value="incident.opened" checked/);
});

it('creates a cron heartbeat monitor with a run limit and an escalation policy, and names a bad schedule', async () => {
  const channel = await Channel.findOne({ org_id: orgId }).lean();
  const policy = await stack.services.escalationPolicies.create(orgId, {
    name: 'Night shift',
    steps: [{ after_sec: 600, channel_ids: [channel!._id] }],
  });
  const form = await c.get('/app/monitors/new?type=heartbeat');
  expect(form.text).toContain('Or a cron schedule');
  expect(form.text).toContain(`<option value="${policy._id}">Night shift</option>`);
  const fields = {
    name: 'Nightly backup',
    'heartbeat.schedule': '0 3 * * *',
    'heartbeat.tz': 'Europe/Berlin',
    'heartbeat.grace_sec': '600',
    'heartbeat.max_runtime_sec': '1800',
    channels_mode: 'all',
    escalation_policy_id: policy._id,
  };
  const bad = await c.post('/app/monitors?type=heartbeat', {
    ...fields,
    'heartbeat.schedule': '0 25 * * *',
    _csrf: await c.tokenOf('/app/monitors/new?type=heartbeat'),
  });
  expect(bad.status).toBe(400);
  expect(bad.text).toMatch(/id="e-heartbeat.schedule">is not a valid cron expression/);
  const res = await c.post('/app/monitors?type=heartbeat', {
    ...fields,
    _csrf: await c.tokenOf('/app/monitors/new?type=heartbeat'),
  });
  expect(res.status).toBe(303);
  const stored = await Monitor.findById(res.location!.split('/').pop()).lean();
  expect(stored).toMatchObject({
    heartbeat_schedule: '0 3 * * *',
    heartbeat_tz: 'Europe/Berlin',
    heartbeat_grace_sec: 600,
    heartbeat_max_runtime_sec: 1800,
    heartbeat_period_sec: null,
    escalation_policy_id: policy._id,
  });
  const edit = (await c.get(`/app/monitors/${stored!._id}/edit`)).text;
  expect(edit).toContain('value="0 3 * * *"');
  expect(edit).toContain(`<option value="${policy._id}" selected>Night shift</option>`);
});
