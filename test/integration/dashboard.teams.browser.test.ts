/**
 * Teams in real headless Chromium: an owner invites from the members page, the invited person opens the link in a
 * second browser context, makes their account and joins as a viewer who sees no delete button; a user of another
 * org accepts while signed in and switches between their two orgs with the header's switcher. Every page: no
 * serious/critical axe-core finding, no CSP violation, a screenshot under test-artifacts/dashboard/.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { MemoryMailer } from '../../domain/auth/mailer';
import { browserUnavailableReason, keepScreenshot, launchChromium, seriousViolations } from '../support/browser';
import { startStack, type Stack } from '../support/stack';

const unavailable = browserUnavailableReason();
if (unavailable) process.stderr.write(`[dashboard teams browser tests skipped] ${unavailable}\n`);
const describeInBrowser = unavailable ? describe.skip : describe;
const run = Date.now().toString(36);

describeInBrowser('teams in headless Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const cspViolations: string[] = [];

  beforeAll(async () => {
    stack = await startStack({ env: { TRUST_PROXY: 'true' } });
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ baseURL: stack.url });
    contexts.push(context);
    const page = await context.newPage();
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
    });
    return page;
  }

  async function audit(page: Page, name: string): Promise<void> {
    await keepScreenshot(page, name);
    expect(await seriousViolations(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
  }

  async function signUp(page: Page, who: string, orgName: string): Promise<string> {
    const email = `${who}-${run}@example.com`;
    await page.goto('/app/sign-up');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByLabel('Workspace name', { exact: true }).fill(orgName);
    await page.getByLabel('Workspace slug', { exact: true }).fill(`${who}-${run}`);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/app/monitors');
    return email;
  }

  async function invite(owner: Page, email: string, role: string): Promise<string> {
    await owner.goto('/app/members');
    await owner.getByLabel('E-mail', { exact: true }).fill(email);
    await owner.getByLabel('Role', { exact: true }).selectOption(role);
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByText('Invitation sent').waitFor();
    const mail = (stack.services.mailer as MemoryMailer).sent.filter((m) => m.to === email).at(-1)!;
    const link = new URL(mail.link!);
    return link.pathname + link.search; // the stack's own address (BASE_URL is not where it listens here)
  }

  it('invites a viewer who joins in a second browser and sees no delete button', async () => {
    const owner = await newPage();
    await signUp(owner, 'owner', 'Shared Ltd');
    const cookie = (await owner.context().cookies()).find((c) => c.name === 'sid')!;
    const made = await stack.http('POST', '/api/v1/monitors', {
      headers: { cookie: `sid=${cookie.value}` },
      body: { name: 'Checkout', type: 'http', url: 'https://shop.example/' },
    });
    expect(made.status).toBe(201);
    const link = await invite(owner, `viewer-${run}@example.com`, 'viewer');
    await audit(owner, 'members');

    const guest = await newPage();
    await guest.goto(link);
    await guest.getByText('You are invited to join').waitFor();
    await audit(guest, 'invitation');
    await guest.getByLabel('Password', { exact: true }).fill('a new password');
    await guest.getByRole('button', { name: 'Create account and join' }).click();
    await guest.waitForURL('**/app/monitors');
    await guest.getByRole('link', { name: 'Checkout' }).click();
    await guest.waitForURL(`**/app/monitors/${made.body.id}`);
    expect(await guest.getByRole('link', { name: 'Delete monitor' }).count()).toBe(0);
    expect(await guest.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await audit(guest, 'monitor-as-viewer');
    await guest.goto(`/app/monitors/${made.body.id}/delete`);
    await guest.getByText('This needs the admin role').waitFor();
    await audit(guest, 'forbidden');
    await owner.goto(`/app/monitors/${made.body.id}`);
    expect(await owner.getByRole('link', { name: 'Delete monitor' }).count()).toBe(1);
  });

  it('lets a signed-in user of another org accept and switch between their orgs', async () => {
    const owner = await newPage();
    await signUp(owner, 'host', 'Host Co');
    const user = await newPage();
    const email = await signUp(user, 'visitor', 'Visitor Home');
    const link = await invite(owner, email, 'responder');
    await user.goto(link);
    await user.getByRole('button', { name: `Accept as ${email}` }).click();
    await user.waitForURL('**/app/monitors');
    const switcher = user.getByLabel('Workspace', { exact: true });
    expect(await switcher.inputValue()).toBe(await optionValue(user, 'Host Co'));
    await audit(user, 'org-switcher');
    await switcher.selectOption({ label: 'Visitor Home' });
    await user.getByRole('button', { name: 'Switch' }).click();
    await user.waitForURL('**/app/monitors');
    expect(await user.getByLabel('Workspace', { exact: true }).inputValue()).toBe(
      await optionValue(user, 'Visitor Home'),
    );
  });

  async function optionValue(page: Page, label: string): Promise<string> {
    return (await page.locator('#org-switch option', { hasText: label }).getAttribute('value'))!;
  }
});
