/**
 * How long check-result rollups are kept, and the span of the collection each period's rows live in
 * (domain/checkResults/rollupCollections.ts): ten days of rows, hourly and daily alike, so the service holds
 * 10 collections of hourly rows rather than 91 (every `find` on the development store pays for each collection the
 * database holds, bench/README.md). The retention sweep (domain/probing/service.ts) drops a collection whole once
 * the last day of its span is past the retention: rows are kept up to one span (less a day) longer than that.
 */
export const DAY_MS = 86_400_000;

/** Hourly rollups are kept this long (reports of up to 90 days read them). */
export const HOURLY_ROLLUP_RETENTION_DAYS = 90;
/** Daily rollups are kept this long (a year of daily bars and monthly reports, with room). */
export const DAILY_ROLLUP_RETENTION_DAYS = 400;

/** The span of one collection of each period's rows. */
export const ROLLUP_BUCKET_MS = { hour: 10 * DAY_MS, day: 10 * DAY_MS } as const;

/** The span of one collection of hourly rows written before they shared ten-day collections (still read, swept). */
export const FORMER_HOURLY_BUCKET_MS = DAY_MS;

/** `YYYYMMDD` of the UTC day `ms` falls in: the key rollup rows are read by within a collection. */
export function utcDayKey(ms: number): string {
  return new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString().slice(0, 10).replace(/-/g, '');
}
