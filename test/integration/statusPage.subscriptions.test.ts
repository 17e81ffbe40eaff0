/**
 * Password unlock and e-mail subscriptions end to end, through the suite's SMTP server (Mailpit): a protected page
 * shows nothing until the right password sets a signed HttpOnly cookie (wrong: 401); a subscriber confirms through
 * the e-mailed link, then gets one e-mail per incident event of a monitor on the page, each with a one-click
 * unsubscribe link and `List-Unsubscribe` headers, and nothing once unsubscribed.
 */
import { bootstrapKey, type OrgKey } from '../support/client';
import { headersOf, messagesTo, testSmtpUrl, waitForMail } from '../support/mailpit';
import { startStack, type Stack } from '../support/stack';

jest.setTimeout(90_000);

const run = Date.now().toString(36);
const PASSWORD = 'correct horse 42';
const check = { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'no answer' };
let stack: Stack;
let org: OrgKey;
let shownId: string;
let hiddenId: string;

async function createMonitor(name: string): Promise<string> {
  const res = await stack.http('POST', '/api/v1/monitors', {
    headers: org.headers,
    body: { name, type: 'http', url: 'https://example.com/' },
  });
  if (res.status !== 201) throw new Error(`monitor create: ${res.status} ${res.text}`);
  return res.body.id;
}

const patch = (body: unknown) => stack.http('PATCH', '/api/v1/status-page', { headers: org.headers, body });
const page = (headers: Record<string, string> = {}) => stack.http('GET', `/status/${org.org.slug}`, { headers });
const linkIn = (text: string, what: string) => new RegExp(`(http\\S+/${what}\\?token=[\\w-]+)`).exec(text)![1];

beforeAll(async () => {
  stack = await startStack({
    // Budgets x 100: this file makes more writes in a second than one key's burst allows.
    env: { SMTP_URL: testSmtpUrl(), MAIL_FROM: 'Acme status <status@acme.example>', RATE_LIMIT_SCALE: '100' },
  });
  org = await bootstrapKey({ orgName: 'Acme' });
  shownId = await createMonitor('Checkout');
  hiddenId = await createMonitor('Internal batch');
  expect((await patch({ components: [{ name: 'Shop', monitor_ids: [shownId] }] })).status).toBe(200);
});
afterAll(async () => {
  await stack?.stop();
});

describe('password unlock', () => {
  afterAll(async () => {
    expect((await patch({ password: null })).body.password_protected).toBe(false);
  });

  it('a protected page is 401 with a password form until the right password sets a signed HttpOnly cookie', async () => {
    expect((await patch({ password: PASSWORD })).body.password_protected).toBe(true);
    const locked = await page();
    expect([locked.status, locked.body.code]).toEqual([401, 'unauthorized']);
    const form = await page({ accept: 'text/html' });
    expect(form.status).toBe(401);
    expect(form.text).toContain('name="password"');
    expect(form.text).not.toContain('Checkout');
    expect((await stack.http('GET', `/status/${org.org.slug}/api/v2/summary.json`)).status).toBe(401);

    const wrong = await stack.http('POST', `/status/${org.org.slug}/unlock`, { body: { password: 'nope nope' } });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'unauthorized']);
    expect(wrong.headers.getSetCookie()).toEqual([]);

    const right = await stack.http('POST', `/status/${org.org.slug}/unlock`, { body: { password: PASSWORD } });
    expect(right.status).toBe(204);
    const [cookie] = right.headers.getSetCookie();
    expect(cookie).toMatch(
      new RegExp(`^status_unlock_${org.org.slug}=[\\w-]{43}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure$`),
    );
    const pair = cookie.split(';')[0];
    const open = await page({ cookie: pair });
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('private, no-store');
    expect(open.body.monitors.map((m: any) => m.name)).toEqual(['Checkout']);
    expect((await page({ cookie: `${pair.slice(0, -2)}xx` })).status).toBe(401);

    // A new password locks earlier visitors out again.
    await patch({ password: `${PASSWORD}!` });
    expect((await page({ cookie: pair })).status).toBe(401);
  });

  it('the HTML form works without JavaScript: right password -> back to the page, wrong -> the form says so', async () => {
    const post = (password: string) =>
      fetch(`${stack.url}/status/${org.org.slug}/unlock`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ password }).toString(),
        redirect: 'manual',
      });
    const wrong = await post('not it at all');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('That password is not right.');
    const right = await post(`${PASSWORD}!`);
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe(`/status/${org.org.slug}`);
    const cookie = right.headers.getSetCookie()[0].split(';')[0];
    const html = await page({ accept: 'text/html', cookie });
    expect(html.status).toBe(200);
    expect(html.text).toContain('Checkout');
  });
});

describe('e-mail subscriptions', () => {
  const reader = `reader-${run}@example.com`;
  const lurker = `lurker-${run}@example.com`;

  it('subscribe sends a confirmation link; following it confirms', async () => {
    const res = await stack.http('POST', `/status/${org.org.slug}/subscribe`, { body: { email: reader } });
    expect(res.status).toBe(202);
    expect((await stack.http('POST', `/status/${org.org.slug}/subscribe`, { body: { email: lurker } })).status).toBe(
      202,
    );
    const [mail] = await waitForMail(reader, 1);
    expect(mail.Subject).toBe('Confirm your subscription to Acme status');
    expect(mail.From).toMatchObject({ Address: 'status@acme.example' });
    const confirm = linkIn(mail.Text, 'confirm');
    expect(confirm.startsWith(`${stack.config.baseUrl}/status/${org.org.slug}/subscriptions/`)).toBe(true);
    const forged = await fetch(confirm.replace(/token=.*/, 'token=forged').replace(stack.config.baseUrl, stack.url));
    expect(forged.status).toBe(404);
    const done = await fetch(confirm.replace(stack.config.baseUrl, stack.url));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Subscription confirmed');
  });

  it('each incident event of a monitor on the page is e-mailed to confirmed subscribers, with one-click unsubscribe', async () => {
    const { lifecycle } = stack.services;
    await lifecycle.open({ monitorId: hiddenId, failingRegions: ['fra1'], check });
    const { incident } = await lifecycle.open({ monitorId: shownId, failingRegions: ['fra1'], check });
    await lifecycle.resolve(org.org.id, incident._id);
    const mails = await waitForMail(reader, 3);
    expect(mails.map((m) => m.Subject)).toEqual([
      'Confirm your subscription to Acme status',
      '[Acme status] Checkout is down',
      '[Acme status] Checkout is back up',
    ]);
    const unsubscribe = linkIn(mails[1].Text, 'unsubscribe');
    const headers = await headersOf(mails[1].ID);
    expect(headers['List-Unsubscribe']).toEqual([`<${unsubscribe}>`]);
    expect(headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    // Unconfirmed: the confirmation only.
    expect((await messagesTo(lurker)).map((m) => m.Subject)).toEqual(['Confirm your subscription to Acme status']);

    // The mail client's one-click POST (RFC 8058).
    const out = await fetch(unsubscribe.replace(stack.config.baseUrl, stack.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(out.status).toBe(200);
    const again = await lifecycle.open({ monitorId: shownId, failingRegions: ['fra1'], check });
    await lifecycle.resolve(org.org.id, again.incident._id);
    // A marker after the events: once it arrives, anything sent for them would have too.
    await stack.http('POST', `/status/${org.org.slug}/subscribe`, { body: { email: `marker-${run}@example.com` } });
    await waitForMail(`marker-${run}@example.com`, 1);
    expect(await messagesTo(reader)).toHaveLength(3);
  });
});
