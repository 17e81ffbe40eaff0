/**
 * Probe-result history: appended where results are ingested (`domain/probing/results.ts`), read by the dashboard
 * for response-time charts. Append-only, so concurrent writers never lose each other's rows (FerretDB v1 updates
 * are read-change-replace).
 */
import { CHECK_RESULT_RETENTION_SEC, CheckResult, type CheckResultDoc } from '../models/checkResult';

export type CheckResultInput = Omit<CheckResultDoc, '_id' | 'created_at' | 'updated_at'>;

/** One insert for the whole batch. */
export async function appendCheckResults(rows: CheckResultInput[]): Promise<void> {
  if (rows.length > 0) await CheckResult.insertMany(rows, { ordered: false });
}

/** Deletes results older than the retention (no TTL index: FerretDB v1 refuses `expireAfterSeconds`). */
export async function sweepCheckResults(now: number): Promise<number> {
  const r = await CheckResult.deleteMany({ checked_at: { $lt: new Date(now - CHECK_RESULT_RETENTION_SEC * 1000) } });
  return r.deletedCount ?? 0;
}

/** A chart read never loads more than this many rows, whatever the window. */
const MAX_ROWS = 20_000;

export type ResultPoint = Pick<CheckResultDoc, 'monitor_id' | 'ok' | 'checked_at' | 'response_ms'>;

/** Results of these monitors since `since`, newest first (capped). */
export async function resultsSince(monitorIds: string[], since: Date): Promise<ResultPoint[]> {
  if (monitorIds.length === 0) return [];
  return CheckResult.find(
    { monitor_id: { $in: monitorIds }, checked_at: { $gte: since } },
    { monitor_id: 1, ok: 1, checked_at: 1, response_ms: 1 },
  )
    .sort({ checked_at: -1 })
    .limit(MAX_ROWS)
    .lean<ResultPoint[]>();
}

export interface SeriesBucket {
  start: Date;
  /** Mean response time of the successful checks in the bucket; null when there were none. */
  avgMs: number | null;
}

/** Splits `[now - windowMs, now)` into `buckets` equal slots and averages the successful response times in each. */
export function responseTimeSeries(
  points: ResultPoint[],
  now: number,
  windowMs: number,
  buckets: number,
): SeriesBucket[] {
  const size = windowMs / buckets;
  const start = now - windowMs;
  const sums = new Array<number>(buckets).fill(0);
  const counts = new Array<number>(buckets).fill(0);
  for (const p of points) {
    if (!p.ok || p.response_ms === null) continue;
    const i = Math.floor((p.checked_at.getTime() - start) / size);
    if (i < 0 || i >= buckets) continue;
    sums[i] += p.response_ms;
    counts[i]++;
  }
  return sums.map((sum, i) => ({
    start: new Date(start + i * size),
    avgMs: counts[i] ? Math.round(sum / counts[i]) : null,
  }));
}
