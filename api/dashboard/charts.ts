/** Response-time charts as inline SVG polylines (no script, no library): one segment per run of buckets with data. */
import type { SeriesBucket } from '../../domain/checkResults/series';

export interface LineChart {
  width: number;
  height: number;
  /** `x,y x,y ...` per segment; a bucket without data breaks the line. */
  segments: string[];
  /** Accessible description, e.g. "Response time, last 24 h: 35 to 120 ms". */
  label: string;
  minMs: number | null;
  maxMs: number | null;
}

/** Inset of the first and last point from the edges of the view box. */
const PAD = 2;

export function lineChart(series: SeriesBucket[], width: number, height: number, what: string): LineChart {
  const values = series.map((b) => b.avgMs).filter((v): v is number => v !== null);
  if (values.length === 0)
    return { width, height, segments: [], label: `${what}: no data yet`, minMs: null, maxMs: null };
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  // Points stay PAD inside the view box, so the first and the last (a new monitor's only one) are drawn whole.
  const step = series.length > 1 ? (width - 2 * PAD) / (series.length - 1) : 0;
  const segments: string[] = [];
  let current: string[] = [];
  series.forEach((b, i) => {
    if (b.avgMs === null) {
      if (current.length) segments.push(current.join(' '));
      current = [];
      return;
    }
    // A flat series sits mid-height; otherwise the fastest bucket is at the bottom, the slowest at the top.
    const y = span === 0 ? height / 2 : height - 2 - ((b.avgMs - min) / span) * (height - 4);
    current.push(`${(PAD + i * step).toFixed(1)},${y.toFixed(1)}`);
  });
  if (current.length) segments.push(current.join(' '));
  const drawn = segments.map((s) => (s.includes(' ') ? s : widened(s, width)));
  return { width, height, segments: drawn, label: `${what}: ${min} to ${max} ms`, minMs: min, maxMs: max };
}

/** A lone point draws nothing as a polyline: a short flat line through it, inside the view box. */
function widened(point: string, width: number): string {
  const [x, y] = point.split(',').map(Number);
  const from = Math.max(0, Math.min(x - PAD, width - 3 * PAD));
  return `${from.toFixed(1)},${y.toFixed(1)} ${(from + 2 * PAD).toFixed(1)},${y.toFixed(1)}`;
}
