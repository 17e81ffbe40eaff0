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

/** A component's state, in the values Atlassian Statuspage uses. */
export const COMPONENT_STATUSES = [
  'operational',
  'degraded_performance',
  'partial_outage',
  'major_outage',
  'under_maintenance',
] as const;
export type ComponentStatus = (typeof COMPONENT_STATUSES)[number];

export interface ComponentFacts extends StateFacts {
  /** A maintenance window of this monitor is running now. */
  inMaintenance: boolean;
}

/**
 * The one rule for what a component shows: maintenance while a window runs; a major outage while the monitor is
 * down (an unresolved incident, or a quorum of failing regions); degraded performance while some regions fail, fewer
 * than the quorum; operational otherwise (up, paused, or not checked yet).
 */
export function componentStatusOf(
  m: Pick<MonitorDoc, 'paused' | 'regions' | 'down_quorum'>,
  f: ComponentFacts,
): ComponentStatus {
  if (f.inMaintenance) return 'under_maintenance';
  const state = stateOf(m, f);
  if (state === 'down') return 'major_outage';
  if (state === 'up' && f.latest.some((r) => !r.ok && m.regions.includes(r.region))) return 'degraded_performance';
  return 'operational';
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
