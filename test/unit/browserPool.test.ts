/**
 * A process without Chromium says so once when its browser pool is made, and browser checks fail with that reason
 * while other types run (test/integration/browserChecks.browser.test.ts runs them against a real Chromium).
 */
import { createBrowserPool } from '../../domain/probing/browserPool';
import { silentLogger } from '../../domain/logger';
import { runCheck } from '../../domain/probing/runCheck';
import type { CheckDefinition } from '../../domain/monitors/definition';

describe('a browser pool without Chromium', () => {
  it('says once at start that browser checks are unavailable, and why', async () => {
    const warnings: [string, Record<string, unknown> | undefined][] = [];
    const log = {
      ...silentLogger,
      warn: (msg: string, fields?: Record<string, unknown>) => warnings.push([msg, fields]),
    };
    const pool = createBrowserPool({ chromiumPath: '/nonexistent/chromium', concurrency: 2, log });
    const ctx = { allowPrivateTargets: true, dnsServers: null, extraCa: null, pingCommand: 'ping', browsers: pool };
    const def = { type: 'browser', timeout_ms: 1000, expected_status: [], steps: [] } as unknown as CheckDefinition;
    for (let i = 0; i < 3; i++) expect(await runCheck(def, ctx)).toMatchObject({ error_class: 'browser_unavailable' });
    expect(warnings).toEqual([
      [
        'browser checks unavailable',
        { reason: "Chromium not found at /nonexistent/chromium (PROBER_CHROMIUM_PATH; Debian's chromium package)" },
      ],
    ]);
  });
});
