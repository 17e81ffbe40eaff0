/**
 * What probing needs from the database, as interfaces: the monitors to schedule, the change feed that keeps
 * other replicas' schedules current, slot claims, the result history and its rollups (`ProbingStore`: every write
 * an insert, as FerretDB v1 updates are read-change-replace), and the heartbeat clocks (`HeartbeatClockStore`).
 * `mongoStores.ts` implements them; unit tests use memory.
 */
import type { CheckResultInput } from '../checkResults/history';
import type { HeartbeatTiming } from '../heartbeats/cron';
import type { RollupDoc } from '../models/checkRollup';
import type { HeartbeatStateDoc } from '../models/heartbeatState';
import type { MonitorDoc } from '../models/monitor';
import type { MonitorDirectoryStore } from '../monitors/directory';
import type { MonitorClocks } from '../monitors/stores';
import type { SharedRegionState } from '../models/regionStateChange';
import type { RegionProberDoc } from '../models/regionProber';

/** The monitors (through the directory), and what probing alone reads and writes. */
export interface ProbingStore extends MonitorDirectoryStore {
  /** Drops one minute of the monitor-change feed (`bucket`, domain/probing/feedReader.ts). */
  dropMonitorChanges(bucket: string): Promise<void>;
  /** Inserts one claim per key; returns the keys another replica had claimed first. */
  claimSlots(keys: string[], at: Date): Promise<Set<string>>;
  /** Drops one hour of slot claims (`bucket`, domain/probing/slotClaims.ts). */
  dropSlotClaims(bucket: string): Promise<void>;
  /** One insert for the whole batch (one region's results), received at `receivedAtMs`. */
  appendResults(rows: CheckResultInput[], receivedAtMs: number): Promise<void>;
  sweepResults(before: Date): Promise<void>;
  appendRollups(rows: RollupDoc[]): Promise<void>;
  /** Drops the rollup collections of `period` whose span ended by `beforeMs` (rollupCollections.ts). */
  dropRollupsBefore(period: RollupDoc['period'], beforeMs: number): Promise<void>;
  /** Moves rollups written before the collections per period into them, once (legacyRollups.ts); rows moved. */
  moveLegacyRollups(): Promise<number>;
  /** Shares region states with the other API replicas (one insert). */
  publishRegionStates(replica: string, states: SharedRegionState[], at: Date): Promise<void>;
  /** Region states other replicas published from `since` to `until`: [row id, states], oldest first. */
  regionStatesSince(replica: string, since: Date, until: Date): Promise<[string, SharedRegionState[]][]>;
  /** Drops one minute of the region-state feed. */
  dropRegionStates(bucket: string): Promise<void>;
  /** Monitors with an unresolved incident (read once at start: results of a recovered monitor resolve it). */
  monitorsWithOpenIncidents(): Promise<string[]>;
}

/** What a ping needs of its monitor: the token to check, the org to tell, and when the next ping is due. */
export type PingWindow = Pick<MonitorDoc, '_id' | 'org_id' | 'type' | 'heartbeat_token'> & HeartbeatTiming;
/** What the miss sweep reads of a monitor whose clock fell due. */
export type MissFields = Pick<
  MonitorDoc,
  '_id' | 'org_id' | 'type' | 'paused' | 'heartbeat_period_sec' | 'heartbeat_grace_sec'
>;
/** A heartbeat monitor as stored before clocks had a collection: its clock fields sat on the monitor. */
export interface StoredHeartbeatMonitor {
  _id: string;
  paused?: boolean;
  last_ping_at?: Date | null;
  heartbeat_due_at?: Date | null;
  heartbeat_period_sec?: number | null;
  heartbeat_grace_sec?: number | null;
}

/**
 * The heartbeat clocks (`heartbeat_states`, one per monitor, by `_id`), the miss sweep's mark, and what pings and
 * the sweep read of the monitors. A clock is written by pings and by the monitor routes (`MonitorClocks`), never by
 * the sweep.
 */
export interface HeartbeatClockStore extends MonitorClocks {
  readPingWindow(monitorId: string): Promise<PingWindow | null>;
  readPingWindowByToken(token: string): Promise<PingWindow | null>;
  /** Writes the ping and the next due time (creating the clock when `create`); returns the clock it replaced. */
  writePing(
    monitorId: string,
    pingAt: Date,
    dueAt: Date,
    create: boolean,
  ): Promise<Pick<HeartbeatStateDoc, 'due_at' | 'last_ping_at'> | null>;
  /** How far the sweep `markId` has looked (ms since the epoch; 0 when it never ran). */
  readSweepMark(markId: string): Promise<number>;
  writeSweepMark(markId: string, until: Date): Promise<void>;
  /** Clocks due in (`after`, `until`], earliest first, at most `limit`: read by due minute, never by a range. */
  clocksDue(after: Date, until: Date, limit: number): Promise<HeartbeatStateDoc[]>;
  /** Every clock due after `after`: a range, a read of the whole collection (once per start, heartbeatStartRead.ts). */
  clocksDueAfter(after: Date): Promise<HeartbeatStateDoc[]>;
  readMissFields(monitorId: string): Promise<MissFields | null>;
  readLastPing(monitorId: string): Promise<Pick<HeartbeatStateDoc, 'last_ping_at'> | null>;
  readDueAt(monitorId: string): Promise<Pick<HeartbeatStateDoc, 'due_at' | 'due_minute'> | null>;
  /** Every heartbeat monitor with the clock fields it kept before clocks had a collection. */
  heartbeatMonitors(): Promise<StoredHeartbeatMonitor[]>;
  /** Those of these monitors that have a clock. */
  monitorsWithClocks(monitorIds: string[]): Promise<string[]>;
  /** false when a clock was written meanwhile (a ping, another API doing the same): that one wins. */
  insertClock(clock: HeartbeatStateDoc): Promise<boolean>;
}

/** The region registry's rows (`region_probers`, domain/probing/regionRegistry.ts). */
export interface RegionProberStore {
  /** Writes this replica's own rows (each row has this replica as its only writer). */
  write(rows: RegionProberDoc[]): Promise<void>;
  /** Every row of every replica (a few per region and replica). */
  readAll(): Promise<RegionProberDoc[]>;
  sweep(before: Date): Promise<void>;
}
