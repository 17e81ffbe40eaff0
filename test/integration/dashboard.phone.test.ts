/**
 * What a user trips over, in real headless Chromium against the real stack and a loopback HTTPS receiver: every
 * signed-in page fits a 360 px phone and a 1280 px screen without sideways scrolling of the page; deleting a monitor
 * or a channel and revoking a key ask first and then say so, with JavaScript off; failed deliveries are listed
 * overall and per channel, with Resend and Recover; after a manual resolve the monitor, its regions and the status
 * page agree; a new monitor's first sparkline point is drawn; an unknown /app path is an HTML 404 page; the status
 * page address opens the status page. Every page passes axe-core (serious/critical) and is kept as a screenshot.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserUnavailableReason, keepScreenshot, launchChromium, seriousViolations } from '../support/browser';
import { signUp, type OrgSession } from '../support/client';
import { startReceiver, type TestReceiver } from '../support/receiver';
import { startStack, type Stack } from '../support/stack';
import { startTestWorker, type TestWorker } from '../support/worker';

const SECRET = 'whsec_phone_0123456789abcdef';
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const unavailable = browserUnavailableReason();
if (unavailable) process.stderr.write(`[dashboard phone tests skipped] ${unavailable}\n`);
const describeInBrowser = unavailable ? describe.skip : describe;

jest.setTimeout(180_000);

const portOf = (url: string) => (new URL(url).port ? `:${new URL(url).port}` : '');

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const v = await probe();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describeInBrowser('dashboard on a phone and a desktop, in headless Chromium', () => {
  let receiver: TestReceiver;
  let stack: Stack;
  let worker: TestWorker;
  let browser: Browser;
  let owner: OrgSession;
  let key: { id: string; key: string };
  const api = (method: string, path: string, body?: unknown) =>
    stack.http(method, path, { headers: { authorization: `Bearer ${key.key}` }, body });
  const ids = { monitor: '', channel: '', spareChannel: '', incident: '', spareKey: '' };

  beforeAll(async () => {
    receiver = await startReceiver();
    stack = await startStack({
      env: { WEBHOOK_CA_FILE: receiver.caFile, DELIVERY_RETRY_INITIAL_MS: '50', RATE_LIMIT_SCALE: '100' },
    });
    worker = await startTestWorker(stack.config);
    browser = await launchChromium();
    owner = await signUp(stack);
    key = (await stack.http('POST', '/api/v1/api-keys', { headers: owner.headers, body: { name: 'setup' } })).body;
    receiver.script('/down', [], { status: 500 });
    ids.channel = (
      await api('POST', '/api/v1/channels', {
        name: 'Pager',
        type: 'webhook',
        url: `${receiver.url}/down`,
        secret: SECRET,
      })
    ).body.id;
    ids.spareChannel = (
      await api('POST', '/api/v1/channels', {
        name: 'Old hook',
        type: 'webhook',
        url: `${receiver.url}/old`,
        secret: SECRET,
      })
    ).body.id;
    ids.monitor = (
      await api('POST', '/api/v1/monitors', {
        name: 'Checkout API with a rather long name',
        type: 'http',
        url: 'https://checkout.example.com/health',
        regions: ['fra1', 'iad1'],
        channel_ids: [ids.channel],
      })
    ).body.id;
    ids.spareKey = (await api('POST', '/api/v1/api-keys', { name: 'old deploy script' })).body.id;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await worker?.stop();
    await stack?.stop();
    await receiver?.close();
  });

  async function signedInPage(viewport: { width: number; height: number }, javaScript = true): Promise<Page> {
    const context: BrowserContext = await browser.newContext({
      baseURL: stack.url,
      viewport,
      javaScriptEnabled: javaScript,
    });
    const [name, value] = owner.cookie.split('=');
    await context.addCookies([{ name, value, url: stack.url }]);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  }

  const report = (ok: boolean) =>
    Promise.all(
      ['fra1', 'iad1'].map((region) =>
        stack.http('POST', '/results', {
          headers: { 'x-prober-token': stack.config.proberToken },
          body: {
            region,
            results: [
              {
                monitor_id: ids.monitor,
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

  /** The page is no wider than the screen, every nav link is on screen, axe finds nothing serious; a screenshot. */
  async function expectFits(page: Page, name: string, width: number): Promise<void> {
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const root = (globalThis as any).document.documentElement;
      return { scrollWidth: root.scrollWidth as number, clientWidth: root.clientWidth as number };
    });
    const wide =
      scrollWidth > clientWidth
        ? await page.evaluate((w) => {
            const all = [...(globalThis as any).document.querySelectorAll('body *')];
            return all
              .filter((el: any) => el.getBoundingClientRect().right > w + 1 && !el.closest('.table-scroll'))
              .slice(0, 5)
              .map((el: any) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`);
          }, clientWidth)
        : [];
    expect({ name, scrollWidth, wide }).toEqual({ name, scrollWidth: clientWidth, wide: [] });
    for (const box of await page
      .locator('header.top a')
      .evaluateAll((as: any[]) => as.map((a) => a.getBoundingClientRect().right as number)))
      expect(box).toBeLessThanOrEqual(width);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, `${name}-${width}`);
  }

  it('opens an incident, and after a manual resolve the monitor, its regions and the status page agree', async () => {
    const page = await signedInPage(DESKTOP);
    for (const r of await report(true)) expect(r.status).toBe(202);
    await page.goto('/app/monitors');
    // A new monitor's only point (the last bucket) is drawn inside its sparkline.
    const spark = page.locator(`tr[data-monitor-id="${ids.monitor}"] svg.spark`);
    const inside = await spark.evaluate((svg: any) => {
      const line = svg.querySelector('polyline');
      if (!line) return null;
      const box = line.getBBox();
      const view = svg.viewBox.baseVal;
      return box.width > 0 && box.x >= 0 && box.x + box.width <= view.width;
    });
    expect(inside).toBe(true);

    for (const r of await report(false)) expect(r.status).toBe(202);
    ids.incident = await until('the incident', async () => {
      const open = await api('GET', `/api/v1/incidents?monitor_id=${ids.monitor}&status=open`);
      return open.body.data[0]?.id as string | undefined;
    });
    await page.goto(`/app/incidents/${ids.incident}`);
    await page.getByRole('button', { name: 'Resolve' }).click();
    await page.locator('#incident-head [data-field="status"]').filter({ hasText: 'resolved' }).waitFor();

    // The probes still fail: the regions say down, so do the monitor and the status page.
    await page.goto(`/app/monitors/${ids.monitor}`);
    expect((await page.locator('#monitor-summary [data-field="state"]').textContent())?.trim()).toBe('down');
    expect(await page.locator('#monitor-regions .state').allTextContents()).toEqual(['down', 'down']);
    await page.goto('/app/status-page');
    expect((await page.locator('h2 .state').textContent())?.trim()).toBe('degraded');
    expect((await stack.http('GET', `/status/${owner.org.slug}`)).body.monitors[0].state).toBe('down');

    for (const r of await report(true)) expect(r.status).toBe(202);
    await page.goto(`/app/monitors/${ids.monitor}`);
    expect((await page.locator('#monitor-summary [data-field="state"]').textContent())?.trim()).toBe('up');
    expect(await page.locator('#monitor-regions .state').allTextContents()).toEqual(['up', 'up']);
    await page.goto('/app/status-page');
    expect((await page.locator('h2 .state').textContent())?.trim()).toBe('operational');

    // The address is a link to <slug>.STATUS_DOMAIN on this API's scheme and port (the configured BASE_URL's; the
    // test server listens elsewhere), and that host serves this workspace's status page.
    const address = new URL((await page.locator('dl.summary a').first().getAttribute('href'))!);
    expect(address.origin).toBe(
      `${new URL(stack.config.baseUrl).protocol}//${owner.org.slug}.status.localhost${portOf(stack.config.baseUrl)}`,
    );
    // A composed page is kept up to 5 s (probe results that change no incident show at the next composition).
    const statusHost = `http://${owner.org.slug}.status.localhost:${new URL(stack.url).port}${address.pathname}`;
    await until('the status page back to operational', async () => {
      await page.goto(`${statusHost}?at=${Date.now()}`); // past the browser's cache (max-age=30) too
      return (await page.locator('.banner').textContent()) === 'All systems operational';
    });
    expect(await page.locator('h1').textContent()).toBe(`${owner.org.name} status`);
    await page.context().close();
  });

  it('lists failed deliveries overall and per channel; Resend sends one again, Recover a whole window', async () => {
    const page = await signedInPage(DESKTOP);
    // incident.opened and incident.resolved both failed at the receiver (HTTP 500, four attempts each).
    await until('two failed deliveries', async () => {
      const list = await api('GET', `/api/v1/deliveries?channel_id=${ids.channel}&status=failed`);
      return list.body.data.length >= 2;
    });
    await page.goto('/app/deliveries');
    await page.getByRole('heading', { name: 'Failed deliveries' }).waitFor();
    const resend = page.getByRole('button', { name: 'Resend incident.opened to Pager' });
    await resend.waitFor();
    receiver.script('/down', [], { status: 204 });
    await resend.click();
    await page.getByText('Resent: the new delivery is at the top of the list.').waitFor();
    expect(page.url()).toContain(`channel_id=${ids.channel}`);
    await page.locator('#delivery-list [data-status="delivered"]').first().waitFor({ timeout: 30_000 });

    await page.goto(`/app/channels/${ids.channel}`);
    await page.getByRole('link', { name: 'Failed deliveries of this channel' }).click();
    await page.getByRole('heading', { name: 'Failed deliveries to Pager' }).waitFor();
    await page.goto(`/app/channels/${ids.channel}`);
    await page.getByLabel('Resend failures of').selectOption('24h');
    await page.getByRole('button', { name: 'Recover' }).click();
    // The event just resent is delivered: Recover sends the other one (incident.resolved) again, and only it.
    await page.getByText('Recover sent 1 delivery again; they appear below as they happen.').waitFor();
    await receiver.waitFor('/down', 10, 30_000);
    const events = receiver.requests('/down').map((r) => r.headers['x-service-event']);
    expect(events.slice(-2).sort()).toEqual(['incident.opened', 'incident.resolved']);
    await page.context().close();
  });

  it('asks before deleting a monitor or a channel and revoking a key, then says it is done, without JavaScript', async () => {
    const page = await signedInPage(PHONE, false);
    await page.goto(`/app/channels/${ids.spareChannel}`);
    await page.getByRole('link', { name: 'Delete channel' }).click();
    await page.getByRole('heading', { name: 'Delete channel Old hook?' }).waitFor();
    await keepScreenshot(page, 'channel-delete-confirm-nojs-360');
    await page.getByRole('link', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toBe(`/app/channels/${ids.spareChannel}`);
    expect((await api('GET', `/api/v1/channels/${ids.spareChannel}`)).status).toBe(200);
    await page.getByRole('link', { name: 'Delete channel' }).click();
    await page.getByRole('button', { name: 'Delete channel' }).click();
    await page.getByText('Channel deleted.').waitFor();
    expect((await api('GET', `/api/v1/channels/${ids.spareChannel}`)).status).toBe(404);

    await page.goto('/app/api-keys');
    await page.getByRole('link', { name: 'Revoke old deploy script' }).click();
    await page.getByRole('heading', { name: 'Revoke API key old deploy script?' }).waitFor();
    await page.getByRole('button', { name: 'Revoke key' }).click();
    await page.getByText('API key revoked').waitFor();
    expect(await page.getByRole('link', { name: 'Revoke old deploy script' }).count()).toBe(0);
    await page.context().close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('fits every signed-in page on a %s without sideways scrolling', async (_what, viewport) => {
    const page = await signedInPage(viewport);
    const paths: [string, string][] = [
      ['monitors', '/app/monitors'],
      ['monitor-types', '/app/monitors/new'],
      ['monitor-new', '/app/monitors/new?type=http'],
      ['monitor', `/app/monitors/${ids.monitor}`],
      ['monitor-edit', `/app/monitors/${ids.monitor}/edit`],
      ['monitor-delete-confirm', `/app/monitors/${ids.monitor}/delete`],
      ['incidents', '/app/incidents'],
      ['incident', `/app/incidents/${ids.incident}`],
      ['channels', '/app/channels'],
      ['channel', `/app/channels/${ids.channel}`],
      ['deliveries', `/app/deliveries?status=all`],
      ['escalation-policies', '/app/escalation-policies'],
      ['api-keys', '/app/api-keys'],
      ['api-key-revoke-confirm', `/app/api-keys/${key.id}/revoke`],
      ['status-page', '/app/status-page'],
    ];
    for (const [name, path] of paths) {
      const res = await page.goto(path);
      expect({ path, status: res?.status() }).toEqual({ path, status: 200 });
      await expectFits(page, name, viewport.width);
    }
    // A table wider than a phone scrolls inside its own box, which a keyboard can reach.
    if (viewport.width === PHONE.width) {
      await page.goto('/app/monitors');
      const box = page.locator('#monitor-rows .table-scroll');
      expect(await box.evaluate((el: any) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await box.getAttribute('tabindex')).toBe('0');
    }
    const missing = await page.goto('/app/no/such/page');
    expect(missing?.status()).toBe(404);
    expect(missing?.headers()['content-type']).toMatch(/^text\/html/);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectFits(page, 'not-found', viewport.width);
    await page.context().close();
  });

  it('deletes a monitor after asking, and says so', async () => {
    const page = await signedInPage(PHONE, false);
    await page.goto(`/app/monitors/${ids.monitor}`);
    await page.getByRole('link', { name: 'Delete monitor' }).click();
    await page.getByRole('heading', { name: 'Delete monitor Checkout API with a rather long name?' }).waitFor();
    await page.getByRole('button', { name: 'Delete monitor' }).click();
    await page.getByText('Monitor deleted.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/monitors');
    expect((await api('GET', `/api/v1/monitors/${ids.monitor}`)).status).toBe(404);
    await page.context().close();
  });
});
