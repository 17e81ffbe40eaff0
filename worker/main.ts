/** Worker process entry point: load config, connect MongoDB, run until stopped, drain, exit 0. */
import { Runtime } from '@temporalio/worker';
import { loadWorkerConfig } from '../domain/config';
import { connectDatabase, disconnectDatabase } from '../domain/db';
import { createLogger } from '../domain/logger';
import { exitAfterDrain, runMain } from '../domain/processStop';
import { createWorker, type DeliveryWorker } from './createWorker';
import { temporalLogger } from './temporalLog';

async function main(): Promise<void> {
  const config = loadWorkerConfig();
  const log = createLogger('worker', config.logLevel);
  // Signals are handled below, so the drain and the exit code are ours.
  Runtime.install({ shutdownSignals: [], logger: temporalLogger(log, config.logLevel) });
  let delivery: DeliveryWorker | undefined;
  // Installed before the (slow) start-up, so a stop during it is honoured too.
  exitAfterDrain({
    log,
    // Activities in flight get the worker's shutdown grace (the HTTP cap + 5 s); the connections close after.
    boundMs: config.delivery.timeoutMs + 10_000,
    async drain() {
      await delivery?.shutdown();
      await disconnectDatabase();
      log.info('worker stopped');
    },
  });
  await connectDatabase(config.mongodbUri);
  delivery = await createWorker({ config, log });
  log.info('worker running', { task_queue: config.temporalTaskQueue, namespace: config.temporalNamespace });
  await delivery.run();
}

runMain('worker', main);
