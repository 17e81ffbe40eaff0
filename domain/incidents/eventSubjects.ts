/** Loads the org and monitor an incident event speaks of, even when the monitor was deleted since. */
import { NotFoundError } from '../errors';
import { IncidentEvent } from '../models/incidentEvent';
import { Monitor, type MonitorDoc } from '../models/monitor';
import { Org, type OrgDoc } from '../models/org';

export interface EventSubjects {
  org: Pick<OrgDoc, '_id' | 'name' | 'slug'>;
  monitor: Pick<MonitorDoc, '_id' | 'org_id' | 'name' | 'type' | 'url'>;
}

/**
 * The org and monitor an event speaks of. A monitor deleted while its incident is unresolved is described as the
 * incident's earlier events described it, so the incident can still be acknowledged and resolved.
 */
export async function loadEventSubjects(
  orgId: string | null,
  monitorId: string,
  incidentId?: string,
): Promise<EventSubjects> {
  const monitor =
    (await Monitor.findById(monitorId, { org_id: 1, name: 1, type: 1, url: 1 }).lean<MonitorDoc>()) ??
    (incidentId ? await monitorFromEarlierEvent(incidentId) : null);
  if (!monitor) throw new NotFoundError('Monitor not found.');
  const org = await Org.findById(orgId ?? monitor.org_id, { name: 1, slug: 1 }).lean<OrgDoc>();
  if (!org) throw new NotFoundError('Workspace not found.');
  return { org, monitor };
}

async function monitorFromEarlierEvent(incidentId: string): Promise<EventSubjects['monitor'] | null> {
  const ev = await IncidentEvent.findOne({ incident_id: incidentId }).sort({ seq: -1 }).lean();
  if (!ev) return null;
  const m = (ev.payload as { monitor: { id: string; name: string; type: MonitorDoc['type']; url?: string } }).monitor;
  return { _id: m.id, org_id: ev.org_id, name: m.name, type: m.type, url: m.url ?? null };
}
