/**
 * The status page in Atlassian Statuspage's public JSON format (`/api/v2/*.json`), field for field, so an existing
 * client of that format reads it unchanged: a `page`, `components` (groups are components with `group: true` and
 * the ids of their `components`), `incidents` with `incident_updates`, `scheduled_maintenances` and a `status`
 * whose `indicator` is none, minor, major, critical or maintenance.
 */
import { windowCovers, type MaintenanceWindow, type OverallStatus } from '../../domain/statusPages/sources';
import type { ComponentView, GroupView, IncidentView, StatusView } from '../../domain/statusPages/statusPage';

const INDICATORS: Record<OverallStatus, { indicator: string; description: string }> = {
  operational: { indicator: 'none', description: 'All Systems Operational' },
  degraded: { indicator: 'minor', description: 'Minor Service Outage' },
  partial_outage: { indicator: 'major', description: 'Partial System Outage' },
  major_outage: { indicator: 'critical', description: 'Major Service Outage' },
  maintenance: { indicator: 'maintenance', description: 'Service Under Maintenance' },
};

/** Our incident states in Statuspage's words; `acknowledged` is Statuspage's `identified`. */
const INCIDENT_STATUS = { open: 'investigating', acknowledged: 'identified', resolved: 'resolved' } as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `updated_at`: the latest change of what the page shows (a component or an incident). */
export function pageOf(view: StatusView, url: string) {
  const times = [
    view.org.createdAt.getTime(),
    ...view.components.map((c) => c.updatedAt.getTime()),
    ...view.incidents.map((i) => i.updated_at.getTime()),
  ];
  return {
    id: view.org.id,
    name: view.title,
    url,
    time_zone: 'Etc/UTC',
    updated_at: iso(new Date(Math.max(...times))),
  };
}

export function statusOf(view: StatusView) {
  return INDICATORS[view.status];
}

export function componentsOf(view: StatusView) {
  return view.groups.flatMap((g) => [groupOf(view, g), ...g.components.map((c) => componentOf(view, c))]);
}

function groupOf(view: StatusView, g: GroupView) {
  const times = g.components.map((c) => c.updatedAt.getTime());
  return {
    ...componentBase(view, { id: g.id, name: g.name, status: g.status, position: g.position + 1 }),
    created_at: iso(view.org.createdAt),
    updated_at: iso(times.length ? new Date(Math.max(...times)) : view.org.createdAt),
    group_id: null,
    group: true,
    components: g.components.map((c) => c.id),
  };
}

function componentOf(view: StatusView, c: ComponentView) {
  return {
    ...componentBase(view, { id: c.id, name: c.name, status: c.status, position: c.position + 1 }),
    created_at: iso(c.createdAt),
    updated_at: iso(c.updatedAt),
    group_id: c.groupId,
    group: false,
  };
}

function componentBase(view: StatusView, c: { id: string; name: string; status: string; position: number }) {
  return {
    id: c.id,
    name: c.name,
    status: c.status,
    position: c.position,
    description: null,
    showcase: false,
    start_date: null,
    page_id: view.org.id,
    only_show_if_degraded: false,
  };
}

export function incidentsOf(view: StatusView, list: IncidentView[], url: string) {
  const components = new Map(view.components.map((c) => [c.id, c]));
  return list.map((i) => {
    const component = components.get(i.monitor_id);
    return {
      id: i._id,
      name: `${i.monitor_name} is down`,
      status: INCIDENT_STATUS[i.status],
      created_at: iso(i.opened_at),
      updated_at: iso(i.updated_at),
      monitoring_at: null,
      resolved_at: iso(i.resolved_at),
      impact: 'major',
      shortlink: url,
      started_at: iso(i.opened_at),
      page_id: view.org.id,
      incident_updates: updatesOf(i, component).reverse(),
      components: component ? [componentOf(view, component)] : [],
    };
  });
}

/** One update per state change, oldest first (the list is shown newest first, as Statuspage does). */
function updatesOf(i: IncidentView, c: ComponentView | undefined) {
  const steps: [keyof typeof INCIDENT_STATUS, Date | null, string, string][] = [
    ['open', i.opened_at, `${i.monitor_name} is down. We are investigating.`, 'major_outage'],
    ['acknowledged', i.acknowledged_at, `The team is working on ${i.monitor_name}.`, 'major_outage'],
    ['resolved', i.resolved_at, `${i.monitor_name} is back up.`, 'operational'],
  ];
  let previous = 'operational';
  return steps
    .filter(([, at]) => at !== null)
    .map(([status, at, body, componentStatus], n) => {
      const affected = c ? [{ code: c.id, name: c.name, old_status: previous, new_status: componentStatus }] : [];
      previous = componentStatus;
      return {
        id: `${i._id}-${n}`,
        status: INCIDENT_STATUS[status],
        body,
        incident_id: i._id,
        created_at: iso(at),
        updated_at: iso(at),
        display_at: iso(at),
        affected_components: affected,
        deliver_notifications: true,
        custom_tweet: null,
        tweet_id: null,
      };
    });
}

export function maintenancesOf(view: StatusView, list: MaintenanceWindow[], url: string) {
  const now = view.generatedAt.getTime();
  return list.map((w) => ({
    id: w.id,
    name: w.title,
    status: w.starts_at.getTime() > now ? 'scheduled' : w.ends_at.getTime() > now ? 'in_progress' : 'completed',
    created_at: iso(w.starts_at),
    updated_at: iso(w.starts_at),
    monitoring_at: null,
    resolved_at: null,
    impact: 'maintenance',
    shortlink: url,
    started_at: iso(w.starts_at),
    page_id: view.org.id,
    incident_updates: [],
    components: view.components.filter((c) => windowCovers(w, c.id)).map((c) => componentOf(view, c)),
    scheduled_for: iso(w.starts_at),
    scheduled_until: iso(w.ends_at),
  }));
}

/** The five documents, by file name. */
export function statuspageDocument(name: string, view: StatusView, url: string): unknown {
  const page = pageOf(view, url);
  const maintenances = [...view.maintenance.active, ...view.maintenance.upcoming];
  switch (name) {
    case 'summary':
      return {
        page,
        components: componentsOf(view),
        incidents: incidentsOf(view, view.activeIncidents, url),
        scheduled_maintenances: maintenancesOf(view, maintenances, url),
        status: statusOf(view),
      };
    case 'status':
      return { page, status: statusOf(view) };
    case 'components':
      return { page, components: componentsOf(view) };
    case 'incidents':
      return { page, incidents: incidentsOf(view, view.incidents.slice(0, 50), url) };
    case 'scheduled-maintenances':
      return { page, scheduled_maintenances: maintenancesOf(view, maintenances, url) };
    default:
      return null;
  }
}

export const STATUSPAGE_DOCUMENTS = ['summary', 'status', 'components', 'incidents', 'scheduled-maintenances'];
