/**
 * Browser checks on one prober (`--parts probing --browser`): the time of a 4-step check against a loopback page
 * with a warm browser (median of 10), then `--browser-monitors` (100) browser monitors every `--probe-interval` (60)
 * seconds on one real prober (`startProber`, PROBER_BROWSER_CONCURRENCY 2) against a stand-in `/jobs` + `/results`
 * API that hands each monitor out at its slot (slots spread over the interval, as monitors created over time are).
 * On time: the result posted within 5 s of its slot's start plus the check's own median time.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../domain/config';
import { silentLogger } from '../domain/logger';
import { createBrowserPool } from '../domain/probing/browserPool';
import { runCheck } from '../domain/probing/runCheck';
import type { CheckDefinition } from '../domain/monitors/definition';
import { startProber } from '../prober/prober';
import { percentile, round } from './stats';
import { progress } from './table';

const ON_TIME_SLACK_MS = 5_000;
const MEASURED_INTERVALS = 2;
const PAGES: Record<string, string> = {
  '/': '<title>Sign in</title><form action="/account"><input id="user" name="user"><button id="go">Go</button></form>',
  '/account': '<title>Account</title><h1>Your account</h1><p id="plan">Plan: pro</p>',
};

function fourSteps(siteUrl: string): CheckDefinition {
  return {
    type: 'browser',
    ...{ url: null, keyword: null, keyword_mode: 'contains', host: null, port: null, record_type: null },
    ...{ expected_value: null, ssl_expiry_days: 14, expected_status: [], timeout_ms: 20_000 },
    steps: [
      { action: 'goto', url: `${siteUrl}/` },
      { action: 'fill', selector: '#user', value: 'monitor' },
      { action: 'click', selector: '#go' },
      { action: 'expect_text', selector: '#plan', text: 'Plan: pro' },
    ],
  };
}

export async function measureBrowserProbing(
  config: Config,
  opts: { monitors: number; intervalSec: number },
): Promise<Record<string, number | null>> {
  const site = await listen(
    createServer((req, res) => {
      const body = PAGES[new URL(req.url ?? '/', 'http://x').pathname];
      res.writeHead(body ? 200 : 404, { 'content-type': 'text/html' }).end(body ?? '');
    }),
  );
  const def = fourSteps(`http://127.0.0.1:${port(site)}`);
  const checkMs = await warmCheckMs(config, def);
  const schedule = await scheduleRun(config, def, opts, checkMs ?? 0);
  await close(site);
  return { browser_check_4_steps_warm_ms: checkMs, ...schedule };
}

/** A 4-step check with a warm browser: the median of 10 after one that starts the browser. */
async function warmCheckMs(config: Config, def: CheckDefinition): Promise<number | null> {
  const browsers = createBrowserPool({ chromiumPath: config.probing.chromiumPath, concurrency: 1 });
  if (browsers.unavailable) {
    progress('probing', `browser checks skipped: ${browsers.unavailable}`);
    return null;
  }
  const ctx = { allowPrivateTargets: true, dnsServers: null, extraCa: null, pingCommand: 'ping', browsers };
  const times: number[] = [];
  for (let i = 0; i <= 10; i++) {
    const t0 = performance.now();
    const out = await runCheck(def, ctx);
    if (!out.ok) throw new Error(`the bench's browser check failed: ${out.error_message}`);
    if (i > 0) times.push(performance.now() - t0);
  }
  await browsers.close();
  const median = round(percentile(times, 50));
  progress('probing', `a 4-step browser check, warm browser: median ${median} ms of 10 (whole check, in process)`);
  return median;
}

interface Slot {
  monitorId: string;
  dueAt: number;
}

/** N monitors, each handed out at its slots by a stand-in API, checked by one real prober; lateness of results. */
async function scheduleRun(
  config: Config,
  def: CheckDefinition,
  opts: { monitors: number; intervalSec: number },
  checkMs: number,
): Promise<Record<string, number | null>> {
  const intervalMs = opts.intervalSec * 1000;
  const t0 = Date.now() + 1_000;
  const ids = Array.from({ length: opts.monitors }, (_, i) => `0190a0a0-0000-7000-8000-${String(i).padStart(12, '0')}`);
  const slotOf = (i: number, k: number): Slot => ({
    monitorId: ids[i],
    dueAt: t0 + Math.floor((i * intervalMs) / opts.monitors) + k * intervalMs,
  });
  const pending = ids.flatMap((_, i) => Array.from({ length: MEASURED_INTERVALS }, (_, k) => slotOf(i, k)));
  pending.sort((a, b) => a.dueAt - b.dueAt);
  const due = new Map<string, number[]>();
  const lateness: number[] = [];
  const api = await listen(standInApi(pending, due, lateness, def));
  progress('probing', `${opts.monitors} browser monitors every ${opts.intervalSec}s on one prober, 2 at once`);
  const prober = startProber({
    config: { ...config, probing: { ...config.probing, browserConcurrency: 2 } },
    region: 'fra1',
    baseUrl: `http://127.0.0.1:${port(api)}`,
    log: silentLogger,
    context: { allowPrivateTargets: true },
  });
  await new Promise((r) => setTimeout(r, MEASURED_INTERVALS * intervalMs + 30_000));
  await prober.stop();
  await close(api);
  const total = opts.monitors * MEASURED_INTERVALS;
  const onTime = lateness.filter((ms) => ms <= ON_TIME_SLACK_MS + checkMs).length;
  progress(
    'probing',
    `${lateness.length} of ${total} results; slot -> result posted p50 ${round(percentile(lateness, 50))} ms, ` +
      `p95 ${round(percentile(lateness, 95))} ms, max ${round(Math.max(...lateness))} ms; on time ${onTime}`,
  );
  return {
    browser_monitors: opts.monitors,
    browser_results_share: round(lateness.length / total, 3),
    browser_on_time_share: round(onTime / total, 3),
    browser_result_lateness_p50_ms: round(percentile(lateness, 50)),
    browser_result_lateness_p95_ms: round(percentile(lateness, 95)),
  };
}

/** `/jobs` hands out the slots that began; `/results` notes how long after its slot each result came. */
function standInApi(pending: Slot[], due: Map<string, number[]>, lateness: number[], def: CheckDefinition) {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url?.startsWith('/jobs')) {
        const limit = Number(new URL(req.url, 'http://x').searchParams.get('limit') ?? 1);
        const out: Slot[] = [];
        while (out.length < limit && pending.length > 0 && pending[0].dueAt <= Date.now()) out.push(pending.shift()!);
        for (const s of out) due.set(s.monitorId, [...(due.get(s.monitorId) ?? []), s.dueAt]);
        const jobs = out.map((s) => ({ monitor_id: s.monitorId, interval_sec: 60, definition: def }));
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jobs }));
      }
      const { results } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        results: { monitor_id: string; ok: boolean }[];
      };
      for (const r of results) {
        const dueAt = due.get(r.monitor_id)?.shift();
        if (dueAt !== undefined && r.ok) lateness.push(Date.now() - dueAt);
      }
      res.writeHead(202, { 'content-type': 'application/json' }).end('{}');
    });
  });
}

function listen(server: Server): Promise<Server> {
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r(server)));
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((r) => server.close(() => r()));
}

const port = (s: Server) => (s.address() as AddressInfo).port;
