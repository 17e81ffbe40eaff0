/**
 * The status page's own JSON (`GET /status/:slug` with `Accept: application/json`): the org, the title, a two-value
 * `status` (`operational`, or `degraded` while a monitor is down), each monitor shown with its state and 90-day
 * uptime, the groups and the maintenance windows.
 */
import type { MaintenanceWindow } from '../../domain/statusPages/sources';
import type { StatusView } from '../../domain/statusPages/statusPage';

const windowOut = (w: MaintenanceWindow) => ({
  id: w.id,
  name: w.title,
  starts_at: w.starts_at.toISOString(),
  ends_at: w.ends_at.toISOString(),
  monitor_ids: w.monitor_ids,
});

export function presentStatusPage(view: StatusView) {
  return {
    org: { name: view.org.name, slug: view.org.slug },
    title: view.title,
    status: view.components.some((c) => c.state === 'down') ? 'degraded' : 'operational',
    monitors: view.components.map((c) => ({
      id: c.id,
      name: c.name,
      type: c.type,
      state: c.state,
      /** Over the last 90 days (docs/uptime.md), measured from `uptime_since` when the monitor is younger. */
      uptime_pct: c.uptimePct,
      uptime_since: c.uptimeSince?.toISOString() ?? null,
    })),
    groups: view.groups.map((g) => ({ name: g.name, monitor_ids: g.components.map((c) => c.id) })),
    /** Maintenance windows running now, and the next occurrences within 30 days, soonest first. */
    maintenance: {
      active: view.maintenance.active.map(windowOut),
      upcoming: [...view.maintenance.upcoming].sort((a, b) => +a.starts_at - +b.starts_at).map(windowOut),
    },
    generated_at: view.generatedAt.toISOString(),
  };
}
