/**
 * What uptime reports read from the database, as an interface: the monitors reported on and the rollup sketches
 * of their response times (incidents are read by domain/uptime). `mongoStores.ts` implements it; unit tests use memory.
 */
import type { RollupDoc } from '../models/checkRollup';
import type { MonitorDoc } from '../models/monitor';
import type { PageWindow } from '../pageWindow';
import type { UptimeMonitor } from '../uptime/uptime';

/** A monitor reported on: its name, and what its uptime is measured from (domain/uptime). */
export type ReportMonitor = Pick<MonitorDoc, '_id' | 'name'> & UptimeMonitor;
export type SketchRow = Pick<RollupDoc, 'monitor_id' | 'sketch_keys' | 'sketch_counts'>;

/** `[from, to)` of rollup starts. */
export type { StartSpan } from '../checkResults/rollupCollections';
import type { StartSpan } from '../checkResults/rollupCollections';

export interface ReportStore {
  /** The org's monitor with this id, or null. */
  readMonitor(orgId: string, monitorId: string): Promise<ReportMonitor | null>;
  /** The org's monitors older than the page's cursor, newest first, one more than the page holds. */
  pageOfMonitors(orgId: string, page: PageWindow): Promise<ReportMonitor[]>;
  /** Sketches of the rollups of `period` of these monitors (not empty) starting in one of the spans (one or two). */
  sketches(monitorIds: string[], period: RollupDoc['period'], spans: StartSpan[]): Promise<SketchRow[]>;
}
