/**
 * The region vote (contract "Probers, votes and incidents"), pure so it can be tested without a database.
 * A monitor is down when the latest FRESH result (not older than 3 intervals) of at least `down_quorum` of its
 * regions is a failure; it is up again as soon as fewer than `down_quorum` regions are failing.
 */
import type { CheckSnapshot } from '../models/incident';
import type { Region } from '../regions';

export const FRESHNESS_INTERVALS = 3;

export interface VoteMonitor {
  regions: Region[];
  down_quorum: number;
  interval_sec: number;
}

export interface RegionLatest {
  region: Region;
  ok: boolean;
  checked_at: Date;
  response_ms: number | null;
  error_class: string | null;
  error_message: string | null;
}

export interface Vote {
  down: boolean;
  /** Regions whose latest fresh result failed, in the monitor's region order. */
  failingRegions: Region[];
  /** The most recent of those failures (the incident's `check`), null when none. */
  latestFailure: CheckSnapshot | null;
  /** Latency of the most recent fresh success, null when none. */
  latestOkResponseMs: number | null;
}

/** `down_quorum` as it applies: at most the number of regions, at least one. */
export function effectiveQuorum(monitor: Pick<VoteMonitor, 'regions' | 'down_quorum'>): number {
  return Math.max(1, Math.min(monitor.down_quorum, monitor.regions.length));
}

export function evaluateVote(monitor: VoteMonitor, latest: RegionLatest[], nowMs: number): Vote {
  const oldest = nowMs - FRESHNESS_INTERVALS * monitor.interval_sec * 1000;
  const fresh = latest.filter((r) => monitor.regions.includes(r.region) && r.checked_at.getTime() >= oldest);
  const failing = fresh.filter((r) => !r.ok);
  const newest = (list: RegionLatest[]) =>
    list.reduce<RegionLatest | null>((a, r) => (a && a.checked_at >= r.checked_at ? a : r), null);
  const lastFailure = newest(failing);
  const lastOk = newest(fresh.filter((r) => r.ok));
  const failingSet = new Set(failing.map((r) => r.region));
  return {
    down: failingSet.size >= effectiveQuorum(monitor),
    failingRegions: monitor.regions.filter((r) => failingSet.has(r)),
    latestFailure: lastFailure && {
      last_response_ms: lastFailure.response_ms,
      last_error_class: lastFailure.error_class,
      last_error_message: lastFailure.error_message,
    },
    latestOkResponseMs: lastOk?.response_ms ?? null,
  };
}
