/**
 * Part 3, API throughput: autocannon in its own process against the real API process (api/server.ts), beside a
 * bare Koa hello-world process; the limiter's cost as the throughput lost on the same route with it on vs off.
 */
import { join } from 'node:path';
import { freePort } from '../scripts/devServices';
import type { BenchStack } from './benchStack';
import { spawnChild, waitForHttp, type BenchChild } from './children';
import type { BenchOptions } from './options';
import { profilesOf, summariseProfile } from './cpuProfile';
import { limiterMicrosPerRequest } from './limiterCost';
import { processCpuMs } from './procCpu';
import { seedMonitors, seedOrg, type Seeded } from './seed';
import { WEBHOOK_SECRET } from './benchStack';
import { median, round } from './stats';
import { printTable, progress } from './table';

interface LoadResult {
  requestsPerSec: number;
  total: number;
  ok2xx: number;
  non2xx: number;
  errors: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
}

interface Row extends LoadResult {
  name: string;
  serverCpuPct: number;
  serverCpuMs: number;
  ferretCpuPct: number;
}

/** `--cpu-prof`: the API processes run under V8's profiler (slower: profile runs are for where, not how fast). */
const profileDir = (stack: BenchStack) => join(stack.dir, 'api-cpu-prof');

export async function startApi(
  stack: BenchStack,
  limiterOn: boolean,
  cpuProf = false,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ child: BenchChild; url: string }> {
  const port = await freePort();
  const env = {
    ...stack.env,
    ...extraEnv,
    PORT: String(port),
    BASE_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_ENABLED: String(limiterOn),
  };
  const nodeArgs = cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profileDir(stack)}`] : [];
  const child = spawnChild(limiterOn ? 'api' : 'api-nolimit', 'api/server.ts', env, stack.dir, [], nodeArgs);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/health`, child);
  return { child, url };
}

type Load = (
  name: string,
  server: BenchChild,
  url: string,
  headers?: Record<string, string>,
  durationSec?: number,
) => Promise<Row>;

/** One autocannon run against `server`, its CPU and FerretDB's read around it; a row is recorded and returned. */
function makeLoad(stack: BenchStack, opts: BenchOptions, loader: BenchChild, rows: Row[]): Load {
  return async (name, server, url, headers, durationSec = opts.loadSec) => {
    progress('api', `${name}: ${durationSec}s, ${opts.connections} connections`);
    const cpu0 = processCpuMs(server.pid);
    const ferret0 = processCpuMs(stack.mongo.pid);
    const t0 = Date.now();
    const r = await loader.ask<LoadResult>(
      { type: 'run', url, headers, connections: opts.connections, durationSec },
      'result',
      (durationSec + 60) * 1000,
    );
    const pct = (ms: number) => (ms / (Date.now() - t0)) * 100;
    const serverCpuMs = processCpuMs(server.pid) - cpu0;
    const row = {
      name,
      serverCpuPct: pct(serverCpuMs),
      serverCpuMs,
      ferretCpuPct: pct(processCpuMs(stack.mongo.pid) - ferret0),
      ...r,
    };
    rows.push(row);
    if (r.non2xx > 0 || r.errors > 0) progress('api', `${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
    return row;
  };
}

/** Per route, one load with the limiter on and one with it off per round, back to back. */
interface OnOff {
  keyOn: Row[];
  keyOff: Row[];
  hbOn: Row[];
  hbOff: Row[];
}

/** Rounds of paired loads: the limiter's cost is the median of the per-round differences. */
const ON_OFF_ROUNDS = 8;

/**
 * An API with the limiter on and one with it off run side by side, and short loads alternate between them (the
 * order flips every round). Each round's "on" is compared with its own "off", run just before or after it, and
 * the figure is the median over the rounds: a neighbour taking the shared machine's cores for a few seconds spoils
 * one pair, not the median, and a slow drift over the run cancels out within each pair.
 */
async function limiterOnOff(
  stack: BenchStack,
  load: Load,
  loader: BenchChild,
  seeded: Seeded,
  opts: BenchOptions,
): Promise<OnOff> {
  const r: OnOff = { keyOn: [], keyOff: [], hbOn: [], hbOff: [] };
  const hbUrl = (base: string) => `${base}/api/v1/heartbeats/${seeded.heartbeatToken}`;
  const keyHeaders = { authorization: `Bearer ${seeded.apiKey}` };
  const apis = [await startApi(stack, true, opts.cpuProf), await startApi(stack, false, opts.cpuProf)] as const;
  const sec = Math.max(1, Math.round(opts.loadSec / 4));
  try {
    for (const api of apis) {
      // A fresh process compiles its hot paths during the first second of load: not part of any figure.
      for (const [url, headers] of [
        [hbUrl(api.url), undefined],
        [`${api.url}/api/v1/monitors`, keyHeaders],
      ] as const) {
        await loader.ask({ type: 'run', url, headers, connections: 8, durationSec: 1 }, 'result', 60_000);
      }
    }
    for (let round = 0; round < ON_OFF_ROUNDS; round++) {
      const order = round % 2 === 0 ? [true, false] : [false, true];
      for (const on of order) {
        const api = apis[on ? 0 : 1];
        (on ? r.hbOn : r.hbOff).push(
          await load(`heartbeat GET (${tag(on)})`, api.child, hbUrl(api.url), undefined, sec),
        );
      }
      for (const on of order) {
        const api = apis[on ? 0 : 1];
        (on ? r.keyOn : r.keyOff).push(
          await load(`key read GET /monitors (${tag(on)})`, api.child, `${api.url}/api/v1/monitors`, keyHeaders, sec),
        );
      }
    }
  } finally {
    for (const api of apis) await api.child.stop();
  }
  if (opts.cpuProf) for (const api of apis) printApiProfile(stack, api.child);
  return r;
}

const tag = (on: boolean) => (on ? 'limiter on' : 'limiter off');

/** Where each API process's CPU went, by package (start-up included: compare the request paths, not totals). */
export function printApiProfile(stack: BenchStack, api: BenchChild): void {
  const [main] = profilesOf(profileDir(stack), api.pid);
  if (!main) return;
  const rows = summariseProfile(main);
  const total = rows.reduce((s, [, ms]) => s + ms, 0);
  printTable(`${api.name} (pid ${api.pid}) main thread: busy ${total.toFixed(0)} ms, start-up included`, [
    ['owner', 'ms', '% of busy'],
    ...rows.slice(0, 14).map(([owner, ms]) => [owner, ms, (ms / total) * 100]),
  ]);
}

function apiFigures(rows: Row[], koaRps: number, r: OnOff): Record<string, number | null> {
  const limiter = limiterFigures(r);
  printTable('API throughput (autocannon from its own process)', [
    ['run', 'req/s', '2xx', 'non-2xx', 'errors', 'p50 ms', 'p99 ms', 'server CPU %', 'FerretDB CPU %'],
    ...rows.map((x) => [
      x.name,
      x.requestsPerSec,
      x.ok2xx,
      x.non2xx,
      x.errors,
      x.latencyP50Ms,
      x.latencyP99Ms,
      x.serverCpuPct,
      x.ferretCpuPct,
    ]),
  ]);
  const apiUsPerRequest = usPerRequest(rows, 'key read', 'limiter on');
  return {
    koa_baseline_per_sec: round(koaRps),
    koa_cpu_us_per_request: round(usPerRequest(rows, 'koa', '')),
    heartbeats_per_sec: round(median(rps(r.hbOn))),
    key_reads_per_sec: round(median(rps(r.keyOn))),
    // Shares of the bare Koa baseline: steadier than req/s when neighbours take the machine's cores.
    heartbeats_to_koa_ratio: round(median(rps(r.hbOn)) / koaRps, 3),
    key_reads_to_koa_ratio: round(median(rps(r.keyOn)) / koaRps, 3),
    heartbeats_no_limiter_per_sec: round(median(rps(r.hbOff))),
    key_reads_no_limiter_per_sec: round(median(rps(r.keyOff))),
    ...limiter,
    limiter_cpu_share_pct: round(((limiter.limiter_us_per_request ?? 0) / apiUsPerRequest) * 100, 2),
    api_cpu_us_per_key_read: round(apiUsPerRequest),
    api_cpu_us_per_heartbeat: round(usPerRequest(rows, 'heartbeat', 'limiter on')),
    api_non2xx: rows.filter((x) => !x.name.startsWith('koa')).reduce((s, x) => s + x.non2xx + x.errors, 0),
  };
}

const cpuUs = (x: Row) => (x.serverCpuMs * 1000) / Math.max(1, x.total);

/** Server CPU per request (median over the rows named `prefix ... tag`): counts only time the API was on a core. */
function usPerRequest(rows: Row[], prefix: string, tag: string): number {
  const xs = rows.filter((x) => x.name.startsWith(prefix) && x.name.includes(tag));
  return median(xs.map(cpuUs));
}

const rps = (rows: Row[]) => rows.map((x) => x.requestsPerSec);

/** Median over the rounds of how much more `on` costs than the `off` of the same round, in % of `off`. */
function pairedOverheadPct(on: Row[], off: Row[], cost: (x: Row) => number): number {
  return median(on.map((x, i) => ((cost(x) - cost(off[i])) / cost(off[i])) * 100));
}

/** Median over the rounds of the throughput `on` lost against the `off` of the same round, in % of `off`. */
function throughputLostPct(on: Row[], off: Row[]): number {
  return median(on.map((x, i) => ((off[i].requestsPerSec - x.requestsPerSec) / off[i].requestsPerSec) * 100));
}

/**
 * The limiter's cost on both routes, as throughput lost (on vs off, the targeted figure) and as API CPU per request
 * added: the second moves less when a neighbour takes a core away mid-run, the first more. Both paired by round.
 */
function limiterFigures(r: OnOff): Record<string, number | null> {
  const limiterUs = limiterMicrosPerRequest();
  progress('api', `limiter alone: ${limiterUs.toFixed(2)} us per key read`);
  return {
    limiter_overhead_pct: round(throughputLostPct(r.keyOn, r.keyOff)),
    limiter_overhead_heartbeat_pct: round(throughputLostPct(r.hbOn, r.hbOff)),
    limiter_cpu_overhead_pct: round(pairedOverheadPct(r.keyOn, r.keyOff, cpuUs)),
    limiter_cpu_overhead_heartbeat_pct: round(pairedOverheadPct(r.hbOn, r.hbOff, cpuUs)),
    limiter_us_per_request: round(limiterUs, 2),
  };
}

export async function runApiPart(stack: BenchStack, opts: BenchOptions): Promise<Record<string, number | null>> {
  // An org of its own with a handful of monitors, so the list answer has the same small size in every run.
  const seeded = await seedOrg(stack.config, stack.receiverUrl, 1, WEBHOOK_SECRET);
  await seedMonitors(seeded.orgId, 5, 'api');
  const loader = spawnChild('load', 'bench/loadProcess.ts', {}, stack.dir);
  const koa = spawnChild('koa', 'bench/koaHello.ts', {}, stack.dir);
  const rows: Row[] = [];
  try {
    await loader.next('ready', 60_000);
    const { port: koaPort } = await koa.next<{ port: number }>('ready', 60_000);
    const load = makeLoad(stack, opts, loader, rows);
    const koaUrl = `http://127.0.0.1:${koaPort}/`;
    const koaBefore = (await load('koa hello-world', koa, koaUrl)).requestsPerSec;
    const onOff = await limiterOnOff(stack, load, loader, seeded, opts);
    // The baseline before and after the API runs: the machine's load drifts during a run.
    const koaRps = (koaBefore + (await load('koa hello-world (again)', koa, koaUrl)).requestsPerSec) / 2;
    const figures = apiFigures(rows, koaRps, onOff);
    if (opts.cpuProf) progress('api', `API CPU profiles (open in Chrome DevTools): ${profileDir(stack)}`);
    return figures;
  } finally {
    await loader.stop();
    await koa.stop();
  }
}
