/**
 * The HTML status page in headless Chromium, as a visitor reads it at `<slug>.STATUS_DOMAIN` (Chromium resolves
 * `*.localhost` to this machine): with JavaScript off, the banner, the groups the org chose, each component's state,
 * 90 daily bars whose tooltips give the day's figure, active incidents and the last 14 days of history; no serious
 * or critical axe-core finding; under 100 KB; the subscribe form works without JavaScript.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { MemoryMailer } from '../../domain/auth/mailer';
import { Monitor } from '../../domain/models/monitor';
import { browserUnavailableReason, keepScreenshot, launchChromium, seriousViolations } from '../support/browser';
import { bootstrapKey, type OrgKey } from '../support/client';
import { startStack, type Stack } from '../support/stack';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const unavailable = browserUnavailableReason();
if (unavailable) process.stderr.write(`[status page browser tests skipped] ${unavailable}\n`);
const describeInBrowser = unavailable ? describe.skip : describe;

describeInBrowser('the status page in headless Chromium', () => {
  const clock = { skew: 0 };
  let stack: Stack;
  let org: OrgKey;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let address: string;
  let outageDay: string;

  async function createMonitor(name: string): Promise<string> {
    const res = await stack.http('POST', '/api/v1/monitors', {
      headers: org.headers,
      body: { name, type: 'http', url: 'https://internal.example.net/' },
    });
    if (res.status !== 201) throw new Error(`monitor create: ${res.status} ${res.text}`);
    // Scripted history: the monitor has been watched for 100 days (the driver's update: mongoose keeps created_at).
    await Monitor.collection.updateOne(
      { _id: res.body.id },
      { $set: { created_at: new Date(Date.now() - 100 * DAY) } },
    );
    // A write behind the API's back: told to this process as any monitor write is, so its memory has it now.
    await stack.services.probing.monitorChanged(res.body.id, 'updated');
    return res.body.id;
  }

  beforeAll(async () => {
    stack = await startStack({ now: () => Date.now() + clock.skew });
    org = await bootstrapKey({ orgName: 'Acme <b>Cloud</b>' });
    const site = await createMonitor('Website');
    const api = await createMonitor('Public API');
    const hidden = await createMonitor('Internal batch');
    const patch = await stack.http('PATCH', '/api/v1/status-page', {
      headers: org.headers,
      body: {
        components: [
          { name: 'Frontend', monitor_ids: [site] },
          { name: 'Backend', monitor_ids: [api] },
        ],
      },
    });
    expect(patch.status).toBe(200);
    const { lifecycle } = stack.services;
    const check = { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'no answer' };
    // Two days ago at noon, 36 minutes down; and the API down since an hour ago.
    const noon = Math.floor((Date.now() - 2 * DAY) / DAY) * DAY + 12 * HOUR;
    outageDay = new Date(noon).toISOString().slice(0, 10);
    clock.skew = noon - Date.now();
    const old = await lifecycle.open({ monitorId: site, failingRegions: ['fra1'], check });
    clock.skew += 36 * 60_000;
    await lifecycle.resolve(org.org.id, old.incident._id);
    clock.skew = -HOUR;
    await lifecycle.open({ monitorId: api, failingRegions: ['fra1'], check });
    await lifecycle.open({ monitorId: hidden, failingRegions: ['fra1'], check });
    clock.skew = 0;
    const port = new URL(stack.url).port;
    address = `http://${org.org.slug}.${stack.config.statusDomain}:${port}/`;
    browser = await launchChromium();
    context = await browser.newContext({ javaScriptEnabled: false });
    page = await context.newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('shows banner, groups, states, 90 daily bars with figures, and incidents, without JavaScript', async () => {
    const res = await page.goto(address);
    expect(res!.status()).toBe(200);
    expect((await res!.body()).length).toBeLessThan(100 * 1024);
    expect(await page.locator('h1').textContent()).toBe('Acme <b>Cloud</b> status');
    expect(await page.locator('.banner').textContent()).toBe('Partial outage');
    expect(await page.locator('main section h2').allTextContents()).toEqual([
      'Active incidents',
      'Frontend',
      'Backend',
      'Past incidents (last 14 days)',
      'Get e-mail about incidents',
    ]);
    const rows = page.locator('ul.components li');
    expect(await rows.locator('p span').allTextContents()).toEqual(['Website', 'Public API']);
    expect(await rows.locator('p b').allTextContents()).toEqual(['Operational', 'Major outage']);
    expect(await rows.locator('small').allTextContents()).toEqual(['99.97 %', expect.stringMatching(/^99\.9\d %$/)]);
    // A stroke per day with downtime (its tooltip gives the figure), steady days merged into one path, 90 days in all.
    const website = rows.nth(0).locator('svg');
    expect(await website.getAttribute('aria-label')).toBe('Last 90 days: 99.97 % uptime, 1 day with downtime');
    expect(await website.locator('path title').allTextContents()).toEqual([`${outageDay}: 97.5 % up, down 36 min`]);
    const widths = await website
      .locator('path')
      .evaluateAll((ps) => ps.flatMap((p) => [...p.getAttribute('d')!.matchAll(/h(\d+)/g)].map((m) => Number(m[1]))));
    expect(widths.reduce((a, b) => a + b, 0)).toBe(90);
    expect(await website.locator('path.o').count()).toBe(1);
    expect(await website.locator('path.m').count()).toBe(1);
    expect(await page.locator('#active + ul li').allTextContents()).toEqual([
      expect.stringMatching(/^Public API is down since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\.$/),
    ]);
    expect(await page.locator('ol.incidents li').count()).toBe(2);
    const html = await page.content();
    expect(html).not.toContain('Internal batch');
    expect(html).not.toContain('internal.example.net');
    expect(await page.locator('script').count()).toBe(0);
  });

  it('has no serious or critical axe-core finding', async () => {
    // axe runs as a script: a context of its own with JavaScript on (the page itself has none).
    const audited = await (await browser.newContext()).newPage();
    await audited.goto(address);
    await keepScreenshot(audited, 'status-page');
    expect(await seriousViolations(audited)).toEqual([]);
  });

  it('the subscribe form works without JavaScript', async () => {
    await page.goto(address);
    await page.fill('#email', 'visitor@example.com');
    await page.click('button[type=submit]');
    expect(await page.locator('h2').textContent()).toBe('Check your inbox');
    const sent = (stack.services.mailer as MemoryMailer).sent.filter((m) => m.to === 'visitor@example.com');
    expect(sent.map((m) => m.subject)).toEqual(['Confirm your subscription to Acme <b>Cloud</b> status']);
  });

  it('the Statuspage JSON link of the page answers at the status host', async () => {
    const res = await page.goto(new URL('/api/v2/status.json', address).toString());
    expect(JSON.parse((await res!.text()) ?? '')).toMatchObject({ status: { indicator: 'major' } });
  });
});
