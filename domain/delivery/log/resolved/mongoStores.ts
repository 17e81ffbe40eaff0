/**
 * Incident events (each with its payload snapshot) in the delivery log's retention: when an incident resolves, it
 * is filed in the directory under the day it resolved (`r|d<day>`, inserted once), and the sweep of that day
 * deletes the events of the incidents filed there, each by one lookup on `incident_id`. Only a resolved incident
 * is ever filed, so an open incident's events are never dropped; two replicas sweeping at once delete each event
 * once between them. Events of no incident (test alerts, certificate warnings) are filed by their own day when
 * stored (`e|d<day>`) and deleted with it, each by its `_id`.
 */
import { IncidentEvent, type IncidentEventDoc } from '../../../models/incidentEvent';
import { DeliveryBucket } from '../../../models/deliveryBucket';
import { Incident, type IncidentDoc } from '../../../models/incident';
import { ALL_SCOPE, type BucketMark, HOUR_MS, HOURS_PER_DAY } from '../buckets';
import { insertMarks } from '../mongoStores';

/** Incidents whose events one sweep deletes at once. */
const INCIDENTS_AT_ONCE = 16;

const resolvedScope = (day: number) => `r|d${day}`;
const looseScope = (day: number) => `e|d${day}`;
const dayOf = (at: Date | string) => Math.floor(new Date(at).getTime() / (HOURS_PER_DAY * HOUR_MS));

/** Files an event of no incident under its day (call before it is stored, so a stored one is always filed). */
export async function fileLooseEvent(event: Pick<IncidentEventDoc, '_id' | 'occurred_at'>): Promise<void> {
  const day = dayOf(event.occurred_at);
  await insertMarks([
    { _id: `${ALL_SCOPE}|d${day}`, scope: ALL_SCOPE, scope_day: null, day, hour: null },
    { _id: `e:${event._id}`, scope: looseScope(day), scope_day: null, day, hour: null },
  ]);
}

/** The directory entries of the incidents these events resolve (none for other events). */
function resolutionMarksOf(events: Pick<IncidentEventDoc, 'type' | 'incident_id' | 'occurred_at'>[]): BucketMark[] {
  return events.flatMap((e) =>
    e.type === 'incident.resolved' && e.incident_id ? resolutionMarks(e.incident_id, e.occurred_at) : [],
  );
}

function resolutionMarks(incidentId: string, resolvedAt: Date): BucketMark[] {
  const day = dayOf(resolvedAt);
  return [
    { _id: `${ALL_SCOPE}|d${day}`, scope: ALL_SCOPE, scope_day: null, day, hour: null },
    { _id: `r:${incidentId}`, scope: resolvedScope(day), scope_day: null, day, hour: null },
  ];
}

/** Written once the incidents resolved before they were filed at resolution have been filed. */
const RESOLVED_FILED = 'resolved-filed';
const FILE_AT_ONCE = 1_000;

/**
 * Files every resolved incident under the day it resolved, once per store (then a mark makes later starts skip
 * it): incidents resolved before resolutions were filed would otherwise keep their events for ever. One read of
 * the resolved incidents (`status` equality), then inserts that a filed incident refuses (filed once).
 */
export async function fileEarlierResolutions(): Promise<void> {
  if (await DeliveryBucket.exists({ _id: RESOLVED_FILED })) return;
  const resolved = await Incident.find({ status: 'resolved' }, { resolved_at: 1 }).lean<
    Pick<IncidentDoc, '_id' | 'resolved_at'>[]
  >();
  const marks = resolved.flatMap((i) => (i.resolved_at ? resolutionMarks(i._id, i.resolved_at) : []));
  const unique = [...new Map(marks.map((m) => [m._id, m])).values()];
  for (let i = 0; i < unique.length; i += FILE_AT_ONCE) await insertMarks(unique.slice(i, i + FILE_AT_ONCE));
  await insertMarks([{ _id: RESOLVED_FILED, scope: null, scope_day: null, day: -1, hour: null }]);
}

/** Files the incidents these recorded events resolve under their day (call after the events are stored). */
export async function fileResolutions(
  events: Pick<IncidentEventDoc, 'type' | 'incident_id' | 'occurred_at'>[],
): Promise<void> {
  const marks = resolutionMarksOf(events);
  if (marks.length > 0) await insertMarks([...new Map(marks.map((m) => [m._id, m])).values()]);
}

/**
 * Deletes the events of the incidents resolved on `day` and the events of no incident of that day; their entries
 * go with the day's directory.
 */
export async function sweepResolvedEvents(day: number): Promise<number> {
  return (await sweepIncidentEvents(day)) + (await sweepLooseEvents(day));
}

async function sweepLooseEvents(day: number): Promise<number> {
  const marks = await DeliveryBucket.find({ scope: looseScope(day) }, { _id: 1 }).lean<{ _id: string }[]>();
  let deleted = 0;
  for (let i = 0; i < marks.length; i += INCIDENTS_AT_ONCE) {
    const batch = marks.slice(i, i + INCIDENTS_AT_ONCE).map((m) => m._id.slice('e:'.length));
    const results = await Promise.all(batch.map((_id) => IncidentEvent.deleteOne({ _id })));
    deleted += results.reduce((sum, r) => sum + r.deletedCount, 0);
  }
  return deleted;
}

async function sweepIncidentEvents(day: number): Promise<number> {
  const marks = await DeliveryBucket.find({ scope: resolvedScope(day) }, { _id: 1 }).lean<{ _id: string }[]>();
  const incidents = marks.map((m) => m._id.slice('r:'.length));
  let deleted = 0;
  for (let i = 0; i < incidents.length; i += INCIDENTS_AT_ONCE) {
    const batch = incidents.slice(i, i + INCIDENTS_AT_ONCE);
    const results = await Promise.all(batch.map((id) => IncidentEvent.deleteMany({ incident_id: id })));
    deleted += results.reduce((sum, r) => sum + r.deletedCount, 0);
  }
  return deleted;
}
