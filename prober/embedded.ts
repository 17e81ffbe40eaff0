/**
 * The development stack's probers: one per region in PROBER_REGIONS, in one process, against BASE_URL.
 * Started by `npm start`; SIGINT/SIGTERM stops them all cleanly.
 */
import { ConfigError, loadConfig } from '../domain/config';
import { createLogger } from '../domain/logger';
import { startProber } from './prober';

function main(): void {
  const config = loadConfig();
  const probers = config.proberRegions.map((region) => startProber({ config, region, log: createLogger(`prober-${region}`) }));
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void Promise.all(probers.map((p) => p.stop())).then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

try {
  main();
} catch (err) {
  process.stderr.write(err instanceof ConfigError ? `configuration error: ${err.message}\n` : `probers failed to start: ${(err as Error).message}\n`);
  process.exit(1);
}
