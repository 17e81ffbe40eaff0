/**
 * Probing at scale (`--parts probing`, `--monitors N`): N http monitors in all six regions, simulated probers
 * pulling and posting as fast as the API hands jobs out, a slice of monitors turning down in the last interval,
 * then the real prober code against a loopback target. Figures: on-time share, results per second, server CPU
 * (API + store) per result, detection time (deciding result posted -> `incident.opened` at the receiver), history
 * bytes per monitor and day, and one prober's checks per second.
 */
import mongoose from 'mongoose';
import { startApi } from './apiPart';
import { WEBHOOK_SECRET, type BenchStack } from './benchStack';
import { startPipeline } from './benchStack';
import type { BenchOptions } from './options';
import { ProbeLoad } from './probeLoad';
import { measureProber } from './proberThroughput';
import { processCpuMs, treeCpuMs } from './procCpu';
import { seedOrg, seedProbedMonitors } from './seed';
import { percentile, round } from './stats';
import { printTable, progress } from './table';

const ON_TIME_MS = 5_000;
const MEASURED_INTERVALS = 3;

export async function runProbingPart(stack: BenchStack, opts: BenchOptions): Promise<Record<string, number | null>> {
  const n = opts.monitors;
  const intervalSec = opts.probeIntervalSec;
  const org = await seedOrg(stack.config, `${stack.receiverUrl}/probe`, 1, WEBHOOK_SECRET);
  const { failing } = await seedProbedMonitors(org.orgId, n, intervalSec, {
    channelId: org.channelIds[0],
    slice: Math.max(1, Math.min(200, Math.floor(n / 100))),
  });
  progress(
    'probing',
    `${n} monitors x 6 regions every ${intervalSec}s (${round((n * 6) / intervalSec)} results/s needed)`,
  );
  const { worker } = await startPipeline(stack, { MIN_INTERVAL_SEC: '1' });
  const api = await startApi(stack, false, false, { MIN_INTERVAL_SEC: '1' });
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
  if (load.lastError) progress('probing', `last simulated-prober error: ${load.lastError}`);
  const opened = new Map<string, number>(
    (await stack.receiver.ask<{ opened: [string, number][] }>({ type: 'probeOpened' }, 'probeOpened')).opened,
  );
  await api.child.stop(); // a graceful stop writes the open rollups
  await worker.stop();
  const results = sum(load.accepted.filter(([at]) => at >= windowStart && at < windowEnd).map(([, c]) => c));
  const onTime = load.handouts.filter(([at, late]) => at >= windowStart && at < windowEnd && late <= ON_TIME_MS);
  const detect = [...load.decidedAt].flatMap(([id, at]) => (opened.has(id) ? [opened.get(id)! - at] : []));
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
    probe_history_bytes_per_monitor_day: await historyBytesPerMonitorDay(intervalSec),
    probe_load_errors: load.errors,
    prober_checks_per_sec: await measureProber(stack.config),
  };
  printTable('probing', [['figure', 'value'], ...Object.entries(figures)]);
  return figures;
}

function serverCpuMs(stack: BenchStack, apiPid: number): number {
  const store = stack.mongo.backendPid ? treeCpuMs(stack.mongo.backendPid) : 0;
  return processCpuMs(apiPid) + processCpuMs(stack.mongo.pid) + store;
}

/** Bytes written per monitor and day at this interval: raw results (6 regions) plus their hourly and daily rollups. */
async function historyBytesPerMonitorDay(intervalSec: number): Promise<number | null> {
  const perRow = async (name: string) => {
    const s = (await mongoose.connection.db!.command({ collStats: name })) as { size?: number; count?: number };
    return s.count ? (s.size ?? 0) / s.count : null;
  };
  const [raw, rollup] = await Promise.all([perRow('check_results'), perRow('check_rollups')]);
  if (raw === null) return null;
  return Math.round(6 * (86_400 / intervalSec) * raw + 6 * 25 * (rollup ?? 0));
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
