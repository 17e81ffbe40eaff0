/**
 * The development stack's probers: one per region in PROBER_REGIONS, in one process, against BASE_URL.
 * Started by `npm start`; SIGINT/SIGTERM stops them all cleanly (checks in flight finish, results are posted).
 */
import { ConfigError, loadConfig } from '../domain/config';
import { createLogger } from '../domain/logger';
import { exitAfterDrain } from '../domain/processStop';
import { startProber, STOP_BOUND_MS } from './prober';

function main(): void {
  const config = loadConfig();
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

try {
  main();
} catch (err) {
  process.stderr.write(
    err instanceof ConfigError
      ? `configuration error: ${err.message}\n`
      : `probers failed to start: ${(err as Error).message}\n`,
  );
  process.exit(1);
}
