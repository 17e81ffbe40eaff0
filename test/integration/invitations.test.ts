/**
 * Invitations, from the mail to the session: an admin invites, the link arrives through SMTP (the suite's
 * Mailpit), a new user accepts with a password or an existing one with their session, and lands in the invited
 * org with the invited role, seeing its monitors and nothing of another org. A link works once; an expired,
 * revoked, unknown or someone else's link is refused with a clear error.
 */
import { apiClient, orgWithKey, randomIp, sessionCookieOf, signUp, virtualClock } from '../support/client';
import { testSmtpUrl, waitForMail } from '../support/mailpit';
import { startStack, type Stack } from '../support/stack';

const run = Date.now().toString(36);
let stack: Stack;
const clock = virtualClock();
let org: Awaited<ReturnType<typeof orgWithKey>>;
let owner: ReturnType<typeof apiClient>;
let monitorId: string;

const accept = (body: unknown, cookie?: string) =>
  stack.http('POST', '/api/auth/invitations/accept', {
    headers: { 'x-forwarded-for': randomIp(), ...(cookie ? { cookie } : {}) },
    body,
  });

async function invite(email: string, role: string): Promise<{ id: string; token: string }> {
  const res = await owner('POST', '/api/v1/invitations', { body: { email, role } });
  expect(res.status).toBe(201);
  const mails = await waitForMail(email, 1);
  const link = new URL(/https?:\/\/\S+/.exec(mails[mails.length - 1].Text)![0]);
  expect(link.pathname).toBe('/app/invitations/accept');
  return { id: res.body.id, token: link.searchParams.get('token')! };
}

beforeAll(async () => {
  stack = await startStack({ now: clock.now, env: { SMTP_URL: testSmtpUrl(), TRUST_PROXY: 'true' } });
  org = await orgWithKey(stack, { orgName: 'Inviting' });
  owner = apiClient(stack, clock, org.headers);
  const made = await owner('POST', '/api/v1/monitors', {
    body: { name: 'shared', type: 'http', url: 'https://a.example/' },
  });
  monitorId = made.body.id;
  const other = await orgWithKey(stack, { orgName: 'Elsewhere' });
  await apiClient(stack, clock, other.headers)('POST', '/api/v1/monitors', {
    body: { name: 'private', type: 'http', url: 'https://b.example/' },
  });
});
afterAll(() => stack?.stop());

it('mails a link a new user accepts once with a password, joining with the invited role and seeing only this org', async () => {
  const email = `new-${run}@example.com`;
  const { id, token } = await invite(email, 'viewer');
  const [mail] = await waitForMail(email, 1);
  expect(mail.Subject).toBe('You are invited to Inviting');
  const res = await accept({ token, password: 'a new password' });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ user: { email }, org: { id: org.org.id } });
  const member = apiClient(stack, clock, { cookie: sessionCookieOf(res.headers) });
  expect((await member('GET', '/api/v1/monitors')).body.data.map((m: { id: string }) => m.id)).toEqual([monitorId]);
  expect(await member('DELETE', `/api/v1/monitors/${monitorId}`)).toMatchObject({
    status: 403,
    body: { code: 'forbidden', required_role: 'admin' },
  });
  const members = (await owner('GET', '/api/v1/members')).body.data;
  expect(members.find((m: { email: string }) => m.email === email)).toMatchObject({ role: 'viewer' });
  const again = await accept({ token, password: 'a new password' });
  expect(again).toMatchObject({ status: 409, body: { code: 'conflict', message: expect.stringContaining('used') } });
  expect((await owner('GET', `/api/v1/invitations/${id}`)).body).toMatchObject({ status: 'accepted', email });
  const signedIn = await stack.http('POST', '/api/auth/sign-in', {
    headers: { 'x-forwarded-for': randomIp() },
    body: { email, password: 'a new password' },
  });
  expect(signedIn.body.org.id).toBe(org.org.id);
});

it('lets an existing user accept with their session only, and switch between their orgs', async () => {
  const user = await signUp(stack, { email: `existing-${run}@example.com` });
  const stranger = await signUp(stack, { email: `stranger-${run}@example.com` });
  const { token } = await invite(user.user.email, 'admin');
  expect((await accept({ token })).status).toBe(401);
  expect(await accept({ token, password: 'another password' })).toMatchObject({
    status: 401,
    body: { code: 'unauthorized', message: expect.stringContaining('sign in') },
  });
  expect(await accept({ token }, stranger.cookie)).toMatchObject({
    status: 403,
    body: { code: 'forbidden', message: expect.stringContaining('another e-mail') },
  });
  const res = await accept({ token }, user.cookie);
  expect(res.status).toBe(200);
  expect(res.body.org.id).toBe(org.org.id);
  const joined = apiClient(stack, clock, { cookie: sessionCookieOf(res.headers) });
  expect((await joined('GET', '/api/v1/monitors')).body.data.map((m: { id: string }) => m.id)).toEqual([monitorId]);
  const back = await joined('POST', '/api/auth/switch-org', { body: { org_id: user.org.id } });
  expect(back.status).toBe(200);
  expect(back.body.org.id).toBe(user.org.id);
  expect((await joined('GET', '/api/v1/monitors')).status).toBe(401); // the old session ended with the switch
  const own = apiClient(stack, clock, { cookie: sessionCookieOf(back.headers) });
  expect((await own('GET', '/api/v1/monitors')).body.data).toEqual([]);
  expect((await own('POST', '/api/auth/switch-org', { body: { org_id: stranger.org.id } })).status).toBe(404);
});

it('refuses a revoked, an expired and an unknown link, and an owner invited by an admin', async () => {
  const revoked = await invite(`revoked-${run}@example.com`, 'viewer');
  expect((await owner('DELETE', `/api/v1/invitations/${revoked.id}`)).status).toBe(204);
  expect((await owner('DELETE', `/api/v1/invitations/${revoked.id}`)).status).toBe(409);
  expect(await accept({ token: revoked.token, password: 'a new password' })).toMatchObject({
    status: 409,
    body: { code: 'conflict', message: 'This invitation has been revoked.', statusCode: 409 },
  });
  const unknown = await accept({ token: 'x'.repeat(43), password: 'a new password' });
  expect(unknown).toMatchObject({ status: 404, body: { code: 'not_found' } });
  const admin = await owner('POST', '/api/v1/api-keys', { body: { name: 'admin', role: 'admin' } });
  const asAdmin = apiClient(stack, clock, { authorization: `Bearer ${admin.body.key}` });
  const up = await asAdmin('POST', '/api/v1/invitations', { body: { email: `o-${run}@example.com`, role: 'owner' } });
  expect(up).toMatchObject({ status: 403, body: { code: 'forbidden', required_role: 'owner' } });
  const late = await invite(`late-${run}@example.com`, 'responder');
  clock.advance(7 * 24 * 3600 * 1000 + 1000);
  expect(await accept({ token: late.token, password: 'a new password' })).toMatchObject({
    status: 409,
    body: { code: 'conflict', message: expect.stringContaining('expired') },
  });
  const listed = (await owner('GET', '/api/v1/invitations')).body.data;
  expect(listed.find((i: { id: string }) => i.id === late.id).status).toBe('expired');
  expect(listed.find((i: { id: string }) => i.id === revoked.id).status).toBe('revoked');
});

it('admits exactly one of many concurrent accepts of the same link', async () => {
  const { token } = await invite(`race-${run}@example.com`, 'viewer');
  const answers = await Promise.all(Array.from({ length: 6 }, () => accept({ token, password: 'a new password' })));
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
});
