/**
 * The reads that go through the incidents' filing (keys.ts) instead of a range over the incidents: a list page
 * reads the days it needs, newest first, and the incidents it shows by `_id`; the unresolved ones come from the
 * org's unresolved set; a window's resolved ones from the days of the window. Each costs what it returns (plus one
 * directory entry per day of the scope that holds incidents), whatever the number of incidents stored.
 */
import type { IncidentDoc, IncidentStatus } from '../../models/incident';
import {
  dayOfId,
  dayOfMs,
  daysNewestFirst,
  monitorResolvedScope,
  monitorScope,
  orgResolvedScope,
  orgScope,
  unresolvedKey,
  bucketKey,
} from './keys';
import { daysOf, incidentsById, marksUnder, type Mark } from './mongoStores';

export interface ListQuery {
  orgId: string;
  status?: IncidentStatus;
  monitorId?: string;
  /** Only ids below this one (the cursor). */
  before?: string;
  /** Rows wanted (a page and one more). */
  fetch: number;
}

const newestFirst = (ids: string[]) => ids.sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));

/** The org's incidents matching the query, newest first by `_id`, at most `fetch`. */
export async function listIncidents(q: ListQuery): Promise<IncidentDoc[]> {
  if (q.status === 'open' || q.status === 'acknowledged') {
    const marks = await marksUnder(unresolvedKey(q.orgId));
    return pick(idsOf(marks, q), q);
  }
  const scope = q.monitorId ? monitorScope(q.monitorId) : orgScope(q.orgId);
  const out: IncidentDoc[] = [];
  for (const day of daysNewestFirst(await daysOf(scope), -Infinity, q.before ? dayOfId(q.before) : Infinity)) {
    const ids = idsOf(await marksUnder(bucketKey(scope, day)), q);
    out.push(...(await pick(ids, { ...q, fetch: q.fetch - out.length })));
    if (out.length >= q.fetch) break;
  }
  return out;
}

/** The ids of the marks within the query's monitor and cursor, newest first. */
function idsOf(marks: Mark[], q: ListQuery): string[] {
  const kept = marks.filter(
    (m) => (!q.monitorId || m.monitor_id === q.monitorId) && (q.before === undefined || m.incident_id! < q.before),
  );
  return newestFirst(kept.map((m) => m.incident_id!));
}

/** The first `fetch` incidents of `ids` (in order) that are the org's and match the status: read as many as needed. */
async function pick(ids: string[], q: ListQuery): Promise<IncidentDoc[]> {
  const out: IncidentDoc[] = [];
  for (let i = 0; i < ids.length && out.length < q.fetch;) {
    const batch = ids.slice(i, i + Math.max(q.fetch - out.length, 8));
    i += batch.length;
    const docs = await incidentsById<IncidentDoc>(batch);
    out.push(...docs.filter((d) => d.org_id === q.orgId && (!q.status || d.status === q.status)));
  }
  return out.slice(0, q.fetch);
}

/** The org's unresolved incidents (checked against each incident: a stale entry is skipped). */
export async function unresolvedOf<T extends Pick<IncidentDoc, '_id' | 'status' | 'org_id'>>(
  orgId: string,
  projection?: Record<string, 1>,
  monitorIds?: Set<string>,
): Promise<T[]> {
  const marks = (await marksUnder(unresolvedKey(orgId))).filter((m) => !monitorIds || monitorIds.has(m.monitor_id!));
  const docs = await incidentsById<T>(
    marks.map((m) => m.incident_id!),
    projection && { ...projection, status: 1, org_id: 1 },
  );
  return docs.filter((d) => d.status !== 'resolved' && d.org_id === orgId);
}

/** The entries of the scope's incidents resolved on a day from `from` to today (each day read by equality). */
async function resolvedFrom(scope: string, from: Date): Promise<Mark[]> {
  const days = daysNewestFirst(await daysOf(scope), dayOfMs(from.getTime()));
  return (await Promise.all(days.map((day) => marksUnder(bucketKey(scope, day))))).flat();
}

/** The org's incidents resolved at or after `since` of these monitors (the incidents themselves). */
export async function resolvedSince<T extends Pick<IncidentDoc, '_id' | 'resolved_at'>>(
  orgId: string,
  monitorIds: Set<string>,
  since: Date,
  projection: Record<string, 1>,
): Promise<T[]> {
  const marks = (await resolvedFrom(orgResolvedScope(orgId), since)).filter(
    (m) => monitorIds.has(m.monitor_id!) && m.resolved_at! >= since,
  );
  return incidentsById<T>(
    marks.map((m) => m.incident_id!),
    { ...projection, resolved_at: 1 },
  );
}

/** The spans of the monitor's resolved incidents that were open at some time in `[from, to)`. */
export async function resolvedSpansOf(monitorId: string, from: Date, to: Date): Promise<Mark[]> {
  const marks = await resolvedFrom(monitorResolvedScope(monitorId), from);
  return marks.filter((m) => m.opened_at! < to && m.resolved_at! > from);
}
