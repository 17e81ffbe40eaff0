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

export function lineChart(series: SeriesBucket[], width: number, height: number, what: string): LineChart {
  const values = series.map((b) => b.avgMs).filter((v): v is number => v !== null);
  if (values.length === 0)
    return { width, height, segments: [], label: `${what}: no data yet`, minMs: null, maxMs: null };
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  const step = series.length > 1 ? width / (series.length - 1) : 0;
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
    current.push(`${(i * step).toFixed(1)},${y.toFixed(1)}`);
  });
  if (current.length) segments.push(current.join(' '));
  // A lone point draws nothing as a polyline: widen it into a short flat line.
  const drawn = segments.map((s) =>
    s.includes(' ') ? s : `${s} ${(Number(s.split(',')[0]) + 2).toFixed(1)},${s.split(',')[1]}`,
  );
  return { width, height, segments: drawn, label: `${what}: ${min} to ${max} ms`, minMs: min, maxMs: max };
}
