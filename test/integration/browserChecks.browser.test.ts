/**
 * Browser checks in Debian's Chromium against a local site on 127.0.0.1: a passing sign-in flow, each way a step
 * fails with its reason (and the page, console errors and a screenshot), a page that never settles, a refused
 * address that is never fetched, and a missing Chromium that fails browser checks only.
 */
import { createBrowserPool, type BrowserPool } from '../../domain/probing/browserPool';
import type { ProbeContext } from '../../domain/probing/context';
import type { CheckDefinition } from '../../domain/monitors/definition';
import type { BrowserStep } from '../../domain/monitors/browserSteps';
import { runCheck } from '../../domain/probing/runCheck';
import { browserUnavailableReason, CHROMIUM_PATH } from '../support/browser';
import { startBrowserSite, type BrowserSite } from '../support/browserSite';
import { startTcpPorts } from '../support/targets';

const unavailable = browserUnavailableReason();
if (unavailable) process.stderr.write(`[browser check tests skipped] ${unavailable}\n`);
const describeInBrowser = unavailable ? describe.skip : describe;

/**
 * The check time for cases that fail or queue on purpose: a step's own wait is this less the report margin, so a
 * loaded machine (a fresh browser context and the first page can take seconds) still fails the step, not the check.
 */
const SLOW_MACHINE_MS = 8_000;

const check = (steps: BrowserStep[], timeout_ms = SLOW_MACHINE_MS): CheckDefinition => ({
  type: 'browser',
  url: null,
  keyword: null,
  keyword_mode: 'contains',
  host: null,
  port: null,
  record_type: null,
  expected_value: null,
  ssl_expiry_days: 14,
  expected_status: [],
  timeout_ms,
  steps,
});

describeInBrowser('browser checks', () => {
  let site: BrowserSite;
  let browsers: BrowserPool;
  let open: ProbeContext;
  beforeAll(async () => {
    site = await startBrowserSite();
    browsers = createBrowserPool({ chromiumPath: CHROMIUM_PATH, concurrency: 2 });
    open = { allowPrivateTargets: true, dnsServers: null, extraCa: null, pingCommand: 'ping', browsers };
  });
  afterAll(async () => {
    await browsers?.close();
    await site?.stop();
  });

  it('passes a 4-step sign-in flow and times each step', async () => {
    const out = await runCheck(
      check([
        { action: 'goto', url: `${site.url}/` },
        { action: 'fill', selector: '#user', value: 'monitor' },
        { action: 'click', selector: '#go' },
        { action: 'expect_text', selector: '#plan', text: 'Plan: pro' },
      ]),
      open,
    );
    expect(out).toMatchObject({ ok: true, error_class: null, response_ms: expect.any(Number) });
    expect(out.steps!.map((s) => [s.name, s.ok])).toEqual([
      [`goto ${site.url}/`, true],
      ['fill #user', true],
      ['click #go', true],
      ['expect_text #plan', true],
    ]);
    expect(out.screenshot).toBeUndefined();
  });

  it('waits for elements, presses keys and checks the title and the URL', async () => {
    const out = await runCheck(
      check([
        { action: 'goto', url: `${site.url}/` },
        { action: 'wait_for', selector: '#user' },
        { action: 'fill', selector: '#user', value: 'monitor' },
        { action: 'press', selector: '#user', value: 'Enter' },
        { action: 'expect_url', text: '/account?user=monitor' },
        { action: 'expect_title', text: 'Account' },
        { action: 'expect_text', text: 'Your account' },
      ]),
      open,
    );
    expect(out).toMatchObject({ ok: true });
  });

  it('fails at the step whose element never appears, with the page, a screenshot and the steps so far', async () => {
    const out = await runCheck(
      check(
        [
          { action: 'goto', url: `${site.url}/` },
          { action: 'click', selector: '#missing' },
        ],
        SLOW_MACHINE_MS,
      ),
      open,
    );
    expect(out).toMatchObject({ ok: false, error_class: 'browser_step_failed' });
    expect(out.error_message).toMatch(
      /^step 2 of 2 \(click #missing\) failed: no element "#missing" was ready \(visible, enabled\) in \d+ ms; /,
    );
    expect(out.error_message).toContain(`page ${site.url}/ "Sign in - Shop"`);
    expect(out.steps!.map((s) => s.ok)).toEqual([true, false]);
    expect(out.screenshot).toMatch(/^data:image\/png;base64,iVBOR/);
  });

  it('says which text, title or URL was expected and what the page had, with its console errors', async () => {
    const text = await runCheck(
      check(
        [
          { action: 'goto', url: `${site.url}/broken` },
          { action: 'expect_text', text: 'Welcome' },
        ],
        SLOW_MACHINE_MS,
      ),
      open,
    );
    expect(text.error_message).toContain('failed: text "Welcome" not found in the page');
    expect(text.error_message).toContain('console errors: boom: config missing');
    const title = await runCheck(
      check(
        [
          { action: 'goto', url: `${site.url}/` },
          { action: 'expect_title', text: 'Dashboard' },
        ],
        SLOW_MACHINE_MS,
      ),
      open,
    );
    expect(title).toMatchObject({ ok: false, error_class: 'browser_step_failed' });
    expect(title.error_message).toContain('title does not contain "Dashboard": actual "Sign in - Shop"');
    const url = await runCheck(
      check(
        [
          { action: 'goto', url: `${site.url}/` },
          { action: 'expect_url', text: '/account' },
        ],
        SLOW_MACHINE_MS,
      ),
      open,
    );
    expect(url.error_message).toContain(`URL does not contain "/account": actual "${site.url}/"`);
  });

  it('fails a page that answers an error status, and one whose server is gone', async () => {
    const down = await runCheck(check([{ action: 'goto', url: `${site.url}/down` }]), open);
    expect(down).toMatchObject({ ok: false, error_class: 'http_status' });
    expect(down.error_message).toContain('HTTP 503 (expected a page below 400)');
    const ports = await startTcpPorts();
    await ports.stop();
    const gone = await runCheck(check([{ action: 'goto', url: `http://127.0.0.1:${ports.closedPort}/` }]), open);
    expect(gone).toMatchObject({ ok: false, error_class: 'connection_refused' });
    expect(gone.error_message).toContain('ECONNREFUSED');
  });

  it('fails a page that never finishes loading with a time-out reason, within the check time', async () => {
    const out = await runCheck(check([{ action: 'goto', url: `${site.url}/never` }], SLOW_MACHINE_MS), open);
    expect(out).toMatchObject({ ok: false, error_class: 'timeout' });
    expect(out.error_message).toMatch(
      /^step 1 of 1 \(goto .*\/never\) failed: the page did not finish loading \(no load event\) in \d+ ms; page /,
    );
    expect(site.hits('/hang')).toBeGreaterThan(0);
  });

  describe('under the address policy (loopback refused)', () => {
    let guarded: ProbeContext;
    beforeAll(() => {
      guarded = { ...open, allowPrivateTargets: false };
    });

    it('refuses to open a page at a refused address, and nothing is fetched from it', async () => {
      const before = site.hits('/');
      const out = await runCheck(check([{ action: 'goto', url: `${site.url}/` }]), guarded);
      expect(out).toMatchObject({ ok: false, error_class: 'forbidden_target' });
      expect(out.error_message).toContain(`the page requested ${site.url}/`);
      expect(out.error_message).toContain('resolves to a forbidden address (127.0.0.1)');
      expect(site.hits('/')).toBe(before);
    });

    it('fails a page that requests a refused address, and that address gets nothing', async () => {
      // A page the policy lets through (inline: any site address would be loopback here) loading an image from one it refuses.
      const html = `<title>Inline</title><img src="${site.url}/secret.png">`;
      const out = await runCheck(
        check([{ action: 'goto', url: `data:text/html,${encodeURIComponent(html)}` }]),
        guarded,
      );
      expect(out).toMatchObject({ ok: false, error_class: 'forbidden_target' });
      expect(out.error_message).toContain(`the page requested ${site.url}/secret.png`);
      expect(site.hits('/secret.png')).toBe(0);
    });
  });

  it('runs at most PROBER_BROWSER_CONCURRENCY checks at once, the others waiting their turn', async () => {
    const one = createBrowserPool({ chromiumPath: CHROMIUM_PATH, concurrency: 1 });
    try {
      const ctx = { ...open, browsers: one };
      const outs = await Promise.all(
        [1, 2, 3].map(() => runCheck(check([{ action: 'goto', url: `${site.url}/slow` }], SLOW_MACHINE_MS), ctx)),
      );
      expect(outs.map((o) => o.ok)).toEqual([true, true, true]);
      expect(site.hits('/slow')).toBe(3);
      expect(site.slowPeak()).toBe(1);
    } finally {
      await one.close();
    }
  });

  it('fails browser checks only when Chromium is missing, with that reason', async () => {
    const missing = createBrowserPool({ chromiumPath: '/nonexistent/chromium', concurrency: 2 });
    const ctx = { ...open, browsers: missing };
    expect(await runCheck(check([{ action: 'goto', url: `${site.url}/` }]), ctx)).toEqual({
      ok: false,
      response_ms: null,
      error_class: 'browser_unavailable',
      error_message: "Chromium not found at /nonexistent/chromium (PROBER_CHROMIUM_PATH; Debian's chromium package)",
    });
    expect(await runCheck({ ...check([]), type: 'http', url: `${site.url}/`, steps: undefined }, ctx)).toMatchObject({
      ok: true,
    });
  });
});
