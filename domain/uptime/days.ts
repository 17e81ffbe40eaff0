/** The daily bars: each of the last N UTC days of one monitor, its uptime (figures.ts) and its worst state. */
import type { ComponentStatus } from '../statusPages/sources';
import { uptimeOver, type MonitorSpans } from './figures';
import { touches } from './spans';

const DAY_MS = 86_400_000;

export interface DayFigure {
  /** `YYYY-MM-DD` (UTC). */
  date: string;
  /** The worst state of the day; `no_data` before the monitor existed, or for a day it was paused throughout. */
  status: ComponentStatus | 'no_data';
  uptimePct: number | null;
  downtimeSec: number;
}

/** The `days` UTC days up to and including today, oldest first; today is measured up to `now`. */
export function dailyFigures(m: MonitorSpans, now: number, days: number): DayFigure[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const out: DayFigure[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const start = today - i * DAY_MS;
    const end = Math.min(start + DAY_MS, now);
    const date = new Date(start).toISOString().slice(0, 10);
    const u = uptimeOver(m, start, end);
    const status: DayFigure['status'] =
      u.downtimeSec > 0
        ? 'major_outage'
        : touches(m.maintenance, u.since, end) && u.since < end
          ? 'under_maintenance'
          : u.uptimePct === null
            ? 'no_data'
            : 'operational';
    out.push({ date, status, uptimePct: u.uptimePct, downtimeSec: u.downtimeSec });
  }
  return out;
}
