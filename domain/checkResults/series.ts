/**
 * Response-time series for charts, from the hourly rollups (stored rows plus the hours this process still holds
 * in memory), so a chart reads a few rows per monitor and hour, never the raw results. Built once per process
 * (domain/services.ts).
 */
import type { SeriesStore } from './stores';

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

export class ResponseTimes {
  constructor(
    private readonly store: SeriesStore,
    /** The hours this process still holds in memory (not stored yet) of one monitor. */
    private readonly open: (monitorId: string) => TimedPoint[],
  ) {}

  /** Hourly points of these monitors since `since`: what is stored, plus what this process still holds. */
  async hourlyPoints(monitorIds: string[], since: Date): Promise<TimedPoint[]> {
    if (monitorIds.length === 0) return [];
    const stored = await this.store.hourlyRollups(monitorIds, since);
    return [...stored, ...monitorIds.flatMap(this.open)];
  }
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
