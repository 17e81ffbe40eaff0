import type { Router } from '@koa/router';
import { getDelivery, listDeliveries, presentDelivery } from '../../domain/deliveries/queries';
import { DeliveryListQuery } from '../../domain/validation/incidentSchemas';
import type { AppDeps } from '../deps';
import { readQuery, readId } from '../requestInput';
import { requireOrg } from '../middleware/authenticate';
import { pageOf, toListBody } from '../pagination';

/** Deliveries (one per incident event and channel) with their attempts and Temporal workflow id. */
export function registerDeliveryRoutes(router: Router, _deps: AppDeps): void {
  router.get('deliveries.list', '/api/v1/deliveries', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const { incident_id, channel_id, status, ...rest } = readQuery(ctx, DeliveryListQuery);
    const page = pageOf(rest);
    ctx.body = toListBody(
      await listDeliveries(orgId, { incident_id, channel_id, status }, page),
      page,
      presentDelivery,
    );
  });

  router.get('deliveries.get', '/api/v1/deliveries/:id', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const id = readId(ctx);
    ctx.body = presentDelivery(await getDelivery(orgId, id));
  });
}
