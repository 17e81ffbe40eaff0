import type { Router } from '@koa/router';
import { getIncidentDetail, listIncidents, presentIncident } from '../../domain/incidents/queries';
import { IncidentListQuery } from '../../domain/validation/incidentSchemas';
import type { AppDeps } from '../deps';
import { readQuery, readId } from '../requestInput';
import { requireOrg } from '../middleware/authenticate';
import { pageOf, toListBody } from '../pagination';

/** Incidents: reads, and the two user transitions, which go through the incident lifecycle like every change. */
export function registerIncidentRoutes(router: Router, deps: AppDeps): void {
  const { lifecycle } = deps.services;

  router.get('incidents.list', '/api/v1/incidents', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const { status, monitor_id, ...rest } = readQuery(ctx, IncidentListQuery);
    const page = pageOf(rest);
    ctx.body = toListBody(await listIncidents(orgId, { status, monitor_id }, page), page, presentIncident);
  });

  router.get('incidents.get', '/api/v1/incidents/:id', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const id = readId(ctx);
    ctx.body = await getIncidentDetail(orgId, id);
  });

  router.post('incidents.acknowledge', '/api/v1/incidents/:id/acknowledge', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const id = readId(ctx);
    ctx.body = presentIncident(await lifecycle.acknowledge(orgId, id));
  });

  router.post('incidents.resolve', '/api/v1/incidents/:id/resolve', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const id = readId(ctx);
    ctx.body = presentIncident(await lifecycle.resolve(orgId, id));
  });
}
