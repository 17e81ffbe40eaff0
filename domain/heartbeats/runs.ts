/**
 * Heartbeat runs and their signals: `/start` opens a run (kept only for monitors with `max_runtime_sec`), `/fail`
 * (or a non-zero exit code) opens an incident at once, a success ends both. The runtime sweep opens
 * `heartbeat_runtime_exceeded` for a run whose deadline passed without a success since it started.
 */
import type { IncidentLifecycle } from '../incidents/lifecycle.types';
import type { Logger } from '../logger';
import { HeartbeatRun, type HeartbeatRunDoc } from '../models/heartbeatRun';
import { HeartbeatState, SweepMark, type HeartbeatStateDoc } from '../models/heartbeatState';
import { Monitor, type MonitorDoc } from '../models/monitor';
import { iso } from '../time';
import type { HeartbeatTiming } from './cron';

export type RunSignal = { kind: 'start' } | { kind: 'fail'; message: string };

interface SignalDeps {
  lifecycle: IncidentLifecycle;
  log: Logger;
  now: () => number;
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
    await HeartbeatRun.updateOne({ _id: monitorId }, { $set: run }, { upsert: true });
    return;
  }
  await deps.lifecycle.open({ monitorId, failingRegions: [], check: failed(signal.message), at: new Date(at) });
  // A cleared clock is ended by the next success (heartbeats.ts) and never read by the miss sweep.
  await HeartbeatState.updateOne({ _id: monitorId }, { $set: { due_at: null } });
}

/** Whether a run started after the last success (read only for monitors with a run limit). */
export async function runOutstanding(
  monitorId: string,
  timing: HeartbeatTiming,
  previous: Pick<HeartbeatStateDoc, 'last_ping_at'> | null,
): Promise<boolean> {
  if (!timing.heartbeat_max_runtime_sec) return false;
  const run = await HeartbeatRun.findById(monitorId, { started_at: 1 }).lean<Pick<HeartbeatRunDoc, 'started_at'>>();
  return !!run && (!previous?.last_ping_at || run.started_at > previous.last_ping_at);
}

/** Opens an incident for each run past its deadline with no success since it started; returns how many. */
export async function sweepOverrunHeartbeats(deps: SignalDeps): Promise<number> {
  const until = deps.now() - SETTLE_MS;
  const mark = (await SweepMark.findById(MARK_ID).lean())?.until.getTime() ?? 0;
  const runs = await HeartbeatRun.find({ deadline_at: { $gt: new Date(mark), $lte: new Date(until) } })
    .sort({ deadline_at: 1 })
    .limit(SWEEP_BATCH)
    .lean<HeartbeatRunDoc[]>();
  let opened = 0;
  for (const run of runs) if (await handleOverrun(deps, run)) opened++;
  // A full batch may stop among runs sharing one deadline: those are looked at again (opening is idempotent).
  const reached = runs.length === SWEEP_BATCH ? runs[runs.length - 1].deadline_at.getTime() - 1 : until;
  await SweepMark.updateOne({ _id: MARK_ID }, { $set: { until: new Date(reached) } }, { upsert: true });
  return opened;
}

async function handleOverrun(deps: SignalDeps, run: HeartbeatRunDoc): Promise<boolean> {
  const clock = await HeartbeatState.findById(run._id, { last_ping_at: 1 }).lean<HeartbeatStateDoc>();
  if (clock?.last_ping_at && clock.last_ping_at >= run.started_at) return false;
  const monitor = await Monitor.findById(run._id, { type: 1, paused: 1, heartbeat_max_runtime_sec: 1 }).lean<
    Pick<MonitorDoc, 'type' | 'paused' | 'heartbeat_max_runtime_sec'>
  >();
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
