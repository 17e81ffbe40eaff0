/**
 * Public status pages (`<slug>.{status_domain}`): read-only views of a workspace's monitors and recent incidents.
 * No credential: everything here is what the workspace shows the world (names and states, never URLs or hosts).
 */
import { NotFoundError } from '../errors';
import { Incident } from '../models/incident';
import { Monitor, type MonitorDoc } from '../models/monitor';
import { Org, type OrgDoc } from '../models/org';
import { isOrgSlug } from '../accounts/orgSlug';
import { coversMonitor, type MaintenanceCache } from '../maintenance/cache';
import { publicWindows, type PublicWindow } from '../maintenance/publicWindows';
import { monitorStatus, type MonitorStatus } from '../monitors/status';
import type { RegionLatest } from '../probing/votes';

export type MonitorState = Exclude<MonitorStatus, 'pending'>;

export interface StatusPage {
  org: { name: string; slug: string };
  status: 'operational' | 'degraded';
  monitors: { id: string; name: string; type: string; state: MonitorState }[];
  /** Maintenance windows active now and starting soon. */
  maintenance: { active: PublicWindow[]; upcoming: PublicWindow[] };
  generated_at: string;
}

export interface StatusFeedItem {
  id: string;
  monitor_name: string;
  status: string;
  opened_at: Date;
  resolved_at: Date | null;
}

/** At most this many monitors on a page and incidents in a feed: a public endpoint must stay cheap. */
const PAGE_MONITORS = 500;
const FEED_ITEMS = 50;

export class StatusPageService {
  constructor(
    private readonly statusDomain: string,
    private readonly now: () => number,
    /** The latest result of each region of a monitor (the probing service's memory). */
    private readonly latestOf: (monitorId: string) => RegionLatest[],
    private readonly maintenance: MaintenanceCache,
    /** The org's oldest monitors, oldest first (the monitor directory's memory). */
    private readonly monitorsOf: (orgId: string, count: number) => Promise<MonitorDoc[]>,
  ) {}

  /** The workspace with this slug, or 404 (also for a malformed slug: it cannot exist). */
  async orgBySlug(slug: string): Promise<OrgDoc> {
    if (!isOrgSlug(slug)) throw new NotFoundError('No status page here.');
    const org = await Org.findOne({ slug }).lean<OrgDoc>();
    if (!org) throw new NotFoundError('No status page here.');
    return org;
  }

  /** The slug served at `host` (`<slug>.<status domain>`, case-insensitive, optional port), or null. */
  slugOfHost(host: string): string | null {
    const h = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
    const suffix = `.${this.statusDomain.toLowerCase()}`;
    if (!h.endsWith(suffix)) return null;
    const slug = h.slice(0, -suffix.length);
    return isOrgSlug(slug) ? slug : null;
  }

  hostOf(slug: string): string {
    return `${slug}.${this.statusDomain}`;
  }

  async page(slug: string): Promise<StatusPage> {
    const org = await this.orgBySlug(slug);
    const monitors = await this.monitorsOf(org._id, PAGE_MONITORS);
    const unresolved = await Incident.find(
      { org_id: org._id, status: { $in: ['open', 'acknowledged'] } },
      { monitor_id: 1 },
    ).lean();
    const down = new Set(unresolved.map((i) => i.monitor_id));
    const now = this.now();
    const windows = await this.maintenance.windowsOf(org._id);
    const shown = publicWindows(windows, now);
    const rows = monitors.map((m) => {
      const facts = {
        monitor: m,
        regionStates: m.type === 'heartbeat' ? [] : this.latestOf(m._id),
        maintenanceActive: shown.active.some((w) => coversMonitor(w, m._id)),
      };
      // Every read's rule (domain/monitors/status.ts); an unresolved incident (heartbeat monitors: the only sign
      // here) shows down, and a monitor without results yet is shown as up.
      const status = monitorStatus(facts, now).status;
      const state = down.has(m._id) && status !== 'paused' && status !== 'maintenance' ? 'down' : status;
      return { id: m._id, name: m.name, type: m.type, state: (state === 'pending' ? 'up' : state) as MonitorState };
    });
    return {
      org: { name: org.name, slug: org.slug },
      status: rows.some((r) => r.state === 'down') ? 'degraded' : 'operational',
      monitors: rows,
      maintenance: shown,
      generated_at: new Date(this.now()).toISOString(),
    };
  }

  /** The most recent incidents of the workspace, newest first, with their monitor's name. */
  async feed(slug: string): Promise<{ org: OrgDoc; items: StatusFeedItem[] }> {
    const org = await this.orgBySlug(slug);
    const incidents = await Incident.find({ org_id: org._id }).sort({ _id: -1 }).limit(FEED_ITEMS).lean();
    const ids = [...new Set(incidents.map((i) => i.monitor_id))];
    const monitors = ids.length ? await Monitor.find({ _id: { $in: ids } }, { name: 1 }).lean() : [];
    const names = new Map(monitors.map((m) => [m._id, m.name]));
    const items = incidents.map((i) => ({
      id: i._id,
      monitor_name: names.get(i.monitor_id) ?? 'Deleted monitor',
      status: i.status,
      opened_at: i.opened_at,
      resolved_at: i.resolved_at,
    }));
    return { org, items };
  }
}
