/**
 * Bench event producer (its own process): the domain services exactly as the API builds and starts them. Opens
 * one incident per monitor through `lifecycle.open`, which records the event, writes the deliveries and starts
 * their workflows. Paced (events per second) or as fast as `concurrency` allows.
 */
import { loadConfig } from '../domain/config';
import { connectDatabase } from '../domain/db';
import { silentLogger } from '../domain/logger';
import { createServices } from '../domain/services';
import type { Region } from '../domain/regions';
import { connectTemporal } from '../domain/temporal';
import { serveIpc } from './children';
import { percentile } from './stats';

interface OpenRequest {
  monitorIds: string[];
  /** Offered load in events per second; null: as fast as `concurrency` allows. */
  ratePerSec: number | null;
  concurrency: number;
}

async function main(): Promise<void> {
  const config = loadConfig();
  await connectDatabase(config.mongodbUri);
  const temporal = await connectTemporal(config);
  const services = createServices({ config, log: silentLogger, temporal });
  // The API's background loops too: a dispatch deferred by a database or Temporal error is finished by them.
  await services.start();
  const check = { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'bench: no answer' };

  /**
   * The API holds every monitor in memory (its monitor directory) before it serves: so does the producer, told a
   * phase's monitors before the phase is measured, so their reads count in no delivery's cost.
   */
  async function know(req: Pick<OpenRequest, 'monitorIds'>) {
    await services.directory.ready();
    await services.directory.lookUp(req.monitorIds);
    return { type: 'known' };
  }

  async function openAll(req: OpenRequest) {
    await know(req);
    const started = Date.now();
    let next = 0;
    let errors = 0;
    let firstError: string | null = null;
    let created = 0;
    /** Per open: its monitor's time to go down in the storm -> its incident stored (ms). */
    const lags: number[] = [];
    const lane = async () => {
      while (next < req.monitorIds.length) {
        const i = next++;
        const due = req.ratePerSec ? started + (i * 1000) / req.ratePerSec : started;
        if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
        try {
          // As the probe vote calls it: its memory of open incidents says this monitor has none.
          const monitorId = req.monitorIds[i];
          const failingRegions: Region[] = ['fra1'];
          const r = await services.lifecycle.open({
            monitorId,
            failingRegions,
            check,
            noneOpenKnown: true,
            fanOutLater: true,
          });
          if (r.created) created++;
          lags.push(Date.now() - due);
        } catch (err) {
          errors++;
          firstError ??= (err as Error).message;
        }
      }
    };
    await Promise.all(Array.from({ length: req.concurrency }, lane));
    const ms = Date.now() - started;
    return {
      type: 'opened',
      created,
      errors,
      firstError,
      ms,
      lag: { p99: percentile(lags, 99), max: percentile(lags, 100) },
      cpu: process.cpuUsage(),
    };
  }

  serveIpc({ know: (msg) => know(msg as OpenRequest), open: (msg) => openAll(msg as OpenRequest) });
  process.send!({ type: 'ready' });
}

main().catch((err) => {
  process.stderr.write(`producer failed: ${(err as Error).stack}\n`);
  process.exit(1);
});
