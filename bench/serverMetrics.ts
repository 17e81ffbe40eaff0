/** Readings of the two servers' Prometheus endpoints and of every process's CPU, taken before and after a phase. */
import { sampleCpu } from './procCpu';
import { diffCounts, fetchMetrics, sumBy, sumMetric } from './promMetrics';

export interface Reading {
  at: number;
  cpu: Record<string, number>;
  /** Temporal frontend requests of our namespace, by operation. */
  temporalOps: Record<string, number>;
  /** Temporal persistence (SQLite) operations, all namespaces. */
  temporalPersistence: number;
  /** MongoDB-wire commands received by FerretDB, by command. */
  mongoCommands: Record<string, number>;
}

export interface Delta {
  wallMs: number;
  cpuMs: Record<string, number>;
  temporalOps: Record<string, number>;
  temporalPersistence: number;
  mongoCommands: Record<string, number>;
}

export const MONGO_WRITE_COMMANDS = ['insert', 'update', 'delete', 'findAndModify'];

export async function takeReading(
  pids: Record<string, number>,
  temporalMetrics: string,
  mongoMetrics: string | undefined,
): Promise<Reading> {
  const cpu = sampleCpu(pids);
  const [t, m] = await Promise.all([
    fetchMetrics(temporalMetrics),
    mongoMetrics ? fetchMetrics(mongoMetrics) : Promise.resolve([]),
  ]);
  return {
    at: Date.now(),
    cpu,
    temporalOps: sumBy(t, 'service_requests', 'operation', { service_name: 'frontend', namespace: 'default' }),
    temporalPersistence: sumMetric(t, 'persistence_requests'),
    mongoCommands: sumBy(m, 'ferretdb_client_requests_total', 'command'),
  };
}

export function delta(a: Reading, b: Reading): Delta {
  const cpuMs: Record<string, number> = {};
  for (const k of Object.keys(b.cpu)) cpuMs[k] = b.cpu[k] - a.cpu[k];
  return {
    wallMs: b.at - a.at,
    cpuMs,
    temporalOps: diffCounts(a.temporalOps, b.temporalOps),
    temporalPersistence: b.temporalPersistence - a.temporalPersistence,
    mongoCommands: diffCounts(a.mongoCommands, b.mongoCommands),
  };
}

export function total(counts: Record<string, number>, keys?: string[]): number {
  return Object.entries(counts).reduce((s, [k, v]) => (keys && !keys.includes(k) ? s : s + v), 0);
}
