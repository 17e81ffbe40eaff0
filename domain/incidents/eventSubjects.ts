/** The org and monitor an incident event speaks of, as its payload snapshot describes them. */
import { BoundedMap } from '../boundedMap';
import { NotFoundError } from '../errors';
import type { MonitorDoc } from '../models/monitor';
import type { IncidentStore, MonitorSubject, OrgSubject } from './stores';

export interface EventSubjects {
  org: OrgSubject;
  monitor: MonitorSubject;
}

export type SubjectStore = Pick<IncidentStore, 'readMonitorSubject' | 'readOrgSubject' | 'latestEventOf'>;

/**
 * The org and monitor an event speaks of. `known`: the monitor as the caller holds it in memory (not read again).
 * A monitor deleted while its incident is unresolved is described as the incident's earlier events described it,
 * so the incident can still be acknowledged and resolved.
 */
export async function loadEventSubjects(
  store: SubjectStore,
  orgId: string | null,
  monitorId: string,
  from: { known?: MonitorSubject; incidentId?: string } = {},
): Promise<EventSubjects> {
  const monitor =
    from.known ??
    (await store.readMonitorSubject(monitorId)) ??
    (from.incidentId ? await monitorFromEarlierEvent(store, from.incidentId) : null);
  if (!monitor) throw new NotFoundError('Monitor not found.');
  const org = await store.readOrgSubject(orgId ?? monitor.org_id);
  if (!org) throw new NotFoundError('Workspace not found.');
  return { org, monitor };
}

/**
 * The same store, its orgs' names and slugs kept `ttlMs` in memory: a mass outage opens thousands of incidents of
 * a few orgs, each read of an org costs a round trip, and a rename shows in payloads `ttlMs` later at most.
 */
export function withOrgCache(store: SubjectStore, now: () => number, ttlMs = 5_000): SubjectStore {
  const orgs = new BoundedMap<string, { org: OrgSubject; until: number }>(10_000);
  return {
    readMonitorSubject: (monitorId) => store.readMonitorSubject(monitorId),
    latestEventOf: (incidentId) => store.latestEventOf(incidentId),
    async readOrgSubject(orgId) {
      const hit = orgs.get(orgId);
      if (hit && hit.until > now()) return hit.org;
      const org = await store.readOrgSubject(orgId);
      if (org) orgs.set(orgId, { org, until: now() + ttlMs });
      return org;
    },
  };
}

async function monitorFromEarlierEvent(store: SubjectStore, incidentId: string): Promise<MonitorSubject | null> {
  const ev = await store.latestEventOf(incidentId);
  if (!ev) return null;
  const m = (ev.payload as { monitor: { id: string; name: string; type: MonitorDoc['type']; url?: string } }).monitor;
  return { _id: m.id, org_id: ev.org_id, name: m.name, type: m.type, url: m.url ?? null };
}
