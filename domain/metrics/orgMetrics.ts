/**
 * What `GET /metrics` reports of one org, read fresh per scrape: each monitor's status, latest response time per
 * region, certificate expiry and uptime (domain/uptime: one incident lookup per monitor), deliveries by final
 * outcome, unresolved incidents, and each region's prober (with how many of the org's monitors watch it). Monitor
 * states and
 * certificate expiries come from the probing service's memory and one incident query; delivery counts from the
 * counts filed per closed day and the open days' status buckets (domain/delivery/log/counts/counts.ts). Built once per
 * process (domain/services.ts).
 */
import type { DeliveryCounts } from '../delivery/log/counts/counts';
import { watchesCertificate } from '../monitors/definition';
import type { RegionView } from '../probing/regionRegistry';
import type { RegionLatest } from '../probing/votes';
import type { Region } from '../regions';
import { shownStatusOf, windowCovers, type MaintenanceSource, type MonitorStatus } from '../statusPages/sources';
import type { UptimeService } from '../uptime/uptime';
import type { MetricMonitor, MetricsStore } from './stores';

/** The windows whose uptime a scrape reports, ending at the scrape. */
export const METRIC_UPTIME_WINDOWS = { '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 } as const;
export type MetricUptimeWindow = keyof typeof METRIC_UPTIME_WINDOWS;

export interface MonitorMetric {
  id: string;
  name: string;
  type: string;
  status: MonitorStatus;
  responseMs: { region: Region; ms: number }[];
  /** Seconds from now until the latest reported certificate expires (negative once expired); null if none. */
  certExpirySec: number | null;
  /** Uptime (percent, null: nothing measured) and downtime of each window, as every reader measures them. */
  uptime: { window: MetricUptimeWindow; pct: number | null; downtimeSec: number }[];
}

/** A probing region: whether a prober serves it now, and how many of the org's checked monitors watch it. */
export interface RegionMetric {
  region: Region;
  proberUp: boolean;
  monitors: number;
}

export interface OrgMetrics {
  monitors: MonitorMetric[];
  regions: RegionMetric[];
  /** Settled deliveries only, each day counted for good once closed: a Prometheus counter must never go down. */
  deliveries: DeliveryCounts;
  incidentsOpen: number;
}

export interface OrgMetricsDeps {
  store: MetricsStore;
  now: () => number;
  latestOf: (monitorId: string) => RegionLatest[];
  certificateNotAfter: (monitorId: string) => number | undefined;
  maintenance: MaintenanceSource;
  uptime: Pick<UptimeService, 'figures'>;
  /** The regions and their status (domain/probing/regionRegistry.ts). */
  regions: () => RegionView[];
}

/** One org's metrics, as of now. */
export async function orgMetrics(orgId: string, deps: OrgMetricsDeps): Promise<OrgMetrics> {
  const now = new Date(deps.now());
  const [monitors, unresolved, windows, counts] = await Promise.all([
    deps.store.monitorsOf(orgId),
    deps.store.unresolvedIncidentMonitors(orgId),
    deps.maintenance.windowsFor(orgId, now, new Date(now.getTime() + 1)),
    deps.store.deliveryCounts(orgId),
  ]);
  const down = new Set(unresolved);
  const uptime = await uptimeOf(orgId, monitors, now.getTime(), deps.uptime);
  return {
    monitors: monitors.map((m) => {
      const latest = m.type === 'heartbeat' ? [] : deps.latestOf(m._id).filter((r) => m.regions.includes(r.region));
      const facts = {
        monitor: m,
        regionStates: latest,
        maintenanceActive: windows.some((w) => windowCovers(w, m._id)),
      };
      const responseMs = latest.flatMap((r) =>
        r.response_ms === null ? [] : [{ region: r.region, ms: r.response_ms }],
      );
      return {
        id: m._id,
        name: m.name,
        type: m.type,
        status: shownStatusOf(facts, down.has(m._id), now.getTime()),
        responseMs,
        // A monitor no longer checking TLS (its URL or type changed) shows no stale expiry.
        certExpirySec: watchesCertificate(m) ? secondsUntil(deps.certificateNotAfter(m._id), now.getTime()) : null,
        uptime: uptime.get(m._id)!,
      };
    }),
    regions: deps.regions().map((r) => ({
      region: r.region,
      proberUp: r.status === 'active',
      monitors: monitors.filter((m) => m.type !== 'heartbeat' && !m.paused && m.regions.includes(r.region)).length,
    })),
    deliveries: counts,
    incidentsOpen: unresolved.length,
  };
}

async function uptimeOf(
  orgId: string,
  monitors: MetricMonitor[],
  now: number,
  uptime: OrgMetricsDeps['uptime'],
): Promise<Map<string, MonitorMetric['uptime']>> {
  const names = Object.keys(METRIC_UPTIME_WINDOWS) as MetricUptimeWindow[];
  const figures = await uptime.figures(
    orgId,
    monitors,
    names.map((w) => ({ from: now - METRIC_UPTIME_WINDOWS[w], to: now })),
  );
  return new Map(
    monitors.map((m) => [
      m._id,
      figures.get(m._id)!.map((u, i) => ({ window: names[i], pct: u.uptimePct, downtimeSec: u.downtimeSec })),
    ]),
  );
}

function secondsUntil(atMs: number | undefined, nowMs: number): number | null {
  return atMs === undefined ? null : Math.round((atMs - nowMs) / 1000);
}
