/**
 * Background work at scale (`--parts background`): N probed monitors and `--rollup-days` days of hourly and daily
 * rollups (for `--rollup-monitors` of them, through the probing store in bulk), then what the service does beside
 * its requests. Figures: the stack's CPU with no probe traffic; the delivery p99 and the API p99 in the minutes
 * around an hour's close against as many quiet minutes just before, with the probing load running (the API's clock
 * runs ahead, `bench/clockShift.cjs`, so the hour closes minutes after the start instead of at the real hour); and
 * the store CPU of one sweep of a day's rollups with all the days stored and with two.
 */
import { join } from 'node:path';
import { startApi } from './apiPart';
import { seedRollupDays, sweepRollupDay, sweepRollupDaysBefore } from './backgroundStore';
import { WEBHOOK_SECRET, startPipeline, type BenchStack } from './benchStack';
import type { BenchChild } from './children';
import { commandCountArgs, printCommandCounts, readCommandCounts } from './commandCounts';
import { runPhase, type Pipeline } from './delivery';
import type { BenchOptions } from './options';
import { ProbeLoad } from './probeLoad';
import { ProfileWindows } from './profileWindows';
import { measureRollupClose } from './rollupClose';
import { processCpuMs, treeCpuMs } from './procCpu';
import { diffCounts, fetchMetrics, sumBy } from './promMetrics';
import { seedOrg, seedProbedMonitors } from './seed';
import { percentile, round } from './stats';
import { printTable, progress } from './table';

const HOUR_MS = 3_600_000;
/** The rollups of a closed hour are written at the first `probe-rollups` tick 2 minutes after it. */
const CLOSE_AFTER_HOUR_MS = 120_000;
/** Delivery load in both windows (events/s x 1 channel) and API reads (one at a time, this often). */
const DELIVERY_RATE = 2;
const READ_EVERY_MS = 250;
/** The heartbeat sweeps of the producer (and the worker, which runs none) as rare as the configuration allows. */
const PRODUCER_SWEEPS_APART = { HEARTBEAT_SWEEP_MS: '600000' };

export async function runBackgroundPart(stack: BenchStack, opts: BenchOptions): Promise<Record<string, number | null>> {
  const n = opts.monitors;
  const windowMs = opts.windowSec * 1000;
  const probed = await seedOrg(stack.config, `${stack.receiverUrl}/probe`, 1, WEBHOOK_SECRET);
  const ids = await seedProbedMonitors(probed.orgId, n, opts.probeIntervalSec, { channelId: null, slice: 1 });
  progress('background', `${n} monitors; rollups of ${opts.rollupMonitors} of them for ${opts.rollupDays} days`);
  const seeded = await seedRollupDays(ids.all.slice(0, opts.rollupMonitors), opts.rollupDays);
  progress('background', `${seeded.rows} rollup rows stored in ${round(seeded.ms / 1000)} s`);
  const seededOrg = await seedOrg(stack.config, stack.receiverUrl, 1, WEBHOOK_SECRET);
  const side = await seedOrg(stack.config, `${stack.receiverUrl}/side`, 1, WEBHOOK_SECRET);
  // The producer runs the API's loops on the real clock; its heartbeat sweeps would write marks the API's clock
  // (ahead) left behind, and each of the API's sweeps would then read back over the shift, minute by minute.
  const { worker, producer } = await startPipeline(stack, PRODUCER_SWEEPS_APART, commandCountArgs(opts.countCommands));
  // The close lands after start-up, the idle window, a probing interval of warm-up and the quiet window.
  const spawnAt = Date.now();
  const closeAt = spawnAt + opts.startupSec * 1000 + opts.idleSec * 1000 + opts.probeIntervalSec * 1000 + windowMs;
  const hour = Math.ceil((closeAt + windowMs / 3 - CLOSE_AFTER_HOUR_MS) / HOUR_MS) * HOUR_MS;
  const shiftMs = hour + CLOSE_AFTER_HOUR_MS - (closeAt + windowMs / 3);
  const clock = shiftedClock(shiftMs, opts.cpuProf ? profileDir(stack) : null, opts.countCommands);
  const api = await startApi(stack, false, false, clock);
  const windows = new ProfileWindows(api.child.pid, profileDir(stack), opts.cpuProf);
  progress(
    'background',
    `API ready in ${round((Date.now() - spawnAt) / 1000)} s; its clock runs ${round(shiftMs / 60_000)} min ahead`,
  );
  const pipeline: Pipeline = {
    stack,
    worker,
    producer,
    api,
    side,
    orgId: seededOrg.orgId,
    channels: 1,
    seeded: seededOrg,
  };
  const idle = await idleCpu(
    stack,
    [api.child, worker],
    closeAt - windowMs - opts.probeIntervalSec * 1000,
    windows,
    opts.countCommands,
  );
  const load = new ProbeLoad({
    apiUrl: api.url,
    token: stack.config.proberToken,
    intervalSec: opts.probeIntervalSec,
    failing: new Set(),
    quorum: 2,
    clockShiftMs: shiftMs,
  });
  load.start();
  await sleepUntil(closeAt - windowMs);
  progress('background', `quiet window: ${opts.windowSec} s of deliveries at ${DELIVERY_RATE}/s and API reads`);
  windows.mark(); // warm-up and start-up reads of the probing load end here
  const quiet = await measureWindow(pipeline, side.apiKey, windowMs);
  windows.mark();
  progress('background', `close window: ${opts.windowSec} s around the hour's close`);
  const close = await measureWindow(pipeline, side.apiKey, windowMs);
  windows.mark();
  await load.stop();
  await windows.print({ 2: 'idle window', 4: 'quiet window', 5: "hour's close window" });
  await api.child.stop();
  await worker.stop();
  await producer.stop();
  progress(
    'background',
    `idle ${JSON.stringify(idle)}, quiet ${JSON.stringify(quiet)}, close ${JSON.stringify(close)}`,
  );
  const sweeps = await measureSweeps(stack, opts.rollupDays);
  progress('background', `the API's share of an hour's close at ${n} monitors, in-process`);
  const closeCpu = await measureRollupClose(n);
  const figures = {
    background_monitors: n,
    background_rollup_rows: seeded.rows,
    background_idle_cpu_pct: idle.servicePct,
    background_idle_temporal_cpu_pct: idle.temporalPct,
    background_idle_store_commands_per_sec: idle.storeCommandsPerSec,
    background_quiet_delivery_p99_ms: round(quiet.deliveryP99),
    background_close_delivery_p99_ms: round(close.deliveryP99),
    background_hour_close_delivery_p99_ratio: round(close.deliveryP99 / quiet.deliveryP99, 2),
    background_quiet_api_p99_ms: round(quiet.apiP99),
    background_close_api_p99_ms: round(close.apiP99),
    background_hour_close_api_p99_ratio: round(close.apiP99 / quiet.apiP99, 2),
    background_close_store_cpu_pct: close.storePct,
    background_close_max_step_cpu_ms: round(closeCpu.maxStepCpuMs),
    background_close_api_cpu_ms: round(closeCpu.cpuMs),
    background_quiet_store_cpu_pct: quiet.storePct,
    background_probe_results: load.accepted.reduce((s, [, c]) => s + c, 0),
    ...sweeps,
  };
  printTable('background', [['figure', 'value'], ...Object.entries(figures)]);
  return figures;
}

/**
 * The API's clock `shiftMs` ahead; with `profiles`, its CPU profiled window by window there (profileWindows.cjs);
 * with `counted`, its store commands counted by method and collection (commandCounts.cjs).
 */
function shiftedClock(shiftMs: number, profiles: string | null, counted: boolean): NodeJS.ProcessEnv {
  const preloads = [
    'clockShift.cjs',
    ...(profiles ? ['profileWindows.cjs'] : []),
    ...(counted ? ['commandCounts.cjs'] : []),
  ];
  return {
    BENCH_CLOCK_SHIFT_MS: String(Math.round(shiftMs)),
    NODE_OPTIONS: preloads.map((f) => `--require ${join(__dirname, f)}`).join(' '),
    ...(profiles ? { BENCH_PROFILE_DIR: profiles } : {}),
  };
}

const profileDir = (stack: BenchStack) => join(stack.dir, 'api-window-profiles');

/**
 * The service (API + worker + FerretDB + PostgreSQL) and Temporal, as % of one core, with no probe traffic; and the
 * commands FerretDB received meanwhile, per second (steady under load, unlike the CPU), by command; with
 * `counted`, the API's and the worker's by method and collection too (`--count-commands`).
 */
async function idleCpu(
  stack: BenchStack,
  children: BenchChild[],
  until: number,
  windows: ProfileWindows,
  counted: boolean,
) {
  const pids = children.map((c) => c.pid);
  await sleep(10_000); // start-up reads settle
  windows.mark();
  const t0 = Date.now();
  const s0 = serviceCpuMs(stack, pids);
  const tp0 = processCpuMs(stack.temporal.pid);
  const c0 = await storeCommands(stack);
  const byCollection0 = counted ? await readCommandCounts(children) : {};
  await sleepUntil(until);
  const ms = Math.max(1, Date.now() - t0);
  windows.mark();
  const commands = diffCounts(c0, await storeCommands(stack));
  if (counted)
    printCommandCounts('idle window', byCollection0, await readCommandCounts(children), ms / 1000, 'per second');
  const perSec = (n: number) => round((1000 * n) / ms, 2);
  progress(
    'background',
    `idle: ${round(ms / 1000)} s measured; store commands/s ${JSON.stringify(mapValues(commands, perSec))}`,
  );
  return {
    servicePct: round((100 * (serviceCpuMs(stack, pids) - s0)) / ms, 2),
    temporalPct: round((100 * (processCpuMs(stack.temporal.pid) - tp0)) / ms, 2),
    storeCommandsPerSec: perSec(Object.values(commands).reduce((a, b) => a + b, 0)),
  };
}

async function storeCommands(stack: BenchStack): Promise<Record<string, number>> {
  const url = stack.mongo.metricsUrl;
  return url ? sumBy(await fetchMetrics(url), 'ferretdb_client_requests_total', 'command') : {};
}

function mapValues<T>(counts: Record<string, number>, f: (n: number) => T): Record<string, T> {
  return Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, f(v)]));
}

function serviceCpuMs(stack: BenchStack, pids: number[]): number {
  return pids.reduce((s, pid) => s + processCpuMs(pid), 0) + storeCpuMs(stack);
}

function storeCpuMs(stack: BenchStack): number {
  return processCpuMs(stack.mongo.pid) + (stack.mongo.backendPid ? treeCpuMs(stack.mongo.backendPid) : 0);
}

/** Deliveries at a fixed rate and API reads one after another for `ms`: their p99s and the store's CPU share. */
async function measureWindow(p: Pipeline, apiKey: string, ms: number) {
  const t0 = Date.now();
  const store0 = storeCpuMs(p.stack);
  const reads = readLatencies(`${p.api.url}/api/v1/monitors?limit=100`, apiKey, t0 + ms);
  const phase = await runPhase(p, {
    name: `background-${t0}`,
    events: Math.round((DELIVERY_RATE * ms) / 1000),
    ratePerSec: DELIVERY_RATE,
    concurrency: 16,
    timeoutMs: ms + 120_000,
  });
  const api = await reads;
  await sleepUntil(t0 + ms);
  return {
    deliveryP99: phase.p99Ms,
    apiP99: api.length ? percentile(api, 99) : NaN,
    storePct: round((100 * (storeCpuMs(p.stack) - store0)) / (Date.now() - t0), 1),
  };
}

async function readLatencies(url: string, apiKey: string, until: number): Promise<number[]> {
  const out: number[] = [];
  while (Date.now() < until) {
    const t = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${apiKey}` } });
    await res.arrayBuffer();
    if (res.ok) out.push(performance.now() - t);
    await sleep(Math.max(0, READ_EVERY_MS - (performance.now() - t)));
  }
  return out;
}

/** Store CPU of sweeping the oldest day of hourly rollups with every day stored, then with two days stored. */
async function measureSweeps(stack: BenchStack, days: number): Promise<Record<string, number | null>> {
  const timed = async (day: number) => {
    const before = storeCpuMs(stack);
    const t = performance.now();
    await sweepRollupDay(day);
    return { cpuMs: storeCpuMs(stack) - before, wallMs: performance.now() - t };
  };
  progress('background', `sweeps: the oldest day with ${days} days stored, then with 2`);
  const full = await timed(0);
  await sweepRollupDaysBefore(days - 2);
  const small = days > 2 ? await timed(days - 2) : full;
  return {
    background_sweep_cpu_ms: round(full.cpuMs),
    background_sweep_wall_ms: round(full.wallMs),
    background_sweep_cpu_ms_2_days_stored: round(small.cpuMs),
    background_sweep_flat_ratio: round(full.cpuMs / Math.max(1, small.cpuMs), 2),
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

function sleepUntil(at: number): Promise<void> {
  return sleep(Math.max(0, at - Date.now()));
}
