/**
 * What monitor CRUD and the dashboard's monitor reads need from the database, as interfaces: the monitors (by bare
 * `_id`, the look-up FerretDB serves without a scan), the org's channels and escalation policy a definition names,
 * and the heartbeat clocks monitor writes restart. `mongoStores.ts`
 * implements `MonitorStore`; `MonitorClocks` is part of probing's heartbeat clock store (domain/probing/stores.ts),
 * the one the pings write.
 */
import type { HeartbeatStateDoc } from '../models/heartbeatState';
import type { MonitorDoc } from '../models/monitor';

/** A monitor as a create writes it: the store adds the id and the timestamps. */
export type NewMonitor = Omit<MonitorDoc, '_id' | 'created_at' | 'updated_at'>;
/** A heartbeat monitor's last ping and due time, as monitor reads show them. */
export type ClockTimes = Pick<HeartbeatStateDoc, '_id' | 'last_ping_at' | 'due_at'>;
/** A stored monitor with its heartbeat clock's last ping and due time (heartbeat monitors; null for the others). */
export type MonitorRecord = MonitorDoc & { last_ping_at: Date | null; due_at?: Date | null };

export interface MonitorStore {
  insertMonitor(monitor: NewMonitor): Promise<MonitorDoc>;
  readMonitor(monitorId: string): Promise<MonitorDoc | null>;
  /** Sets these fields; false when no monitor has this id. */
  updateMonitor(monitorId: string, fields: Partial<NewMonitor>): Promise<boolean>;
  /** false when no monitor has this id. */
  deleteMonitor(monitorId: string): Promise<boolean>;
  /** Those of these channel ids that are channels of the org. */
  channelsOfOrg(orgId: string, channelIds: string[]): Promise<string[]>;
  /** The org of an escalation policy (by bare `_id`), or null when no policy has this id. */
  policyOrgOf(policyId: string): Promise<string | null>;
  /** Names of these monitors of the org (a deleted monitor is simply absent). */
  monitorNames(orgId: string, monitorIds: string[]): Promise<Pick<MonitorDoc, '_id' | 'name'>[]>;
}

/** What monitor reads and writes do to heartbeat clocks (one per heartbeat monitor, by `_id`). */
export interface MonitorClocks {
  /** The clocks of these monitors (one without a clock is left out). */
  readClocks(monitorIds: string[]): Promise<ClockTimes[]>;
  /** The clock starts again (due at `dueAt`) or stops (null); created when missing, its last ping kept. */
  restartClock(monitorId: string, dueAt: Date | null): Promise<void>;
  deleteClock(monitorId: string): Promise<void>;
}
