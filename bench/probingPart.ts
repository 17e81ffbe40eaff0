/**
 * Probing at scale (`--parts probing`, `--monitors N`): N http monitors in all six regions, each routed to one
 * webhook channel, simulated probers pulling and posting as fast as the API hands jobs out, 50 of the monitors
 * failing in every region from one moment on (the start of the last measured interval), then the real prober code
 * against a loopback target. Figures: on-time share, results per second, server CPU (API + store) per result,
 * detection time (the POST of the deciding, quorum-th failing result sent -> `incident.opened` at the receiver),
 * with the detection timeline's stages (detectionStages.ts), history bytes per monitor and day, and one prober's
 * checks per second.
 */
import mongoose from 'mongoose';
import { Org } from '../domain/models/org';
import { printApiProfile, startApi } from './apiPart';
import { WEBHOOK_SECRET, type BenchStack } from './benchStack';
import { startPipeline } from './benchStack';
import { printDetectionStages } from './detectionStages';
import { freePort } from '../scripts/devServices';
import type { BenchOptions } from './options';
import { ProbeLoad } from './probeLoad';
import { measureProber } from './proberThroughput';
import { measureBrowserProbing } from './browserProbing';
import { processCpuMs, treeCpuMs } from './procCpu';
import { seedOrg, seedProbedMonitors } from './seed';
import { percentile, round } from './stats';
import { printTable, progress } from './table';

const ON_TIME_MS = 5_000;
/** Monitors that go down together, as a client saw it measured from outside. */
const FAILING = 50;
const MEASURED_INTERVALS = 3;

export async function runProbingPart(stack: BenchStack, opts: BenchOptions): Promise<Record<string, number | null>> {
  if (opts.browser)
    return measureBrowserProbing(stack.config, { monitors: opts.browserMonitors, intervalSec: opts.probeIntervalSec });
  const n = opts.monitors;
  const intervalSec = opts.probeIntervalSec;
  const org = await seedOrg(stack.config, `${stack.receiverUrl}/probe`, 1, WEBHOOK_SECRET);
  const { failing } = await seedProbedMonitors(org.orgId, n, intervalSec, {
    channelId: org.channelIds[0],
    slice: Math.min(FAILING, n),
  });
  progress(
    'probing',
    `${n} monitors x 6 regions every ${intervalSec}s (${round((n * 6) / intervalSec)} results/s needed)`,
  );
  const workerMetricsPort = await freePort();
  // Command times on /metrics for the stage table's store part (storeWaits.ts); off in a deployment by default.
  const { worker } = await startPipeline(stack, {
    MIN_INTERVAL_SEC: '1',
    WORKER_METRICS_PORT: String(workerMetricsPort),
    STORE_COMMAND_METRICS: 'true',
  });
  const api = await startApi(stack, false, opts.cpuProf, { MIN_INTERVAL_SEC: '1', STORE_COMMAND_METRICS: 'true' });
  const reads = await timeReads(api.url, org.apiKey, await slugOf(org.orgId));
  const load = new ProbeLoad({
    apiUrl: api.url,
    token: stack.config.proberToken,
    intervalSec,
    failing,
    quorum: 2,
  });
  const t0 = Date.now();
  load.start();
  const windowStart = t0 + intervalSec * 1000; // one interval of warm-up: the first pulls hand out the start's slots
  const windowEnd = windowStart + MEASURED_INTERVALS * intervalSec * 1000;
  load.failFromMs = windowEnd - intervalSec * 1000;
  await sleepUntil(windowStart);
  const api0 = processCpuMs(api.child.pid);
  const cpu0 = serverCpuMs(stack, api.child.pid);
  await sleepUntil(windowEnd);
  const cpuMs = serverCpuMs(stack, api.child.pid) - cpu0;
  const apiCpuMs = processCpuMs(api.child.pid) - api0;
  await waitForOpened(stack, load, 30_000);
  await load.stop();
  await printDetectionStages(api.url, org.apiKey, `http://127.0.0.1:${workerMetricsPort}/metrics`);
  if (load.lastError) progress('probing', `last simulated-prober error: ${load.lastError}`);
  const opened = new Map<string, number>(
    (await stack.receiver.ask<{ opened: [string, number][] }>({ type: 'probeOpened' }, 'probeOpened')).opened,
  );
  await api.child.stop(); // a graceful stop writes the open rollups
  if (opts.cpuProf) printApiProfile(stack, api.child);
  await worker.stop();
  const results = sum(load.accepted.filter(([at]) => at >= windowStart && at < windowEnd).map(([, c]) => c));
  const posts = load.accepted.filter(([at]) => at >= windowStart && at < windowEnd).length;
  progress('probing', `${posts} posts in the measured intervals, ${round(results / Math.max(1, posts))} results each`);
  const onTime = load.handouts.filter(([at, late]) => at >= windowStart && at < windowEnd && late <= ON_TIME_MS);
  printProberRoundTrips(load, windowStart, windowEnd);
  const detect = [...load.decidedAt].flatMap(([id, at]) => (opened.has(id) ? [opened.get(id)! - at] : []));
  await traceUnopened([...load.decidedAt.keys()].filter((id) => !opened.has(id)));
  const figures = {
    probe_monitors: n,
    probe_interval_sec: intervalSec,
    probe_needed_results_per_sec: round((n * 6) / intervalSec),
    probe_results_per_sec: round(results / ((windowEnd - windowStart) / 1000)),
    probe_on_time_pct: round(Math.min(100, (100 * onTime.length) / (n * 6 * MEASURED_INTERVALS)), 2),
    probe_server_cpu_ms_per_result: results ? round(cpuMs / results, 3) : null,
    probe_api_cpu_ms_per_result: results ? round(apiCpuMs / results, 3) : null,
    probe_detect_monitors: failing.size,
    probe_detect_opened: detect.length,
    probe_detect_p50_ms: detect.length ? round(percentile(detect, 50)) : null,
    probe_detect_p99_ms: detect.length ? round(percentile(detect, 99)) : null,
    probe_history_bytes_per_monitor_day: await historyBytesPerMonitorDay(
      intervalSec,
      sum(load.accepted.map(([, c]) => c)),
    ),
    probe_load_errors: load.errors,
    ...reads,
    prober_checks_per_sec: await measureProber(stack.config),
  };
  printTable('probing', [['figure', 'value'], ...Object.entries(figures)]);
  return figures;
}

const READS = 20;
/** Reads of one path stop after this long (at 50,000 monitors one read can take seconds); null: none finished. */
const READ_BUDGET_MS = 20_000;

/** p99 of `GET /api/v1/monitors` (first page, 100) and of the org's status page, with all N monitors stored. */
async function timeReads(apiUrl: string, apiKey: string, slug: string): Promise<Record<string, number | null>> {
  const time = async (path: string, headers: Record<string, string> = {}) => {
    const ms: number[] = [];
    const until = Date.now() + READ_BUDGET_MS;
    for (let i = 0; i < READS && Date.now() < until; i++) {
      const t = performance.now();
      try {
        const res = await fetch(apiUrl + path, { headers, signal: AbortSignal.timeout(until - Date.now()) });
        await res.arrayBuffer();
        if (!res.ok) return null;
      } catch {
        break; // over the budget
      }
      ms.push(performance.now() - t);
    }
    return ms.length ? round(percentile(ms, 99)) : null;
  };
  progress('probing', `up to ${READS} reads (${READ_BUDGET_MS / 1000} s) each of the monitor list and the status page`);
  return {
    probe_list_p99_ms: await time('/api/v1/monitors?limit=100', { authorization: `Bearer ${apiKey}` }),
    probe_status_page_p99_ms: await time(`/status/${slug}`),
  };
}

async function slugOf(orgId: string): Promise<string> {
  return (await Org.findById(orgId).lean<{ slug: string }>())!.slug;
}

function serverCpuMs(stack: BenchStack, apiPid: number): number {
  const store = stack.mongo.backendPid ? treeCpuMs(stack.mongo.backendPid) : 0;
  return processCpuMs(apiPid) + processCpuMs(stack.mongo.pid) + store;
}

/**
 * Bytes stored per monitor and day at this interval: the raw results (6 regions; the hourly result collections'
 * size over the results they hold) plus one day's hourly and daily rollups.
 */
async function historyBytesPerMonitorDay(intervalSec: number, results: number): Promise<number | null> {
  const db = mongoose.connection.db!;
  const sizeOf = async (name: string) => ((await db.command({ collStats: name })) as { size?: number }).size ?? 0;
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
  const rawBytes = sum(await Promise.all(names.filter((n) => n.startsWith('check_results_')).map(sizeOf)));
  const rollups = (await db.command({ collStats: 'check_rollups' })) as { size?: number; count?: number };
  const perRollup = rollups.count ? (rollups.size ?? 0) / rollups.count : 0;
  if (!results) return null;
  return Math.round(6 * (86_400 / intervalSec) * (rawBytes / results) + 6 * 25 * perRollup);
}

async function waitForOpened(stack: BenchStack, load: ProbeLoad, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { opened } = await stack.receiver.ask<{ opened: unknown[] }>({ type: 'probeOpened' }, 'probeOpened');
    if (load.decidedAt.size > 0 && opened.length >= load.decidedAt.size) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function sleepUntil(at: number): Promise<void> {
  return new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));
}

/** Names each decided monitor whose `incident.opened` did not arrive, with what the store holds for it. */
async function traceUnopened(monitorIds: string[]): Promise<void> {
  const db = mongoose.connection.db!;
  for (const monitorId of monitorIds.slice(0, 5)) {
    const incidents = await db.collection('incidents').find({ monitor_id: monitorId }).toArray();
    const events = await db.collection('incident_events').find({ monitor_id: monitorId }).toArray();
    const deliveries = await db.collection('deliveries').find({ monitor_id: monitorId }).toArray();
    progress(
      'probing',
      `not opened at the receiver: monitor ${monitorId}; incidents ${JSON.stringify(incidents.map((i) => i.status))}, ` +
        `events ${JSON.stringify(events.map((e) => [e.type, e.fanout_done]))}, ` +
        `deliveries ${JSON.stringify(deliveries.map((d) => [d.status, d.last_attempt?.status_code ?? null]))}`,
    );
  }
}

/**
 * Why checks were late, if they were: each simulated prober pulls again only once its post is answered, so a region
 * keeps up with its 1/6 of the checks only while a pull and a post take less than a batch's share of the interval.
 * Round trips of `/jobs` and `/results` in the measured window, and the share of checks handed out late.
 */
function printProberRoundTrips(load: ProbeLoad, from: number, to: number): void {
  const within = (rows: [number, number][]) => rows.filter(([at]) => at >= from && at < to).map(([, ms]) => ms);
  const row = (name: string, ms: number[]) => [
    name,
    String(ms.length),
    ms.length ? String(round(percentile(ms, 50))) : '-',
    ms.length ? String(round(percentile(ms, 99))) : '-',
    ms.length ? String(round(ms.reduce((a, b) => Math.max(a, b)))) : '-',
  ];
  printTable('probing: simulated probers', [
    ['round trip / lateness', 'count', 'p50 ms', 'p99 ms', 'max ms'],
    row('GET /jobs', within(load.pulls)),
    row('POST /results', within(load.posts)),
    row('check handed out after its slot', within(load.handouts)),
  ]);
}
