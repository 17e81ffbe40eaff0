/**
 * `status` and `last_checked_at` of stored monitors, for every read: the facts come from memory (the probing
 * service's region states, the org's cached maintenance windows, the heartbeat clock read with the monitor), and
 * the rule is `monitorStatus` (status.ts), with the regions that have an active prober (`pending` when too few). One cached read of the org's windows per call, none per monitor.
 */
import { coversMonitor, type MaintenanceCache } from '../maintenance/cache';
import type { RegionLatest } from '../probing/votes';
import type { Region } from '../regions';
import type { MonitorRecord } from './stores';
import { monitorStatus, type MonitorState } from './status';

export type StateOf = (m: MonitorRecord) => MonitorState;

export class MonitorStates {
  constructor(
    private readonly now: () => number,
    private readonly latestOf: (monitorId: string) => RegionLatest[],
    private readonly maintenance: MaintenanceCache,
    private readonly activeRegions: () => ReadonlySet<Region>,
  ) {}

  /** The state of any monitor of this org, as of now. */
  async forOrg(orgId: string): Promise<StateOf> {
    const now = this.now();
    const active = await this.maintenance.activeIn(orgId, now);
    const activeRegions = this.activeRegions();
    return (m) =>
      monitorStatus(
        {
          monitor: m,
          regionStates: m.type === 'heartbeat' ? [] : this.latestOf(m._id),
          heartbeat: { lastPingAt: m.last_ping_at, dueAt: m.due_at ?? null },
          maintenanceActive: active.some((w) => coversMonitor(w, m._id)),
          activeRegions,
        },
        now,
      );
  }
}
