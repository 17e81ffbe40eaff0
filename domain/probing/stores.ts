/**
 * What probing needs from the database, as an interface: the monitors to schedule, the change feed that keeps
 * other replicas' schedules current, slot claims, the result history and its rollups. `mongoStores.ts` implements
 * it; unit tests use memory. Every write here is an insert (FerretDB v1 updates are read-change-replace).
 */
import type { CheckResultInput } from '../checkResults/history';
import type { RollupDoc } from '../models/checkRollup';
import type { MonitorDoc } from '../models/monitor';
import type { SharedRegionState } from '../models/regionStateChange';

/** The fields of a monitor that probing uses: its check, its schedule and its vote. */
export type ProbedMonitorRow = Pick<
  MonitorDoc,
  | '_id'
  | 'org_id'
  | 'type'
  | 'paused'
  | 'regions'
  | 'down_quorum'
  | 'interval_sec'
  | 'url'
  | 'keyword'
  | 'keyword_mode'
  | 'host'
  | 'port'
  | 'record_type'
  | 'expected_value'
  | 'ssl_expiry_days'
  | 'expected_status'
  | 'timeout_ms'
  | 'updated_at'
  | 'cert_warn_days'
>;

export interface MonitorChangeRow {
  id: string;
  monitorId: string;
}

export interface ProbingStore {
  /** Every monitor that probers check (all types but heartbeat), paused ones included. Read once at start. */
  loadProbedMonitors(): Promise<ProbedMonitorRow[]>;
  /** These monitors as stored now (absent: deleted). */
  loadMonitors(ids: string[]): Promise<ProbedMonitorRow[]>;
  recordMonitorChange(monitorId: string, at: Date): Promise<void>;
  /** Changes recorded at `since` or later (by any process), oldest first. */
  monitorChangesSince(since: Date): Promise<MonitorChangeRow[]>;
  sweepMonitorChanges(before: Date): Promise<void>;
  /** Inserts one claim per key; returns the keys another replica had claimed first. */
  claimSlots(keys: string[], at: Date): Promise<Set<string>>;
  sweepSlotClaims(before: Date): Promise<void>;
  /** One insert for the whole batch (one region's results), received at `receivedAtMs`. */
  appendResults(rows: CheckResultInput[], receivedAtMs: number): Promise<void>;
  sweepResults(before: Date): Promise<void>;
  appendRollups(rows: RollupDoc[]): Promise<void>;
  sweepRollups(period: RollupDoc['period'], before: Date): Promise<void>;
  /** Shares region states with the other API replicas (one insert). */
  publishRegionStates(replica: string, states: SharedRegionState[], at: Date): Promise<void>;
  /** Region states other replicas published at `since` or later: [row id, states]. */
  regionStatesSince(replica: string, since: Date): Promise<[string, SharedRegionState[]][]>;
  sweepRegionStates(before: Date): Promise<void>;
  /** Monitors with an unresolved incident (read once at start: results of a recovered monitor resolve it). */
  monitorsWithOpenIncidents(): Promise<string[]>;
}
