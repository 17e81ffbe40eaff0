/**
 * The status page's own JSON (`GET /status/:slug` with `Accept: application/json`): the org, the title, a two-value
 * `status` (`operational`, or `degraded` while a monitor is down), each monitor shown with its state, and the groups.
 */
import type { StatusView } from '../../domain/statusPages/statusPage';

export function presentStatusPage(view: StatusView) {
  return {
    org: { name: view.org.name, slug: view.org.slug },
    title: view.title,
    status: view.components.some((c) => c.state === 'down') ? 'degraded' : 'operational',
    monitors: view.components.map((c) => ({ id: c.id, name: c.name, type: c.type, state: c.state })),
    groups: view.groups.map((g) => ({ name: g.name, monitor_ids: g.components.map((c) => c.id) })),
    generated_at: view.generatedAt.toISOString(),
  };
}
