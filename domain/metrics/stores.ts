/**
 * What `GET /metrics` reads from the database, as an interface: the org's monitors, its unresolved incidents and
 * its settled deliveries counted by outcome. `mongoStores.ts` implements it; unit tests use memory.
 */
import type { DeliveryCounts } from '../delivery/log/counts/counts';
import type { MonitorDoc } from '../models/monitor';
import type { UptimeMonitor } from '../uptime/uptime';

/** The fields of a monitor its metrics are computed from (uptime's included). */
export type MetricMonitor = Pick<
  MonitorDoc,
  '_id' | 'name' | 'type' | 'url' | 'paused' | 'regions' | 'down_quorum' | 'interval_sec' | 'degraded_after_ms'
> &
  UptimeMonitor;

export interface MetricsStore {
  monitorsOf(orgId: string): Promise<MetricMonitor[]>;
  /** The monitor of each open or acknowledged incident of the org (one entry per incident). */
  unresolvedIncidentMonitors(orgId: string): Promise<string[]>;
  /** The org's settled deliveries by outcome, never fewer than an earlier read's (delivery/log/counts/counts.ts). */
  deliveryCounts(orgId: string): Promise<DeliveryCounts>;
}
