/** Worker process entry point: load config, connect MongoDB, run until stopped, drain, exit 0. */
import { Runtime } from '@temporalio/worker';
import { loadWorkerConfig } from '../domain/config';
import { connectDatabase, disconnectDatabase, pingDatabase } from '../domain/db';
import { keepAlive } from '../domain/liveness';
import { createLogger } from '../domain/logger';
import { exitAfterDrain, runMain } from '../domain/processStop';
import { createWorker, type DeliveryWorker } from './createWorker';
import { watchDatabase } from './databaseWatch';
import { serveWorkerMetrics, type MetricsServer } from './metricsServer';
import { temporalLogger } from './temporalLog';

/**
 * The worker's reads and settling writes share this few connections, so the attempts in flight queue here rather
 * than in the store: with 20, a burst kept 20 commands at FerretDB at once, every command (the attempt records
 * too) took 100 to 500 ms on a loaded machine, and a worker killed mid-burst left 13 to 18 answered POSTs
 * unrecorded; with 4, 0 to 8. The attempt records have a pool of their own (createWorker.ts).
 */
const WORKER_DB_POOL_SIZE = 4;

/**
 * Unreachable this long (every ping for 15 s unanswered within 5 s), the database is given up with the process:
 * see databaseWatch.ts. Longer than a restart of the database server, shorter than a delivery's retry schedule.
 */
const DATABASE_WATCH = { boundMs: 15_000, everyMs: 2_000, pingTimeoutMs: 5_000 };

async function main(): Promise<void> {
  const config = loadWorkerConfig();
  const log = createLogger('worker', config.logLevel);
  // Signals are handled below, so the drain and the exit code are ours.
  Runtime.install({ shutdownSignals: [], logger: temporalLogger(log, config.logLevel) });
  let delivery: DeliveryWorker | undefined;
  let stopWatch = () => {};
  let metrics: MetricsServer | undefined;
  // Live while the Temporal worker runs (polls its task queue); LIVENESS_FILE unset: no file.
  const stopLiveness = keepAlive(config.livenessFile, () => delivery?.worker.getState() === 'RUNNING', log);
  // Installed before the (slow) start-up, so a stop during it is honoured too.
  exitAfterDrain({
    log,
    // Activities in flight get the worker's shutdown grace (the HTTP cap + 5 s); the connections close after.
    boundMs: config.delivery.timeoutMs + 10_000,
    async drain() {
      stopLiveness();
      stopWatch();
      await delivery?.shutdown();
      await metrics?.close();
      await disconnectDatabase();
      log.info('worker stopped');
    },
  });
  await connectDatabase(config.mongodbUri, {
    maxPoolSize: WORKER_DB_POOL_SIZE,
    commandTimes: config.storeCommandMetrics,
  });
  delivery = await createWorker({ config, log });
  if (config.metricsPort) metrics = await serveWorkerMetrics(config.metricsPort);
  stopWatch = watchDatabase({
    ...DATABASE_WATCH,
    ping: () => pingDatabase(DATABASE_WATCH.pingTimeoutMs),
    onLost(unreachableMs) {
      log.error('database unreachable; exiting so that a fresh process takes over', { unreachable_ms: unreachableMs });
      process.exit(1);
    },
  });
  log.info('worker running', { task_queue: config.temporalTaskQueue, namespace: config.temporalNamespace });
  await delivery.run();
}

runMain('worker', main);
