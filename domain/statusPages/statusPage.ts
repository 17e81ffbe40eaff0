/**
 * Public status pages (`<slug>.{status_domain}`): what a workspace shows the world of its monitors (names and
 * states, never URLs or hosts), composed once per request into a `StatusView` that the HTML page, the
 * Statuspage-compatible JSON, the legacy JSON, the feed and the badge all render. Built once per process
 * (domain/services.ts).
 */
import { NotFoundError } from '../errors';
import { isOrgSlug } from '../accounts/orgSlug';
import type { MonitorDoc } from '../models/monitor';
import type { OrgDoc } from '../models/org';
import type { MonitorStatus } from '../monitors/status';
import type { RegionLatest } from '../probing/votes';
import { dailyFigures, type DayFigure } from '../uptime/days';
import { uptimeOver } from '../uptime/figures';
import { monitorSpans } from '../uptime/uptime';
import type { StatusPageSettingsView, StatusSettings } from './settings';
import type { PageIncident, StatusPageStore } from './stores';
import { ViewCache } from './viewCache';
import {
  componentStatusOf,
  shownStatusOf,
  windowCovers,
  overallStatusOf,
  worstOf,
  type ComponentStatus,
  type MaintenanceSource,
  type MaintenanceWindow,
  type OverallStatus,
} from './sources';

const DAY_MS = 86_400_000;
/** Days of bars per component, and of incident history below them. */
export const BAR_DAYS = 90;
export const HISTORY_DAYS = 14;
/** At most this many monitors on a page: a public endpoint must stay cheap. */
const PAGE_MONITORS = 500;
const FEED_ITEMS = 50;
/** A composed page is served for this long before a background refresh (see viewCache.ts). */
const FRESH_MS = 5_000;

/** A component's state in the legacy JSON and the badge: a monitor without results yet shows up. */
export type MonitorState = Exclude<MonitorStatus, 'pending'>;

export interface ComponentView {
  id: string;
  name: string;
  type: string;
  groupId: string;
  position: number;
  status: ComponentStatus;
  /** The dashboard's state (up, down, paused, pending), for the legacy JSON and the badge. */
  state: MonitorState;
  days: DayFigure[];
  /** Uptime over the last 90 days (domain/uptime, as every reader measures it). */
  uptimePct: number | null;
  /** Where that figure was measured from, when the monitor is younger than 90 days; else null. */
  uptimeSince: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface GroupView {
  id: string;
  name: string;
  position: number;
  status: ComponentStatus;
  components: ComponentView[];
}

export interface IncidentView extends PageIncident {
  monitor_name: string;
}

export interface StatusView {
  org: { id: string; name: string; slug: string; createdAt: Date };
  title: string;
  settings: StatusPageSettingsView;
  status: OverallStatus;
  groups: GroupView[];
  components: ComponentView[];
  /** Unresolved incidents of the components shown, newest first. */
  activeIncidents: IncidentView[];
  /** Incidents of the last 14 days (resolved or not), newest first. */
  history: IncidentView[];
  /** Every incident of the components shown of the last 90 days, newest first. */
  incidents: IncidentView[];
  maintenance: { active: MaintenanceWindow[]; upcoming: MaintenanceWindow[] };
  generatedAt: Date;
}

export interface StatusFeedItem {
  id: string;
  monitor_name: string;
  status: string;
  opened_at: Date;
  resolved_at: Date | null;
}

export interface StatusPageDeps {
  statusDomain: string;
  store: StatusPageStore;
  settings: StatusSettings;
  now: () => number;
  /** The latest result of each region of a monitor (the probing service's memory). */
  latestOf: (monitorId: string) => RegionLatest[];
  maintenance: MaintenanceSource;
  /** Monitors from memory (the monitor directory): the org's oldest, or these ids of the org. */
  monitors: {
    oldest(orgId: string, count: number): Promise<MonitorDoc[]>;
    some(orgId: string, ids: string[]): Promise<MonitorDoc[]>;
  };
}

export class StatusPageService {
  private readonly cache: ViewCache<StatusView>;

  constructor(private readonly deps: StatusPageDeps) {
    this.cache = new ViewCache(deps.now, FRESH_MS, 1_000);
  }

  /** Something a page shows changed in this process (an incident event, settings): pages are composed anew. */
  invalidate(): void {
    this.cache.invalidate();
  }

  /** The workspace with this slug, or 404 (also for a malformed slug: it cannot exist). */
  async orgBySlug(slug: string): Promise<OrgDoc> {
    if (!isOrgSlug(slug)) throw new NotFoundError('No status page here.');
    const org = await this.deps.store.orgBySlug(slug);
    if (!org) throw new NotFoundError('No status page here.');
    return org;
  }

  /** The slug served at `host` (`<slug>.<status domain>`, case-insensitive, optional port), or null. */
  slugOfHost(host: string): string | null {
    const h = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
    const suffix = `.${this.deps.statusDomain.toLowerCase()}`;
    if (!h.endsWith(suffix)) return null;
    const slug = h.slice(0, -suffix.length);
    return isOrgSlug(slug) ? slug : null;
  }

  hostOf(slug: string): string {
    return `${slug}.${this.deps.statusDomain}`;
  }

  /** The page of a public workspace (404 when the workspace made it private), composed at most every few seconds. */
  view(slug: string): Promise<StatusView> {
    return this.cache.read(slug, async () => {
      const org = await this.orgBySlug(slug);
      const settings = await this.deps.settings.load(org._id);
      if (!settings.public) throw new NotFoundError('No status page here.');
      return this.compose(org, settings);
    });
  }

  /** The page as it is or would be shown, public or not (the dashboard's preview). */
  async preview(orgId: string): Promise<StatusView> {
    const org = await this.deps.store.orgById(orgId);
    if (!org) throw new NotFoundError('No such workspace.');
    return this.compose(org, await this.deps.settings.load(orgId));
  }

  private async compose(org: OrgDoc, settings: StatusPageSettingsView): Promise<StatusView> {
    const now = this.deps.now();
    const since = new Date(now - BAR_DAYS * DAY_MS);
    const monitors = await this.monitorsShown(org._id, settings);
    const ids = monitors.map((m) => m._id);
    const [incidents, windows] = await Promise.all([
      ids.length === 0 ? [] : this.deps.store.incidentsSince(org._id, ids, since),
      this.deps.maintenance.windowsFor(org._id, since, new Date(now + 30 * DAY_MS)),
    ]);
    const byMonitor = groupBy(incidents, (i) => i.monitor_id);
    const groupsIn = settings.components ?? [{ name: 'Services', monitor_ids: ids }];
    const byId = new Map(monitors.map((m) => [m._id, m]));
    const groups = groupsIn.map((g, gi) => {
      const groupId = groupIdOf(org._id, gi);
      const components = g.monitor_ids
        .filter((id) => byId.has(id))
        .map((id, position) =>
          this.component(byId.get(id)!, { groupId, position, incidents: byMonitor.get(id) ?? [], windows, now }),
        );
      return { id: groupId, name: g.name, position: gi, status: worstOf(components.map((c) => c.status)), components };
    });
    const components = groups.flatMap((g) => g.components);
    const names = new Map(monitors.map((m) => [m._id, m.name]));
    const named = incidents
      .map((i) => ({ ...i, monitor_name: names.get(i.monitor_id) ?? 'Deleted monitor' }))
      .sort((a, b) => b.opened_at.getTime() - a.opened_at.getTime());
    const historySince = now - HISTORY_DAYS * DAY_MS;
    return {
      org: { id: org._id, name: org.name, slug: org.slug, createdAt: org.created_at },
      title: settings.title ?? `${org.name} status`,
      settings,
      status: overallStatusOf(components.map((c) => c.status)),
      groups,
      components,
      activeIncidents: named.filter((i) => i.status !== 'resolved'),
      history: named.filter((i) => i.status !== 'resolved' || i.resolved_at!.getTime() >= historySince),
      incidents: named,
      maintenance: {
        active: windows.filter((w) => w.starts_at.getTime() <= now && w.ends_at.getTime() > now),
        upcoming: windows.filter((w) => w.starts_at.getTime() > now),
      },
      generatedAt: new Date(now),
    };
  }

  private component(
    m: MonitorDoc,
    o: { groupId: string; position: number; incidents: PageIncident[]; windows: MaintenanceWindow[]; now: number },
  ): ComponentView {
    const latest = m.type === 'heartbeat' ? [] : this.deps.latestOf(m._id);
    const unresolved = o.incidents.some((i) => i.status !== 'resolved');
    const mine = o.windows.filter((w) => windowCovers(w, m._id));
    const maintenanceActive = mine.some((w) => w.starts_at.getTime() <= o.now && w.ends_at.getTime() > o.now);
    const status = shownStatusOf({ monitor: m, regionStates: latest, maintenanceActive }, unresolved, o.now);
    const spans = monitorSpans(m, o.incidents, mine);
    const from = o.now - BAR_DAYS * DAY_MS;
    const u = uptimeOver(spans, from, o.now);
    return {
      id: m._id,
      name: m.name,
      type: m.type,
      groupId: o.groupId,
      position: o.position,
      status: componentStatusOf(status),
      // A monitor without results yet is shown as up (nothing says otherwise).
      state: status === 'pending' ? 'up' : status,
      days: dailyFigures(spans, o.now, BAR_DAYS),
      uptimePct: u.uptimePct,
      uptimeSince: u.since > from ? new Date(u.since) : null,
      createdAt: m.created_at,
      updatedAt: m.updated_at,
    };
  }

  private async monitorsShown(orgId: string, settings: StatusPageSettingsView): Promise<MonitorDoc[]> {
    const chosen = settings.components?.flatMap((g) => g.monitor_ids);
    if (!chosen) return this.deps.monitors.oldest(orgId, PAGE_MONITORS);
    return (await this.deps.monitors.some(orgId, chosen)).slice(0, PAGE_MONITORS);
  }

  /** The feed of a page: its most recent incidents, newest first, with their monitor's name. */
  feedOf(view: StatusView): { org: { name: string; slug: string }; items: StatusFeedItem[] } {
    const items = view.history.slice(0, FEED_ITEMS).map((i) => ({
      id: i._id,
      monitor_name: i.monitor_name,
      status: i.status,
      opened_at: i.opened_at,
      resolved_at: i.resolved_at,
    }));
    return { org: { name: view.org.name, slug: view.org.slug }, items };
  }
}

/** A stable id for the group at `index` of an org's page (Statuspage clients key components by id). */
function groupIdOf(orgId: string, index: number): string {
  return `${orgId}-g${index}`;
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}
