/** The status page's daily bars: each of the last N UTC days of one monitor, its uptime and its worst state. */
import type { ComponentStatus } from '../statusPages/sources';
import { clipAndMerge, uptimeOf, type Span } from './uptime';

const DAY_MS = 86_400_000;

export interface DayFigure {
  /** `YYYY-MM-DD` (UTC). */
  date: string;
  /** The worst state of the day; `no_data` before the monitor existed. */
  status: ComponentStatus | 'no_data';
  uptimePct: number | null;
  downtimeSec: number;
}

/**
 * The `days` UTC days up to and including today, oldest first; today is measured up to `now`. A day before the
 * monitor existed has no data, unless an incident says otherwise (one recorded before its creation, e.g. imported).
 */
export function dailyFigures(
  incidents: readonly Span[],
  maintenance: readonly Span[],
  createdAtMs: number,
  now: number,
  days: number,
): DayFigure[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const since = Math.min(createdAtMs, ...incidents.map((s) => s.start));
  const out: DayFigure[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const start = today - i * DAY_MS;
    const end = Math.min(start + DAY_MS, now);
    const date = new Date(start).toISOString().slice(0, 10);
    if (end <= since) {
      out.push({ date, status: 'no_data', uptimePct: null, downtimeSec: 0 });
      continue;
    }
    const from = Math.max(start, since);
    // Most days have no incident and no window: 100 %, without the arithmetic.
    if (!touches(incidents, from, end) && !touches(maintenance, from, end)) {
      out.push({ date, status: 'operational', uptimePct: 100, downtimeSec: 0 });
      continue;
    }
    const u = uptimeOf(incidents, maintenance, from, end);
    const status: ComponentStatus =
      u.downtimeSec > 0
        ? 'major_outage'
        : clipAndMerge(maintenance, from, end).length > 0
          ? 'under_maintenance'
          : 'operational';
    out.push({ date, status, uptimePct: u.uptimePct, downtimeSec: u.downtimeSec });
  }
  return out;
}

function touches(spans: readonly Span[], from: number, to: number): boolean {
  return spans.some((s) => s.start < to && (s.end ?? Infinity) > from);
}
