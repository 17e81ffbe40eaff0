/** The MongoDB (mongoose) implementation of the heartbeat runs' store (stores.ts): the same queries as before. */
import { HeartbeatRun, type HeartbeatRunDoc } from '../models/heartbeatRun';
import { insertedOnce } from '../errors';
import {
  dueMinuteOf,
  dueMinutesBetween,
  HeartbeatState,
  SweepMark,
  type HeartbeatStateDoc,
} from '../models/heartbeatState';
import { mongoSweepMarks } from '../probing/mongoStores';
import { Monitor, type MonitorDoc } from '../models/monitor';
import type { HeartbeatRunStore } from './stores';

export function createMongoHeartbeatRunStore(): HeartbeatRunStore {
  return {
    writeRun: async (monitorId, run) => {
      const deadline_minute = dueMinuteOf(run.deadline_at);
      await HeartbeatRun.updateOne({ _id: monitorId }, { $set: { ...run, deadline_minute } }, { upsert: true });
    },
    readRunStart: async (monitorId) =>
      (await HeartbeatRun.findById(monitorId, { started_at: 1 }).lean<Pick<HeartbeatRunDoc, 'started_at'>>())
        ?.started_at ?? null,
    clearDue: async (monitorId) => {
      await HeartbeatState.updateOne({ _id: monitorId }, { $set: { due_at: null, due_minute: null } });
    },
    ...mongoSweepMarks,
    findOverdueRuns,
    readLastPing: (monitorId) => HeartbeatState.findById(monitorId, { last_ping_at: 1 }).lean<HeartbeatStateDoc>(),
    readRunLimit: (monitorId) =>
      Monitor.findById(monitorId, { type: 1, paused: 1, heartbeat_max_runtime_sec: 1 }).lean<
        Pick<MonitorDoc, 'type' | 'paused' | 'heartbeat_max_runtime_sec'>
      >(),
  };
}

/** Written once no run without a deadline minute was due later than a sweep had reached: minute reads from then on. */
const RUNS_KEYED = 'heartbeat-runs-keyed';
/** The longest span read minute by minute; a sweep further behind (a long stop, a first sweep) reads by range once. */
const MINUTE_READS_MAX_SPAN_MS = 86_400_000;
/** Minute reads in flight at once. */
const MINUTES_AT_ONCE = 60;

/**
 * Runs whose deadline is in (`after`, `until`], earliest first, at most `limit`: one equality read per minute of
 * the span. A range read (the whole collection on FerretDB) only while runs started before deadlines had minutes
 * may still come due, or when the sweep is more than a day behind.
 */
async function findOverdueRuns(after: Date, until: Date, limit: number): Promise<HeartbeatRunDoc[]> {
  const keyed = until.getTime() - after.getTime() <= MINUTE_READS_MAX_SPAN_MS && (await runsKeyed());
  const runs = keyed ? await runsByMinute(after, until) : await runsByRange(after, until);
  return runs
    .filter((r) => r.deadline_at > after && r.deadline_at <= until)
    .sort((a, b) => a.deadline_at.getTime() - b.deadline_at.getTime())
    .slice(0, limit);
}

/** RUNS_KEYED is only ever inserted: once a process has seen it, its sweeps (every 5 s) no longer ask. */
let runsKeyedSeen = false;
async function runsKeyed(): Promise<boolean> {
  runsKeyedSeen ||= (await SweepMark.exists({ _id: RUNS_KEYED })) !== null;
  return runsKeyedSeen;
}

async function runsByMinute(after: Date, until: Date): Promise<HeartbeatRunDoc[]> {
  const minutes = dueMinutesBetween(after.getTime(), until.getTime());
  const out: HeartbeatRunDoc[] = [];
  for (let i = 0; i < minutes.length; i += MINUTES_AT_ONCE) {
    const read = (deadline_minute: string) => HeartbeatRun.find({ deadline_minute }).lean<HeartbeatRunDoc[]>();
    for (const rows of await Promise.all(minutes.slice(i, i + MINUTES_AT_ONCE).map(read))) out.push(...rows);
  }
  return out;
}

/** Every run due after `after`; when none without a minute is due after `until`, later sweeps read by minute. */
async function runsByRange(after: Date, until: Date): Promise<HeartbeatRunDoc[]> {
  const runs = await HeartbeatRun.find({ deadline_at: { $gt: after } }).lean<HeartbeatRunDoc[]>();
  if (!runs.some((r) => !r.deadline_minute && r.deadline_at > until))
    await insertedOnce(() => SweepMark.create({ _id: RUNS_KEYED, until }));
  return runs;
}
