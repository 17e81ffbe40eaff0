/**
 * The development stack's probers: one per region in PROBER_REGIONS, in one process, against BASE_URL.
 * Started by `npm start`, or as one container's probers (LIVENESS_FILE: its health check); SIGINT/SIGTERM stops them all cleanly (checks in flight finish, results are posted).
 */
import { loadEmbeddedProbersConfig } from '../domain/config';
import { keepAlive } from '../domain/liveness';
import { createLogger } from '../domain/logger';
import { exitAfterDrain, runMain } from '../domain/processStop';
import { startProber, STOP_BOUND_MS } from './prober';
import { createBrowserPool } from '../domain/probing/browserPool';
import { browserSettings } from '../domain/probing/context';

function main(): void {
  const config = loadEmbeddedProbersConfig();
  const log = createLogger('probers');
  // One browser for the process's regions: at most PROBER_BROWSER_CONCURRENCY browser checks at once in all.
  const browsers = createBrowserPool({ ...browserSettings(config), log });
  const probers = config.proberRegions.map((region) =>
    startProber({ config, region, log: createLogger(`prober-${region}`), context: { browsers } }),
  );
  // Live while every prober's loop turns: one hung region makes the whole process unhealthy.
  const stopLiveness = keepAlive(config.livenessFile, () => probers.every((p) => p.alive()), log);
  exitAfterDrain({
    log,
    boundMs: STOP_BOUND_MS,
    drain: async () => {
      stopLiveness();
      await Promise.all(probers.map((p) => p.stop()));
      await browsers.close();
    },
  });
}

runMain('probers', main);
