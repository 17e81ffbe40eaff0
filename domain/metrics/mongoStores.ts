/**
 * The MongoDB (mongoose) implementation of `MetricsStore`: the org's monitors, its unresolved set, and its delivery
 * counts (filed per closed day, the open days from the log's status buckets: never the whole log). Wired by
 * `createServices`.
 */
import { createMongoDeliveryCountReads } from '../delivery/log/counts/mongoStores';
import { countDeliveries } from '../delivery/log/counts/counts';
import { unresolvedOf } from '../incidents/marks/reads';
import type { IncidentDoc } from '../models/incident';
import { Monitor } from '../models/monitor';
import type { MetricMonitor, MetricsStore } from './stores';

const MONITOR_FIELDS = {
  ...{ name: 1, type: 1, url: 1, paused: 1, regions: 1, down_quorum: 1, interval_sec: 1, degraded_after_ms: 1 },
  ...{ created_at: 1, updated_at: 1, paused_at: 1, pauses: 1 },
};

export function createMongoMetricsStore(): MetricsStore {
  const counts = createMongoDeliveryCountReads();
  return {
    monitorsOf: (orgId) => Monitor.find({ org_id: orgId }, MONITOR_FIELDS).lean<MetricMonitor[]>(),
    // The org's unresolved set (incidents/marks): what it holds, not every incident the org ever had.
    unresolvedIncidentMonitors: async (orgId) =>
      (await unresolvedOf<IncidentDoc>(orgId, { monitor_id: 1 })).map((i) => i.monitor_id),
    deliveryCounts: (orgId) => countDeliveries(counts, orgId),
  };
}
