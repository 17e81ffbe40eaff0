/**
 * `npm run bench`: delivery end to end, the direct-POST limit beside it, API throughput beside a bare Koa, a
 * profile of one delivery, a storm of monitors going down at once, the delivery log at a million deliveries, and
 * the stack's memory at the end. Loopback only, bounded counts; progress lines and tables, then ONE line of JSON.
 */
import { rmSync } from 'node:fs';
import { disconnectDatabase } from '../domain/db';
import { DEFAULT_TEMPORAL_PRAGMAS, FERRET_SQLITE_PARAMS } from '../scripts/devServices';
import { startBenchStack, stopServices } from './benchStack';
import { stopAllChildren } from './children';
import { runApiPart } from './apiPart';
import { runBackgroundPart } from './backgroundPart';
import { printWorkerProfile, runDeliveryPart, startDeliveryPipeline } from './deliveryPart';
import { runDirectPart } from './directPart';
import { runLimiterPart } from './limiterPart';
import { runProfilePart } from './profilePart';
import { stackMemory } from './memoryPart';
import { runStormPart } from './stormPart';
import { runProbingPart } from './probingPart';
import { runStatusPagePart } from './statusPagePart';
import { runDeliveryLogPart } from './deliveryLogPart';
import { parseOptions } from './options';
import { printTable, progress } from './table';

const DELIVERY_PARTS = ['delivery', 'profile', 'direct'];
const PIPELINE_PARTS = [...DELIVERY_PARTS, 'storm'];

async function main(): Promise<void> {
  const opts = parseOptions(process.argv.slice(2));
  const figures: Record<string, unknown> = {};
  let dir: string | null = null;
  let ok = false;
  try {
    const stack = await startBenchStack({
      temporalPragmas: opts.temporalPragmas,
      temporalDynamicConfig: opts.temporalDynamicConfig,
      ferretParams: opts.ferretParams,
      mongoBackend: opts.mongoBackend,
    });
    dir = stack.dir;
    if (opts.parts.has('background')) Object.assign(figures, await runBackgroundPart(stack, opts));
    if (opts.parts.has('probing')) Object.assign(figures, await runProbingPart(stack, opts));
    if (opts.parts.has('statuspage')) Object.assign(figures, await runStatusPagePart(stack));
    if (opts.parts.has('deliverylog')) Object.assign(figures, await runDeliveryLogPart(stack, opts));
    // The API first, on an idle stack: nothing left over from the delivery part competes with it.
    if (opts.parts.has('api')) Object.assign(figures, await runApiPart(stack, opts));
    if (opts.parts.has('limiter')) Object.assign(figures, await runLimiterPart(opts.loadSec));
    if (PIPELINE_PARTS.some((part) => opts.parts.has(part))) {
      const pipeline = await startDeliveryPipeline(stack, opts);
      const delivery = DELIVERY_PARTS.some((part) => opts.parts.has(part))
        ? await runDeliveryPart(pipeline, opts)
        : null;
      if (delivery) Object.assign(figures, delivery.figures);
      if (opts.parts.has('storm')) Object.assign(figures, await runStormPart(pipeline, opts));
      // Before the profile part, which stops the worker and the producer to time unit costs alone.
      Object.assign(figures, stackMemory(pipeline));
      if (delivery && opts.parts.has('profile'))
        Object.assign(figures, await runProfilePart(pipeline, [delivery.burst, delivery.paced, delivery.low]));
      // Our delivery processes go before the next parts, so they do not take CPU from them.
      await pipeline.worker.stop();
      await pipeline.producer.stop();
      await pipeline.api.child.stop();
      if (delivery && opts.cpuProf) printWorkerProfile(pipeline, delivery.burst);
      if (delivery && opts.parts.has('direct'))
        Object.assign(figures, await runDirectPart(stack, opts, delivery.burst.deliveriesPerSec));
    }
    ok = true;
  } finally {
    await stopEverything();
    // Logs and databases stay for a failed run (and profiles for --cpu-prof); a good run leaves nothing behind.
    if (dir && ok && !opts.cpuProf) rmSync(dir, { recursive: true, force: true });
    else if (dir) progress('main', `logs and data kept in ${dir}`);
  }
  figures.mongo_backend = opts.mongoBackend;
  figures.ferretdb_sqlite_params = (opts.ferretParams ?? FERRET_SQLITE_PARAMS).join('&') || 'none';
  figures.temporal_dynamic_config = Object.keys(opts.temporalDynamicConfig).length ? 'tuned' : 'plain';
  figures.temporal_sqlite_pragmas = (opts.temporalPragmas ?? DEFAULT_TEMPORAL_PRAGMAS).join(',') || 'none';
  printTargets(figures);
  process.stdout.write(JSON.stringify(figures) + '\n');
}

const TARGETS: Array<[string, '>=' | '<=', number]> = [
  ['deliveries_per_sec', '>=', 80],
  ['delivery_to_bare_ratio', '>=', 0.7],
  ['cpu_ms_per_delivery_total', '<=', 20],
  ['log_mismatches', '<=', 0],
  ['duplicate_posts', '<=', 0],
  ['low_load_delivery_p50_ms', '<=', 100],
  ['low_load_delivery_p99_ms', '<=', 300],
  ['mid_load_delivery_p99_ms', '<=', 1000],
  ['test_alert_answer_p50_ms', '<=', 50],
  ['stack_pss_mb', '<=', 600],
  ['probe_on_time_pct', '>=', 99],
  ['probe_server_cpu_ms_per_result', '<=', 0.3],
  ['probe_detect_p50_ms', '<=', 500],
  ['probe_detect_p99_ms', '<=', 1500],
  ['deliverylog_page_p99_ms', '<=', 100],
  ['deliverylog_get_p99_ms', '<=', 20],
  ['storm_lost', '<=', 0],
  ['storm_duplicated', '<=', 0],
  ['storm_log_mismatches', '<=', 0],
  ['heartbeats_per_sec', '>=', 5000],
  ['key_reads_per_sec', '>=', 3000],
  ['api_cpu_us_per_key_read', '<=', 250],
  // Absolute: at a 26 us key read one microsecond is 3 %, so percentages of it are noise.
  ['limiter_chain_us_per_request', '<=', 1.5],
];

function printTargets(figures: Record<string, unknown>): void {
  printTable('targets', [
    ['figure', 'measured', 'target', 'met'],
    ...TARGETS.filter(([k]) => k in figures).map(([k, op, t]) => {
      const v = figures[k] as number | null;
      const met = v !== null && (op === '>=' ? v >= t : v <= t);
      return [k, v, `${op} ${t}`, met ? 'yes' : 'no'];
    }),
  ]);
}

async function stopEverything(): Promise<void> {
  await stopAllChildren();
  await disconnectDatabase().catch(() => {});
  await stopServices();
}

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => {
    progress('main', `${sig}: stopping`);
    void stopEverything().finally(() => process.exit(130));
  });
}

main().catch(async (err) => {
  progress('main', `failed: ${(err as Error).stack ?? err}`);
  process.exitCode = 1;
});
