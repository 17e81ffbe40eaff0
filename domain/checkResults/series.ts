/**
 * Response-time series for charts, from the hourly rollups (stored rows plus the hours this process still holds
 * in memory), so a chart reads a few rows per monitor and hour, never the raw results.
 */
import { CheckRollup, type RollupDoc } from '../models/checkRollup';

/** Response times of one monitor over one hour (all regions): their sum and how many there were. */
export interface TimedPoint {
  monitor_id: string;
  start: Date;
  sum_ms: number;
  timed: number;
}

export interface SeriesBucket {
  start: Date;
  /** Mean response time in the bucket; null when no check had one. */
  avgMs: number | null;
}

/** Hourly points of these monitors since `since`: what is stored, plus what `open` (this process) still holds. */
export async function hourlyPoints(
  monitorIds: string[],
  since: Date,
  open: (monitorId: string) => TimedPoint[],
): Promise<TimedPoint[]> {
  if (monitorIds.length === 0) return [];
  const stored = await CheckRollup.find(
    { monitor_id: { $in: monitorIds }, period: 'hour', start: { $gte: since } },
    { monitor_id: 1, start: 1, sum_ms: 1, timed: 1 },
  ).lean<Pick<RollupDoc, 'monitor_id' | 'start' | 'sum_ms' | 'timed'>[]>();
  return [...stored, ...monitorIds.flatMap(open)];
}

/** Splits `[now - windowMs, now)` into `buckets` equal slots and averages the response times in each. */
export function responseTimeSeries(
  points: TimedPoint[],
  now: number,
  windowMs: number,
  buckets: number,
): SeriesBucket[] {
  const size = windowMs / buckets;
  const start = now - windowMs;
  const sums = new Array<number>(buckets).fill(0);
  const counts = new Array<number>(buckets).fill(0);
  for (const p of points) {
    const i = Math.floor((p.start.getTime() - start) / size);
    if (i < 0 || i >= buckets || p.timed === 0) continue;
    sums[i] += p.sum_ms;
    counts[i] += p.timed;
  }
  return sums.map((sum, i) => ({
    start: new Date(start + i * size),
    avgMs: counts[i] ? Math.round(sum / counts[i]) : null,
  }));
}
