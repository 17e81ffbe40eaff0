/**
 * The 90 daily bars of a component as one small inline SVG: consecutive days with the same state and figure are
 * drawn as one rectangle with one tooltip (`<title>`), so a steady component costs a few hundred bytes and a page
 * of 200 components stays well under 100 KB, while every day with downtime keeps a bar and a figure of its own.
 */
import type { DayFigure } from '../../domain/reports/days';

export interface BarRun {
  x: number;
  width: number;
  status: DayFigure['status'];
  title: string;
}

export interface Bars {
  runs: BarRun[];
  /** For screen readers: what the bars say in one sentence. */
  label: string;
  width: number;
}

/** Width of one day in the view box. */
const DAY_WIDTH = 4;

export function barsOf(days: DayFigure[], uptimePct: number | null): Bars {
  const runs: BarRun[] = [];
  let i = 0;
  while (i < days.length) {
    let j = i + 1;
    while (j < days.length && sameBar(days[i], days[j])) j++;
    runs.push({
      x: i * DAY_WIDTH,
      width: (j - i) * DAY_WIDTH,
      status: days[i].status,
      title: titleOf(days[i], days[j - 1]),
    });
    i = j;
  }
  const bad = days.filter((d) => d.downtimeSec > 0).length;
  const figure = uptimePct === null ? 'no data' : `${formatPct(uptimePct)} uptime`;
  return {
    runs,
    label: `Last ${days.length} days: ${figure}, ${bad} ${bad === 1 ? 'day' : 'days'} with downtime`,
    width: days.length * DAY_WIDTH,
  };
}

/** A day with downtime is always a bar of its own; other days merge with neighbours of the same state. */
function sameBar(a: DayFigure, b: DayFigure): boolean {
  return a.status === b.status && a.downtimeSec === 0 && b.downtimeSec === 0;
}

function titleOf(first: DayFigure, last: DayFigure): string {
  const when = first.date === last.date ? first.date : `${first.date} to ${last.date}`;
  if (first.status === 'no_data') return `${when}: no data`;
  const down = first.downtimeSec > 0 ? `, down ${durationText(first.downtimeSec)}` : '';
  const maintenance = first.status === 'under_maintenance' ? ', maintenance' : '';
  return `${when}: ${formatPct(first.uptimePct ?? 100)} uptime${down}${maintenance}`;
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
