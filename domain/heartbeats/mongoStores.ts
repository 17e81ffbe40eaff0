/** The MongoDB (mongoose) implementation of the heartbeat runs' store (stores.ts): the same queries as before. */
import { HeartbeatRun, type HeartbeatRunDoc } from '../models/heartbeatRun';
import { HeartbeatState, type HeartbeatStateDoc } from '../models/heartbeatState';
import { mongoSweepMarks } from '../probing/mongoStores';
import { Monitor, type MonitorDoc } from '../models/monitor';
import type { HeartbeatRunStore } from './stores';

export function createMongoHeartbeatRunStore(): HeartbeatRunStore {
  return {
    writeRun: async (monitorId, run) => {
      await HeartbeatRun.updateOne({ _id: monitorId }, { $set: run }, { upsert: true });
    },
    readRunStart: async (monitorId) =>
      (await HeartbeatRun.findById(monitorId, { started_at: 1 }).lean<Pick<HeartbeatRunDoc, 'started_at'>>())
        ?.started_at ?? null,
    clearDue: async (monitorId) => {
      await HeartbeatState.updateOne({ _id: monitorId }, { $set: { due_at: null, due_minute: null } });
    },
    ...mongoSweepMarks,
    findOverdueRuns: (after, until, limit) =>
      HeartbeatRun.find({ deadline_at: { $gt: after, $lte: until } })
        .sort({ deadline_at: 1 })
        .limit(limit)
        .lean<HeartbeatRunDoc[]>(),
    readLastPing: (monitorId) => HeartbeatState.findById(monitorId, { last_ping_at: 1 }).lean<HeartbeatStateDoc>(),
    readRunLimit: (monitorId) =>
      Monitor.findById(monitorId, { type: 1, paused: 1, heartbeat_max_runtime_sec: 1 }).lean<
        Pick<MonitorDoc, 'type' | 'paused' | 'heartbeat_max_runtime_sec'>
      >(),
  };
}
