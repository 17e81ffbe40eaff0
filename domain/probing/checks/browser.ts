/**
 * `browser` checks: the monitor's steps in order in a fresh browser context of the process's warm Chromium
 * (domain/probing/browserPool.ts), every connection through the check's own policy proxy (browserProxy.ts). The
 * check fails at the first failing step, or as soon as the page asked for a refused address, and says which step,
 * the page's URL and title and its console errors; a screenshot of the page is kept with the failure.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserStepName, type BrowserStep } from '../../monitors/browserSteps';
import type { CheckDefinition } from '../../monitors/definition';
import { CheckFailure, classifyError, truncate, type CheckDetails, type StepResult } from '../errors';
import { elapsedMs, type ProbeContext } from '../context';
import { performStep } from './browserActions';
import { MAX_SCREENSHOT_BYTES, PNG_DATA_URL_PREFIX } from '../screenshots';
import { startCheckProxy, type CheckProxy } from './browserProxy';

/** Time kept back from the check's time-out to say why a step failed and take the screenshot. */
const REPORT_MARGIN_MS = 1_500;
const SCREENSHOT_TIMEOUT_MS = 600;
const VIEWPORT = { width: 1024, height: 640 };
const MAX_CONSOLE_ERRORS = 3;

interface Run {
  page: Page;
  proxy: CheckProxy;
  consoleErrors: string[];
  results: StepResult[];
}

export async function runBrowserCheck(
  def: CheckDefinition,
  browser: Browser,
  ctx: ProbeContext,
  signal: AbortSignal,
): Promise<{ responseMs: number } & CheckDetails> {
  const proxy = await startCheckProxy(ctx);
  let context: BrowserContext | undefined;
  const closeOnAbort = () => void context?.close().catch(() => undefined);
  signal.addEventListener('abort', closeOnAbort, { once: true });
  try {
    context = await browser.newContext({
      proxy: { server: proxy.server, bypass: '<-loopback>' },
      viewport: VIEWPORT,
      serviceWorkers: 'block',
      acceptDownloads: false,
    });
    const run: Run = { page: await context.newPage(), proxy, consoleErrors: [], results: [] };
    watchConsole(run);
    return await runSteps(def, run, signal);
  } finally {
    signal.removeEventListener('abort', closeOnAbort);
    await context?.close().catch(() => undefined);
    await proxy.close();
  }
}

async function runSteps(def: CheckDefinition, run: Run, signal: AbortSignal) {
  const steps = (def.steps ?? []) as BrowserStep[];
  const deadline = Date.now() + def.timeout_ms - REPORT_MARGIN_MS;
  let totalMs = 0;
  for (const [i, step] of steps.entries()) {
    const startedAt = process.hrtime.bigint();
    const timeoutMs = Math.max(1, deadline - Date.now());
    try {
      await performStep(run.page, step, timeoutMs);
      refusalCheck(run.proxy);
    } catch (err) {
      if (signal.aborted) throw err;
      throw await stepFailure(run, steps, i, reasonOf(err, step, run.proxy, timeoutMs), elapsedMs(startedAt));
    }
    const ms = elapsedMs(startedAt);
    totalMs += ms;
    run.results.push({ name: browserStepName(step), ok: true, response_ms: ms, error_message: null, assertions: [] });
  }
  return { responseMs: totalMs, steps: run.results };
}

function watchConsole(run: Run): void {
  const keep = (text: string) => {
    if (run.consoleErrors.length < MAX_CONSOLE_ERRORS) run.consoleErrors.push(text.slice(0, 200));
  };
  run.page.on('console', (m) => m.type() === 'error' && keep(m.text()));
  run.page.on('pageerror', (e) => keep(e.message));
}

function refusalCheck(proxy: CheckProxy): void {
  const refused = proxy.refused();
  if (refused) throw new CheckFailure('forbidden_target', `the page requested ${refused.target}: ${refused.reason}`);
}

/** Why a step failed, as a check failure with a class (a refused request wins over what it caused). */
function reasonOf(err: unknown, step: BrowserStep, proxy: CheckProxy, timeoutMs: number): CheckFailure {
  try {
    refusalCheck(proxy);
  } catch (refusal) {
    return refusal as CheckFailure;
  }
  if (err instanceof CheckFailure) return err;
  const message = firstLine(err);
  if ((err as Error).name === 'TimeoutError') {
    if (step.action === 'goto')
      return new CheckFailure('timeout', `the page did not finish loading (no load event) in ${timeoutMs} ms`);
    const what = `no element ${JSON.stringify(step.selector)} was ready (visible, enabled) in ${timeoutMs} ms`;
    return new CheckFailure('browser_step_failed', what);
  }
  const failed = proxy.lastFailure();
  if (/net::ERR_/.test(message) && failed) {
    const network = classifyError(failed.error);
    return new CheckFailure(network.errorClass, `${failed.target}: ${network.message}`);
  }
  if (/net::ERR_CERT_/.test(message)) return new CheckFailure('tls_cert_invalid', message);
  return new CheckFailure(/net::ERR_/.test(message) ? 'network_error' : 'browser_step_failed', message);
}

/** The failure of step `i`: named, with where the page was, its console errors and a screenshot. */
async function stepFailure(run: Run, steps: BrowserStep[], i: number, reason: CheckFailure, ms: number) {
  const step = steps[i];
  run.results.push({
    name: browserStepName(step),
    ok: false,
    response_ms: ms,
    error_message: reason.message,
    assertions: [],
  });
  const page = await pageFacts(run.page);
  const console = run.consoleErrors.length > 0 ? `; console errors: ${run.consoleErrors.join(' | ')}` : '';
  const message = `step ${i + 1} of ${steps.length} (${browserStepName(step)}) failed: ${reason.message}; page ${page}${console}`;
  const { screenshot, leftOut } = await screenshotOf(run.page);
  // Said after the cut, so a long reason never hides it.
  const note = leftOut ? `; ${leftOut}` : '';
  return new CheckFailure(reason.errorClass, truncate(message, 300 - note.length) + note, null, undefined, {
    steps: run.results,
    ...(screenshot && { screenshot }),
  });
}

/** The page's URL and title, each read within a bound (a busy page may not answer). */
async function pageFacts(page: Page): Promise<string> {
  const title = await Promise.race([
    page.title().catch(() => ''),
    new Promise<string>((resolve) => setTimeout(() => resolve(''), 250)),
  ]);
  return `${page.url()}${title ? ` ${JSON.stringify(title.slice(0, 100))}` : ''}`;
}

/**
 * A PNG of the viewport as a data URL; none when it cannot be taken in time, or when it is larger than
 * MAX_SCREENSHOT_BYTES, which the failure then says (`leftOut`).
 */
async function screenshotOf(page: Page): Promise<{ screenshot?: string; leftOut?: string }> {
  let png: Buffer;
  try {
    png = await page.screenshot({ type: 'png', timeout: SCREENSHOT_TIMEOUT_MS, animations: 'disabled' });
  } catch {
    return {};
  }
  if (png.length > MAX_SCREENSHOT_BYTES) {
    const kb = (n: number) => Math.ceil(n / 1024);
    return { leftOut: `screenshot left out (${kb(png.length)} KB, above ${kb(MAX_SCREENSHOT_BYTES)} KB)` };
  }
  return { screenshot: `${PNG_DATA_URL_PREFIX}${png.toString('base64')}` };
}

function firstLine(err: unknown): string {
  return ((err as Error)?.message ?? String(err)).split('\n')[0].slice(0, 300);
}
