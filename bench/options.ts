/** Bench options from the command line (`npm run bench -- --events 100`); every count and duration bounded. */
import { mongoBackendFromEnv, type MongoBackend } from '../scripts/devServices';

export interface BenchOptions {
  /** Events in the burst phase (each goes to every channel). */
  events: number;
  channels: number;
  /** Events offered at `rate` per second in the latency phase. */
  pacedEvents: number;
  rate: number;
  /** Offered events per second of the mid-load phase, for `midSec` seconds. */
  midRate: number;
  midSec: number;
  /** Offered events per second of the low-load phase (latency without queueing), for 8 seconds. */
  lowRate: number;
  /** Storm part: monitors (each routed to every channel) going down within `stormSec` seconds (1: together). */
  stormMonitors: number;
  stormSec: number;
  /** Producer lanes in the burst phase. */
  concurrency: number;
  /** POSTs sent straight in part 2. */
  directPosts: number;
  /** Seconds of each autocannon run in part 3. */
  loadSec: number;
  connections: number;
  parts: Set<string>;
  /** Part `background`: the quiet and close windows, the idle window, the API's start-up allowance; rollups seeded. */
  windowSec: number;
  idleSec: number;
  startupSec: number;
  rollupMonitors: number;
  rollupDays: number;
  /** `--sqlite-pragma` values for the Temporal dev server; undefined: the dev-services default (WAL, synchronous=normal). */
  temporalPragmas?: string[];
  /** Dev-server dynamic config for the run (`--temporal-config default|plain`). */
  temporalDynamicConfig: Record<string, string | number | boolean>;
  /** FerretDB `--sqlite-url` parameters; undefined: the dev-services default. */
  ferretParams?: string[];
  /** FerretDB's storage (`--mongo-backend`); default: the development stack's (`mongoBackendFromEnv`). */
  mongoBackend: MongoBackend;
  /** Run the worker and producer under V8's CPU profiler and print where their CPU went. */
  cpuProf: boolean;
  /**
   * `--count-commands`: the worker's and the producer's MongoDB commands in the burst (the background part: the
   * API's and the worker's in the idle window), by method and collection.
   */
  countCommands: boolean;
  /** `--store-prof`: take FerretDB's CPU profile (pprof) while the deliverylog part reads pages and sweeps a day. */
  storeProf: boolean;
  /** `--browser`: the probing part measures browser checks on one prober instead of http monitors at scale. */
  browser: boolean;
  /** `--browser-monitors N`: browser monitors of that run (100). */
  browserMonitors: number;
  /** Probing part: monitors in all six regions, and their interval. */
  monitors: number;
  probeIntervalSec: number;
  /** Deliverylog part: deliveries seeded for its large org. */
  deliveryLogSize: number;
  /** `--deliverylog-sweep-day N`: the sweep measured on a day of N more deliveries past the retention (0: the oldest seeded day). */
  deliveryLogSweepDay: number;
}

/**
 * Dev-server settings the bench runs with by default: activities handed to the worker in the workflow-task
 * answer (no activity poll round trip), and one task-queue partition (no forwarding between partitions).
 */
export const TUNED_TEMPORAL_CONFIG: Record<string, string | number | boolean> = {
  'system.enableActivityEagerExecution': true,
  'matching.numTaskqueueReadPartitions': 1,
  'matching.numTaskqueueWritePartitions': 1,
};

export const ALL_PARTS = [
  'background',
  'probing',
  'statuspage',
  'deliverylog',
  'delivery',
  'direct',
  'api',
  'limiter',
  'profile',
  'storm',
];

const LIMITS: Record<string, [number, number, number]> = {
  events: [200, 1, 5000],
  channels: [3, 1, 20],
  'paced-events': [150, 1, 5000],
  rate: [50, 1, 1000],
  'mid-rate': [20, 1, 1000],
  'mid-sec': [10, 1, 120],
  'low-rate': [3, 1, 100],
  'storm-monitors': [2000, 1, 10_000],
  monitors: [50_000, 10, 200_000],
  'probe-interval': [60, 5, 3600],
  'browser-monitors': [100, 1, 10_000],
  'window-sec': [180, 30, 900],
  'idle-sec': [60, 10, 900],
  'startup-sec': [90, 10, 900],
  'rollup-monitors': [500, 1, 50_000],
  'rollup-days': [30, 3, 90],
  'storm-sec': [1, 1, 600],
  concurrency: [16, 1, 256],
  'direct-posts': [3000, 10, 100_000],
  'load-sec': [8, 1, 120],
  connections: [32, 1, 512],
  'deliverylog-size': [1_000_000, 1_000, 1_000_000],
  'deliverylog-sweep-day': [0, 0, 100_000],
};

export function parseOptions(argv: string[]): BenchOptions {
  const n: Record<string, number> = Object.fromEntries(Object.entries(LIMITS).map(([k, [d]]) => [k, d]));
  let parts = new Set(ALL_PARTS);
  let temporalPragmas: string[] | undefined;
  let temporalDynamicConfig = TUNED_TEMPORAL_CONFIG;
  let cpuProf = false;
  let countCommands = false;
  let storeProf = false;
  let browser = false;
  let ferretParams: string[] | undefined;
  let mongoBackend = mongoBackendFromEnv();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--cpu-prof') {
      cpuProf = true;
      continue;
    }
    if (arg === '--count-commands') {
      countCommands = true;
      continue;
    }
    if (arg === '--store-prof') {
      storeProf = true;
      continue;
    }
    if (arg === '--browser') {
      browser = true;
      continue;
    }
    if (arg === '--quick') {
      Object.assign(n, {
        events: 40,
        'paced-events': 50,
        'mid-sec': 3,
        'storm-monitors': 100,
        monitors: 2_000,
        'probe-interval': 20,
        'window-sec': 90,
        'idle-sec': 20,
        'startup-sec': 30,
        'rollup-monitors': 50,
        'direct-posts': 500,
        'load-sec': 3,
        'deliverylog-size': 20_000,
      });
      continue;
    }
    const name = arg.replace(/^--/, '');
    const value = argv[++i];
    if (name === 'temporal-pragmas') {
      // "none": SQLite's own defaults (rollback journal, synchronous=full), the "before" of the tuning.
      temporalPragmas = value === 'none' ? [] : (value ?? '').split(',').filter(Boolean);
      if (!temporalPragmas.every((p) => /^[a-z_]+=[a-z0-9_-]+$/i.test(p)))
        throw new Error(`--temporal-pragmas: expected none or name=value,..., got "${value}"`);
      continue;
    }
    if (name === 'ferret-sqlite') {
      // "none": FerretDB's own defaults (WAL, synchronous=full, busy_timeout 10 s).
      ferretParams = value === 'none' ? [] : (value ?? '').split(',').filter(Boolean);
      if (!ferretParams.every((p) => /^_[a-z]+=[a-z_]+(\([a-z0-9_]+\))?$/i.test(p)))
        throw new Error(`--ferret-sqlite: expected none or _pragma=name(value),..., got "${value}"`);
      continue;
    }
    if (name === 'mongo-backend') {
      mongoBackend = mongoBackendFromEnv(value);
      continue;
    }
    if (name === 'temporal-config') {
      if (value !== 'tuned' && value !== 'plain')
        throw new Error(`--temporal-config: expected tuned or plain, got "${value}"`);
      temporalDynamicConfig = value === 'tuned' ? TUNED_TEMPORAL_CONFIG : {};
      continue;
    }
    if (name === 'parts') {
      parts = new Set((value ?? '').split(',').filter(Boolean));
      const unknown = [...parts].filter((p) => !ALL_PARTS.includes(p));
      if (unknown.length || parts.size === 0)
        throw new Error(`--parts: expected some of ${ALL_PARTS.join(',')}, got "${value}"`);
      continue;
    }
    const limit = LIMITS[name];
    if (!limit)
      throw new Error(
        `unknown option ${arg} (known: --quick, --cpu-prof, --count-commands, --store-prof, --browser, --parts, --temporal-pragmas, --temporal-config, --ferret-sqlite, --mongo-backend, ${Object.keys(
          LIMITS,
        )
          .map((k) => `--${k}`)
          .join(', ')})`,
      );
    const v = Number(value);
    if (!Number.isInteger(v) || v < limit[1] || v > limit[2])
      throw new Error(`--${name}: expected a whole number within ${limit[1]}..${limit[2]}, got "${value}"`);
    n[name] = v;
  }
  return {
    events: n.events,
    channels: n.channels,
    pacedEvents: n['paced-events'],
    rate: n.rate,
    midRate: n['mid-rate'],
    midSec: n['mid-sec'],
    lowRate: n['low-rate'],
    stormMonitors: n['storm-monitors'],
    stormSec: n['storm-sec'],
    concurrency: n.concurrency,
    directPosts: n['direct-posts'],
    loadSec: n['load-sec'],
    connections: n.connections,
    parts,
    temporalPragmas,
    temporalDynamicConfig,
    cpuProf,
    countCommands,
    storeProf,
    browser,
    browserMonitors: n['browser-monitors'],
    ferretParams,
    mongoBackend,
    monitors: n.monitors,
    probeIntervalSec: n['probe-interval'],
    deliveryLogSize: n['deliverylog-size'],
    deliveryLogSweepDay: n['deliverylog-sweep-day'],
    windowSec: n['window-sec'],
    idleSec: n['idle-sec'],
    startupSec: n['startup-sec'],
    rollupMonitors: n['rollup-monitors'],
    rollupDays: n['rollup-days'],
  };
}
