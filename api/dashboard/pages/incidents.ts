/** Incidents with a status filter; one incident's timeline with every delivery and attempt; Acknowledge, Resolve. */
import type { Context } from 'koa';
import { ConflictError, NotFoundError } from '../../../domain/errors';
import { ownValue } from '../../../domain/ownKeys';
import { IncidentListQuery, presentIncident, presentIncidentDetail } from '../../contract/incidents';
import { parseInput } from '../../contract/parse';
import { pageOf, toListBody } from '../../contract/pagination';
import { readId } from '../../requestInput';
import { paramsOf } from '../../routing/pipeline';
import { presentDeliveryView } from '../deliveryView';
import { filledQuery } from '../forms';
import { formatTime } from '../render';
import { action, page, seeOther, type Dashboard, type SignedIn } from '../routing';

const NOTICES: Record<string, string> = { acknowledged: 'Incident acknowledged.', resolved: 'Incident resolved.' };

export function registerIncidentPages(d: Dashboard): void {
  const { config, services } = d.deps;
  const { channels } = services;

  page(d, 'incidents', '/app/incidents', async (ctx, user) => {
    const query = filledQuery(ctx);
    const { status, monitor_id, ...rest } = parseInput(IncidentListQuery, query, 'query');
    const window = pageOf({ limit: 50, ...rest });
    const incidents = await services.incidents.list(user.orgId, { status, monitor_id }, window);
    const list = toListBody(incidents, window, (i) => i);
    const names = await services.monitors.names(
      user.orgId,
      list.data.map((i) => i.monitor_id),
    );
    d.render.page(ctx, 'incidents', user.layout('Incidents', 'incidents'), {
      status,
      statuses: ['open', 'acknowledged', 'resolved'].map((s) => ({ value: s, selected: s === status })),
      incidents: list.data.map((i) => ({
        ...presentIncident(i),
        monitor_name: names.get(i.monitor_id) ?? 'Deleted monitor',
      })),
      older: list.next_cursor
        ? `/app/incidents?${new URLSearchParams({ ...(status && { status }), cursor: list.next_cursor })}`
        : null,
    });
  });

  async function showIncident(
    ctx: Context,
    user: SignedIn,
    id: string,
    extra: Record<string, unknown> = {},
    status = 200,
  ): Promise<void> {
    const detail = presentIncidentDetail(await services.incidents.detail(user.orgId, id));
    const [names, channelNames, screenshots] = await Promise.all([
      services.monitors.names(user.orgId, [detail.monitor_id]),
      channelNamesOf(user.orgId),
      screenshotsOf(detail),
    ]);
    const events = detail.events.map((e) => ({
      ...e,
      deliveries: detail.deliveries
        .filter((dl) => dl.event_id === e.id)
        .map((dl) => presentDeliveryView(config, dl, channelNames)),
    }));
    const title = `Incident of ${names.get(detail.monitor_id) ?? 'a deleted monitor'}`;
    d.render.page(
      ctx,
      'incident',
      user.layout(title, 'incidents'),
      {
        title,
        incident: detail,
        monitorName: names.get(detail.monitor_id),
        events,
        screenshots,
        canAcknowledge: detail.status === 'open',
        canResolve: detail.status !== 'resolved',
        notice: ownValue(NOTICES, String(ctx.query.done ?? '')),
        ...extra,
      },
      status,
    );
  }

  page(d, 'incident', '/app/incidents/:id', async (ctx, user) => showIncident(ctx, user, readId(ctx)));

  // A screenshot of the incident's monitor, by the name the incident page gave it; the incident scopes it to the org.
  page(d, 'incident.screenshot', '/app/incidents/:id/screenshots/:shot', async (ctx, user) => {
    const incident = await services.incidents.one(user.orgId, readId(ctx));
    const png = await services.probing.screenshotPng(incident.monitor_id, paramsOf(ctx).shot ?? '');
    if (!png) throw new NotFoundError('No such screenshot: it may have passed the check results’ retention.');
    ctx.type = 'image/png';
    ctx.body = png;
  });

  for (const verb of ['acknowledge', 'resolve'] as const) {
    action(
      d,
      `incident.${verb}`,
      `/app/incidents/:id/${verb}`,
      async (ctx, user) => {
        const id = readId(ctx);
        try {
          const by = { type: 'user' as const, id: user.userId, name: user.email };
          await (verb === 'acknowledge'
            ? services.lifecycle.acknowledge(user.orgId, id, undefined, by)
            : services.lifecycle.resolve(user.orgId, id, undefined, by));
          seeOther(ctx, `/app/incidents/${id}?done=${verb === 'acknowledge' ? 'acknowledged' : 'resolved'}`);
        } catch (err) {
          if (!(err instanceof ConflictError)) throw err;
          await showIncident(ctx, user, id, { problem: `Could not ${verb} this incident: ${err.message}` }, 409);
        }
      },
      'responder',
    );
  }

  /** The failed browser checks' screenshots of the incident's monitor, one per region at most. */
  async function screenshotsOf(detail: {
    id: string;
    monitor_id: string;
    opened_at: string;
    resolved_at: string | null;
  }) {
    const until = new Date(detail.resolved_at ?? services.now());
    const shots = await services.probing.incidentScreenshots(detail.monitor_id, new Date(detail.opened_at), until);
    return shots.map((s) => ({
      region: s.region,
      taken_at: formatTime(s.taken_at),
      src: `/app/incidents/${detail.id}/screenshots/${s.shot}`,
    }));
  }

  async function channelNamesOf(orgId: string): Promise<Map<string, string>> {
    return new Map((await channels.list(orgId, { limit: 1000 })).map((c) => [c._id, c.name]));
  }
}
