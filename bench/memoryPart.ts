/** Memory of the development stack at the end of the bench: PSS of each process and what it forked. */
import type { Pipeline } from './delivery';
import { treePssMb } from './memory';
import { round } from './stats';
import { printTable } from './table';

/**
 * The stack is what `npm start` runs: Temporal, the MongoDB-wire server (with PostgreSQL when it is FerretDB's
 * backend), the worker and the API. The bench's producer (the API's dispatch path in a process of its own) and
 * the receiver are listed apart and not summed.
 */
export function stackMemory(p: Pipeline): Record<string, number | null> {
  const stack: Record<string, number> = {
    temporal: treePssMb(p.stack.temporal.pid),
    ferretdb: treePssMb(p.stack.mongo.pid),
    ...(p.stack.mongo.backendPid ? { postgres: treePssMb(p.stack.mongo.backendPid) } : {}),
    worker: treePssMb(p.worker.pid),
    api: treePssMb(p.api.child.pid),
  };
  const apart = { producer: treePssMb(p.producer.pid), receiver: treePssMb(p.stack.receiver.pid) };
  const total = Object.values(stack).reduce((s, v) => s + v, 0);
  printTable('memory at the end (PSS, MB)', [
    ['process', 'PSS MB', 'in the stack sum'],
    ...Object.entries(stack).map(([k, v]) => [k, v, 'yes']),
    ...Object.entries(apart).map(([k, v]) => [k, v, 'no']),
    ['stack total', total, ''],
  ]);
  return {
    stack_pss_mb: round(total),
    ...Object.fromEntries(Object.entries({ ...stack, ...apart }).map(([k, v]) => [`pss_mb_${k}`, round(v)])),
  };
}
