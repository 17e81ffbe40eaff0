/**
 * Where the API's store round trips waited during the probing part, read from its `/metrics`
 * (domain/metrics/storePool.ts): per pool, the wait for a free connection; per pool, command and collection, the
 * time at the server (the 12 with the most time in all); and the event loop's busy share and delay. A slow
 * detection stage is then queueing in the pool, time at the store, or a busy event loop.
 */
import { bucketP99Ms, histogramsBy, type Sample } from './promMetrics';
import { round } from './stats';
import { printTable } from './table';

const ROWS = 12;

export function printStoreWaits(samples: Sample[]): void {
  const waits = histogramsBy(samples, 'uptime_store_pool_wait_seconds', (l) => l.pool);
  printTable('probing: API store pool waits', [
    ['pool', 'check-outs', 'mean ms', 'p99 at most (bucket ms)'],
    ...[...waits].map(([pool, h]) => [pool, String(h.count), ms(h.sum / h.count), bucketP99Ms(h)]),
  ]);
  const commands = [
    ...histogramsBy(samples, 'uptime_store_command_seconds', (l) => `${l.pool} ${l.command} ${l.collection}`),
  ]
    .sort(([, a], [, b]) => b.sum - a.sum)
    .slice(0, ROWS);
  printTable('probing: API store commands (most time first)', [
    ['pool command collection', 'commands', 'mean ms', 'p99 at most (bucket ms)', 'total s'],
    ...commands.map(([key, h]) => [key, String(h.count), ms(h.sum / h.count), bucketP99Ms(h), String(round(h.sum))]),
  ]);
  const value = (name: string) => samples.find((s) => s.name === name)?.value;
  printTable('probing: API event loop', [
    ['utilization since start', 'delay mean ms', 'delay p99 ms', 'delay max ms'],
    [
      String(round(value('uptime_event_loop_utilization') ?? NaN)),
      ms(value('nodejs_eventloop_lag_mean_seconds') ?? NaN),
      ms(value('nodejs_eventloop_lag_p99_seconds') ?? NaN),
      ms(value('nodejs_eventloop_lag_max_seconds') ?? NaN),
    ],
  ]);
}

const ms = (seconds: number) => (Number.isFinite(seconds) ? String(round(seconds * 1000)) : '-');
