/**
 * Heartbeat runs and their signals: `/start` opens a run (kept only for monitors with `max_runtime_sec`), `/fail`
 * (or a non-zero exit code) opens an incident at once, a success ends both. The runtime sweep opens
 * `heartbeat_runtime_exceeded` for a run whose deadline passed without a success since it started.
 */
import type { IncidentLifecycle } from '../incidents/lifecycle.types';
import type { Logger } from '../logger';
import type { HeartbeatRunDoc } from '../models/heartbeatRun';
import type { HeartbeatStateDoc } from '../models/heartbeatState';
import { iso } from '../time';
import type { HeartbeatTiming } from './cron';
import type { HeartbeatRunStore } from './stores';

export type RunSignal = { kind: 'start' } | { kind: 'fail'; message: string };

interface SignalDeps {
  lifecycle: IncidentLifecycle;
  log: Logger;
  now: () => number;
  /** Heartbeat runs (`/start` deadlines) and the runtime sweep's mark. */
  runs: HeartbeatRunStore;
}

const MARK_ID = 'heartbeat-runtime';
const SWEEP_BATCH = 500;
/** A success answered from memory is written within 2 s (heartbeats.ts): a deadline is judged after that. */
const SETTLE_MS = 2_000;

export function timingOf(m: HeartbeatTiming): HeartbeatTiming {
  return {
    heartbeat_period_sec: m.heartbeat_period_sec ?? null,
    heartbeat_grace_sec: m.heartbeat_grace_sec ?? null,
    heartbeat_schedule: m.heartbeat_schedule ?? null,
    heartbeat_tz: m.heartbeat_tz ?? null,
    heartbeat_max_runtime_sec: m.heartbeat_max_runtime_sec ?? null,
  };
}

/** Records a `/start` or a `/fail` of the monitor's job. */
export async function recordSignal(
  deps: SignalDeps,
  target: { monitorId: string; timing: HeartbeatTiming; at: number },
  signal: RunSignal,
): Promise<void> {
  const { monitorId, timing, at } = target;
  if (signal.kind === 'start') {
    const limitSec = timing.heartbeat_max_runtime_sec;
    if (!limitSec) return; // nothing to watch: a start matters only with a run limit
    const run = { started_at: new Date(at), deadline_at: new Date(at + limitSec * 1000) };
    await deps.runs.writeRun(monitorId, run);
    return;
  }
  await deps.lifecycle.open({ monitorId, failingRegions: [], check: failed(signal.message), at: new Date(at) });
  // A cleared clock is ended by the next success (heartbeats.ts) and never read by the miss sweep.
  await deps.runs.clearDue(monitorId);
}

/** Whether a run started after the last success (read only for monitors with a run limit). */
export async function runOutstanding(
  monitorId: string,
  timing: HeartbeatTiming,
  previous: Pick<HeartbeatStateDoc, 'last_ping_at'> | null,
  runs: HeartbeatRunStore,
): Promise<boolean> {
  if (!timing.heartbeat_max_runtime_sec) return false;
  const startedAt = await runs.readRunStart(monitorId);
  return !!startedAt && (!previous?.last_ping_at || startedAt > previous.last_ping_at);
}

/** Opens an incident for each run past its deadline with no success since it started; returns how many. */
export async function sweepOverrunHeartbeats(deps: SignalDeps): Promise<number> {
  const until = deps.now() - SETTLE_MS;
  const mark = await deps.runs.readSweepMark(MARK_ID);
  const runs = await deps.runs.findOverdueRuns(new Date(mark), new Date(until), SWEEP_BATCH);
  let opened = 0;
  for (const run of runs) if (await handleOverrun(deps, run)) opened++;
  // A full batch may stop among runs sharing one deadline: those are looked at again (opening is idempotent).
  const reached = runs.length === SWEEP_BATCH ? runs[runs.length - 1].deadline_at.getTime() - 1 : until;
  await deps.runs.writeSweepMark(MARK_ID, new Date(reached));
  return opened;
}

async function handleOverrun(deps: SignalDeps, run: HeartbeatRunDoc): Promise<boolean> {
  const clock = await deps.runs.readLastPing(run._id);
  if (clock?.last_ping_at && clock.last_ping_at >= run.started_at) return false;
  const monitor = await deps.runs.readRunLimit(run._id);
  if (!monitor || monitor.type !== 'heartbeat' || monitor.paused) return false;
  const limit = (run.deadline_at.getTime() - run.started_at.getTime()) / 1000;
  const check = {
    last_response_ms: null,
    last_error_class: 'heartbeat_runtime_exceeded',
    last_error_message: `Started at ${iso(run.started_at)}; no success within ${limit} s.`,
  };
  const { created } = await deps.lifecycle.open({ monitorId: run._id, failingRegions: [], check });
  return created;
}

function failed(message: string) {
  return { last_response_ms: null, last_error_class: 'heartbeat_failed', last_error_message: message };
}
