/**
 * Where the API's store round trips waited during the probing part, read from its `/metrics`
 * (domain/metrics/storePool.ts): per pool, the wait for a free connection; per pool, command and collection, the
 * time at the server (the 12 with the most time in all); and the event loop's busy share and delay. A slow
 * detection stage is then queueing in the pool, time at the store, or a busy event loop.
 */
import type { Sample } from './promMetrics';
import { round } from './stats';
import { printTable } from './table';

const ROWS = 12;

export function printStoreWaits(samples: Sample[]): void {
  const waits = histograms(samples, 'uptime_store_pool_wait_seconds', (l) => l.pool);
  printTable('probing: API store pool waits', [
    ['pool', 'check-outs', 'mean ms', 'p99 at most (bucket ms)'],
    ...[...waits].map(([pool, h]) => [pool, String(h.count), ms(h.sum / h.count), p99(h)]),
  ]);
  const commands = [
    ...histograms(samples, 'uptime_store_command_seconds', (l) => `${l.pool} ${l.command} ${l.collection}`),
  ]
    .sort(([, a], [, b]) => b.sum - a.sum)
    .slice(0, ROWS);
  printTable('probing: API store commands (most time first)', [
    ['pool command collection', 'commands', 'mean ms', 'p99 at most (bucket ms)', 'total s'],
    ...commands.map(([key, h]) => [key, String(h.count), ms(h.sum / h.count), p99(h), String(round(h.sum))]),
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

interface Histogram {
  count: number;
  sum: number;
  buckets: Map<number, number>;
}

function histograms(samples: Sample[], name: string, key: (l: Record<string, string>) => string) {
  const out = new Map<string, Histogram>();
  for (const s of samples) {
    if (!s.name.startsWith(name)) continue;
    const h = out.get(key(s.labels)) ?? { count: 0, sum: 0, buckets: new Map() };
    out.set(key(s.labels), h);
    if (s.name === `${name}_count`) h.count += s.value;
    else if (s.name === `${name}_sum`) h.sum += s.value;
    else if (s.name === `${name}_bucket`) {
      const le = s.labels.le === '+Inf' ? Infinity : Number(s.labels.le);
      h.buckets.set(le, (h.buckets.get(le) ?? 0) + s.value);
    }
  }
  return out;
}

function p99(h: Histogram): string {
  const le = [...h.buckets.keys()].sort((a, b) => a - b).find((b) => h.buckets.get(b)! >= 0.99 * h.count);
  return le === undefined || le === Infinity ? 'above' : String(round(le * 1000));
}

const ms = (seconds: number) => (Number.isFinite(seconds) ? String(round(seconds * 1000)) : '-');
