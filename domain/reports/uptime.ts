/**
 * Uptime arithmetic, pure: downtime is the time covered by a monitor's incidents (the quorum's verdict that it is
 * down, the same signal alerts go out on), clipped to the window, to the second, with maintenance windows taken out
 * of both the downtime and the time measured. Reports, the status page's daily bars and the dashboard use it.
 */

export interface Span {
  start: number;
  /** Exclusive; `null`: still going on (an unresolved incident, clipped at the window's end). */
  end: number | null;
}

export interface UptimeFigures {
  /** Seconds down outside maintenance. */
  downtimeSec: number;
  /** Seconds inside maintenance (not measured). */
  maintenanceSec: number;
  /** 100 x (measured - down) / measured, 4 decimals; null when nothing of the window was measured. */
  uptimePct: number | null;
}

/** The spans clipped to `[from, to)` and merged where they overlap, in order; whole seconds from `from`. */
export function clipAndMerge(spans: readonly Span[], from: number, to: number): [number, number][] {
  const clipped = spans
    .map((s): [number, number] => [Math.max(from, s.start), Math.min(to, s.end ?? to)])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const [a, b] of clipped) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}

function totalMs(spans: [number, number][]): number {
  return spans.reduce((sum, [a, b]) => sum + (b - a), 0);
}

/** Time of `spans` not covered by `minus` (both merged and ordered). */
function withoutMs(spans: [number, number][], minus: [number, number][]): number {
  let total = 0;
  for (const [a, b] of spans) {
    let covered = 0;
    for (const [c, d] of minus) covered += Math.max(0, Math.min(b, d) - Math.max(a, c));
    total += b - a - covered;
  }
  return total;
}

/** Downtime and uptime of one monitor over `[from, to)`. */
export function uptimeOf(
  incidents: readonly Span[],
  maintenance: readonly Span[],
  from: number,
  to: number,
): UptimeFigures {
  const down = clipAndMerge(incidents, from, to);
  const pause = clipAndMerge(maintenance, from, to);
  const downtimeSec = Math.round(withoutMs(down, pause) / 1000);
  const maintenanceSec = Math.round(totalMs(pause) / 1000);
  const measuredSec = Math.round((to - from) / 1000) - maintenanceSec;
  const uptimePct =
    measuredSec > 0 ? Math.round((1_000_000 * (measuredSec - downtimeSec)) / measuredSec) / 10_000 : null;
  return { downtimeSec, maintenanceSec, uptimePct };
}

/** How many of the spans overlap `[from, to)`. */
export function overlapping(spans: readonly Span[], from: number, to: number): number {
  return spans.filter((s) => s.start < to && (s.end ?? Infinity) > from).length;
}
