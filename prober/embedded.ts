/**
 * The development stack's probers: one per region in PROBER_REGIONS, in one process, against BASE_URL.
 * Started by `npm start`; SIGINT/SIGTERM stops them all cleanly (checks in flight finish, results are posted).
 */
import { loadEmbeddedProbersConfig } from '../domain/config';
import { createLogger } from '../domain/logger';
import { exitAfterDrain, runMain } from '../domain/processStop';
import { startProber, STOP_BOUND_MS } from './prober';

function main(): void {
  const config = loadEmbeddedProbersConfig();
  const probers = config.proberRegions.map((region) =>
    startProber({ config, region, log: createLogger(`prober-${region}`) }),
  );
  exitAfterDrain({
    log: createLogger('probers'),
    boundMs: STOP_BOUND_MS,
    drain: async () => {
      await Promise.all(probers.map((p) => p.stop()));
    },
  });
}

runMain('probers', main);
