/**
 * The latest result of each (monitor, region), in memory: what the vote reads. A result changes the vote only when
 * it flips its region (ok <-> failing), is the region's first, or follows a result that had gone stale (older
 * than 3 intervals now, so it no longer counted); any other result only moves `checked_at`, and no vote runs.
 */
import type { Region } from '../regions';
import { FRESHNESS_INTERVALS, type RegionLatest } from './votes';

export type StateChange = 'changed' | 'same' | 'older';

export class RegionStates {
  private readonly byMonitor = new Map<string, Map<Region, RegionLatest>>();

  /** Keeps `latest` unless a newer result of the pair is stored; says whether the monitor's vote may change. */
  apply(monitorId: string, latest: RegionLatest, intervalSec: number, nowMs: number): StateChange {
    let regions = this.byMonitor.get(monitorId);
    if (!regions) {
      regions = new Map();
      this.byMonitor.set(monitorId, regions);
    }
    const prev = regions.get(latest.region);
    if (prev && prev.checked_at > latest.checked_at) return 'older';
    regions.set(latest.region, latest);
    if (!prev || prev.ok !== latest.ok) return 'changed';
    const staleAfterMs = FRESHNESS_INTERVALS * intervalSec * 1000;
    return nowMs - prev.checked_at.getTime() > staleAfterMs ? 'changed' : 'same'; // it no longer counted
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
