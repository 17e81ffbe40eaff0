/**
 * What each browser step does in the page, within the time the check has left. Only these fixed actions run: a
 * monitor's steps are data (a URL, a selector, a text), never code.
 */
import type { Page } from 'playwright-core';
import type { BrowserStep } from '../../monitors/browserSteps';
import { CheckFailure } from '../errors';
import { PROXY_MARK } from './browserProxy';

/** How often `expect_title` and `expect_url` look again while they wait. */
const POLL_MS = 100;

export async function performStep(page: Page, step: BrowserStep, timeout: number): Promise<void> {
  switch (step.action) {
    case 'goto':
      return goto(page, step.url!, timeout);
    case 'click':
      return page.locator(step.selector!).first().click({ timeout });
    case 'fill':
      return page.locator(step.selector!).first().fill(step.value!, { timeout });
    case 'press':
      if (step.selector) return page.locator(step.selector).first().press(step.value!, { timeout });
      return page.keyboard.press(step.value!);
    case 'wait_for':
      return page.locator(step.selector!).first().waitFor({ state: 'visible', timeout });
    case 'expect_text':
      return expectText(page, step.text!, step.selector, timeout);
    case 'expect_title':
      return expectValue('title', () => page.title(), step.text!, timeout);
    case 'expect_url':
      return expectValue('URL', () => Promise.resolve(page.url()), step.text!, timeout);
  }
}

/** Opens the page and waits for its `load` event; an error status (400 and above) fails the step. */
async function goto(page: Page, url: string, timeout: number): Promise<void> {
  const response = await page.goto(url, { waitUntil: 'load', timeout });
  // The proxy's own answer: the connection was refused or failed (the check's proxy says why).
  if (response?.headers()[PROXY_MARK]) throw new Error('net::ERR_PROXY_CONNECTION_FAILED');
  if (response && response.status() >= 400)
    throw new CheckFailure('http_status', `HTTP ${response.status()} (expected a page below 400)`);
}

/** Waits for an element (or the page's body) whose text contains `text` (case-sensitive). */
async function expectText(page: Page, text: string, selector: string | undefined, timeout: number): Promise<void> {
  const escaped = new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  try {
    await page
      .locator(selector ?? 'body')
      .filter({ hasText: escaped })
      .first()
      .waitFor({ state: 'attached', timeout });
  } catch (err) {
    if ((err as Error).name !== 'TimeoutError') throw err;
    const where = selector ? `an element matching ${JSON.stringify(selector)}` : 'the page';
    throw new CheckFailure(
      'browser_step_failed',
      `text ${JSON.stringify(text)} not found in ${where} in ${timeout} ms`,
    );
  }
}

/** Waits until the value contains `text`; fails with what it last was. */
async function expectValue(what: string, read: () => Promise<string>, text: string, timeout: number): Promise<void> {
  const until = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (value.includes(text)) return;
    if (Date.now() + POLL_MS > until)
      throw new CheckFailure(
        'browser_step_failed',
        `${what} does not contain ${JSON.stringify(text)}: actual ${JSON.stringify(value.slice(0, 200))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
