/**
 * A prober for one region: pulls `/jobs` on a short loop, runs the checks concurrently (bounded), and posts the
 * results in batches to `/results`. Embeddable (`startProber`) for the development stack and tests; `main.ts`
 * runs one standalone. Results that cannot be posted are kept (bounded) and posted with the next batch.
 */
import { hostname } from 'node:os';
import type { CertificateReport } from '../domain/certificates/facts';
import type { ProberConfig } from '../domain/config';
import { createLogger, type Logger } from '../domain/logger';
import { browserSettings, probeContextFrom, type ProbeContext } from '../domain/probing/context';
import { createBrowserPool, type BrowserPool } from '../domain/probing/browserPool';
import type { ProbeJob } from '../domain/probing/jobs';
import { runCheck, type CheckOutcome } from '../domain/probing/runCheck';
import type { Region } from '../domain/regions';
import { iso } from '../domain/time';

export interface ProberOptions {
  config: ProberConfig;
  region: Region;
  /** The API to pull from; default `config.baseUrl`. */
  baseUrl?: string;
  log?: Logger;
  /**
   * Overrides of the config's probing settings (tests), or the browser pool to share (several probers in one
   * process); without one a prober has its own, closed when it stops.
   */
  context?: Partial<ProbeContext>;
  pullEveryMs?: number;
  concurrency?: number;
  /** How long after the start an API not answering yet is only waited for (default 60 s). */
  startGraceMs?: number;
}

export interface RunningProber {
  region: Region;
  /** Whether its pull loop turned lately (the liveness signal, domain/liveness.ts). */
  alive(): boolean;
  /** Stops pulling, waits for checks in flight (each bounded by its time-out) and posts what is left. */
  stop(): Promise<void>;
}

interface ResultItem {
  monitor_id: string;
  ok: boolean;
  checked_at: string;
  response_ms: number | null;
  error_class?: string;
  error_message?: string;
  certificate?: CertificateReport;
  screenshot?: string;
}

const BATCH_SIZE = 100;
/**
 * A post carries one screenshot at most (up to about 550 KB as a data URL, under the API's 1 MiB body limit), and
 * the buffer keeps a few: when posts fail for a while, later screenshots are left out, their results kept.
 */
const MAX_BUFFERED_SCREENSHOTS = 4;
/** Failing monitors remembered (one screenshot per outage); past this the memory starts over. */
const MAX_FAILING_REMEMBERED = 10_000;
const MAX_BUFFERED = 5_000;
const REQUEST_TIMEOUT_MS = 10_000;
const FLUSH_DELAY_MS = 50;
/**
 * Started beside the API (`npm start`), a prober asks for jobs before the API listens: the API reads every monitor
 * first, seconds at tens of thousands. Until its first answer, failures this soon after the start are said once, as
 * waiting, not as failures.
 */
const DEFAULT_START_GRACE_MS = 60_000;
/** A stop waits for checks in flight (each capped by its time-out) and one last post: bounded by both. */
export const STOP_BOUND_MS = 25_000;
/** How the API's region registry names this prober (`GET /api/v1/regions`): its host and process. */
const PROBER_ID = `${hostname()}:${process.pid}`.replace(/[^A-Za-z0-9._:@/-]/g, '_').slice(0, 100);

export function startProber(opts: ProberOptions): RunningProber {
  const prober = new Prober(opts);
  prober.start();
  return { region: opts.region, alive: () => prober.alive(), stop: () => prober.stop() };
}

class Prober {
  private readonly baseUrl: string;
  private readonly log: Logger;
  private readonly context: ProbeContext;
  private readonly ownBrowsers: BrowserPool | undefined;
  private readonly pullEveryMs: number;
  private readonly concurrency: number;
  private readonly inFlight = new Set<Promise<void>>();
  private buffer: ResultItem[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private flushTimer: NodeJS.Timeout | undefined;
  private loop: Promise<void> = Promise.resolve();
  private readonly stopped = new AbortController();
  private failing = false;
  private answered = false;
  private saidWaiting = false;
  private readonly startedAt = Date.now();
  /** Set from a 429's Retry-After: no request before this time (probers share the IP budget, spec 8.1). */
  private quietUntil = 0;
  private lastCycleAt = Date.now();
  /** Monitors failing since a screenshot was sent: their next failures send none (one per outage). */
  private readonly screenshotSent = new Set<string>();

  constructor(private readonly opts: ProberOptions) {
    this.baseUrl = (opts.baseUrl ?? opts.config.baseUrl).replace(/\/$/, '');
    this.log = opts.log ?? createLogger('prober');
    this.ownBrowsers =
      opts.context?.browsers === undefined
        ? createBrowserPool({ ...browserSettings(opts.config), log: this.log })
        : undefined;
    this.context = { ...probeContextFrom(opts.config), browsers: this.ownBrowsers, ...opts.context };
    this.pullEveryMs = opts.pullEveryMs ?? opts.config.probing.proberPullMs;
    this.concurrency = opts.concurrency ?? opts.config.probing.proberConcurrency;
  }

  start(): void {
    this.log.info('prober running', {
      region: this.opts.region,
      api: this.baseUrl,
      concurrency: this.concurrency,
      browser_checks: this.context.browsers?.unavailable ?? 'available',
    });
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped.abort();
    await this.loop;
    await Promise.all(this.inFlight);
    await this.ownBrowsers?.close();
    clearTimeout(this.flushTimer);
    await this.flush();
    this.log.info('prober stopped', { region: this.opts.region, unsent: this.buffer.length });
  }

  /** The loop turned within its sleep (pull period or Retry-After) plus a pull's and a post's time-outs. */
  alive(): boolean {
    const sleepMs = Math.max(this.pullEveryMs, this.quietUntil - this.lastCycleAt);
    return !this.stopped.signal.aborted && Date.now() - this.lastCycleAt <= sleepMs + 2 * REQUEST_TIMEOUT_MS;
  }

  private async run(): Promise<void> {
    while (!this.stopped.signal.aborted) {
      this.lastCycleAt = Date.now();
      await this.cycle();
      await sleep(Math.max(this.pullEveryMs, this.quietUntil - Date.now()), this.stopped.signal);
    }
  }

  private async cycle(): Promise<void> {
    if (this.buffer.length > 0 && this.flushTimer === undefined && Date.now() >= this.quietUntil) void this.flush(); // left by a failed post
    const room = this.concurrency - this.inFlight.size;
    if (room <= 0 || Date.now() < this.quietUntil) return;
    try {
      const jobs = await this.pull(room);
      for (const job of jobs) this.launch(job);
      this.reportHealthy();
    } catch (err) {
      if (!this.stopped.signal.aborted) this.reportFailure('pulling jobs failed', err);
    }
  }

  private launch(job: ProbeJob): void {
    const checkedAt = iso(Date.now())!;
    const task = runCheck(job.definition, this.context).then((r) => {
      this.push({
        monitor_id: job.monitor_id,
        ok: r.ok,
        checked_at: checkedAt,
        response_ms: r.response_ms,
        ...(r.ok ? {} : { error_class: r.error_class ?? 'unknown', error_message: r.error_message ?? '' }),
        ...(r.certificate && { certificate: r.certificate }),
        ...(this.sendsScreenshot(job.monitor_id, r) && { screenshot: r.screenshot }),
      });
    });
    const tracked = task.finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  /**
   * Whether to send this result's screenshot: the first one taken since the monitor's last pass (or since this
   * prober started). A failure without one (the whole check stopped, or a page too large) leaves the next its turn.
   */
  private sendsScreenshot(monitorId: string, r: CheckOutcome): boolean {
    if (r.ok) {
      this.screenshotSent.delete(monitorId);
      return false;
    }
    if (!r.screenshot || this.screenshotSent.has(monitorId)) return false;
    if (this.screenshotSent.size >= MAX_FAILING_REMEMBERED) this.screenshotSent.clear();
    this.screenshotSent.add(monitorId);
    return true;
  }

  private push(item: ResultItem): void {
    if (item.screenshot && this.buffer.filter((b) => b.screenshot).length >= MAX_BUFFERED_SCREENSHOTS)
      delete item.screenshot;
    this.buffer.push(item);
    if (this.buffer.length > MAX_BUFFERED) this.buffer.splice(0, this.buffer.length - MAX_BUFFERED);
    // A short delay gathers the results of checks that finish together into one batch.
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = undefined;
      void this.flush();
    }, FLUSH_DELAY_MS);
  }

  /** Posts everything buffered, one batch at a time; serialised so batches never overlap. */
  private flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      while (this.buffer.length > 0) {
        const batch = this.buffer.slice(0, batchLength(this.buffer));
        try {
          await this.post(batch);
          this.buffer.splice(0, batch.length);
        } catch (err) {
          this.reportFailure('posting results failed; kept for the next attempt', err);
          return;
        }
      }
    });
    return this.flushing;
  }

  private async pull(limit: number): Promise<ProbeJob[]> {
    // A stop abandons a pull in flight at once (nothing is lost: the leases expire); results are still posted.
    const res = await this.request(
      'GET',
      `/jobs?region=${this.opts.region}&limit=${limit}`,
      undefined,
      this.stopped.signal,
    );
    return ((await res.json()) as { jobs: ProbeJob[] }).jobs;
  }

  private async post(results: ResultItem[]): Promise<void> {
    const res = await this.request('POST', '/results', { region: this.opts.region, results });
    await res.arrayBuffer();
  }

  private async request(method: string, path: string, body?: unknown, stop?: AbortSignal): Promise<Response> {
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: {
        'x-prober-token': this.opts.config.proberToken,
        'x-prober-id': PROBER_ID,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: stop ? AbortSignal.any([timeout, stop]) : timeout,
    });
    if (res.status === 429) this.quietUntil = Date.now() + (Number(res.headers.get('retry-after')) || 1) * 1000;
    if (!res.ok) {
      const text = (await res.text()).slice(0, 300);
      throw new Error(`${method} ${path.split('?')[0]} answered ${res.status}: ${text}`);
    }
    return res;
  }

  /** Logs the first failure of a run of failures, not every retry (the API may still be starting). */
  private reportFailure(what: string, err: unknown): void {
    if (this.failing || this.waitingForApi(err)) return;
    this.failing = true;
    this.log.warn(what, { region: this.opts.region, error: (err as Error).message });
  }

  /** True (said once) while the API has never answered and the start is recent. */
  private waitingForApi(err: unknown): boolean {
    const graceMs = this.opts.startGraceMs ?? DEFAULT_START_GRACE_MS;
    if (this.answered || Date.now() - this.startedAt >= graceMs) return false;
    if (!this.saidWaiting)
      this.log.info('waiting for the API', { region: this.opts.region, error: (err as Error).message });
    this.saidWaiting = true;
    return true;
  }

  private reportHealthy(): void {
    this.answered = true;
    if (!this.failing) return;
    this.failing = false;
    this.log.info('prober reconnected', { region: this.opts.region });
  }
}

/** How many buffered results the next post takes: at most BATCH_SIZE, and one screenshot at most. */
export function batchLength(buffer: Pick<ResultItem, 'screenshot'>[]): number {
  let screenshots = 0;
  const max = Math.min(BATCH_SIZE, buffer.length);
  for (let i = 0; i < max; i++) if (buffer[i].screenshot && ++screenshots > 1) return i;
  return max;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
