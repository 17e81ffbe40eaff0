/**
 * What the status page, the uptime reports and the metrics take from elsewhere: scheduled maintenance windows
 * (occurrences in a time range), and how a monitor's `status` (domain/monitors/status.ts, the rule of every read)
 * becomes the state a component shows.
 */
import type { MaintenanceWindowDoc } from '../models/maintenanceWindow';
import type { MaintenanceCache } from '../maintenance/cache';
import { occurrencesBetween } from '../maintenance/occurrences';
import { monitorStatus, type MonitorStatus, type StatusFacts } from '../monitors/status';

export { MONITOR_STATUSES, type MonitorStatus } from '../monitors/status';

/** One occurrence of a maintenance window: its monitors are expected to be down then, not counted as downtime. */
export interface MaintenanceWindow {
  id: string;
  title: string;
  /** null: every monitor of the org. */
  monitor_ids: string[] | null;
  starts_at: Date;
  ends_at: Date;
}

export interface MaintenanceSource {
  /** The occurrences of the org's windows that overlap `[from, to)`. */
  windowsFor(orgId: string, from: Date, to: Date): Promise<MaintenanceWindow[]>;
}

/** A window occurrence applies to this monitor. */
export function windowCovers(w: Pick<MaintenanceWindow, 'monitor_ids'>, monitorId: string): boolean {
  return w.monitor_ids === null || w.monitor_ids.includes(monitorId);
}

/** The org's maintenance windows (the cache every read uses) as occurrences in a range. */
export function maintenanceSourceOf(cache: MaintenanceCache): MaintenanceSource {
  return {
    async windowsFor(orgId, from, to) {
      return (await cache.windowsOf(orgId)).flatMap((w: MaintenanceWindowDoc) =>
        occurrencesBetween(w, from.getTime(), to.getTime()).map((o) => ({
          id: w._id,
          title: w.name,
          monitor_ids: w.monitor_ids,
          starts_at: o.starts_at,
          ends_at: o.ends_at,
        })),
      );
    },
  };
}

/** A component's state, in the values Atlassian Statuspage uses. */
export const COMPONENT_STATUSES = [
  'operational',
  'degraded_performance',
  'partial_outage',
  'major_outage',
  'under_maintenance',
] as const;
export type ComponentStatus = (typeof COMPONENT_STATUSES)[number];

/**
 * A monitor's status as a public page and the metrics show it: the rule of every read, except that an unresolved
 * incident (for a heartbeat monitor, the only sign in memory) shows down unless paused or in maintenance.
 */
export function shownStatusOf(f: StatusFacts, unresolved: boolean, nowMs: number): MonitorStatus {
  const { status } = monitorStatus(f, nowMs);
  return unresolved && status !== 'paused' && status !== 'maintenance' ? 'down' : status;
}

const COMPONENT_OF: Record<MonitorStatus, ComponentStatus> = {
  up: 'operational',
  pending: 'operational',
  paused: 'operational',
  degraded: 'degraded_performance',
  down: 'major_outage',
  maintenance: 'under_maintenance',
};

/** What a component shows for its monitor's status (a paused or new monitor shows operational). */
export function componentStatusOf(status: MonitorStatus): ComponentStatus {
  return COMPONENT_OF[status];
}

/** Worst first: what a group or the whole page shows is its worst component's state. */
const SEVERITY: Record<ComponentStatus, number> = {
  major_outage: 4,
  partial_outage: 3,
  degraded_performance: 2,
  under_maintenance: 1,
  operational: 0,
};

export function worstOf(statuses: readonly ComponentStatus[]): ComponentStatus {
  let worst: ComponentStatus = 'operational';
  for (const s of statuses) if (SEVERITY[s] > SEVERITY[worst]) worst = s;
  return worst;
}

/** The page's banner. */
export type OverallStatus = 'operational' | 'degraded' | 'partial_outage' | 'major_outage' | 'maintenance';

/**
 * Every component down: a major outage; some: a partial outage; degraded when any is; maintenance when a window
 * runs and nothing is worse; operational otherwise.
 */
export function overallStatusOf(statuses: readonly ComponentStatus[]): OverallStatus {
  const down = statuses.filter((s) => s === 'major_outage' || s === 'partial_outage').length;
  if (down > 0) return down === statuses.length ? 'major_outage' : 'partial_outage';
  if (statuses.includes('degraded_performance')) return 'degraded';
  return statuses.includes('under_maintenance') ? 'maintenance' : 'operational';
}
