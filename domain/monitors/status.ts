/**
 * The one rule for a monitor's `status` and `last_checked_at`, pure, so every read (REST, MCP, the dashboard, the
 * status page, a list read model) says the same thing from the same in-memory facts:
 * - `paused`: paused; else `maintenance`: a maintenance window covers it now;
 * - probed monitors: `down` while the region vote is down (a quorum of regions failing under `confirmations` /
 *   `recoveries`), `degraded` while a quorum of regions passes slower than `degraded_after_ms`, `pending` before
 *   any result, else `up`; and `pending`, with a `reason`, when not voted down while the regions with an active
 *   prober (`activeRegions`, domain/probing/regionRegistry.ts) or a fresh result are fewer than its quorum: it
 *   could not go down;
 * - heartbeat monitors: `down` once the clock is overdue, `pending` before the first ping, else `up`.
 * `last_checked_at` is the newest region result (heartbeat: the last ping), null before any.
 */
import type { MonitorType, Region } from '../regions';
import { effectiveQuorum, evaluateVote, FRESHNESS_INTERVALS, type RegionLatest } from '../probing/votes';

export const MONITOR_STATUSES = ['up', 'down', 'degraded', 'maintenance', 'paused', 'pending'] as const;
export type MonitorStatus = (typeof MONITOR_STATUSES)[number];

export interface StatusFacts {
  monitor: {
    type: MonitorType;
    paused: boolean;
    regions: Region[];
    down_quorum: number;
    interval_sec: number;
    degraded_after_ms?: number | null;
  };
  /** The latest result of each region (the probing service's memory); ignored for heartbeat monitors. */
  regionStates: RegionLatest[];
  /** Heartbeat monitors: the clock. */
  heartbeat?: { lastPingAt: Date | null; dueAt: Date | null };
  maintenanceActive: boolean;
  /** The regions with an active prober now; absent: not known (no `pending` for want of probers). */
  activeRegions?: ReadonlySet<Region>;
}

export interface MonitorState {
  status: MonitorStatus;
  last_checked_at: Date | null;
  /** Why a monitor is `pending` for want of probers (absent otherwise). */
  reason?: string;
}

export function monitorStatus(f: StatusFacts, nowMs: number): MonitorState {
  const heartbeat = f.monitor.type === 'heartbeat';
  const last_checked_at = heartbeat ? (f.heartbeat?.lastPingAt ?? null) : newest(f.regionStates);
  const status = f.monitor.paused
    ? 'paused'
    : f.maintenanceActive
      ? 'maintenance'
      : heartbeat
        ? heartbeatStatus(f.heartbeat, nowMs)
        : probedStatus(f, last_checked_at, nowMs);
  const reason =
    status !== 'down' &&
    !heartbeat &&
    status !== 'paused' &&
    status !== 'maintenance' &&
    quorumProblem(f.monitor, f.activeRegions, freshRegions(f, nowMs));
  return reason ? { status: 'pending', last_checked_at, reason } : { status, last_checked_at };
}

/**
 * Why the monitor's quorum cannot be reached by the regions with an active prober (null when it can, or when the
 * active regions are not known): said as the `reason` of a `pending` monitor and as a warning when one is written.
 */
export function quorumProblem(
  monitor: Pick<StatusFacts['monitor'], 'type' | 'regions' | 'down_quorum'>,
  activeRegions: ReadonlySet<Region> | undefined,
  freshRegions: readonly Region[] = [],
): string | null {
  if (!activeRegions || monitor.type === 'heartbeat') return null;
  const quorum = effectiveQuorum(monitor);
  // A region whose latest result still counts in the vote serves it too, whatever its probers do now.
  const serves = (r: Region) => activeRegions.has(r) || freshRegions.includes(r);
  const served = monitor.regions.filter(serves);
  if (served.length >= quorum) return null;
  const missing = monitor.regions.filter((r) => !serves(r));
  return (
    `no active prober in ${missing.join(', ')}: ${served.length} of its ${monitor.regions.length} regions ` +
    `report, fewer than its down_quorum of ${quorum}, so it cannot be voted down`
  );
}

/** The regions whose latest result is fresh (not older than 3 intervals): they still count in the vote. */
function freshRegions(f: StatusFacts, nowMs: number): Region[] {
  const oldest = nowMs - FRESHNESS_INTERVALS * f.monitor.interval_sec * 1000;
  return f.regionStates.filter((r) => r.checked_at.getTime() >= oldest).map((r) => r.region);
}

function probedStatus(f: StatusFacts, lastCheckedAt: Date | null, nowMs: number): MonitorStatus {
  if (!lastCheckedAt) return 'pending';
  const vote = evaluateVote(f.monitor, f.regionStates, nowMs);
  return vote.down ? 'down' : vote.degraded ? 'degraded' : 'up';
}

function heartbeatStatus(clock: StatusFacts['heartbeat'], nowMs: number): MonitorStatus {
  if (clock?.dueAt && clock.dueAt.getTime() <= nowMs) return 'down';
  return clock?.lastPingAt ? 'up' : 'pending';
}

function newest(rows: RegionLatest[]): Date | null {
  let best: Date | null = null;
  for (const r of rows) if (!best || r.checked_at > best) best = r.checked_at;
  return best;
}
