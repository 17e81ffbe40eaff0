/**
 * The dashboard in real headless Chromium against the real stack (API, Temporal worker, MongoDB-wire server) and a
 * real HTTPS receiver: sign up, create a channel, Send test alert (delivered, shown without a reload); a monitor
 * voted down by probers shows as down with its incident (no reload); Acknowledge and Resolve deliver their events.
 * Every page: the XSS monitor name stays inert text, no CSP violation, no serious/critical axe-core finding, and a
 * screenshot kept under test-artifacts/dashboard/.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { independentlyVerify } from '../support/deliveryFixtures';
import { browserUnavailableReason, keepScreenshot, launchChromium, seriousViolations } from '../support/browser';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { startTestWorker, type TestWorker } from '../support/worker';

const SECRET = 'whsec_browser_0123456789abcdef';
const XSS = '<img src=x onerror=alert(1)>';
const unavailable = browserUnavailableReason();
if (unavailable) process.stderr.write(`[dashboard browser tests skipped] ${unavailable}\n`);
const describeInBrowser = unavailable ? describe.skip : describe;

describeInBrowser('dashboard in headless Chromium', () => {
  let receiver: TestReceiver;
  let stack: Stack;
  let worker: TestWorker;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const dialogs: string[] = [];
  const cspViolations: string[] = [];

  beforeAll(async () => {
    receiver = await startReceiver();
    stack = await startStack({ env: { WEBHOOK_CA_FILE: receiver.caFile } });
    worker = await startTestWorker(stack.config);
    browser = await launchChromium();
    context = await browser.newContext({ baseURL: stack.url });
    page = await context.newPage();
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
    });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await worker?.stop();
    await stack?.stop();
    await receiver?.close();
  });

  /** axe-core and a screenshot for the page as it is now; no script ran from user text, nothing broke the CSP. */
  async function audit(name: string): Promise<void> {
    await keepScreenshot(page, name);
    expect(await seriousViolations(page)).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(cspViolations).toEqual([]);
  }

  /** The XSS monitor name is on the page as literal text and nowhere as markup. */
  async function expectInertName(): Promise<void> {
    await page.getByText(XSS).first().waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  }

  /** Marks the document; if the page reloads, the mark is gone. */
  const markDocument = () =>
    page.evaluate(() => {
      (globalThis as { kept?: boolean }).kept = true;
    });
  const sameDocument = () => page.evaluate(() => (globalThis as { kept?: boolean }).kept === true);

  function received(index: number, event: string): Record<string, any> {
    const req = receiver.requests('/hook')[index];
    expect(req.headers['x-service-event']).toBe(event);
    expect(independentlyVerify(SECRET, req.rawBody, req.headers['x-service-signature']).ok).toBe(true);
    return JSON.parse(req.rawBody.toString('utf8'));
  }

  const report = (monitorId: string, ok: boolean) =>
    Promise.all(
      ['fra1', 'iad1'].map((region) =>
        stack.http('POST', '/results', {
          headers: { 'x-prober-token': stack.config.proberToken },
          body: {
            region,
            results: [
              {
                monitor_id: monitorId,
                ok,
                checked_at: new Date().toISOString(),
                response_ms: ok ? 42 : null,
                ...(ok ? {} : { error_class: 'timeout', error_message: 'no answer' }),
              },
            ],
          },
        }),
      ),
    );

  it('signs up, creates a channel and shows its test alert delivered without a reload', async () => {
    await page.goto('/app');
    expect(new URL(page.url()).pathname).toBe('/app/sign-in');
    await audit('sign-in');
    await page.getByRole('link', { name: 'Sign up' }).click();
    const slug = `browser-${Date.now().toString(36)}`;
    await page.getByLabel('Email', { exact: true }).fill(`${slug}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByLabel('Workspace name', { exact: true }).fill('Browser Ltd');
    await page.getByLabel('Workspace slug', { exact: true }).fill(slug);
    await audit('sign-up');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/app/monitors');
    await audit('monitors-empty');

    await page.getByRole('link', { name: 'Channels' }).click();
    await page.getByLabel('Name', { exact: true }).fill('On-call');
    await page.getByLabel('URL', { exact: true }).fill(`${receiver.url}/hook`);
    await page.getByLabel('Signing secret', { exact: true }).fill(SECRET);
    await page.getByLabel('Template', { exact: true }).fill('{{#if}}');
    await page.getByRole('button', { name: 'Create channel' }).click();
    expect(await page.locator('#e-template').textContent()).toMatch(/Parse error|Expecting/);
    await audit('channel-form-error');
    await page.getByLabel('Template', { exact: true }).fill('');
    await page.getByLabel('Signing secret', { exact: true }).fill(SECRET);
    await page.getByRole('button', { name: 'Create channel' }).click();
    await page.waitForURL(/\/app\/channels\/[0-9a-f-]{36}/);
    expect(await page.content()).not.toContain(SECRET);
    await page
      .getByText(`ends in ${SECRET.slice(-4)}`)
      .first()
      .waitFor();

    await markDocument();
    await page.getByRole('button', { name: 'Send test alert' }).click();
    await receiver.waitFor('/hook', 1, 30_000);
    expect(received(0, 'test')).toMatchObject({ event: 'test', incident: null });
    await page.locator('#channel-deliveries [data-status="delivered"]').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('#channel-deliveries').textContent()).toMatch(/HTTP 204/);
    expect(await sameDocument()).toBe(true);
    await audit('channel');
  });

  it('shows a monitor voted down and its incident live; Acknowledge and Resolve send their events', async () => {
    await page.goto('/app/monitors/new?type=http');
    await page.getByLabel('Name', { exact: true }).fill(XSS);
    await page.getByLabel('URL', { exact: true }).fill('ftp://example.com/');
    for (const region of ['hil1', 'sgp1', 'syd1', 'gru1']) await page.getByLabel(region, { exact: true }).uncheck();
    await page.getByRole('button', { name: 'Create monitor' }).click();
    expect(await page.locator('#e-url').textContent()).toContain('must be an http or https URL');
    await audit('monitor-form-error');
    await page.getByLabel('URL', { exact: true }).fill('https://api.example.com/health');
    await page.getByRole('button', { name: 'Create monitor' }).click();
    await page.waitForURL(/\/app\/monitors\/[0-9a-f-]{36}$/);
    const monitorId = new URL(page.url()).pathname.split('/').pop()!;
    await expectInertName();
    await audit('monitor-pending');

    await page.goto('/app/monitors');
    await markDocument();
    for (const r of await report(monitorId, false)) expect(r.status).toBe(202);
    await page
      .locator(`tr[data-monitor-id="${monitorId}"] [data-field="state"]`)
      .filter({ hasText: 'down' })
      .waitFor({ timeout: 20_000 });
    const incidentLink = page.locator('#recent-incident-rows tr[data-incident-id] a').first();
    await incidentLink.waitFor({ timeout: 20_000 });
    expect(await sameDocument()).toBe(true);
    await expectInertName();
    await audit('monitors');
    await receiver.waitFor('/hook', 2, 30_000);
    received(1, 'incident.opened');

    await incidentLink.click();
    await page.waitForURL(/\/app\/incidents\/[0-9a-f-]{36}$/);
    await expectInertName();
    await page.locator('#incident-timeline [data-status="delivered"]').first().waitFor({ timeout: 30_000 });
    await audit('incident-open');
    await markDocument();
    await page.getByRole('button', { name: 'Acknowledge' }).click();
    await receiver.waitFor('/hook', 3, 30_000);
    expect(received(2, 'incident.acknowledged').incident.status).toBe('acknowledged');
    await page.locator('#incident-head [data-field="status"]').filter({ hasText: 'acknowledged' }).waitFor();
    await page.getByRole('button', { name: 'Resolve' }).click();
    await receiver.waitFor('/hook', 4, 30_000);
    expect(received(3, 'incident.resolved').incident.status).toBe('resolved');
    await page.locator('#incident-head [data-field="status"]').filter({ hasText: 'resolved' }).waitFor();
    await page.locator('#incident-timeline [data-status="delivered"]').nth(2).waitFor({ timeout: 30_000 });
    expect(await sameDocument()).toBe(true);
    expect(await page.locator('#incident-timeline a[href*="/workflows/delivery%3A"]').count()).toBe(3);
    await audit('incident-resolved');

    await page.goto('/app/incidents');
    await page.getByLabel('Status').selectOption('resolved');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/status=resolved/);
    await expectInertName();
    await audit('incidents');
    for (const r of await report(monitorId, true)) expect(r.status).toBe(202);
    await page.goto(`/app/monitors/${monitorId}`);
    await expectInertName();
    await page.locator('#monitor-summary [data-field="state"]').filter({ hasText: 'up' }).waitFor();
    expect(await page.locator('#monitor-charts svg polyline').count()).toBeGreaterThan(0);
    expect(await page.locator('#monitor-regions').textContent()).toMatch(/fra1[\s\S]*42 ms/);
    await audit('monitor');
    await page.goto('/app/status-page');
    await expectInertName();
    await audit('status-page');
  });

  it('creates an API key shown once with a copy button, and revokes it', async () => {
    await page.goto('/app/api-keys');
    await page.getByLabel('Key name', { exact: true }).fill('deploy script');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const key = (await page.locator('#new-key').textContent())!.trim();
    expect(key).toMatch(/^upk_/);
    expect((await stack.http('GET', '/api/v1/monitors', { headers: { authorization: `Bearer ${key}` } })).status).toBe(
      200,
    );
    await page.getByRole('button', { name: 'Copy key' }).click();
    await page.locator('[data-copy-result="new-key"]').filter({ hasText: /\S/ }).waitFor();
    await audit('api-keys');
    await page.goto('/app/api-keys');
    expect(await page.content()).not.toContain(key);
    await page.getByRole('link', { name: 'Revoke deploy script' }).click();
    await page.getByRole('heading', { name: 'Revoke API key deploy script?' }).waitFor();
    await audit('api-key-revoke-confirm');
    await page.getByRole('button', { name: 'Revoke key' }).click();
    await page.getByText('API key revoked').waitFor();
    expect((await stack.http('GET', '/api/v1/monitors', { headers: { authorization: `Bearer ${key}` } })).status).toBe(
      401,
    );
  });
});
