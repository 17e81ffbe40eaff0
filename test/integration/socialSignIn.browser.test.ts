/**
 * Sign-in with Google as a person does it, in headless Chromium: the dashboard's sign-in page offers the configured
 * provider only, the button leads to a real OpenID Connect provider on loopback (oidc-provider with its development
 * login and consent pages), and the provider sends the browser back signed in to a new org of its own. The flow's
 * time is printed (speed is the bench's business, not an assertion); no authorization code, token or client secret
 * reaches the service's log. The browser may only talk to loopback: the provider's page asks for a web font, which
 * is refused here.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { User } from '../../domain/models';
import { freePort } from '../../scripts/ports';
import { browserUnavailableReason, keepScreenshot, launchChromium, seriousViolations } from '../support/browser';
import { uniqueSlug } from '../support/client';
import { capturingLogger, startOidcProvider, type RunningProvider } from '../support/socialProviders';
import { startStack, type Stack } from '../support/stack';

const SECRET = 'google-client-secret-browser-1';
const unavailable = browserUnavailableReason();
if (unavailable) process.stderr.write(`[social sign-in browser tests skipped] ${unavailable}\n`);
const describeInBrowser = unavailable ? describe.skip : describe;

describeInBrowser('sign-in with Google in headless Chromium', () => {
  let base: string;
  let google: RunningProvider;
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const { log, logged } = capturingLogger();
  const visited: URL[] = [];

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    google = await startOidcProvider('app-google', SECRET, `${base}/api/auth/social/google/callback`);
    stack = await startStack({
      port,
      log,
      env: {
        BASE_URL: base,
        GOOGLE_CLIENT_ID: 'app-google',
        GOOGLE_CLIENT_SECRET: SECRET,
        GOOGLE_ISSUER: google.url,
      },
    });
    browser = await launchChromium();
    context = await browser.newContext({ baseURL: base });
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    page = await context.newPage();
    page.on('request', (r) => visited.push(new URL(r.url())));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await google?.stop();
  });

  /** The provider's development pages: log in as `email` (any password), then consent. */
  async function atProvider(email: string): Promise<void> {
    await page.locator('input[name="login"]').fill(email);
    await page.locator('input[name="password"]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  it('offers the configured provider only, on an accessible page', async () => {
    await page.goto('/app/sign-in');
    await expect(page.getByRole('link', { name: 'Sign in with Google' }).count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: 'Sign in with GitHub' }).count()).resolves.toBe(0);
    await keepScreenshot(page, 'social-sign-in');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('signs a new person up through the provider and lands on the dashboard, nothing secret logged', async () => {
    const email = `chromium-${uniqueSlug()}@google.example`;
    await page.goto('/app/sign-in');
    const legs: string[] = [];
    let mark = Date.now();
    const leg = (name: string) => {
      legs.push(`${name} ${Date.now() - mark} ms`);
      mark = Date.now();
    };
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await page.waitForURL((u) => u.origin === google.url);
    leg('to the provider');
    await atProvider(email);
    leg('its login and consent');
    await page.waitForURL((u) => u.origin === base && u.pathname.startsWith('/app/monitors'));
    leg('back to the dashboard');
    process.stdout.write(`[social sign-in] Chromium, button to dashboard: ${legs.join(', ')}\n`);
    await keepScreenshot(page, 'social-signed-in');

    const user = await User.findOne({ email }).lean();
    expect(user).not.toBeNull();
    expect(user!.password_hash).toBeNull();
    const cookies = await context.cookies(base);
    const sid = cookies.find((c) => c.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === 'social_flow')).toBeUndefined();

    const callback = visited.find((u) => u.origin === base && u.pathname === '/api/auth/social/google/callback');
    const code = callback?.searchParams.get('code');
    expect(code).toBeTruthy();
    const everything = logged.join('\n');
    for (const secret of [code!, SECRET, sid!.value]) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/eyJ[\w-]+\.[\w-]+\./); // no JWT (ID or access token)
  });

  it('sends an address the provider has not verified back to the sign-in page with the reason, nobody created', async () => {
    const email = `unverified-${uniqueSlug()}@google.example`;
    await context.clearCookies();
    await page.goto('/app/sign-in');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await page.waitForURL((u) => u.origin === google.url);
    await atProvider(email);
    await page.waitForURL((u) => u.origin === base && u.pathname === '/app/sign-in');
    await expect(page.getByText('Your email address at the provider is not verified').count()).resolves.toBe(1);
    expect(await User.findOne({ email }).lean()).toBeNull();
    expect((await context.cookies(base)).find((c) => c.name === 'sid')).toBeUndefined();
  });
});
