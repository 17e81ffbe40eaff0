/**
 * What the status page and the uptime reports take from elsewhere, behind small interfaces so each can be swapped
 * for the real thing without touching the page: scheduled maintenance windows, and the rule that turns a monitor's
 * facts into the state a component shows.
 */
import { stateOf, type StateFacts } from '../monitors/health';
import type { MonitorDoc } from '../models/monitor';

/** A planned window during which the listed monitors are expected to be down: not counted as downtime. */
export interface MaintenanceWindow {
  id: string;
  title: string;
  monitor_ids: string[];
  starts_at: Date;
  ends_at: Date;
}

export interface MaintenanceSource {
  /** The org's windows that overlap `[from, to)`. */
  windowsFor(orgId: string, from: Date, to: Date): Promise<MaintenanceWindow[]>;
}

/** No maintenance windows are recorded anywhere yet: every minute of a window is measured. */
export const NO_MAINTENANCE: MaintenanceSource = { windowsFor: async () => [] };

/** A monitor's status as the metrics and the status page show it. */
export const MONITOR_STATUSES = ['up', 'down', 'degraded', 'maintenance', 'paused', 'pending'] as const;
export type MonitorStatus = (typeof MONITOR_STATUSES)[number];

/** A component's state, in the values Atlassian Statuspage uses. */
export const COMPONENT_STATUSES = [
  'operational',
  'degraded_performance',
  'partial_outage',
  'major_outage',
  'under_maintenance',
] as const;
export type ComponentStatus = (typeof COMPONENT_STATUSES)[number];

export interface MonitorFacts extends StateFacts {
  /** A maintenance window of this monitor is running now. */
  inMaintenance: boolean;
}

type Rules = Pick<MonitorDoc, 'paused' | 'regions' | 'down_quorum'>;

/**
 * THE rule for a monitor's status here (swap it for a richer one in one place): paused; maintenance while a window
 * runs; down while an incident is unresolved or a quorum of regions fails (domain/monitors/health.ts); pending
 * before any result; degraded while some regions fail, fewer than the quorum; up otherwise.
 */
export function monitorStatusOf(m: Rules, f: MonitorFacts): MonitorStatus {
  if (m.paused) return 'paused';
  if (f.inMaintenance) return 'maintenance';
  const state = stateOf(m, f);
  if (state !== 'up') return state;
  return f.latest.some((r) => !r.ok && m.regions.includes(r.region)) ? 'degraded' : 'up';
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
export function componentStatusOf(m: Rules, f: MonitorFacts): ComponentStatus {
  return COMPONENT_OF[monitorStatusOf(m, f)];
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
