/**
 * Filing incidents under their keys (keys.ts) and reading them back, on MongoDB. Entries are inserted once (a
 * repeat is refused by `_id` and ignored) and never updated, so any number of writers may file the same incident;
 * the unresolved entry is deleted once the incident resolves. Every read is an equality on `key` (a lookup index on
 * the development store) or on an incident's `_id`.
 */
import { duplicateRowsOf } from '../../errors';
import { Incident, type IncidentDoc } from '../../models/incident';
import { IncidentMark, type IncidentMarkDoc } from '../../models/incidentMark';
import {
  bucketKey,
  dayOfId,
  dayOfMs,
  directoryKey,
  monitorResolvedScope,
  monitorScope,
  orgResolvedScope,
  orgScope,
  unresolvedKey,
} from './keys';

type Filed = Pick<IncidentDoc, '_id' | 'org_id' | 'monitor_id'>;
type Resolved = Filed & Pick<IncidentDoc, 'opened_at' | 'resolved_at'>;
export type Mark = Pick<IncidentMarkDoc, 'incident_id' | 'monitor_id' | 'opened_at' | 'resolved_at'>;

const entry = (key: string, i: Filed, span?: Resolved): IncidentMarkDoc => ({
  _id: `${key}|${i._id}`,
  key,
  incident_id: i._id,
  monitor_id: i.monitor_id,
  opened_at: span?.opened_at ?? null,
  resolved_at: span?.resolved_at ?? null,
  day: null,
});

const dayEntry = (scope: string, day: number): IncidentMarkDoc => ({
  _id: `${directoryKey(scope)}|${day}`,
  key: directoryKey(scope),
  incident_id: null,
  monitor_id: null,
  opened_at: null,
  resolved_at: null,
  day,
});

/** A scope's bucket entry for the incident and the scope's directory entry of that day. */
const filedUnder = (scope: string, day: number, i: Filed, span?: Resolved) => [
  dayEntry(scope, day),
  entry(bucketKey(scope, day), i, span),
];

/** The entries of a stored incident: its lists, and its unresolved set or its resolution's days. */
function entriesOf(i: Resolved & Pick<IncidentDoc, 'status'>): IncidentMarkDoc[] {
  const day = dayOfId(i._id);
  const lists = [...filedUnder(orgScope(i.org_id), day, i), ...filedUnder(monitorScope(i.monitor_id), day, i)];
  if (i.status !== 'resolved' || !i.resolved_at) return [...lists, entry(unresolvedKey(i.org_id), i)];
  return [...lists, ...resolutionEntries(i)];
}

function resolutionEntries(i: Resolved): IncidentMarkDoc[] {
  const day = dayOfMs(i.resolved_at!.getTime());
  return [
    ...filedUnder(orgResolvedScope(i.org_id), day, i, i),
    ...filedUnder(monitorResolvedScope(i.monitor_id), day, i, i),
  ];
}

async function insertEntries(entries: IncidentMarkDoc[]): Promise<void> {
  const unique = [...new Map(entries.map((e) => [e._id, e])).values()];
  if (unique.length === 0) return;
  try {
    await IncidentMark.insertMany(unique, { ordered: false, lean: true });
  } catch (err) {
    if (!duplicateRowsOf(err, unique.length)) throw err;
  }
}

/** Files incidents about to be stored (before the insert, so a stored incident is always listed). */
export function fileIncidents(incidents: (Resolved & Pick<IncidentDoc, 'status'>)[]): Promise<void> {
  return insertEntries(incidents.flatMap(entriesOf));
}

/** Drops the entries of incidents that were filed but never stored (their insert was refused). */
export async function unfileIncidents(incidents: Resolved[]): Promise<void> {
  const ids = incidents.flatMap((i) =>
    entriesOf({ ...i, status: 'open' })
      .filter((e) => e.incident_id)
      .map((e) => e._id),
  );
  await Promise.all(ids.map((_id) => IncidentMark.deleteOne({ _id })));
}

/** Files a stored incident's resolution and takes it out of its org's unresolved set; idempotent. */
export async function fileResolution(incidentId: string): Promise<void> {
  const i = await Incident.findById(incidentId, {
    org_id: 1,
    monitor_id: 1,
    opened_at: 1,
    resolved_at: 1,
  }).lean<Resolved>();
  if (!i?.resolved_at) return;
  await insertEntries(resolutionEntries(i));
  await IncidentMark.deleteOne({ _id: `${unresolvedKey(i.org_id)}|${i._id}` });
}

/** The days of a scope that hold entries. */
export async function daysOf(scope: string): Promise<number[]> {
  return (await IncidentMark.find({ key: directoryKey(scope) }, { day: 1 }).lean<{ day: number }[]>()).map(
    (m) => m.day,
  );
}

/** The entries under one key (a bucket or an unresolved set). */
export function marksUnder(key: string): Promise<Mark[]> {
  return IncidentMark.find({ key }, { _id: 0, incident_id: 1, monitor_id: 1, opened_at: 1, resolved_at: 1 }).lean<
    Mark[]
  >();
}

/** Lookups by bare `_id` at once, at most (FerretDB serves no `$in` from an index). */
const READS_AT_ONCE = 25;

/** The incidents of these ids that exist, in the order given; one `_id` lookup each. */
export async function incidentsById<T extends Pick<IncidentDoc, '_id'>>(
  ids: string[],
  projection?: Record<string, 1>,
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += READS_AT_ONCE) {
    const batch = ids.slice(i, i + READS_AT_ONCE);
    for (const doc of await Promise.all(batch.map((_id) => Incident.findById(_id, projection).lean<T>())))
      if (doc) out.push(doc);
  }
  return out;
}

/** Written once every incident stored before they were filed has been filed. */
const EARLIER_FILED = 'filed|incidents';
const FILE_AT_ONCE = 1_000;

/**
 * Files every incident stored before incidents were filed, once per store (then a mark makes later starts skip
 * the read, a scan of the incidents). Inserts a filed incident refuses, so replicas may run it at once; an incident
 * that resolves meanwhile may keep a stale unresolved entry, which every reader checks against the incident.
 */
export async function fileEarlierIncidents(): Promise<void> {
  if (await IncidentMark.exists({ _id: EARLIER_FILED })) return;
  const fields = { org_id: 1, monitor_id: 1, status: 1, opened_at: 1, resolved_at: 1 };
  let batch: IncidentDoc[] = [];
  for await (const doc of Incident.find({}, fields).lean<IncidentDoc>().cursor()) {
    batch.push(doc);
    if (batch.length >= FILE_AT_ONCE) [batch] = [[], await fileIncidents(batch)];
  }
  await fileIncidents(batch);
  await insertEntries([{ ...dayEntry('filed', -1), _id: EARLIER_FILED, key: EARLIER_FILED }]);
}
