/**
 * Where an incident is filed (domain/models/incidentMark.ts): FerretDB pushes neither a range, a sort nor an `$in`
 * down, and an incident list paged by an `_id` range read every incident of the org for every page. So each
 * incident is also filed under keys a read looks up by equality:
 * - by the UTC day of its `_id` (UUIDv7: the day it opened) for its org (`o/<org>`) and its monitor (`m/<monitor>`):
 *   the lists, walked day by day newest first (the day of a UUID grows with the id, so the walk keeps `_id` order);
 * - in its org's unresolved set (`u/<org>`) until it resolves: the open incidents of a list, /metrics, a status page;
 * - once resolved, by the day it resolved for its org (`r/<org>`) and monitor (`rm/<monitor>`), with its span:
 *   a status page's recent history and a monitor's uptime read the days of their window only.
 * A directory entry per (scope, day) that holds entries tells a walk which days to read.
 */
const DAY_MS = 86_400_000;

export const dayOfMs = (ms: number): number => Math.floor(ms / DAY_MS);

/** The UTC day of a UUID's first 48 bits (UUIDv7: its millisecond); grows with the id for any UUID. */
export const dayOfId = (id: string): number => dayOfMs(parseInt(id.slice(0, 8) + id.slice(9, 13), 16));

export const orgScope = (orgId: string): string => `o/${orgId}`;
export const monitorScope = (monitorId: string): string => `m/${monitorId}`;
export const orgResolvedScope = (orgId: string): string => `r/${orgId}`;
export const monitorResolvedScope = (monitorId: string): string => `rm/${monitorId}`;
export const unresolvedKey = (orgId: string): string => `u/${orgId}`;

/** The key of a scope's bucket of one day. */
export const bucketKey = (scope: string, day: number): string => `${scope}|${day}`;
/** The key of a scope's directory of days. */
export const directoryKey = (scope: string): string => `dir/${scope}`;

/** The days at or after `from` and at or before `to`, newest first. */
export function daysNewestFirst(days: number[], from = -Infinity, to = Infinity): number[] {
  return days.filter((d) => d >= from && d <= to).sort((a, b) => b - a);
}
