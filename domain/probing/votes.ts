/**
 * The region vote (contract "Probers, votes and incidents"), pure so it can be tested without a database.
 * A monitor is down when at least `down_quorum` of its regions are failing on their latest FRESH result (not older
 * than 3 intervals); it is up again as soon as fewer than `down_quorum` regions are failing and at least one region
 * passes on a fresh result (results that merely went stale, a prober that stopped, prove no recovery). Whether a region is
 * failing is its verdict under `confirmations` / `recoveries` (regionVerdict.ts): with the defaults (1 and 1),
 * its latest result alone.
 */
import type { CheckSnapshot } from '../models/incident';
import type { Region } from '../regions';

export const FRESHNESS_INTERVALS = 3;

export interface VoteMonitor {
  regions: Region[];
  down_quorum: number;
  interval_sec: number;
  /** Absent: never degraded. */
  degraded_after_ms?: number | null;
}

export interface RegionLatest {
  region: Region;
  ok: boolean;
  checked_at: Date;
  response_ms: number | null;
  error_class: string | null;
  error_message: string | null;
  /** The region's verdict (regionVerdict.ts); absent: the result alone decides. */
  failing?: boolean;
  /** How many results in a row were like this one (capped at the number the verdict needs); absent: 1. */
  streak?: number;
}

/** The vote's view of a region: its verdict (absent on a result judged alone: the result decides). */
export function isFailing(r: Pick<RegionLatest, 'ok' | 'failing'>): boolean {
  return r.failing ?? !r.ok;
}

/** A passing result slower than `degraded_after_ms` (null: never). */
export function isDegraded(r: Pick<RegionLatest, 'ok' | 'response_ms'>, degradedAfterMs: number | null): boolean {
  return r.ok && degradedAfterMs !== null && r.response_ms !== null && r.response_ms > degradedAfterMs;
}

export interface Vote {
  down: boolean;
  /** Regions whose latest fresh result failed, in the monitor's region order. */
  failingRegions: Region[];
  /** The most recent of those failures (the incident's `check`), null when none. */
  latestFailure: CheckSnapshot | null;
  /** Latency of the most recent fresh success, null when none. */
  latestOkResponseMs: number | null;
  /** Not down, and at least one region passing on a fresh result: an open incident may resolve. */
  recovered: boolean;
  /** Not down, and at least `down_quorum` regions passing slower than `degraded_after_ms`. */
  degraded: boolean;
}

/** `down_quorum` as it applies: at most the number of regions, at least one. */
export function effectiveQuorum(monitor: Pick<VoteMonitor, 'regions' | 'down_quorum'>): number {
  return Math.max(1, Math.min(monitor.down_quorum, monitor.regions.length));
}

export function evaluateVote(monitor: VoteMonitor, latest: RegionLatest[], nowMs: number): Vote {
  const oldest = nowMs - FRESHNESS_INTERVALS * monitor.interval_sec * 1000;
  const fresh = latest.filter((r) => monitor.regions.includes(r.region) && r.checked_at.getTime() >= oldest);
  const failing = fresh.filter(isFailing);
  const newest = (list: RegionLatest[]) =>
    list.reduce<RegionLatest | null>((a, r) => (a && a.checked_at >= r.checked_at ? a : r), null);
  // A region still failing while its passes wait for `recoveries` has no failure as its latest result.
  const lastFailure = newest(failing.filter((r) => !r.ok)) ?? newest(failing);
  const lastOk = newest(fresh.filter((r) => r.ok));
  const failingSet = new Set(failing.map((r) => r.region));
  const down = failingSet.size >= effectiveQuorum(monitor);
  const slow = fresh.filter((r) => !isFailing(r) && isDegraded(r, monitor.degraded_after_ms ?? null));
  return {
    down,
    recovered: !down && fresh.some((r) => !isFailing(r)),
    degraded: !down && slow.length >= effectiveQuorum(monitor),
    failingRegions: monitor.regions.filter((r) => failingSet.has(r)),
    latestFailure: lastFailure && {
      last_response_ms: lastFailure.response_ms,
      last_error_class: lastFailure.error_class,
      last_error_message: lastFailure.error_message,
    },
    latestOkResponseMs: lastOk?.response_ms ?? null,
  };
}
