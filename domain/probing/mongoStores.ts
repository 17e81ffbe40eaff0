/**
 * The MongoDB (mongoose) implementation of `ProbingStore`. Hot writes go through the driver's collections with
 * plain documents (one `insertMany` per batch, no per-row casting); every write is an insert, and old rows are
 * swept by time. Wired by `createServices`.
 */
import type { mongo } from 'mongoose';
import { isDuplicateKeyError } from '../errors';
import { uuidv7, uuidv7Floor } from '../ids';
import { appendResultBatch, dropResultHoursBefore } from '../checkResults/history';
import { CheckRollup, type RollupDoc } from '../models/checkRollup';
import { Incident } from '../models/incident';
import { Monitor, type MonitorDoc } from '../models/monitor';
import { MonitorChange, type MonitorChangeDoc } from '../models/monitorChange';
import { ProbeSlotClaim, type ProbeSlotClaimDoc } from '../models/probeSlotClaim';
import { RegionStateChange, type RegionStateChangeDoc } from '../models/regionStateChange';
import type { ProbedMonitorRow, ProbingStore } from './stores';

const PROBED_FIELDS = {
  org_id: 1,
  type: 1,
  paused: 1,
  regions: 1,
  down_quorum: 1,
  interval_sec: 1,
  url: 1,
  keyword: 1,
  keyword_mode: 1,
  host: 1,
  port: 1,
  record_type: 1,
  expected_value: 1,
  ssl_expiry_days: 1,
  expected_status: 1,
  timeout_ms: 1,
  updated_at: 1,
  cert_warn_days: 1,
} as const;

/** The driver's collection under a model (string `_id`s, as the schemas declare). */
function raw<T extends { _id: string }>(model: { collection: unknown }): mongo.Collection<T> {
  return model.collection as mongo.Collection<T>;
}

export function createMongoProbingStore(): ProbingStore {
  return {
    loadProbedMonitors: () =>
      raw<MonitorDoc>(Monitor)
        .find({ type: { $ne: 'heartbeat' } }, { projection: PROBED_FIELDS })
        .toArray() as Promise<ProbedMonitorRow[]>,
    loadMonitors: async (ids) => {
      if (ids.length === 0) return [];
      const col = raw<MonitorDoc>(Monitor);
      // By `_id` equality, one read per id: the lookup every store serves from an index (FerretDB reads the whole
      // collection for `$in`). A long list (rare: a burst of changes elsewhere) is one `$in` instead.
      const docs =
        ids.length <= 50
          ? await Promise.all(ids.map((id) => col.findOne({ _id: id }, { projection: PROBED_FIELDS })))
          : await col.find({ _id: { $in: ids } }, { projection: PROBED_FIELDS }).toArray();
      return docs.filter((d) => d !== null) as ProbedMonitorRow[];
    },
    recordMonitorChange: async (monitorId, at) => {
      await raw<MonitorChangeDoc>(MonitorChange).insertOne({
        _id: uuidv7(at.getTime()),
        monitor_id: monitorId,
        created_at: at,
      } as MonitorChangeDoc);
    },
    monitorChangesSince: async (since) => {
      const rows = await raw<MonitorChangeDoc>(MonitorChange)
        .find({ _id: { $gte: uuidv7Floor(since.getTime()) } }, { projection: { monitor_id: 1 } })
        .sort({ _id: 1 })
        .toArray();
      return rows.map((r) => ({ id: r._id, monitorId: r.monitor_id }));
    },
    sweepMonitorChanges: async (before) => {
      await MonitorChange.deleteMany({ created_at: { $lt: before } });
    },
    claimSlots,
    sweepSlotClaims: async (before) => {
      await ProbeSlotClaim.deleteMany({ claimed_at: { $lt: before } });
    },
    appendResults: appendResultBatch,
    sweepResults: async (before) => void (await dropResultHoursBefore(before)),
    appendRollups: async (rows) => {
      if (rows.length > 0) await raw<RollupDoc>(CheckRollup).insertMany(rows, { ordered: false });
    },
    sweepRollups: async (period, before) => {
      await CheckRollup.deleteMany({ period, start: { $lt: before } });
    },
    publishRegionStates: async (replica, states, at) => {
      const doc = { _id: uuidv7(at.getTime()), replica, states, created_at: at } as RegionStateChangeDoc;
      await raw<RegionStateChangeDoc>(RegionStateChange).insertOne(doc);
    },
    regionStatesSince: async (replica, since) => {
      const rows = await raw<RegionStateChangeDoc>(RegionStateChange)
        .find({ _id: { $gte: uuidv7Floor(since.getTime()) }, replica: { $ne: replica } })
        .sort({ _id: 1 })
        .toArray();
      return rows.map((r) => [r._id, r.states]);
    },
    sweepRegionStates: async (before) => {
      await RegionStateChange.deleteMany({ created_at: { $lt: before } });
    },
    monitorsWithOpenIncidents: async () =>
      (await Incident.find({ status: { $ne: 'resolved' } }, { monitor_id: 1 }).lean()).map((i) => i.monitor_id),
  };
}

async function claimSlots(keys: string[], at: Date): Promise<Set<string>> {
  const docs = keys.map((k) => ({ _id: k, claimed_at: at }) as ProbeSlotClaimDoc);
  try {
    await raw<ProbeSlotClaimDoc>(ProbeSlotClaim).insertMany(docs, { ordered: false });
    return new Set();
  } catch (err) {
    const writeErrors = (err as { writeErrors?: Array<{ index: number; code?: number; err?: { code?: number } }> })
      .writeErrors;
    if (!writeErrors?.length) {
      if (keys.length === 1 && isDuplicateKeyError(err)) return new Set(keys);
      throw err;
    }
    if (writeErrors.some((e) => (e.code ?? e.err?.code) !== 11000)) throw err;
    return new Set(writeErrors.map((e) => keys[e.index]));
  }
}
