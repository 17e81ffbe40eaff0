/**
 * The 90 daily bars of a component as one small inline SVG, one day one unit wide: consecutive days with the same
 * state and no downtime are one horizontal stroke (`M<x> 2h<days>`), and all such strokes of one state are one
 * `<path>` (its `d` lists them), while every day with downtime or maintenance keeps a `<path>` and a tooltip
 * (`<title>`) with its figure of its own. A steady component costs about 200 bytes and each day with downtime about
 * 85 more, so a page of 200 components stays under 100 KB. The 90-day figure is the SVG's accessible name.
 */
import type { DayFigure } from '../../domain/uptime/days';

/** One `<path>`: the strokes of one or more runs of days of one state. */
export interface BarPath {
  /** `M<x> 2h<days>` per run. */
  d: string;
  /** One letter per state (the style sheets colour `.bars .o`, `.m`, ...). */
  cls: string;
  /** Only for a day with downtime or maintenance; the other days' figure is the component's. */
  title: string | null;
}

export const CLASS_OF: Record<DayFigure['status'], string> = {
  operational: 'o',
  degraded_performance: 'd',
  partial_outage: 'p',
  major_outage: 'm',
  under_maintenance: 'u',
  no_data: 'n',
};

export interface Bars {
  paths: BarPath[];
  /** For screen readers: what the bars say in one sentence. */
  label: string;
  width: number;
}

export function barsOf(days: DayFigure[], uptimePct: number | null): Bars {
  const paths: BarPath[] = [];
  const steadyPathOf = new Map<string, BarPath>();
  let i = 0;
  while (i < days.length) {
    let j = i + 1;
    while (j < days.length && sameBar(days[i], days[j])) j++;
    const stroke = `M${i} 2h${j - i}`;
    const cls = CLASS_OF[days[i].status];
    const steady = steadyPathOf.get(cls);
    if (eventful(days[i])) paths.push({ d: stroke, cls, title: titleOf(days[i]) });
    else if (steady) steady.d += stroke;
    else {
      steadyPathOf.set(cls, { d: stroke, cls, title: null });
      paths.push(steadyPathOf.get(cls)!);
    }
    i = j;
  }
  const bad = days.filter((d) => d.downtimeSec > 0).length;
  const figure = uptimePct === null ? 'no data' : `${formatPct(uptimePct)} uptime`;
  return {
    paths,
    label: `Last ${days.length} days: ${figure}, ${bad} ${bad === 1 ? 'day' : 'days'} with downtime`,
    width: days.length,
  };
}

/** A day with downtime or maintenance: a bar of its own, with a tooltip. */
function eventful(d: DayFigure): boolean {
  return d.downtimeSec > 0 || d.status === 'under_maintenance';
}

/** A day with downtime is always a bar of its own; other days merge with neighbours of the same state. */
function sameBar(a: DayFigure, b: DayFigure): boolean {
  return a.status === b.status && !eventful(a) && !eventful(b);
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
