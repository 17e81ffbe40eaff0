/** API process entry point: load config, connect MongoDB and Temporal, serve, drain on stop. */
import type { Server } from 'node:http';
import { loadConfig } from '../domain/config';
import { connectDatabase, disconnectDatabase } from '../domain/db';
import { createLogger } from '../domain/logger';
import { exitAfterDrain, runMain } from '../domain/processStop';
import { createServices } from '../domain/services';
import { connectTemporal } from '../domain/temporal';
import { createApp } from './app';
import { createProcessLimiter } from './rateLimit/processLimiter';

/** Requests in flight get this long to finish after a stop; then their connections are closed. */
const REQUEST_DRAIN_MS = 15_000;
/** The whole stop, connections closed included (below the launcher's 30 s grace). */
const STOP_BOUND_MS = 25_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger('api', config.logLevel);
  let stop: () => Promise<void> = disconnectDatabase;
  // Installed before connecting, so a stop during start-up is honoured too.
  exitAfterDrain({ log, boundMs: STOP_BOUND_MS, drain: () => stop() });
  await connectDatabase(config.mongodbUri, { commandTimes: config.storeCommandMetrics });
  const temporal = await connectTemporal(config);
  const services = createServices({ config, log, temporal });
  const limits = createProcessLimiter(config.rateLimitMaxBuckets, services.now);
  await services.load();
  const app = createApp({ config, log, temporal, services, rateLimiter: limits.limiter });
  const server: Server = app.listen(config.port, () =>
    log.info('api listening', { url: config.baseUrl, port: config.port }),
  );
  server.keepAliveTimeout = 65_000;
  await services.start();
  limits.start();
  stop = async () => {
    // The database and Temporal stay open until the last request in flight has been answered.
    limits.stop();
    await Promise.all([closeServer(server, REQUEST_DRAIN_MS), services.stop()]);
    await temporal.connection.close();
    await disconnectDatabase();
    log.info('api stopped');
  };
}

/**
 * Stops accepting connections and resolves once every request in flight has been answered. Idle keep-alive
 * connections are closed as soon as they are idle; after `boundMs` the remaining ones are cut.
 */
function closeServer(server: Server, boundMs: number): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const cut = setTimeout(() => server.closeAllConnections(), boundMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}

runMain('api', main);
