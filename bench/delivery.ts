/**
 * Part 1, delivery end to end: incident events opened by the producer (domain lifecycle -> MongoDB -> Temporal),
 * delivered by the worker process to the HTTPS receiver, which verifies each signature. Two phases: a burst
 * (sustained throughput) and a fixed offered load (latency).
 */
import { readCommandCounts, type CommandCounts } from './commandCounts';
import type { BenchStack } from './benchStack';
import type { BenchChild } from './children';
import { seedMonitors, type Seeded } from './seed';
import { delta, MONGO_WRITE_COMMANDS, takeReading, total, type Delta } from './serverMetrics';
import { percentile, perSecond } from './stats';
import { progress } from './table';
import { monotonicUs, type ProfileWindow } from './cpuProfile';

export interface Pipeline {
  stack: BenchStack;
  worker: BenchChild;
  producer: BenchChild;
  orgId: string;
  channels: number;
  seeded: Seeded;
  /** A real API process (api/server.ts): the REST read-back and the test alerts go through it. */
  api: { child: BenchChild; url: string };
  /** An org of its own with one channel to `<receiver>/side/`, for test alerts sent beside a phase. */
  side: Seeded;
}

/** p99 and max of the opens' lags (ms). */
export interface OpenLag {
  p99: number;
  max: number;
}

export interface PhaseResult {
  name: string;
  startedAt: number;
  events: number;
  /** Deliveries due: channels x the events the producer opened. */
  expected: number;
  /** Opens that failed with an error (nothing recorded, as the API would answer an error). */
  openErrors: number;
  delivered: number;
  badSignatures: number;
  duplicates: number;
  /** From the first event opened to the last delivery received. */
  spanMs: number;
  /** From the first event opened to the last one (the producer's time to open them all). */
  openMs: number;
  /** Each open's lag: its monitor's time to go down -> its incident stored (ms). */
  openLag: OpenLag;
  deliveriesPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  usage: Delta;
  /** The span the CPU figures cover, on the clock of V8's profiles (`--cpu-prof` summarises the samples in it). */
  window: ProfileWindow;
  /** `countCommands`: the worker's and the producer's MongoDB commands at the phase's start and end. */
  commands?: { before: CommandCounts; after: CommandCounts };
}

export interface PhaseOptions {
  name: string;
  events: number;
  /** Offered events per second; null: as fast as the producer's lanes go. */
  ratePerSec: number | null;
  concurrency: number;
  timeoutMs: number;
  /** Count the worker's and the producer's MongoDB commands over the phase (`--count-commands`). */
  countCommands?: boolean;
}

/** The processes whose CPU a phase counts (`api`: the producer, which runs the API's dispatch path). */
export function pids(p: Pipeline): Record<string, number> {
  const backend = p.stack.mongo.backendPid;
  return {
    temporal: p.stack.temporal.pid,
    ferretdb: p.stack.mongo.pid,
    ...(backend ? { postgres: backend } : {}),
    worker: p.worker.pid,
    api: p.producer.pid,
    receiver: p.stack.receiver.pid,
  };
}

export async function runPhase(p: Pipeline, o: PhaseOptions): Promise<PhaseResult> {
  const monitorIds = await seedMonitors(p.orgId, o.events, o.name);
  // Until the producer has answered, every event is expected; then only those it opened (an open that failed
  // is reported as an open error, not as a lost delivery).
  const due = { expected: o.events * p.channels };
  await p.stack.receiver.ask({ type: 'reset' }, 'reset');
  await p.producer.ask({ type: 'know', monitorIds }, 'known');
  const counted = [p.worker, p.producer];
  const commandsBefore = o.countCommands ? await readCommandCounts(counted) : undefined;
  const fromUs = monotonicUs();
  const before = await takeReading(pids(p), p.stack.temporal.metricsUrl!, p.stack.mongo.metricsUrl);
  const opened = p.producer
    .ask<{ created: number; errors: number; firstError: string | null; ms: number; lag: OpenLag }>(
      { type: 'open', monitorIds, ratePerSec: o.ratePerSec, concurrency: o.concurrency },
      'opened',
      o.timeoutMs,
    )
    .then(
      (r) => {
        due.expected = r.created * p.channels;
        progress('delivery', `${o.name}: ${r.created} incidents opened in ${r.ms} ms`);
        return r;
      },
      // Still opening at the time limit: reported as it stands, every event still expected.
      (err: Error) => ({ created: NaN, errors: NaN, firstError: err.message, ms: NaN, lag: { p99: NaN, max: NaN } }),
    );
  const delivered = await waitForDeliveries(p, o.name, due, before.at + o.timeoutMs);
  const open = await opened;
  const expected = due.expected;
  const after = await takeReading(pids(p), p.stack.temporal.metricsUrl!, p.stack.mongo.metricsUrl);
  const window = { fromUs, toUs: monotonicUs() };
  const commands = commandsBefore && { before: commandsBefore, after: await readCommandCounts(counted) };
  const stats = await p.stack.receiver.ask<{ arrivals: [number, number][]; badSignatures: number; duplicates: number }>(
    { type: 'stats' },
    'stats',
  );
  if (!(open.errors === 0 && open.created === o.events))
    progress('delivery', `${o.name}: ${open.created} incidents opened, ${open.errors} errors (${open.firstError})`);
  const latencies = stats.arrivals.map(([, l]) => l);
  const lastAt = Math.max(...stats.arrivals.map(([at]) => at));
  const spanMs = lastAt - before.at;
  return {
    name: o.name,
    startedAt: before.at,
    events: o.events,
    expected,
    openErrors: open.errors,
    delivered,
    badSignatures: stats.badSignatures,
    duplicates: stats.duplicates,
    spanMs,
    openMs: open.ms,
    openLag: open.lag,
    deliveriesPerSec: delivered === expected ? perSecond(delivered, spanMs) : NaN,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: percentile(latencies, 100),
    usage: delta(before, { ...after, at: lastAt }),
    window,
    ...(commands && { commands }),
  };
}

async function waitForDeliveries(
  p: Pipeline,
  name: string,
  due: { expected: number },
  deadline: number,
): Promise<number> {
  let lastLog = Date.now();
  for (;;) {
    const { count } = await p.stack.receiver.ask<{ count: number }>({ type: 'count' }, 'count');
    const expected = due.expected;
    if (count >= expected) return count;
    if (Date.now() > deadline) {
      progress('delivery', `${name}: only ${count} of ${expected} delivered before the time limit`);
      return count;
    }
    if (Date.now() - lastLog > (expected > 1000 ? 10_000 : 2_000)) {
      progress('delivery', `${name}: ${count}/${expected} delivered`);
      lastLog = Date.now();
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Per-delivery costs of a phase: CPU of each process, Temporal frontend requests, MongoDB writes. */
export function perDelivery(r: PhaseResult) {
  const n = r.delivered || NaN;
  const cpuPct: Record<string, number> = {};
  for (const [k, v] of Object.entries(r.usage.cpuMs)) cpuPct[k] = (v / r.usage.wallMs) * 100;
  const polls = (op: string) => op.startsWith('Poll');
  const ops = r.usage.temporalOps;
  return {
    workerCpuMs: r.usage.cpuMs.worker / n,
    apiCpuMs: r.usage.cpuMs.api / n,
    temporalCpuMs: r.usage.cpuMs.temporal / n,
    ferretCpuMs: r.usage.cpuMs.ferretdb / n,
    postgresCpuMs: (r.usage.cpuMs.postgres ?? 0) / n,
    temporalRequests: total(ops) / n,
    temporalRequestsNoPolls: total(Object.fromEntries(Object.entries(ops).filter(([k]) => !polls(k)))) / n,
    temporalPersistence: r.usage.temporalPersistence / n,
    mongoWrites: total(r.usage.mongoCommands, MONGO_WRITE_COMMANDS) / n,
    mongoCommands: total(r.usage.mongoCommands) / n,
    cpuPct,
  };
}

/** The process with the highest CPU share over the phase (100% = one core; Go servers may exceed it). */
export function busiest(r: PhaseResult): { name: string; pct: number } {
  const [name, ms] = Object.entries(r.usage.cpuMs).sort((a, b) => b[1] - a[1])[0];
  return { name, pct: (ms / r.usage.wallMs) * 100 };
}
