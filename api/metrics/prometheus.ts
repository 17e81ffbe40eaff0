/**
 * `GET /metrics` in the Prometheus text format, with prom-client: the org's metrics in a registry built per scrape
 * (labels never outlive a deleted monitor), merged with this process's own (CPU, memory, event loop, GC), which
 * prom-client collects once per process, and the detection timeline of the outages this process opened
 * (domain/metrics/detectionTimeline.ts).
 */
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { detectionRegistry } from '../../domain/metrics/detectionTimeline';
import { storeRegistry } from '../../domain/metrics/storePool';
import { MONITOR_STATUSES } from '../../domain/statusPages/sources';
import type { OrgMetrics } from '../../domain/metrics/orgMetrics';

const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });
// Gauges whose names end in `_total`, which Prometheus keeps for counters (`promtool check metrics` says so).
for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'])
  processRegistry.removeSingleMetric(name);

export const METRICS_CONTENT_TYPE = processRegistry.contentType;

export async function renderMetrics(m: OrgMetrics): Promise<string> {
  const org = new Registry();
  const registers = [org];
  const up = new Gauge({
    name: 'uptime_monitor_up',
    help: '1 while the monitor is up or degraded, 0 while it is down (none while paused, in maintenance or not checked yet)',
    labelNames: ['monitor_id', 'monitor_name', 'type'],
    registers,
  });
  const status = new Gauge({
    name: 'uptime_monitor_status',
    help: 'The monitor status: 1 on the series of its current status, 0 on the others',
    labelNames: ['monitor_id', 'monitor_name', 'status'],
    registers,
  });
  const response = new Gauge({
    name: 'uptime_monitor_response_ms',
    help: 'Response time of the latest check, per region, in milliseconds',
    labelNames: ['monitor_id', 'monitor_name', 'region'],
    registers,
  });
  const certExpiry = new Gauge({
    name: 'uptime_monitor_cert_expiry_seconds',
    help: "Seconds until the TLS certificate the monitor's latest result reported expires (negative once expired)",
    labelNames: ['monitor_id', 'monitor_name'],
    registers,
  });
  const deliveries = new Counter({
    name: 'uptime_deliveries_total',
    help: 'Alert deliveries settled, by outcome',
    labelNames: ['status'],
    registers,
  });
  const uptime = new Gauge({
    name: 'uptime_monitor_uptime_ratio',
    help: 'Uptime over the window ending at the scrape, 0 to 1 (maintenance and paused time not measured; none when nothing was)',
    labelNames: ['monitor_id', 'monitor_name', 'window'],
    registers,
  });
  const downtime = new Gauge({
    name: 'uptime_monitor_downtime_seconds',
    help: 'Seconds inside incidents over the window ending at the scrape, maintenance and paused time excluded',
    labelNames: ['monitor_id', 'monitor_name', 'window'],
    registers,
  });
  const open = new Gauge({ name: 'uptime_incidents_open', help: 'Incidents open or acknowledged', registers });
  const proberUp = new Gauge({
    name: 'uptime_region_prober_up',
    help: '1 while a prober of the region was heard from within REGION_STALE_SEC (active), else 0 (stale or never seen)',
    labelNames: ['region'],
    registers,
  });
  const regionMonitors = new Gauge({
    name: 'uptime_region_monitors',
    help: "The workspace's checked monitors (not paused, not heartbeat) that watch the region",
    labelNames: ['region'],
    registers,
  });
  for (const r of m.regions) {
    proberUp.set({ region: r.region }, r.proberUp ? 1 : 0);
    regionMonitors.set({ region: r.region }, r.monitors);
  }
  for (const mon of m.monitors) {
    const who = { monitor_id: mon.id, monitor_name: mon.name };
    if (mon.status === 'up' || mon.status === 'degraded' || mon.status === 'down')
      up.set({ ...who, type: mon.type }, mon.status === 'down' ? 0 : 1);
    for (const s of MONITOR_STATUSES) status.set({ ...who, status: s }, s === mon.status ? 1 : 0);
    for (const r of mon.responseMs) response.set({ ...who, region: r.region }, r.ms);
    if (mon.certExpirySec !== null) certExpiry.set(who, mon.certExpirySec);
    for (const u of mon.uptime) {
      if (u.pct !== null) uptime.set({ ...who, window: u.window }, u.pct / 100);
      downtime.set({ ...who, window: u.window }, u.downtimeSec);
    }
  }
  for (const [outcome, n] of Object.entries(m.deliveries)) deliveries.inc({ status: outcome }, n);
  open.set(m.incidentsOpen);
  return Registry.merge([processRegistry, detectionRegistry, storeRegistry, org]).metrics();
}
