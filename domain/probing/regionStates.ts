/**
 * The latest result of each (monitor, region), in memory, with its run length and verdict (regionVerdict.ts): what
 * the vote and every monitor read (`status`, `last_checked_at`) use. A result changes the vote only when it flips
 * its region (ok <-> failing, a verdict, a run still counting towards `confirmations` / `recoveries`, passing fast
 * <-> degraded), is the region's first, or follows a result that had gone stale (older than 3 intervals now, so it
 * no longer counted); any other result only moves `checked_at`, and no vote runs. A result already kept (same
 * `checked_at`: the same result posted twice) is ignored, so it is never counted twice.
 */
import type { Region } from '../regions';
import { FRESHNESS_INTERVALS, isDegraded, isFailing, type RegionLatest } from './votes';

/** What decides whether a new state changes anything: the monitor's interval and degraded threshold. */
export interface StateRules {
  intervalSec: number;
  degradedAfterMs: number | null;
}

export type StateChange = 'changed' | 'same' | 'older';

export class RegionStates {
  private readonly byMonitor = new Map<string, Map<Region, RegionLatest>>();

  /** Keeps `latest` unless a newer result of the pair is stored; says whether the monitor's vote may change. */
  apply(monitorId: string, latest: RegionLatest, rules: StateRules, nowMs: number): StateChange {
    let regions = this.byMonitor.get(monitorId);
    if (!regions) {
      regions = new Map();
      this.byMonitor.set(monitorId, regions);
    }
    const prev = regions.get(latest.region);
    if (prev && prev.checked_at >= latest.checked_at) return 'older';
    regions.set(latest.region, latest);
    if (!prev || differs(prev, latest, rules.degradedAfterMs)) return 'changed';
    const staleAfterMs = FRESHNESS_INTERVALS * rules.intervalSec * 1000;
    return nowMs - prev.checked_at.getTime() > staleAfterMs ? 'changed' : 'same'; // it no longer counted
  }

  /** The state kept for this pair (undefined before its first result). */
  get(monitorId: string, region: Region): RegionLatest | undefined {
    return this.byMonitor.get(monitorId)?.get(region);
  }

  latestOf(monitorId: string): RegionLatest[] {
    return [...(this.byMonitor.get(monitorId)?.values() ?? [])];
  }

  has(monitorId: string, region: Region): boolean {
    return this.byMonitor.get(monitorId)?.has(region) ?? false;
  }

  forget(monitorId: string): void {
    this.byMonitor.delete(monitorId);
  }
}

function differs(a: RegionLatest, b: RegionLatest, degradedAfterMs: number | null): boolean {
  return (
    a.ok !== b.ok ||
    isFailing(a) !== isFailing(b) ||
    (a.streak ?? 1) !== (b.streak ?? 1) ||
    isDegraded(a, degradedAfterMs) !== isDegraded(b, degradedAfterMs)
  );
}
