/**
 * The MongoDB (mongoose) implementation of `MetricsStore`: one query per method (one count per outcome), each the
 * read a scrape has always made. Wired by `createServices`.
 */
import { Delivery } from '../models/delivery';
import { unresolvedOf } from '../incidents/marks/reads';
import type { IncidentDoc } from '../models/incident';
import { Monitor } from '../models/monitor';
import type { MetricMonitor, MetricsStore } from './stores';

const MONITOR_FIELDS = {
  ...{ name: 1, type: 1, url: 1, paused: 1, regions: 1, down_quorum: 1, interval_sec: 1, degraded_after_ms: 1 },
  ...{ created_at: 1, updated_at: 1, paused_at: 1, pauses: 1 },
};

export function createMongoMetricsStore(): MetricsStore {
  return {
    monitorsOf: (orgId) => Monitor.find({ org_id: orgId }, MONITOR_FIELDS).lean<MetricMonitor[]>(),
    // The org's unresolved set (incidents/marks): what it holds, not every incident the org ever had.
    unresolvedIncidentMonitors: async (orgId) =>
      (await unresolvedOf<IncidentDoc>(orgId, { monitor_id: 1 })).map((i) => i.monitor_id),
    countDeliveries: (orgId, status) => Delivery.countDocuments({ org_id: orgId, status }).exec(),
  };
}
