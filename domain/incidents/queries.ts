/** Read side of incidents, scoped by org: lists with filters, and one incident with its events and deliveries. */
import { NotFoundError } from '../errors';
import { Incident, type IncidentDoc, type IncidentStatus } from '../models/incident';
import { IncidentEvent, type IncidentEventDoc } from '../models/incidentEvent';
import { iso } from '../time';
import { listIncidentDeliveries, presentDelivery } from '../deliveries/queries';
import { windowQuery, type PageWindow } from '../pageWindow';

export interface IncidentFilter {
  status?: IncidentStatus;
  monitor_id?: string;
}

export async function listIncidents(orgId: string, filter: IncidentFilter, page: PageWindow): Promise<IncidentDoc[]> {
  const w = windowQuery(page);
  const q = {
    org_id: orgId,
    ...(filter.status && { status: filter.status }),
    ...(filter.monitor_id && { monitor_id: filter.monitor_id }),
    ...w.filter,
  };
  return Incident.find(q).sort({ _id: -1 }).limit(w.fetch).lean<IncidentDoc[]>();
}

export async function getIncident(orgId: string, id: string): Promise<IncidentDoc> {
  const doc = await Incident.findOne({ _id: id, org_id: orgId }).lean<IncidentDoc>();
  if (!doc) throw new NotFoundError('Incident not found.');
  return doc;
}

/** The incident with its events (oldest first) and every delivery of them (per event and channel). */
export async function getIncidentDetail(orgId: string, id: string) {
  const incident = await getIncident(orgId, id);
  const [events, deliveries] = await Promise.all([
    IncidentEvent.find({ incident_id: id, org_id: orgId }).sort({ seq: 1 }).limit(1000).lean<IncidentEventDoc[]>(),
    listIncidentDeliveries(orgId, id),
  ]);
  return {
    ...presentIncident(incident),
    events: events.map(presentEvent),
    deliveries: deliveries.map(presentDelivery),
  };
}

export function presentIncident(i: IncidentDoc) {
  const resolvedAt = i.resolved_at ? new Date(i.resolved_at) : null;
  return {
    id: i._id,
    monitor_id: i.monitor_id,
    status: i.status,
    opened_at: iso(i.opened_at)!,
    acknowledged_at: iso(i.acknowledged_at),
    resolved_at: iso(resolvedAt),
    duration_sec: resolvedAt
      ? Math.max(0, Math.round((resolvedAt.getTime() - new Date(i.opened_at).getTime()) / 1000))
      : null,
    failing_regions: i.failing_regions,
    check: {
      last_response_ms: i.check?.last_response_ms ?? null,
      last_error_class: i.check?.last_error_class ?? null,
      last_error_message: i.check?.last_error_message ?? null,
    },
    created_at: iso(i.created_at)!,
    updated_at: iso(i.updated_at)!,
  };
}

function presentEvent(e: IncidentEventDoc) {
  return { id: e._id, type: e.type, occurred_at: iso(e.occurred_at)!, payload: e.payload };
}

/** The org of an incident, for callers that authenticate without an org (the chat-tool callback). */
export async function orgOfIncident(id: string): Promise<string> {
  const doc = await Incident.findById(id, { org_id: 1 }).lean<IncidentDoc>();
  if (!doc) throw new NotFoundError('Incident not found.');
  return doc.org_id;
}
