/**
 * The 90 daily bars of a component as one small inline SVG, one day one unit wide: consecutive days with the same
 * state and no downtime are drawn as one horizontal stroke (`M<x> 2h<days>`), and every day with downtime or
 * maintenance keeps a stroke and a tooltip (`<title>`) with its figure of its own. A steady component costs about
 * 250 bytes, so a page of 200 components stays under 100 KB. The 90-day figure is the SVG's accessible name.
 */
import type { DayFigure } from '../../domain/reports/days';

export interface BarRun {
  x: number;
  width: number;
  /** One letter per state (the style sheets colour `.bars .o`, `.m`, ...). */
  cls: string;
  /** Only for days with downtime or maintenance; the other days' figure is the component's. */
  title: string | null;
}

const CLASS_OF: Record<DayFigure['status'], string> = {
  operational: 'o',
  degraded_performance: 'd',
  partial_outage: 'p',
  major_outage: 'm',
  under_maintenance: 'u',
  no_data: 'n',
};

export interface Bars {
  runs: BarRun[];
  /** For screen readers: what the bars say in one sentence. */
  label: string;
  width: number;
}

export function barsOf(days: DayFigure[], uptimePct: number | null): Bars {
  const runs: BarRun[] = [];
  let i = 0;
  while (i < days.length) {
    let j = i + 1;
    while (j < days.length && sameBar(days[i], days[j])) j++;
    const eventful = days[i].downtimeSec > 0 || days[i].status === 'under_maintenance';
    runs.push({ x: i, width: j - i, cls: CLASS_OF[days[i].status], title: eventful ? titleOf(days[i]) : null });
    i = j;
  }
  const bad = days.filter((d) => d.downtimeSec > 0).length;
  const figure = uptimePct === null ? 'no data' : `${formatPct(uptimePct)} uptime`;
  return {
    runs,
    label: `Last ${days.length} days: ${figure}, ${bad} ${bad === 1 ? 'day' : 'days'} with downtime`,
    width: days.length,
  };
}

/** A day with downtime is always a bar of its own; other days merge with neighbours of the same state. */
function sameBar(a: DayFigure, b: DayFigure): boolean {
  const steady = (d: DayFigure) => d.downtimeSec === 0 && d.status !== 'under_maintenance';
  return a.status === b.status && steady(a) && steady(b);
}

/** `2026-11-23: 97.5 % up, down 36 min` (a day with downtime) or `2026-11-20: 100 % up, maintenance`. */
function titleOf(day: DayFigure): string {
  const down = day.downtimeSec > 0 ? `, down ${durationText(day.downtimeSec)}` : '';
  const maintenance = day.status === 'under_maintenance' ? ', maintenance' : '';
  return `${day.date}: ${formatPct(day.uptimePct ?? 100)} up${down}${maintenance}`;
}

/** `99.95 %`: two decimals, trailing zeros dropped (`100 %`, `97.5 %`). */
export function formatPct(pct: number): string {
  return `${Number(pct.toFixed(2))} %`;
}

/** `36 min`, `2 h 5 min`, `45 s`. */
export function durationText(sec: number): string {
  if (sec < 60) return `${sec} s`;
  const min = Math.round(sec / 60);
  return min < 60 ? `${min} min` : `${Math.floor(min / 60)} h ${min % 60} min`;
}
