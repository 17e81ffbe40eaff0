/**
 * How long check-result rollups are kept, and the span of the collection each period's rows live in
 * (domain/checkResults/rollupCollections.ts): a UTC day of hourly rows, ten days of daily rows. The retention sweep
 * (domain/probing/service.ts) drops a collection whole once its span is past the retention.
 */
const DAY_MS = 86_400_000;

/** Hourly rollups are kept this long (reports of up to 90 days read them). */
export const HOURLY_ROLLUP_RETENTION_DAYS = 90;
/** Daily rollups are kept this long (a year of daily bars and monthly reports, with room). */
export const DAILY_ROLLUP_RETENTION_DAYS = 400;

/** The span of one collection of each period's rows. */
export const ROLLUP_BUCKET_MS = { hour: DAY_MS, day: 10 * DAY_MS } as const;
