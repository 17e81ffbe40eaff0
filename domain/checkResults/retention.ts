/** How long check-result rollups are kept: the retention sweep (domain/probing/service.ts) drops older ones. */

/** Hourly rollups are kept this long (reports of up to 90 days read them). */
export const HOURLY_ROLLUP_RETENTION_DAYS = 90;
/** Daily rollups are kept this long (a year of daily bars and monthly reports, with room). */
export const DAILY_ROLLUP_RETENTION_DAYS = 400;
