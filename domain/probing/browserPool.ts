/**
 * The browser of a process's browser checks: Debian's Chromium (never a downloaded one) driven by playwright-core,
 * started on the first check and kept warm, started again if it exits. At most `concurrency` checks use it at once;
 * the others wait their turn before their time-out starts. A missing Chromium is found at start and said once;
 * browser checks then fail with that reason and every other type runs as usual.
 */
import { accessSync, constants } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import type { Logger } from '../logger';

export interface BrowserPool {
  /** Why this process cannot run browser checks (no Chromium at the configured path), or null. */
  readonly unavailable: string | null;
  /** Runs `task` with the warm browser once a slot is free (starting the browser when it is not running). */
  withBrowser<T>(task: (browser: Browser) => Promise<T>): Promise<T>;
  /** Closes the browser; checks started later start it again. */
  close(): Promise<void>;
}

/** Browser-wide traffic goes to a closed loopback port: pages reach the network only through their check's proxy. */
const NOWHERE = 'http://127.0.0.1:9';
const LAUNCH_ARGS = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--no-pings',
  '--metrics-recording-only',
];

export function createBrowserPool(opts: { chromiumPath: string; concurrency: number; log?: Logger }): BrowserPool {
  const unavailable = chromiumProblem(opts.chromiumPath);
  if (unavailable) opts.log?.warn('browser checks unavailable', { reason: unavailable });
  let running: Promise<Browser> | null = null;
  const slots = semaphore(opts.concurrency);
  const browser = (): Promise<Browser> => {
    running ??= launch(opts.chromiumPath).then((b) => {
      b.on('disconnected', () => (running = null));
      return b;
    });
    return running.catch((err: Error) => {
      running = null;
      throw err;
    });
  };
  return {
    unavailable,
    withBrowser: (task) => slots.run(async () => task(await browser())),
    close: async () => {
      const current = running;
      running = null;
      await current?.then((b) => b.close()).catch(() => undefined);
    },
  };
}

function launch(executablePath: string): Promise<Browser> {
  // `--proxy-bypass-list=<-loopback>`: loopback goes through the proxy too (Chromium bypasses it by default).
  return chromium.launch({
    executablePath,
    headless: true,
    args: LAUNCH_ARGS,
    proxy: { server: NOWHERE, bypass: '<-loopback>' },
    timeout: 30_000,
  });
}

function chromiumProblem(path: string): string | null {
  try {
    accessSync(path, constants.X_OK);
    return null;
  } catch {
    return `Chromium not found at ${path} (PROBER_CHROMIUM_PATH; Debian's chromium package)`;
  }
}

/** At most `n` tasks at once, the others in arrival order. */
function semaphore(n: number) {
  let free = n;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (free > 0) free--;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else free++;
      }
    },
  };
}
