/**
 * Tells the operator, once, when a region that monitors use has had no prober for 3 of its monitors' intervals
 * (the shortest interval of the monitors that watch it; counted from its last prober, or from this process's
 * start for a region never seen): one `region has no prober` warning, and one `region has a prober again` line
 * when a prober of it is heard from again. `GET /metrics` has the same fact as `uptime_region_prober_up`.
 */
import type { Logger } from '../logger';
import type { Region } from '../regions';
import type { RegionRegistry } from './regionRegistry';
import type { RegionUsage } from './schedule';
import { FRESHNESS_INTERVALS } from './votes';

export class RegionAlarms {
  private readonly raised = new Set<Region>();
  private readonly startedAt: number;

  constructor(
    private readonly registry: RegionRegistry,
    private readonly usage: () => ReadonlyMap<Region, RegionUsage>,
    private readonly log: Logger,
    private readonly now: () => number,
  ) {
    this.startedAt = now();
  }

  check(): void {
    const now = this.now();
    const usage = this.usage();
    for (const v of this.registry.view(now)) {
      const used = usage.get(v.region);
      const since = v.last_seen_at?.getTime() ?? this.startedAt;
      const lacking =
        used !== undefined && v.status !== 'active' && now - since >= FRESHNESS_INTERVALS * used.minIntervalSec * 1000;
      if (lacking && !this.raised.has(v.region)) {
        this.raised.add(v.region);
        this.log.warn('region has no prober', {
          region: v.region,
          status: v.status,
          last_seen_at: v.last_seen_at?.toISOString() ?? null,
          monitors: used.monitors,
          shortest_interval_sec: used.minIntervalSec,
        });
      } else if (v.status === 'active' && this.raised.delete(v.region)) {
        this.log.info('region has a prober again', { region: v.region, probers: v.probers.length });
      }
    }
  }
}
