/**
 * The stack a bench run measures: its own Temporal dev server (SQLite file in a temp dir) and FerretDB, the
 * receiver, and our processes as children. `env` is what every child of ours is configured with.
 */
import { bundleWorkflowCode } from '@temporalio/worker';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig, type Config } from '../domain/config';
import { connectDatabase } from '../domain/db';
import { startMongoWire, startTemporal, type MongoBackend, type RunningService } from '../scripts/devServices';
import { spawnChild, type BenchChild } from './children';
import { progress } from './table';

export const WEBHOOK_SECRET = 'whsec_bench_0123456789abcdef';

export interface BenchStack {
  dir: string;
  temporal: RunningService;
  mongo: RunningService;
  receiver: BenchChild;
  receiverUrl: string;
  env: NodeJS.ProcessEnv;
  config: Config;
}

export async function startBenchStack(
  opts: {
    temporalPragmas?: string[];
    temporalDynamicConfig?: Record<string, string | number | boolean>;
    ferretParams?: string[];
    mongoBackend?: MongoBackend;
  } = {},
): Promise<BenchStack> {
  const dir = mkdtempSync(join(tmpdir(), 'uptime-bench-'));
  progress('stack', `starting Temporal dev server and FerretDB (${opts.mongoBackend ?? 'sqlite'}) in ${dir}`);
  const [temporal, mongo, bundle] = await Promise.all([
    startTemporal({
      headless: true,
      logFile: join(dir, 'temporal.log'),
      dbFile: join(dir, 'temporal.db'),
      sqlitePragmas: opts.temporalPragmas,
      dynamicConfig: opts.temporalDynamicConfig,
    }).then(keep),
    startMongoWire({
      dataDir: join(dir, 'mongo'),
      logFile: join(dir, 'mongo.log'),
      database: 'bench',
      sqliteParams: opts.ferretParams,
      backend: opts.mongoBackend,
    }).then(keep),
    bundleWorkflows(join(dir, 'workflow-bundle.js')),
  ]);
  const receiver = spawnChild('receiver', 'bench/receiverProcess.ts', {}, dir, [WEBHOOK_SECRET, dir]);
  const ready = await receiver.next<{ url: string; caFile: string }>('ready', 30_000);
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'development',
    MONGODB_URI: mongo.address,
    TEMPORAL_ADDRESS: temporal.address,
    TEMPORAL_TASK_QUEUE: 'bench-deliveries',
    WEBHOOK_CA_FILE: ready.caFile,
    ALLOW_PRIVATE_TARGETS: 'true',
    WORKFLOW_BUNDLE_PATH: bundle,
    // Budgets far above what the load tool can offer, so no request is refused (spec budgets scaled).
    RATE_LIMIT_SCALE: '1000000',
  };
  const config = loadConfig({ ...process.env, ...env });
  await connectDatabase(config.mongodbUri);
  return { dir, temporal, mongo, receiver, receiverUrl: ready.url, env, config };
}

/** Servers started so far, so a failure half-way still stops every one of them. */
const startedServices: RunningService[] = [];

function keep(s: RunningService): RunningService {
  startedServices.push(s);
  return s;
}

export async function stopServices(): Promise<void> {
  while (startedServices.length) await startedServices.pop()!.stop();
}

async function bundleWorkflows(outFile: string): Promise<string> {
  const quiet = () => {};
  const { code } = await bundleWorkflowCode({
    workflowsPath: resolve(__dirname, '../workflows/index.ts'),
    logger: {
      trace: quiet,
      debug: quiet,
      info: quiet,
      warn: quiet,
      error: (m: string) => process.stderr.write(`${m}\n`),
      log: quiet,
    } as never,
  });
  writeFileSync(outFile, code);
  return outFile;
}

/** A worker process and a producer process (the domain services as the API runs them), both ready. */
export async function startPipeline(
  stack: BenchStack,
  extraEnv: NodeJS.ProcessEnv = {},
  nodeArgs: string[] = [],
): Promise<{ worker: BenchChild; producer: BenchChild }> {
  const worker = spawnChild('worker', 'worker/main.ts', { ...stack.env, ...extraEnv }, stack.dir, [], nodeArgs);
  const producer = spawnChild(
    'producer',
    'bench/producerProcess.ts',
    { ...stack.env, ...extraEnv },
    stack.dir,
    [],
    nodeArgs,
  );
  await producer.next('ready', 120_000);
  await waitForLog(worker, 'worker running', 120_000);
  return { worker, producer };
}

async function waitForLog(child: BenchChild, text: string, timeoutMs: number): Promise<void> {
  const { readFileSync } = await import('node:fs');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.child.exitCode !== null) throw new Error(`${child.name} exited; see ${child.logFile}`);
    if (readFileSync(child.logFile, 'utf8').includes(text)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${child.name} did not log "${text}" within ${timeoutMs / 1000}s; see ${child.logFile}`);
}
