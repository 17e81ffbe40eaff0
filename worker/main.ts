/** Worker process entry point: load config, connect MongoDB, run until SIGINT/SIGTERM, drain, exit 0. */
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { ConfigError, loadConfig } from '../domain/config';
import { connectDatabase, disconnectDatabase } from '../domain/db';
import { createLogger } from '../domain/logger';
import { createWorker } from './createWorker';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger('worker');
  // Signals are handled below, so the drain and the exit code are ours.
  Runtime.install({ shutdownSignals: [], logger: new DefaultLogger('WARN') });
  await connectDatabase(config.mongodbUri);
  const delivery = await createWorker({ config, log });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('worker draining', { signal });
    if (delivery.worker.getState() === 'RUNNING') delivery.worker.shutdown();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  log.info('worker running', { task_queue: config.temporalTaskQueue, namespace: config.temporalNamespace });
  await delivery.run();
  await delivery.shutdown();
  await disconnectDatabase();
  log.info('worker stopped');
  process.exit(0);
}

main().catch((err) => {
  process.stderr.write(err instanceof ConfigError ? `configuration error: ${err.message}\n` : `worker failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
