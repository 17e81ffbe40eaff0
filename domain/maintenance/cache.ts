/**
 * An org's maintenance windows in memory, so the vote and every monitor read ask "is this monitor in maintenance
 * now?" without a read. An org's windows (a few documents) are read once and kept `ttlMs` (2 s): a window written
 * through this process is seen at once (its write clears the org's entry before it is answered), one written
 * through another API process within `ttlMs`. Activity is computed from the kept windows at each question, so a
 * window starting or ending needs no read at all.
 */
import { BoundedMap } from '../boundedMap';
import type { MaintenanceWindowDoc } from '../models/maintenanceWindow';
import { activeOccurrence } from './occurrences';
import type { MaintenanceStore } from './stores';

/** Every window of an org (the store's `windowsOfOrg`). */
export type WindowsLoader = MaintenanceStore['windowsOfOrg'];

/** A window applies to this monitor (`monitor_ids: null`: every monitor of its org). */
export function coversMonitor(w: Pick<MaintenanceWindowDoc, 'monitor_ids'>, monitorId: string): boolean {
  return w.monitor_ids === null || w.monitor_ids.includes(monitorId);
}

export class MaintenanceCache {
  private readonly byOrg: BoundedMap<string, { windows: Promise<MaintenanceWindowDoc[]>; until: number }>;

  constructor(
    private readonly load: WindowsLoader,
    private readonly now: () => number,
    private readonly ttlMs = 2_000,
    maxOrgs = 10_000,
  ) {
    this.byOrg = new BoundedMap(maxOrgs);
  }

  /** Every window of the org (ended ones too). */
  windowsOf(orgId: string): Promise<MaintenanceWindowDoc[]> {
    const hit = this.byOrg.get(orgId);
    if (hit && hit.until > this.now()) return hit.windows;
    const windows = this.load(orgId);
    const entry = { windows, until: this.now() + this.ttlMs };
    this.byOrg.set(orgId, entry);
    windows.catch(() => {
      if (this.byOrg.get(orgId) === entry) this.byOrg.delete(orgId); // a failed read is not kept
    });
    return windows;
  }

  /** A window of the org was written through this process. */
  invalidate(orgId: string): void {
    this.byOrg.delete(orgId);
  }

  /** The org's windows active at `nowMs`. */
  async activeIn(orgId: string, nowMs: number): Promise<MaintenanceWindowDoc[]> {
    return (await this.windowsOf(orgId)).filter((w) => activeOccurrence(w, nowMs) !== null);
  }

  async covers(orgId: string, monitorId: string, nowMs: number): Promise<boolean> {
    return (await this.activeIn(orgId, nowMs)).some((w) => coversMonitor(w, monitorId));
  }
}
