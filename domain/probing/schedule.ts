/**
 * When each (monitor, region) check is due, kept in memory so a pull costs what is due, not what exists.
 *
 * Checks follow a grid: slot k of a monitor starts at `k * interval + phase`, where the phase is a hash of the
 * monitor id, so monitors created together spread evenly over their interval and every API replica computes the
 * same slots without talking to the others. Which replica may hand a slot out is decided by `SlotClaims` (a
 * unique insert per region and second); this class only says what is due.
 *
 * A monitor created, given a new interval or new regions through this process is checked at once (its current
 * slot), and its next check comes a full interval later; one loaded from the store (a start, another replica's
 * change) waits for its current slot, which for a slot already begun means at once, then follows the grid.
 */
import { createHash } from 'node:crypto';
import type { Region } from '../regions';
import { MinHeap } from './minHeap';

export interface SchedulableMonitor {
  _id: string;
  interval_sec: number;
  regions: readonly Region[];
}

/** One check to hand out: which slot of which (monitor, region), and when that slot started on the grid. */
export interface DueCheck {
  monitorId: string;
  region: Region;
  slot: number;
  /** The slot's start on the grid (ms); the claim that guards it is keyed by its second. */
  slotStartMs: number;
}

interface Entry {
  dueAt: number;
  monitorId: string;
  slot: number;
  generation: number;
  /** Handed out off the grid (at once): the next slot waits a full interval from now. */
  immediate: boolean;
}

interface Tracked {
  intervalMs: number;
  phaseMs: number;
  regions: ReadonlySet<Region>;
  generation: number;
}

export class ProbeSchedule {
  private readonly monitors = new Map<string, Tracked>();
  private readonly queues = new Map<Region, MinHeap<Entry>>();
  private generations = 0;

  /** Number of monitors scheduled (for metrics and tests). */
  get size(): number {
    return this.monitors.size;
  }

  /** Starts (or restarts) the schedule of a monitor; `atOnce` checks its current slot now, off the grid. */
  schedule(m: SchedulableMonitor, nowMs: number, atOnce: boolean): void {
    const intervalMs = m.interval_sec * 1000;
    const tracked: Tracked = {
      intervalMs,
      phaseMs: phaseOf(m._id, intervalMs),
      regions: new Set(m.regions),
      generation: ++this.generations,
    };
    this.monitors.set(m._id, tracked);
    const slot = slotAt(tracked, nowMs);
    for (const region of tracked.regions) {
      const dueAt = atOnce ? nowMs : slotStart(tracked, slot);
      this.queue(region).push({ dueAt, monitorId: m._id, slot, generation: tracked.generation, immediate: atOnce });
    }
  }

  /** True when the monitor's timing (interval, regions) differs from what is scheduled. */
  timingChanged(m: SchedulableMonitor): boolean {
    const t = this.monitors.get(m._id);
    if (!t) return true;
    return t.intervalMs !== m.interval_sec * 1000 || !sameRegions(t.regions, m.regions);
  }

  /** Stops checking a monitor (deleted or paused); its queued entries are skipped lazily. */
  unschedule(monitorId: string): void {
    this.monitors.delete(monitorId);
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
  const onGrid = slotStart(t, slot);
  const dueAt = taken.immediate ? Math.max(onGrid, nowMs + t.intervalMs) : onGrid;
  return { dueAt, monitorId: taken.monitorId, slot, generation: t.generation, immediate: false };
}

/** A stable offset in [0, interval) from the monitor id: spreads monitors evenly over their interval. */
export function phaseOf(monitorId: string, intervalMs: number): number {
  const h = createHash('sha1').update(monitorId).digest();
  return h.readUInt32BE(0) % intervalMs;
}

function slotAt(t: Pick<Tracked, 'intervalMs' | 'phaseMs'>, ms: number): number {
  return Math.floor((ms - t.phaseMs) / t.intervalMs);
}

function slotStart(t: Pick<Tracked, 'intervalMs' | 'phaseMs'>, slot: number): number {
  return slot * t.intervalMs + t.phaseMs;
}

function sameRegions(a: ReadonlySet<Region>, b: readonly Region[]): boolean {
  return a.size === b.length && b.every((r) => a.has(r));
}
