/**
 * Standalone prober: `npm run prober -- --region fra1`. Pulls jobs from BASE_URL with PROBER_TOKEN; it needs no
 * database and no secrets key (`loadProberConfig`). With LIVENESS_FILE it keeps that file fresh while its pull loop
 * turns (the container health check). Stops cleanly (checks in flight finish, results are posted) on
 * SIGINT/SIGTERM.
 */
import { ConfigError, loadProberConfig } from '../domain/config';
import { keepAlive } from '../domain/liveness';
import { createLogger } from '../domain/logger';
import { exitAfterDrain, runMain } from '../domain/processStop';
import { REGIONS, type Region } from '../domain/regions';
import { startProber, STOP_BOUND_MS } from './prober';

function regionArg(argv: string[]): Region {
  const i = argv.findIndex((a) => a === '--region' || a.startsWith('--region='));
  const value = i < 0 ? undefined : argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
  if (!value) throw new ConfigError(`--region: required (one of ${REGIONS.join(', ')})`);
  if (!(REGIONS as readonly string[]).includes(value))
    throw new ConfigError(`--region: unknown region "${value}" (known: ${REGIONS.join(', ')})`);
  return value as Region;
}

function main(): void {
  const region = regionArg(process.argv.slice(2));
  const config = loadProberConfig();
  const log = createLogger(`prober-${region}`);
  const prober = startProber({ config, region, log });
  const stopLiveness = keepAlive(config.livenessFile, () => prober.alive(), log);
  exitAfterDrain({
    log,
    boundMs: STOP_BOUND_MS,
    drain: () => {
      stopLiveness();
      return prober.stop();
    },
  });
}

runMain('prober', main);
