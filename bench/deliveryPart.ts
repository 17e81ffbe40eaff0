/** Part 1 driver: start the worker and producer, warm up, run the burst and the paced phase, print, return figures. */
import type { BenchStack } from './benchStack';
import { startPipeline } from './benchStack';
import { startApi } from './apiPart';
import { busiest, perDelivery, runPhase, type PhaseResult, type Pipeline } from './delivery';
import { printPhases } from './deliveryTables';
import { probeTestAlerts, testAlertFigures } from './testAlerts';
import type { BenchOptions } from './options';
import { seedOrg } from './seed';
import { WEBHOOK_SECRET } from './benchStack';
import { join } from 'node:path';
import { commandCountArgs, printCommandCounts } from './commandCounts';
import { monotonicUs, profilesOf, summariseProfile, type ProfileWindow } from './cpuProfile';
import { spawnChild } from './children';
import { checkLogIntegrity } from './integrityPart';
import { sampleCpu } from './procCpu';
import { perSecond, round } from './stats';
import { printTable, progress } from './table';

export interface DeliveryFigures {
  pipeline: Pipeline;
  /** Every delivery of the run, warm-up included (for per-delivery shares of whole-life profiles). */
  delivered: number;
  burst: PhaseResult;
  paced: PhaseResult;
  low: PhaseResult;
  figures: Record<string, number | string | null>;
}

export async function startDeliveryPipeline(stack: BenchStack, opts: BenchOptions): Promise<Pipeline> {
  const seeded = await seedOrg(stack.config, stack.receiverUrl, opts.channels, WEBHOOK_SECRET);
  const side = await seedOrg(stack.config, `${stack.receiverUrl}/side`, 1, WEBHOOK_SECRET);
  progress('delivery', 'starting the worker, the producer and the API processes');
  const nodeArgs = [
    ...(opts.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${join(stack.dir, 'cpu-prof')}`] : []),
    ...commandCountArgs(opts.countCommands),
  ];
  const [{ worker, producer }, api] = await Promise.all([startPipeline(stack, {}, nodeArgs), startApi(stack, true)]);
  return { stack, worker, producer, api, side, orgId: seeded.orgId, channels: opts.channels, seeded };
}

/** Test alerts through the API during `run`, one every 500 ms (its first answers warm the API up, not counted). */
async function withTestAlerts<T>(p: Pipeline, run: () => Promise<T>) {
  const probe = probeTestAlerts(p.api.url, p.side.apiKey, p.side.channelIds[0], 500, 2_000);
  const result = await run();
  return { result, alerts: await probe.stop() };
}

export async function runDeliveryPart(p: Pipeline, opts: BenchOptions): Promise<DeliveryFigures> {
  progress('delivery', `warm-up: 10 events x ${opts.channels} channels, and test alerts through the API`);
  const { result: warmup } = await withTestAlerts(p, () =>
    runPhase(p, { name: 'warmup', events: 10, ratePerSec: null, concurrency: 4, timeoutMs: 120_000 }),
  );
  progress(
    'delivery',
    `burst: ${opts.events} events x ${opts.channels} channels, ${opts.concurrency} producer lanes; ` +
      'a test alert through the API every 500 ms',
  );
  const { result: burst, alerts } = await withTestAlerts(p, () =>
    runPhase(p, {
      name: 'burst',
      events: opts.events,
      ratePerSec: null,
      concurrency: opts.concurrency,
      timeoutMs: 300_000,
      countCommands: opts.countCommands,
    }),
  );
  if (burst.commands) printCommandCounts('burst', burst.commands.before, burst.commands.after, burst.delivered);
  progress('delivery', 'integrity: the burst read back through the REST API');
  const integrity = await checkLogIntegrity(p, burst);
  progress('delivery', `paced: ${opts.pacedEvents} events at ${opts.rate} events/s x ${opts.channels} channels`);
  const paced = await runPhase(p, {
    name: 'paced',
    events: opts.pacedEvents,
    ratePerSec: opts.rate,
    concurrency: 64,
    timeoutMs: 300_000,
  });
  const midEvents = opts.midRate * opts.midSec;
  progress('delivery', `mid load: ${midEvents} events at ${opts.midRate} events/s x ${opts.channels} channels`);
  const mid = await runPhase(p, {
    name: 'mid-load',
    events: midEvents,
    ratePerSec: opts.midRate,
    concurrency: 64,
    timeoutMs: 300_000,
  });
  // The same path when the stack keeps up: latency without queueing.
  const lowEvents = opts.lowRate * 8;
  progress('delivery', `low load: ${lowEvents} events at ${opts.lowRate} events/s x ${opts.channels} channels`);
  const low = await runPhase(p, {
    name: 'low-load',
    events: lowEvents,
    ratePerSec: opts.lowRate,
    concurrency: 16,
    timeoutMs: 120_000,
  });
  printPhases([burst, paced, mid, low]);
  const yard = await yardsticks(p, burst.expected, opts.concurrency * opts.channels, opts.cpuProf);
  if (yard.profiled) printThreads(p.stack, yard.profiled, 'bare local-activity process', 'workflow');
  const bare = yard.barePerSec;
  const cost = perDelivery(burst);
  const totalCpuMs = cost.workerCpuMs + cost.apiCpuMs + cost.temporalCpuMs + cost.ferretCpuMs + cost.postgresCpuMs;
  const bareLocalCpuMs = yard.localProcessCpuMs + yard.localTemporalCpuMs;
  const top = busiest(burst);
  const figures = {
    deliveries_per_sec: round(burst.deliveriesPerSec),
    bare_workflows_per_sec: round(bare),
    delivery_to_bare_ratio: round(burst.deliveriesPerSec / bare, 2),
    cpu_ms_per_delivery_total: round(totalCpuMs, 2),
    bare_local_workflows_per_sec: round(yard.localPerSec),
    bare_local_cpu_ms_per_workflow: round(bareLocalCpuMs, 2),
    bare_local_process_cpu_ms_per_workflow: round(yard.localProcessCpuMs, 2),
    bare_local_temporal_cpu_ms_per_workflow: round(yard.localTemporalCpuMs, 2),
    delivery_to_bare_local_cpu_ratio: round(totalCpuMs / bareLocalCpuMs, 2),
    delivery_p50_ms: round(paced.p50Ms),
    delivery_p99_ms: round(paced.p99Ms),
    burst_delivery_p99_ms: round(burst.p99Ms),
    mid_load_events_per_sec: opts.midRate,
    mid_load_delivery_p50_ms: round(mid.p50Ms),
    mid_load_delivery_p99_ms: round(mid.p99Ms),
    ...testAlertFigures(alerts),
    low_load_events_per_sec: opts.lowRate,
    low_load_delivery_p50_ms: round(low.p50Ms),
    low_load_delivery_p99_ms: round(low.p99Ms),
    worker_cpu_ms_per_delivery: round(cost.workerCpuMs, 2),
    api_cpu_ms_per_delivery: round(cost.apiCpuMs, 2),
    temporal_cpu_ms_per_delivery: round(cost.temporalCpuMs, 2),
    ferretdb_cpu_ms_per_delivery: round(cost.ferretCpuMs, 2),
    postgres_cpu_ms_per_delivery: round(cost.postgresCpuMs, 2),
    temporal_requests_per_delivery: round(cost.temporalRequests, 2),
    temporal_requests_per_delivery_excl_polls: round(cost.temporalRequestsNoPolls, 2),
    temporal_persistence_ops_per_delivery: round(cost.temporalPersistence, 2),
    mongo_writes_per_delivery: round(cost.mongoWrites, 2),
    mongo_commands_per_delivery: round(cost.mongoCommands, 2),
    saturated_component: top.name,
    saturated_component_cpu_pct: round(top.pct),
    deliveries_lost: [burst, paced, mid, low].reduce((s, r) => s + r.expected - r.delivered, 0),
    open_errors: [burst, paced, mid, low].reduce((s, r) => s + r.openErrors, 0),
    bad_signatures: [burst, paced, mid, low].reduce((s, r) => s + r.badSignatures, 0),
    ...integrity,
  };
  return {
    pipeline: p,
    delivered: warmup.delivered + burst.delivered + paced.delivered + mid.delivered + low.delivered,
    burst,
    paced,
    low,
    figures,
  };
}

interface Yardsticks {
  /** Bare workflows completed per second. */
  barePerSec: number;
  /** The same with a local activity: per second, and CPU per workflow of its process and of Temporal. */
  localPerSec: number;
  localProcessCpuMs: number;
  localTemporalCpuMs: number;
  /** `--cpu-prof`: the yardstick's process and the span of its local-activity run. */
  profiled?: { pid: number; window: ProfileWindow; count: number };
}

/**
 * The yardsticks, on the same Temporal server in the same run: `count` one-activity do-nothing workflows started
 * over `lanes` concurrent lanes, each waited for; completed per second. Then as many whose activity is a local one
 * (a delivery's shape), with the CPU they cost: the yardstick's process (its worker and the client starting them)
 * and the Temporal server.
 */
async function yardsticks(p: Pipeline, count: number, lanes: number, cpuProf: boolean): Promise<Yardsticks> {
  progress(
    'delivery',
    `bare workflows: ${count} one-activity do-nothing workflows, ${lanes} lanes; then local-activity ones`,
  );
  const nodeArgs = cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${join(p.stack.dir, 'cpu-prof')}`] : [];
  const bare = spawnChild('bare', 'bench/bareWorkflowProcess.ts', p.stack.env, p.stack.dir, [], nodeArgs);
  try {
    await bare.next('ready', 120_000);
    const run = (workflow: string) =>
      bare.ask<{ count: number; ms: number }>({ type: 'run', count, lanes, workflow }, 'done', 300_000);
    const r = await run('bareWorkflow');
    const pids = { bare: bare.pid, temporal: p.stack.temporal.pid };
    const fromUs = monotonicUs();
    const before = sampleCpu(pids);
    const local = await run('bareLocalWorkflow');
    const after = sampleCpu(pids);
    const window = { fromUs, toUs: monotonicUs() };
    return {
      ...(cpuProf && { profiled: { pid: bare.pid, window, count: local.count } }),
      barePerSec: perSecond(r.count, r.ms),
      localPerSec: perSecond(local.count, local.ms),
      localProcessCpuMs: (after.bare - before.bare) / local.count,
      localTemporalCpuMs: (after.temporal - before.temporal) / local.count,
    };
  } finally {
    await bare.stop();
  }
}

/**
 * After the worker has exited (profiles are written at exit): where its CPU went in the burst, per thread, per
 * delivery (the samples of the burst's span only: no start-up, no other phase).
 */
export function printWorkerProfile(p: Pipeline, burst: PhaseResult): void {
  printThreads(p.stack, { pid: p.worker.pid, window: burst.window, count: burst.delivered }, 'worker', 'delivery');
  progress('delivery', `CPU profiles (open in Chrome DevTools): ${join(p.stack.dir, 'cpu-prof')}`);
}

/** One process's profiles, per thread: busy ms by owner in `window`, and per unit of work (`count` of them). */
function printThreads(
  stack: BenchStack,
  run: { pid: number; window: ProfileWindow; count: number },
  name: string,
  unit: string,
): void {
  profilesOf(join(stack.dir, 'cpu-prof'), run.pid).forEach((profile, thread) => {
    const all = summariseProfile(profile, run.window);
    const total = all.reduce((s, [, ms]) => s + ms, 0);
    const per = (ms: number) => ms / (run.count || NaN);
    printTable(
      `${name} thread ${thread}: busy ${total.toFixed(0)} ms, ${per(total).toFixed(2)} ms per ${unit} (${run.count})`,
      [['owner', 'ms', `ms per ${unit}`], ...all.slice(0, 12).map(([owner, ms]) => [owner, ms, per(ms)])],
    );
  });
}
