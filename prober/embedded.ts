/**
 * The development stack's probers: one per region in PROBER_REGIONS, in one process, against BASE_URL.
 * Started by `npm start`, or as one container's probers (LIVENESS_FILE: its health check); SIGINT/SIGTERM stops them all cleanly (checks in flight finish, results are posted).
 */
import { loadEmbeddedProbersConfig } from '../domain/config';
import { keepAlive } from '../domain/liveness';
import { createLogger } from '../domain/logger';
import { exitAfterDrain, runMain } from '../domain/processStop';
import { startProber, STOP_BOUND_MS } from './prober';

function main(): void {
  const config = loadEmbeddedProbersConfig();
  const probers = config.proberRegions.map((region) =>
    startProber({ config, region, log: createLogger(`prober-${region}`) }),
  );
  const log = createLogger('probers');
  // Live while every prober's loop turns: one hung region makes the whole process unhealthy.
  const stopLiveness = keepAlive(config.livenessFile, () => probers.every((p) => p.alive()), log);
  exitAfterDrain({
    log,
    boundMs: STOP_BOUND_MS,
    drain: async () => {
      stopLiveness();
      await Promise.all(probers.map((p) => p.stop()));
    },
  });
}

runMain('probers', main);
