/**
 * Headless Chromium for browser tests: Debian's `chromium` (installed by scripts/ensureTools.sh where root and
 * apt-get are available) driven by playwright-core; never a downloaded browser. Each page can be audited with
 * axe-core (injected from node_modules, no CDN) and is kept as a screenshot under test-artifacts/.
 */
import { accessSync, constants, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const ARTIFACTS_DIR = join(__dirname, '..', '..', 'test-artifacts', 'dashboard');

/** Why browser tests cannot run here, or null when they can. As root (CI) a missing browser is an error. */
export function browserUnavailableReason(): string | null {
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
    return null;
  } catch {
    const reason = `${CHROMIUM_PATH} is missing (install Debian's chromium package; scripts/ensureTools.sh does it when run as root with apt-get)`;
    if (process.getuid?.() === 0) throw new Error(`browser tests must run as root (CI): ${reason}`);
    return reason;
  }
}

/** Playwright gives every launch a fresh, throw-away profile directory of its own. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * axe-core's serious and critical violations on the current page. The source is evaluated through the
 * DevTools protocol: a script tag would be (rightly) refused by the dashboard's CSP, which the tests keep on.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // Runs in the page (no DOM types here): axe checks the whole document by default.
    const axe = (
      globalThis as unknown as {
        axe: {
          run(opts: object): Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const r = await axe.run({ resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

/** Keeps a full-page screenshot as a test artifact. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}
