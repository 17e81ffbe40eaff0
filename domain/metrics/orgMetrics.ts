/**
 * What `GET /metrics` reports of one org, read fresh per scrape: each monitor's status, latest response time per
 * region and certificate expiry, deliveries by final outcome, and unresolved incidents. Monitor states and
 * certificate expiries come from the probing service's memory and one incident query; delivery counts from one
 * count per outcome.
 */
import { Delivery } from '../models/delivery';
import { Incident } from '../models/incident';
import { Monitor, type MonitorDoc } from '../models/monitor';
import { watchesCertificate } from '../monitors/definition';
import type { RegionLatest } from '../probing/votes';
import type { Region } from '../regions';
import { shownStatusOf, windowCovers, type MaintenanceSource, type MonitorStatus } from '../statusPages/sources';

/** Settled deliveries only: their counts never go down, as a Prometheus counter's must not. */
export const COUNTED_DELIVERY_STATUSES = ['delivered', 'failed', 'skipped'] as const;

export interface MonitorMetric {
  id: string;
  name: string;
  type: string;
  status: MonitorStatus;
  responseMs: { region: Region; ms: number }[];
  /** Seconds from now until the latest reported certificate expires (negative once expired); null if none. */
  certExpirySec: number | null;
}

export interface OrgMetrics {
  monitors: MonitorMetric[];
  deliveries: Record<(typeof COUNTED_DELIVERY_STATUSES)[number], number>;
  incidentsOpen: number;
}

type MetricMonitor = Pick<
  MonitorDoc,
  '_id' | 'name' | 'type' | 'url' | 'paused' | 'regions' | 'down_quorum' | 'interval_sec' | 'degraded_after_ms'
>;

export async function orgMetrics(
  orgId: string,
  deps: {
    now: () => number;
    latestOf: (monitorId: string) => RegionLatest[];
    certificateNotAfter: (monitorId: string) => number | undefined;
    maintenance: MaintenanceSource;
  },
): Promise<OrgMetrics> {
  const now = new Date(deps.now());
  const [monitors, unresolved, windows, counts] = await Promise.all([
    Monitor.find(
      { org_id: orgId },
      { name: 1, type: 1, url: 1, paused: 1, regions: 1, down_quorum: 1, interval_sec: 1, degraded_after_ms: 1 },
    ).lean<MetricMonitor[]>(),
    Incident.find({ org_id: orgId, status: { $in: ['open', 'acknowledged'] } }, { monitor_id: 1 }).lean(),
    deps.maintenance.windowsFor(orgId, now, new Date(now.getTime() + 1)),
    Promise.all(COUNTED_DELIVERY_STATUSES.map((status) => Delivery.countDocuments({ org_id: orgId, status }))),
  ]);
  const down = new Set(unresolved.map((i) => i.monitor_id));
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
      };
    }),
    deliveries: { delivered: counts[0], failed: counts[1], skipped: counts[2] },
    incidentsOpen: unresolved.length,
  };
}

function secondsUntil(atMs: number | undefined, nowMs: number): number | null {
  return atMs === undefined ? null : Math.round((atMs - nowMs) / 1000);
}
