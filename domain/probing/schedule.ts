/**
 * When each (monitor, region) check is due, kept in memory so a pull costs what is due, not what exists.
 *
 * Checks follow a grid anchored at the monitor's last write (`updated_at`): slot k starts at
 * `anchor + k * interval`. A monitor is due the moment it is created (slot 0), again one interval later, and so
 * on; monitors created over a minute are due over that minute, not in one second; and every API replica computes
 * the same slots from the stored monitor without talking to the others. Which replica may hand a slot out is
 * decided by `SlotClaims` (a unique insert per region and second); this class only says what is due. A change of
 * interval, regions or pause re-anchors the grid at that write, so the monitor is due at once. `/jobs` hands a
 * slot out once its second has ended (jobs.ts).
 */
import type { Region } from '../regions';
import { MinHeap } from './minHeap';

export interface SchedulableMonitor {
  _id: string;
  interval_sec: number;
  regions: readonly Region[];
  /** The grid's origin (ms): the monitor's last write. */
  anchorMs: number;
}

/** One check to hand out: which slot of which (monitor, region), and when that slot started on the grid. */
export interface DueCheck {
  monitorId: string;
  region: Region;
  slot: number;
  /** The slot's start on the grid (ms); the claim that guards it is keyed by its second. */
  slotStartMs: number;
}

export interface RegionUsage {
  monitors: number;
  minIntervalSec: number;
}

interface Entry {
  dueAt: number;
  monitorId: string;
  slot: number;
  generation: number;
}

interface Tracked {
  intervalMs: number;
  anchorMs: number;
  regions: ReadonlySet<Region>;
  generation: number;
}

export class ProbeSchedule {
  private readonly monitors = new Map<string, Tracked>();
  private readonly queues = new Map<Region, MinHeap<Entry>>();
  private generations = 0;
  /** `regionUsage` as last counted; null once a monitor is scheduled or unscheduled since. */
  private usage: Map<Region, RegionUsage> | null = null;

  /** Number of monitors scheduled (for metrics and tests). */
  get size(): number {
    return this.monitors.size;
  }

  /** Starts (or restarts) the schedule of a monitor at its current slot (due at once when that slot has begun). */
  schedule(m: SchedulableMonitor, nowMs: number): void {
    const tracked: Tracked = {
      intervalMs: m.interval_sec * 1000,
      anchorMs: m.anchorMs,
      regions: new Set(m.regions),
      generation: ++this.generations,
    };
    this.monitors.set(m._id, tracked);
    this.usage = null;
    const slot = Math.max(0, slotAt(tracked, nowMs));
    const first = { dueAt: slotStart(tracked, slot), monitorId: m._id, slot, generation: tracked.generation };
    for (const region of tracked.regions) this.queue(region).push(first);
  }

  /** True when the monitor's timing (interval, regions) differs from what is scheduled. */
  timingChanged(m: Omit<SchedulableMonitor, 'anchorMs'>): boolean {
    const t = this.monitors.get(m._id);
    if (!t) return true;
    return t.intervalMs !== m.interval_sec * 1000 || !sameRegions(t.regions, m.regions);
  }

  /** Stops checking a monitor (deleted or paused); its queued entries are skipped lazily. */
  unschedule(monitorId: string): void {
    if (this.monitors.delete(monitorId)) this.usage = null;
  }

  /**
   * Takes up to `limit` checks of the region due at `nowMs`, oldest first, and queues each one's next slot.
   * A check taken but not handed out (its slot claimed by another replica) is simply skipped: that replica hands
   * it out.
   */
  takeDue(region: Region, limit: number, nowMs: number): DueCheck[] {
    const heap = this.queue(region);
    const out: DueCheck[] = [];
    while (out.length < limit) {
      const top = heap.peek();
      if (!top || top.dueAt > nowMs) break;
      heap.pop();
      const t = this.monitors.get(top.monitorId);
      if (!t || t.generation !== top.generation || !t.regions.has(region)) continue; // changed or removed since
      out.push({ monitorId: top.monitorId, region, slot: top.slot, slotStartMs: slotStart(t, top.slot) });
      heap.push(nextEntry(t, top, nowMs));
    }
    return out;
  }

  /** Checks of the region due by `nowMs` and not taken yet (up to `cap`; entries of changed monitors included). */
  dueCount(region: Region, nowMs: number, cap: number): number {
    return this.queues.get(region)?.countWhile((e) => e.dueAt <= nowMs, cap) ?? 0;
  }

  /** Per region: how many scheduled (probed, unpaused) monitors watch it and the shortest of their intervals. */
  regionUsage(): ReadonlyMap<Region, RegionUsage> {
    this.usage ??= this.countUsage();
    return this.usage;
  }

  /** A walk of every scheduled monitor (16 ms at 50,000): kept until the schedule changes, not redone per read. */
  private countUsage(): Map<Region, RegionUsage> {
    const usage = new Map<Region, RegionUsage>();
    for (const t of this.monitors.values()) {
      for (const region of t.regions) {
        const u = usage.get(region) ?? { monitors: 0, minIntervalSec: Infinity };
        usage.set(region, {
          monitors: u.monitors + 1,
          minIntervalSec: Math.min(u.minIntervalSec, t.intervalMs / 1000),
        });
      }
    }
    return usage;
  }

  private queue(region: Region): MinHeap<Entry> {
    let q = this.queues.get(region);
    if (!q) {
      q = new MinHeap<Entry>((a, b) => a.dueAt - b.dueAt);
      this.queues.set(region, q);
    }
    return q;
  }
}

function nextEntry(t: Tracked, taken: Entry, nowMs: number): Entry {
  // Late (probers away for a while): the next check is the next slot to come, not a catch-up of missed ones.
  const slot = Math.max(taken.slot + 1, slotAt(t, nowMs) + 1);
  return { dueAt: slotStart(t, slot), monitorId: taken.monitorId, slot, generation: t.generation };
}

function slotAt(t: Pick<Tracked, 'intervalMs' | 'anchorMs'>, ms: number): number {
  return Math.floor((ms - t.anchorMs) / t.intervalMs);
}

function slotStart(t: Pick<Tracked, 'intervalMs' | 'anchorMs'>, slot: number): number {
  return t.anchorMs + slot * t.intervalMs;
}

function sameRegions(a: ReadonlySet<Region>, b: readonly Region[]): boolean {
  return a.size === b.length && b.every((r) => a.has(r));
}
