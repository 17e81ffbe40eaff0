/** API process entry point: load config, connect MongoDB and Temporal, serve, stop gracefully. */
import type { Server } from 'node:http';
import { ConfigError, loadConfig } from '../domain/config';
import { connectDatabase, disconnectDatabase } from '../domain/db';
import { createLogger } from '../domain/logger';
import { createServices } from '../domain/services';
import { connectTemporal } from '../domain/temporal';
import { createApp } from './app';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger('api');
  await connectDatabase(config.mongodbUri);
  const temporal = await connectTemporal(config);
  const services = createServices({ config, log, temporal });
  const app = createApp({ config, log, temporal, services });
  const server: Server = app.listen(config.port, () => log.info('api listening', { url: config.baseUrl, port: config.port }));
  server.keepAliveTimeout = 65_000;
  await services.start();

  const shutdown = async (signal: string) => {
    log.info('api stopping', { signal });
    server.close();
    server.closeIdleConnections();
    await services.stop();
    await temporal.connection.close();
    await disconnectDatabase();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`configuration error: ${err.message}\n`);
  } else {
    process.stderr.write(`api failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  }
  process.exit(1);
});
