/**
 * The delivery log's buckets: every delivery is filed under one key per way it is listed (its org, channel,
 * monitor, incident and the org's event type), each suffixed with the period of its `_id` (UUIDv7, so the period a
 * cursor names is the period its page resumes in). Dense scopes (an org, a channel, an event type) are bucketed by
 * the hour, sparse ones (a monitor, an incident) by the day, so a page reads few buckets of about its own size. A
 * list reads whole buckets by equality, newest first, and a directory of the (scope, day) and, for hour-bucketed
 * scopes, (scope, hour) pairs that hold deliveries tells it which buckets to read, so a page costs the buckets it
 * needs whatever the log's size (docs/performance.md, "The delivery log").
 */
import type { DeliveryDoc } from '../../models/delivery';

export const HOUR_MS = 3_600_000;
export const HOURS_PER_DAY = 24;

/** The key every delivery is also filed under: the directory of all days, which the retention sweep walks. */
export const ALL_SCOPE = '*';

/** Milliseconds of a UUIDv7 (its first 48 bits). */
export function idMs(id: string): number {
  return parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
}

export const hourOfMs = (ms: number): number => Math.floor(ms / HOUR_MS);
export const hourOfId = (id: string): number => hourOfMs(idMs(id));
export const dayOfHour = (hour: number): number => Math.floor(hour / HOURS_PER_DAY);
export const dayOfId = (id: string): number => dayOfHour(hourOfId(id));

/** What a list can be scoped by; a list reads the buckets of the most selective one it names. */
export interface DeliveryScope {
  org_id: string;
  incident_id?: string;
  channel_id?: string;
  monitor_id?: string;
  event_type?: string;
}

/** A list's filter: its scope, a status (a list matches any of them) and a range of `created_at`. */
export interface DeliveryLogFilter extends DeliveryScope {
  status?: string | string[];
  since?: Date;
  until?: Date;
}

type Scoped = Pick<DeliveryDoc, 'org_id' | 'incident_id' | 'channel_id' | 'monitor_id' | 'event_type'> &
  Partial<Pick<DeliveryDoc, 'status'>>;

/** A status that never changes once stored, listed by buckets of its own (`s:<org>:<status>`). */
export type FiledStatus = 'delivered' | 'failed' | 'skipped';
const FILED_STATUSES: readonly string[] = ['delivered', 'failed', 'skipped'];

export const statusScope = (orgId: string, status: FiledStatus): string => `s:${orgId}:${status}`;

/**
 * A settled status's scope (`delivered`, `failed`) lists settled rows only (delivery_settlements), filed when the
 * delivery settles; `skipped` is stored at insert and never changes, so its deliveries carry it themselves.
 */
export const isSettledScope = (scope: string): boolean => scope.startsWith('s:') && !scope.endsWith(':skipped');

/** Every scope key a delivery is listed under when stored (bucket keys without their hour). */
export function scopesOf(d: Scoped): string[] {
  return [
    `o:${d.org_id}`,
    `c:${d.channel_id}`,
    `m:${d.monitor_id}`,
    `t:${d.org_id}:${d.event_type}`,
    ...(d.incident_id ? [`i:${d.incident_id}`] : []),
    ...(d.status === 'skipped' ? [statusScope(d.org_id, 'skipped')] : []),
  ];
}

/** The one status a filter names, when it is one a scope lists (a list of several: none). */
function filedStatusOf(status: string | string[] | undefined): FiledStatus | null {
  const one = Array.isArray(status) ? (status.length === 1 ? status[0] : undefined) : status;
  return one !== undefined && FILED_STATUSES.includes(one) ? (one as FiledStatus) : null;
}

/** The one scope key a list reads by: incident, channel, monitor, event type, a settled status, else the org. */
export function scopeOf(s: DeliveryScope & Pick<DeliveryLogFilter, 'status'>): string {
  if (s.incident_id) return `i:${s.incident_id}`;
  if (s.channel_id) return `c:${s.channel_id}`;
  if (s.monitor_id) return `m:${s.monitor_id}`;
  if (s.event_type) return `t:${s.org_id}:${s.event_type}`;
  const status = filedStatusOf(s.status);
  return status ? statusScope(s.org_id, status) : `o:${s.org_id}`;
}

export const bucketKey = (scope: string, hour: number): string => `${scope}|${hour}`;
export const dayBucketKey = (scope: string, day: number): string => `${scope}|d${day}`;

/** The day of a bucket key's period (`<scope>|<hour>` or `<scope>|d<day>`). */
export function dayOfBucket(key: string): number {
  const period = key.slice(key.lastIndexOf('|') + 1);
  return period.startsWith('d') ? Number(period.slice(1)) : dayOfHour(Number(period));
}

/** Scopes bucketed by the day: a monitor's or an incident's deliveries are few an hour (most hours hold none). */
export const byDay = (scope: string): boolean => scope.startsWith('m:') || scope.startsWith('i:');

/** The bucket of a scope that holds a delivery of this hour. */
export const bucketOf = (scope: string, hour: number): string =>
  byDay(scope) ? dayBucketKey(scope, dayOfHour(hour)) : bucketKey(scope, hour);

/** The fields a stored delivery carries for its buckets: `page_keys` (one per scope) and `day` (for retention). */
export function bucketFieldsOf(d: Scoped & { _id: string }): { page_keys: string[]; day: number } {
  const hour = hourOfId(d._id);
  return { page_keys: scopesOf(d).map((s) => bucketOf(s, hour)), day: dayOfHour(hour) };
}

/** A directory entry: the day of a scope that holds deliveries, or the hour of a scope's day. */
export interface BucketMark {
  _id: string;
  /** Day marks: the scope, looked up to list a scope's days. */
  scope: string | null;
  /** Hour marks: `<scope>|<day>`, looked up to list a day's hours. */
  scope_day: string | null;
  day: number;
  hour: number | null;
  /**
   * Day marks of day-bucketed scopes: true when the day's deliveries of the scope are all in its day bucket. A
   * mark without it was written when every scope was bucketed by the hour, so that day may also hold hour buckets.
   */
  day_only?: boolean;
}

/**
 * The directory entries a delivery needs: a day mark per scope, an hour mark per hour-bucketed scope, and the
 * all-days mark. Each is inserted once per (scope, period), so at size they are a small share of a delivery.
 */
export function marksOf(d: Scoped & { _id: string }): BucketMark[] {
  const hour = hourOfId(d._id);
  const day = dayOfHour(hour);
  const all: BucketMark = { _id: `${ALL_SCOPE}|d${day}`, scope: ALL_SCOPE, scope_day: null, day, hour: null };
  return [all, ...scopesOf(d).flatMap((s) => scopeMarksOf(s, hour))];
}

/** The directory entries of one scope's bucket of this hour: its day and, when hour-bucketed, its hour. */
export function scopeMarksOf(scope: string, hour: number): BucketMark[] {
  const day = dayOfHour(hour);
  return [
    { _id: `${scope}|d${day}`, scope, scope_day: null, day, hour: null, ...(byDay(scope) && { day_only: true }) },
    ...(byDay(scope) ? [] : [{ _id: `${scope}|h${hour}`, scope: null, scope_day: `${scope}|${day}`, day, hour }]),
  ];
}
