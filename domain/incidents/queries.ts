/** Read side of incidents, scoped by org: lists with filters, and one incident with its events and deliveries. */
import { NotFoundError } from '../errors';
import { Incident, type IncidentDoc, type IncidentStatus } from '../models/incident';
import { IncidentEvent, type IncidentEventDoc } from '../models/incidentEvent';
import { listIncidentDeliveries } from '../delivery/queries';
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

async function getIncident(orgId: string, id: string): Promise<IncidentDoc> {
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
  return { incident, events, deliveries };
}

/** The org of an incident, for callers that authenticate without an org (the chat-tool callback). */
export async function orgOfIncident(id: string): Promise<string> {
  const doc = await Incident.findById(id, { org_id: 1 }).lean<IncidentDoc>();
  if (!doc) throw new NotFoundError('Incident not found.');
  return doc.org_id;
}
