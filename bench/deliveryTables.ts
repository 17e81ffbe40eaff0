/** The delivery part's tables: phases end to end, cost per delivery, CPU shares, Temporal and MongoDB requests. */
import { perDelivery, type PhaseResult } from './delivery';
import { printTable } from './table';

export function printPhases(phases: PhaseResult[]): void {
  printTable('delivery end to end', [
    ['phase', 'deliveries', 'span ms', 'per sec', 'p50 ms', 'p99 ms', 'max ms', 'bad sig', 'dupes'],
    ...phases.map((r) => [
      r.name,
      `${r.delivered}/${r.expected}`,
      r.spanMs,
      r.deliveriesPerSec,
      r.p50Ms,
      r.p99Ms,
      r.maxMs,
      r.badSignatures,
      r.duplicates,
    ]),
  ]);
  const costs = phases.map((r) => ({ r, c: perDelivery(r) }));
  printTable('per delivery (CPU ms; requests)', [
    [
      'phase',
      'worker',
      'api',
      'temporal',
      'ferretdb',
      'postgres',
      'tmprl req',
      'tmprl db ops',
      'mongo writes',
      'mongo cmds',
    ],
    ...costs.map(({ r, c }) => [
      r.name,
      c.workerCpuMs,
      c.apiCpuMs,
      c.temporalCpuMs,
      c.ferretCpuMs,
      c.postgresCpuMs,
      c.temporalRequests,
      c.temporalPersistence,
      c.mongoWrites,
      c.mongoCommands,
    ]),
  ]);
  printTable('CPU share over the phase (100 = one core of 2)', [
    ['phase', ...Object.keys(costs[0].c.cpuPct)],
    ...costs.map(({ r, c }) => [r.name, ...Object.values(c.cpuPct)]),
  ]);
  const burst = phases[0];
  printTable(`Temporal frontend requests per delivery (${burst.name})`, [
    ['operation', 'per delivery'],
    ...Object.entries(burst.usage.temporalOps)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => [k, v / (burst.delivered || NaN)]),
  ]);
  printTable(`MongoDB commands per delivery (${burst.name})`, [
    ['command', 'per delivery'],
    ...Object.entries(burst.usage.mongoCommands)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => [k, v / (burst.delivered || NaN)]),
  ]);
}
