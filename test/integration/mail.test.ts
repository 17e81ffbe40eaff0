/**
 * The API's own mail through SMTP (the suite's Mailpit): a magic sign-in link arrives and signs in, and the
 * marketing contact form stores its message and e-mails it to CONTACT_EMAIL with the sender as Reply-To.
 */
import { ContactForm } from '../../domain/contact/contactForm';
import { createMongoContactMessageStore } from '../../domain/contact/mongoStores';
import { silentLogger } from '../../domain/logger';
import { ContactMessage } from '../../domain/models';
import { signUp } from '../support/client';
import { testSmtpUrl, waitForMail } from '../support/mailpit';
import { startStack, type Stack } from '../support/stack';

const run = Date.now().toString(36);
const TEAM = `team-${run}@example.com`;
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({
    env: { SMTP_URL: testSmtpUrl(), CONTACT_EMAIL: `Sales team <${TEAM}>`, TRUST_PROXY: 'true' },
  });
});
afterAll(() => stack?.stop());

it('mails a magic sign-in link through SMTP, and the link signs in', async () => {
  const s = await signUp(stack, { email: `user-${run}@example.com` });
  const res = await stack.http('POST', '/api/auth/magic-link', {
    headers: { 'x-forwarded-for': '10.9.0.1' },
    body: { email: s.user.email },
  });
  expect(res.status).toBe(202);
  const [mail] = await waitForMail(s.user.email, 1);
  expect(mail.Subject).toBe('Your sign-in link');
  const link = new URL(/https?:\/\/\S+/.exec(mail.Text)![0]);
  expect(link.pathname).toBe('/api/auth/magic-link/verify');
  const verified = await stack.http('GET', link.pathname + link.search);
  expect(verified.status).toBe(200);
  expect(verified.body.user.id).toBe(s.user.id);
});

it('stores a contact message and e-mails it to CONTACT_EMAIL, replying to the sender', async () => {
  const body = { name: 'Ada', email: `ada-${run}@example.org`, message: 'Do you monitor gRPC?\nThanks' };
  const res = await stack.http('POST', '/api/marketing/contact', { headers: { 'x-forwarded-for': '10.9.0.2' }, body });
  expect(res.status).toBe(202);
  expect(res.body).toEqual({ id: expect.any(String), forwarded: true });
  expect(await ContactMessage.findById(res.body.id).lean()).toMatchObject({
    name: 'Ada',
    email: body.email,
    message: body.message,
  });
  const [mail] = await waitForMail(TEAM, 1);
  expect(mail.Subject).toBe('Contact form: Ada');
  expect(mail.Text).toContain('Do you monitor gRPC?');
  expect(mail.Text).toContain(`From: Ada <${body.email}>`);
  expect(mail.ReplyTo.map((r) => r.Address)).toEqual([body.email]);
});

it('keeps a contact message the mail server refuses, saying it was not forwarded', async () => {
  const form = new ContactForm({
    store: createMongoContactMessageStore(),
    mailer: stack.services.mailer,
    log: silentLogger,
    contactEmail: `team-${run}@refused.example.net`,
  });
  const receipt = await form.receive({ email: `bob-${run}@example.org`, message: 'Hello' });
  expect(receipt.forwarded).toBe(false);
  expect(await ContactMessage.findById(receipt.id).lean()).toMatchObject({
    email: `bob-${run}@example.org`,
    name: null,
  });
});
