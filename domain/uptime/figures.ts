/**
 * The one definition of a monitor's uptime over a window, which every reader uses (the dashboard, the uptime
 * reports of the REST API and MCP, the status page's figures and daily bars, `/metrics`); docs/uptime.md says it
 * for users. Pure arithmetic on the monitor's spans, to the second:
 * - measuring starts at the window's start, or at the monitor's creation when that is later (or at the start of an
 *   incident of the window recorded before its creation, e.g. imported);
 * - downtime is the time covered by its incidents (the quorum's verdict that it is down, the signal alerts go out
 *   on), from `opened_at` to `resolved_at`; an incident still open or acknowledged counts up to the window's end;
 * - maintenance windows and paused time are not measured: taken out of both the downtime and the time measured.
 */
import { clipAndMerge, overlapping, totalMs, touches, withoutMs, type Span } from './spans';

/** What uptime is computed from, for one monitor. */
export interface MonitorSpans {
  createdAt: number;
  /** Its incidents (those overlapping the window at least; others change nothing). */
  incidents: readonly Span[];
  /** The maintenance occurrences that cover it. */
  maintenance: readonly Span[];
  /** When it was paused. */
  pauses: readonly Span[];
}

export interface UptimeFigures {
  /** Where measuring started (ms): the window's start, or the monitor's first moment when later. */
  since: number;
  /** Seconds down, outside maintenance and pauses. */
  downtimeSec: number;
  /** Seconds inside maintenance (not measured). */
  maintenanceSec: number;
  /** Seconds paused outside maintenance (not measured). */
  pausedSec: number;
  /** 100 x (measured - down) / measured, 4 decimals; null when nothing of the window was measured. */
  uptimePct: number | null;
  /** Incidents that overlap the time measured from. */
  incidents: number;
}

/**
 * Where measuring `[from, to)` starts: `from`, or the monitor's creation when later, or the start of an incident
 * of the window recorded before the creation (e.g. imported). Only the window's own incidents count, so the answer
 * is the same whatever else a reader happened to read.
 */
export function measuredFrom(m: MonitorSpans, from: number, to: number): number {
  let first = m.createdAt;
  for (const i of m.incidents) if (i.start < to && (i.end ?? Infinity) > from) first = Math.min(first, i.start);
  return Math.min(Math.max(from, first), to);
}

/** Uptime and downtime of one monitor over `[from, to)` (`to` at most now: an open incident counts up to it). */
export function uptimeOver(m: MonitorSpans, from: number, to: number): UptimeFigures {
  const since = measuredFrom(m, from, to);
  if (!touches(m.incidents, since, to) && !touches(m.maintenance, since, to) && !touches(m.pauses, since, to)) {
    const none = { since, downtimeSec: 0, maintenanceSec: 0, pausedSec: 0, incidents: 0 };
    return { ...none, uptimePct: Math.round((to - since) / 1000) > 0 ? 100 : null };
  }
  const maintenance = clipAndMerge(m.maintenance, since, to);
  const excluded = clipAndMerge([...m.maintenance, ...m.pauses], since, to);
  const downtimeSec = Math.round(withoutMs(clipAndMerge(m.incidents, since, to), excluded) / 1000);
  const maintenanceSec = Math.round(totalMs(maintenance) / 1000);
  const pausedSec = Math.round(totalMs(excluded) / 1000) - maintenanceSec;
  const measuredSec = Math.round((to - since) / 1000) - maintenanceSec - pausedSec;
  const uptimePct =
    measuredSec > 0 ? Math.round((1_000_000 * (measuredSec - downtimeSec)) / measuredSec) / 10_000 : null;
  return { since, downtimeSec, maintenanceSec, pausedSec, uptimePct, incidents: overlapping(m.incidents, since, to) };
}
