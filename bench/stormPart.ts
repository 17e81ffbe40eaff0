/**
 * Storm: N monitors, each routed to every channel, go down within S seconds. Each is opened through
 * `lifecycle.open` as the API's vote calls it (the producer holds the monitors in memory and knows none is open),
 * as many at a time as the API votes in a storm (one result batch per region in flight, each voting 64 at a time:
 * 6 x 64), so opens are written together; N x channels deliveries are due. Reports what the receiver got (by delivery), what the REST API's
 * log says, and the time from the first open to the last delivery.
 */
import { runPhase, type Pipeline } from './delivery';
import { checkLogIntegrity } from './integrityPart';
import type { BenchOptions } from './options';
import { round } from './stats';
import { printTable, progress } from './table';

/**
 * A storm that has not drained by then is reported as it stands (lost = not received). On PostgreSQL the default
 * storm (2,000 monitors) drains in about 2 minutes; on SQLite it does not drain at all (bench/README.md), so a
 * longer wait would only make `npm run bench` longer. A larger storm (`--storm-monitors`) gets 40 ms per delivery
 * (the delivery pipeline runs at 30 to 80 per second here), so it drains and reports its time to the last delivery.
 */
/** Six regions' result batches, each voting 64 monitors at a time (domain/probing/results.ts). */
const STORM_VOTES_IN_FLIGHT = 6 * 64;

const stormTimeLimitMs = (deliveries: number) => Math.max(10 * 60_000, deliveries * 40);

export async function runStormPart(p: Pipeline, opts: BenchOptions): Promise<Record<string, number | null>> {
  const n = opts.stormMonitors;
  progress('storm', `${n} monitors x ${p.channels} channels, down within ${opts.stormSec}s`);
  const storm = await runPhase(p, {
    name: 'storm',
    events: n,
    ratePerSec: n / opts.stormSec,
    concurrency: STORM_VOTES_IN_FLIGHT,
    timeoutMs: stormTimeLimitMs(n * p.channels),
  });
  const integrity = await checkLogIntegrity(p, storm);
  const figures = {
    storm_monitors: n,
    storm_open_errors: storm.openErrors,
    storm_deliveries_expected: storm.expected,
    storm_delivered: storm.delivered,
    storm_lost: storm.expected - storm.delivered,
    storm_duplicated: storm.duplicates,
    storm_log_mismatches: integrity.log_mismatches,
    storm_log_behind_at_receipt: integrity.log_behind_at_receipt,
    storm_open_sec: round(storm.openMs / 1000),
    storm_open_lag_p99_ms: round(storm.openLag.p99),
    storm_open_lag_max_ms: round(storm.openLag.max),
    storm_last_delivery_sec: round(storm.spanMs / 1000),
    storm_deliveries_per_sec: round(storm.deliveriesPerSec),
    storm_delivery_p50_ms: round(storm.p50Ms),
    storm_delivery_p99_ms: round(storm.p99Ms),
  };
  printTable('storm', [['figure', 'value'], ...Object.entries(figures)]);
  return figures;
}
