/**
 * The MongoDB (mongoose) implementations of `ProbingStore` and `HeartbeatClockStore`, wired by `createServices`.
 * Hot writes go through the driver's collections with plain documents (one `insertMany` per batch, no per-row
 * casting); the probing store's every write is an insert, stamped with the `bucket` it is read and swept by
 * (domain/buckets.ts) or into a collection dropped whole (raw results, rollups): every read and delete here is an
 * equality the lookup indexes serve, or a drop, never a range.
 */
import type { mongo } from 'mongoose';
import { duplicateRowsOf, insertedOnce, isDuplicateKeyError } from '../errors';
import { uuidv7, uuidv7Floor } from '../ids';
import { feedBucket, feedBucketsBetween } from './feedReader';
import { claimBucket } from './slotClaims';
import { appendResultBatch, dropResultHoursBefore } from '../checkResults/history';
import { moveLegacyRollups } from '../checkResults/legacyRollups';
import { appendRollupRows, dropRollupCollectionsBefore } from '../checkResults/rollupCollections';
import {
  dueMinuteOf,
  dueMinutesBetween,
  HeartbeatState,
  SweepMark,
  type HeartbeatStateDoc,
} from '../models/heartbeatState';
import { CheckScreenshot, type CheckScreenshotDoc } from '../models/checkScreenshot';
import { Incident } from '../models/incident';
import { Monitor, type MonitorDoc } from '../models/monitor';
import { MonitorChange, type MonitorChangeDoc } from '../models/monitorChange';
import { ProbeSlotClaim, type ProbeSlotClaimDoc } from '../models/probeSlotClaim';
import { RegionStateChange, type RegionStateChangeDoc } from '../models/regionStateChange';
import { RegionProber, type RegionProberDoc } from '../models/regionProber';
import type { ClockTimes } from '../monitors/stores';
import type {
  HeartbeatClockStore,
  MissFields,
  PingWindow,
  ProbingStore,
  RegionProberStore,
  StoredHeartbeatMonitor,
} from './stores';
import type { ScreenshotStore } from './screenshots';

const UNRESOLVED = ['open', 'acknowledged'] as const;

/** Where each sweep records how far it got (one mark per sweep, written only by that sweep). */
export const mongoSweepMarks = {
  readSweepMark: async (markId: string) => (await SweepMark.findById(markId).lean())?.until.getTime() ?? 0,
  writeSweepMark: async (markId: string, until: Date) => {
    await SweepMark.updateOne({ _id: markId }, { $set: { until } }, { upsert: true });
  },
};

/** The driver's collection under a model (string `_id`s, as the schemas declare). */
function raw<T extends { _id: string }>(model: { collection: unknown }): mongo.Collection<T> {
  return model.collection as mongo.Collection<T>;
}

export function createMongoProbingStore(): ProbingStore {
  return {
    loadAllMonitors: () => raw<MonitorDoc>(Monitor).find({}).toArray(),
    loadMonitors: async (ids) => {
      if (ids.length === 0) return [];
      const col = raw<MonitorDoc>(Monitor);
      // By `_id` equality, one read per id: the lookup every store serves from an index (FerretDB reads the whole
      // collection for `$in`). A long list (rare: a burst of changes elsewhere) is one `$in` instead.
      const docs =
        ids.length <= 50
          ? await Promise.all(ids.map((id) => col.findOne({ _id: id })))
          : await col.find({ _id: { $in: ids } }).toArray();
      return docs.filter((d) => d !== null);
    },
    recordMonitorChange: async (monitorId, at) => {
      await raw<MonitorChangeDoc>(MonitorChange).insertOne({
        _id: uuidv7(at.getTime()),
        monitor_id: monitorId,
        created_at: at,
        bucket: feedBucket(at.getTime()),
      } as MonitorChangeDoc);
    },
    monitorChangesSince: async (since, until) => {
      const rows = await feedRows(raw<MonitorChangeDoc>(MonitorChange), since, until, {}, { monitor_id: 1 });
      return rows.map((r) => ({ id: r._id, monitorId: r.monitor_id }));
    },
    dropMonitorChanges: async (bucket) => void (await MonitorChange.collection.deleteMany({ bucket })),
    claimSlots,
    dropSlotClaims: async (bucket) => void (await ProbeSlotClaim.collection.deleteMany({ bucket })),
    appendResults: appendResultBatch,
    sweepResults: async (before) => void (await dropResultHoursBefore(before)),
    appendRollups: appendRollupRows,
    dropRollupsBefore: async (period, beforeMs) => void (await dropRollupCollectionsBefore(period, beforeMs)),
    moveLegacyRollups,
    publishRegionStates: async (replica, states, at) => {
      const bucket = feedBucket(at.getTime());
      const doc = { _id: uuidv7(at.getTime()), replica, states, created_at: at, bucket } as RegionStateChangeDoc;
      await raw<RegionStateChangeDoc>(RegionStateChange).insertOne(doc);
    },
    regionStatesSince: async (replica, since, until) => {
      const rows = await feedRows(raw<RegionStateChangeDoc>(RegionStateChange), since, until, {
        replica: { $ne: replica },
      });
      return rows.map((r) => [r._id, r.states]);
    },
    dropRegionStates: async (bucket) => void (await RegionStateChange.collection.deleteMany({ bucket })),
    // One equality read per unresolved status: a `$ne` reads every incident ever opened on FerretDB.
    monitorsWithOpenIncidents: async () =>
      (
        await Promise.all(
          UNRESOLVED.map((status) => Incident.find({ status }, { monitor_id: 1 }).lean<{ monitor_id: string }[]>()),
        )
      )
        .flat()
        .map((i) => i.monitor_id),
  };
}

/**
 * A feed's rows appended from `since` to `until`, oldest first: one equality read per minute of the span (a
 * handful), filtered to `since` by id here, never a range over the whole feed.
 */
async function feedRows<T extends { _id: string }>(
  col: mongo.Collection<T>,
  since: Date,
  until: Date,
  filter: mongo.Filter<T>,
  projection?: mongo.Document,
): Promise<T[]> {
  const floor = uuidv7Floor(since.getTime());
  const minutes = feedBucketsBetween(since, until);
  const read = (bucket: string) => col.find({ ...filter, bucket } as mongo.Filter<T>, { projection }).toArray();
  const rows = (await Promise.all(minutes.map(read))).flat() as T[];
  return rows.filter((r) => r._id >= floor).sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}

/** One replica writes its own rows (by `_id`); all of them are read, a few per region and replica. */
export function createMongoRegionProberStore(): RegionProberStore {
  return {
    write: async (rows) => {
      const col = raw<RegionProberDoc>(RegionProber);
      await Promise.all(rows.map((row) => col.replaceOne({ _id: row._id }, row, { upsert: true })));
    },
    readAll: () => raw<RegionProberDoc>(RegionProber).find({}).toArray(),
    sweep: async (before) => {
      await RegionProber.deleteMany({ last_seen_at: { $lt: before } });
    },
  };
}

async function claimSlots(keys: string[], at: Date): Promise<Set<string>> {
  const bucket = claimBucket(at.getTime());
  const docs = keys.map((k) => ({ _id: k, claimed_at: at, bucket }) as ProbeSlotClaimDoc);
  try {
    await raw<ProbeSlotClaimDoc>(ProbeSlotClaim).insertMany(docs, { ordered: false });
    return new Set();
  } catch (err) {
    const refused = duplicateRowsOf(err, keys.length);
    if (!refused) throw err;
    return new Set([...refused].map((i) => keys[i]));
  }
}

/** Screenshots of failed browser checks: unique inserts, reads by `monitor_id` and `_id`, deletes by day bucket. */
export function createMongoScreenshotStore(): ScreenshotStore {
  const col = () => raw<CheckScreenshotDoc>(CheckScreenshot);
  return {
    insertScreenshot: (doc) => insertedOnce(() => col().insertOne(doc)),
    screenshotsOf: (monitorId) =>
      col()
        .find({ monitor_id: monitorId }, { projection: { region: 1, taken_at: 1 } })
        .toArray(),
    screenshotPng: async (id) => {
      const png = (await col().findOne({ _id: id }, { projection: { png: 1 } }))?.png as unknown;
      if (!png) return null;
      // The driver reads binary data back as a BSON Binary.
      return Buffer.isBuffer(png) ? png : Buffer.from((png as mongo.Binary).buffer);
    },
    dropScreenshots: async (bucket) => void (await col().deleteMany({ bucket })),
  };
}

/** What a ping reads of its monitor (`PingWindow`). */
const PING_WINDOW_FIELDS =
  'org_id type heartbeat_token heartbeat_period_sec heartbeat_grace_sec heartbeat_schedule heartbeat_tz ' +
  'heartbeat_max_runtime_sec';
/** The clock fields heartbeat monitors kept on the monitor document before clocks had a collection. */
const STORED_CLOCK_FIELDS = {
  paused: 1,
  last_ping_at: 1,
  heartbeat_due_at: 1,
  heartbeat_period_sec: 1,
  heartbeat_grace_sec: 1,
};

export function createMongoHeartbeatClockStore(): HeartbeatClockStore {
  return {
    readPingWindow: (monitorId) => Monitor.findById(monitorId).select(PING_WINDOW_FIELDS).lean<PingWindow>(),
    readPingWindowByToken: (token) =>
      Monitor.findOne({ heartbeat_token: token }).select(PING_WINDOW_FIELDS).lean<PingWindow>(),
    writePing: (monitorId, pingAt, dueAt, create) =>
      HeartbeatState.findOneAndUpdate(
        { _id: monitorId },
        { $set: { last_ping_at: pingAt, due_at: dueAt, due_minute: dueMinuteOf(dueAt) } },
        { new: false, upsert: create },
      ).lean<Pick<HeartbeatStateDoc, 'due_at' | 'last_ping_at'>>(),
    ...mongoSweepMarks,
    clocksDue,
    clocksDueAfter: (after) =>
      raw<HeartbeatStateDoc>(HeartbeatState)
        .find({ due_at: { $gt: after } })
        .toArray(),
    readMissFields: (monitorId) =>
      Monitor.findById(monitorId)
        .select('org_id type paused heartbeat_period_sec heartbeat_grace_sec')
        .lean<MissFields>(),
    readLastPing: (monitorId) =>
      HeartbeatState.findById(monitorId).select('last_ping_at').lean<Pick<HeartbeatStateDoc, 'last_ping_at'>>(),
    readDueAt: (monitorId) =>
      HeartbeatState.findById(monitorId)
        .select('due_at due_minute')
        .lean<Pick<HeartbeatStateDoc, 'due_at' | 'due_minute'>>(),
    readClocks,
    restartClock: async (monitorId, dueAt) => {
      await HeartbeatState.updateOne(
        { _id: monitorId },
        { $set: { due_at: dueAt, due_minute: dueMinuteOf(dueAt) } },
        { upsert: true },
      );
    },
    deleteClock: async (monitorId) => {
      await HeartbeatState.deleteOne({ _id: monitorId });
    },
    heartbeatMonitors: () =>
      Monitor.collection
        .find<StoredHeartbeatMonitor>({ type: 'heartbeat' }, { projection: STORED_CLOCK_FIELDS })
        .toArray(),
    monitorsWithClocks: async (monitorIds) =>
      (await HeartbeatState.find({ _id: { $in: monitorIds } }, { _id: 1 }).lean()).map((c) => c._id),
    insertClock: async (clock) => {
      try {
        await HeartbeatState.create({ ...clock, due_minute: dueMinuteOf(clock.due_at) });
        return true;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        return false;
      }
    },
  };
}

/** Clocks due in (`after`, `until`], earliest first, at most `limit`: one equality read per due minute. */
async function clocksDue(after: Date, until: Date, limit: number): Promise<HeartbeatStateDoc[]> {
  const col = raw<HeartbeatStateDoc>(HeartbeatState);
  const minutes = dueMinutesBetween(after.getTime(), until.getTime());
  const rows = (await Promise.all(minutes.map((due_minute) => col.find({ due_minute }).toArray()))).flat();
  return rows
    .filter((c) => c.due_at !== null && c.due_at > after && c.due_at <= until)
    .sort((a, b) => a.due_at!.getTime() - b.due_at!.getTime())
    .slice(0, limit);
}

/** One read of the clocks (none for no id; by bare `_id` for one, the look-up every store serves from an index). */
async function readClocks(monitorIds: string[]): Promise<ClockTimes[]> {
  const col = raw<HeartbeatStateDoc>(HeartbeatState);
  const projection = { last_ping_at: 1, due_at: 1 };
  const clocks =
    monitorIds.length === 0
      ? []
      : monitorIds.length === 1
        ? [await col.findOne({ _id: monitorIds[0] }, { projection })]
        : await col.find({ _id: { $in: monitorIds } }, { projection }).toArray();
  return clocks.filter((c) => c !== null);
}
