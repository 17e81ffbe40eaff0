/**
 * Teams in the dashboard over HTTP: an owner invites from the members page, the link's page makes a new account
 * (or takes a signed-in one) into the org, a viewer sees no button its role would refuse and gets a "not allowed"
 * page for a page it cannot use, a member of two orgs switches between them, API keys take a role, and the audit
 * log page lists what was done.
 */
import type { MemoryMailer } from '../../domain/auth/mailer';
import { virtualClock } from '../support/client';
import { csrfOf, DashboardClient } from '../support/dashboard';
import { startStack, type Stack } from '../support/stack';

const clock = virtualClock();
let stack: Stack;
let n = 0;

beforeAll(async () => {
  stack = await startStack({ now: clock.now });
});
afterAll(() => stack?.stop());

async function signedUp(orgName: string): Promise<{ c: DashboardClient; email: string }> {
  const c = new DashboardClient(stack.url);
  const slug = `team-${Date.now().toString(36)}-${n++}`;
  const res = await c.post('/app/sign-up', {
    _csrf: await c.tokenOf('/app/sign-up'),
    email: `${slug}@example.com`,
    password: 'correct horse battery',
    org_name: orgName,
    org_slug: slug,
  });
  expect(res.status).toBe(303);
  clock.advance(60_000); // sign-up is 3 per minute per IP
  return { c, email: `${slug}@example.com` };
}

async function invite(owner: DashboardClient, email: string, role: string): Promise<string> {
  const res = await owner.post('/app/invitations', { _csrf: await owner.tokenOf('/app/members'), email, role });
  expect(res.status).toBe(303);
  expect(res.location).toBe('/app/members?done=invited');
  const mail = (stack.services.mailer as MemoryMailer).sent.filter((m) => m.to === email).at(-1)!;
  const link = new URL(mail.link!);
  return link.pathname + link.search;
}

it('invites a viewer who joins with a password and sees no button their role would refuse', async () => {
  const { c: owner } = await signedUp('Team Ltd');
  const made = await owner.post('/app/monitors?type=http', {
    _csrf: await owner.tokenOf('/app/monitors/new?type=http'),
    name: 'Shop',
    url: 'https://shop.example/',
    regions: 'fra1',
    channels_mode: 'all',
  });
  expect(made.status).toBe(303);
  const monitorPage = made.location!.split('?')[0];
  expect((await owner.get(monitorPage)).text).toContain('Delete monitor');
  const channel = await owner.post('/app/channels', {
    _csrf: await owner.tokenOf('/app/channels'),
    name: 'Ops hook',
    type: 'webhook',
    url: 'https://hooks.example/ops',
    secret: 'whsec-dashboard-0123456789',
  });
  expect(channel.status).toBe(303);
  const channelPage = channel.location!.split('?')[0];
  expect(channelPage).toMatch(/^\/app\/channels\/[^/]+$/);
  const ownerChannel = (await owner.get(channelPage)).text;
  for (const control of ['Save channel', 'Replace it', 'Recover', 'Delete channel'])
    expect(ownerChannel).toContain(control);
  const email = `viewer-${Date.now().toString(36)}@example.com`;
  const path = await invite(owner, email, 'viewer');
  expect((await owner.get('/app/members')).text).toContain(email);

  const guest = new DashboardClient(stack.url);
  const offer = await guest.get(path);
  expect(offer.text).toContain('You are invited to join <strong>Team Ltd</strong> as <strong>viewer</strong>');
  const token = new URLSearchParams(path.split('?')[1]).get('token')!;
  const short = await guest.post('/app/invitations/accept', { _csrf: csrfOf(offer.text), token });
  expect(short.status).toBe(400);
  const joined = await guest.post('/app/invitations/accept', {
    _csrf: csrfOf(offer.text),
    token,
    password: 'a new password',
  });
  expect(joined).toMatchObject({ status: 303, location: '/app/monitors' });
  const list = await guest.get('/app/monitors');
  expect(list.text).toContain('Shop');
  expect(list.text).not.toContain('New monitor');
  const page = await guest.get(monitorPage);
  expect(page.status).toBe(200);
  expect(page.text).not.toContain('Delete monitor');
  expect(page.text).not.toMatch(/>(Pause|Resume)</);
  const channelView = await guest.get(channelPage);
  expect(channelView.status).toBe(200);
  for (const control of ['Save channel', 'Replace it', '>Recover<', 'Delete channel', 'Send test alert'])
    expect(channelView.text).not.toContain(control);
  for (const form of [`${monitorPage}/edit`, '/app/monitors/new?type=http']) {
    const notOffered = await guest.get(form);
    expect(notOffered.status).toBe(403);
    expect(notOffered.text).not.toContain('name="url"');
  }
  const refused = await guest.get(`${monitorPage}/delete`);
  expect(refused.status).toBe(403);
  expect(refused.headers.get('content-type')).toContain('text/html');
  expect(refused.text).toContain('This needs the <strong>admin</strong> role');
  const again = await new DashboardClient(stack.url).get(path);
  expect(again.status).toBe(409);
  expect(again.text).toContain('used already');
});

it('lets a signed-in user accept, then switch between their two orgs', async () => {
  const { c: owner } = await signedUp('Switch Corp');
  const { c: user, email } = await signedUp('Home Org');
  expect((await user.get('/app/monitors')).text).not.toContain('org-switch');
  const path = await invite(owner, email, 'responder');
  const offer = await user.get(path);
  expect(offer.text).toContain(`Accept as ${email}`);
  const joined = await user.post('/app/invitations/accept', {
    _csrf: csrfOf(offer.text),
    token: new URLSearchParams(path.split('?')[1]).get('token')!,
  });
  expect(joined.status).toBe(303);
  const inShared = await user.get('/app/monitors');
  expect(inShared.text).toMatch(/<option value="[^"]+" selected>Switch Corp<\/option>/);
  const home = /<option value="([^"]+)">Home Org<\/option>/.exec(inShared.text)![1];
  const switched = await user.post('/app/switch-org', { _csrf: csrfOf(inShared.text), org_id: home });
  expect(switched).toMatchObject({ status: 303, location: '/app/monitors' });
  expect((await user.get('/app/monitors')).text).toMatch(/<option value="[^"]+" selected>Home Org<\/option>/);
});

it('creates an API key with a role, and lists writes on the audit log page', async () => {
  const { c: owner, email } = await signedUp('Keys Inc');
  const form = await owner.get('/app/api-keys');
  expect(form.text).toContain('<option value="owner">owner</option>');
  const res = await owner.post('/app/api-keys', { _csrf: csrfOf(form.text), name: 'wall display', role: 'viewer' });
  expect(res.status).toBe(201);
  expect(res.text).toMatch(/<td>wall display<\/td><td>viewer<\/td>/);
  const log = await owner.get('/app/audit-log');
  expect(log.status).toBe(200);
  expect(log.text).toContain('dashboard.apiKeyCreate');
  expect(log.text).toContain(`${email} (user)`);
});
