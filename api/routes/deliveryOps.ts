import type { Router } from '@koa/router';
import { RecoverBody } from '../../domain/validation/deliveryOpsSchemas';
import type { AppDeps } from '../deps';
import { readBody, readId } from '../requestInput';
import { requireOrg } from '../middleware/authenticate';

/** Operating deliveries: resend one, recover a channel's failures since an outage. Both are ordinary writes. */
export function registerDeliveryOpsRoutes(router: Router, deps: AppDeps): void {
  router.post('deliveries.resend', '/api/v1/deliveries/:id/resend', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const id = readId(ctx);
    ctx.status = 202;
    ctx.body = await deps.services.resends.resend(orgId, id);
  });

  router.post('channels.recover', '/api/v1/channels/:id/recover', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const id = readId(ctx);
    const { since } = readBody(ctx, RecoverBody);
    ctx.status = 202;
    ctx.body = await deps.services.recover(orgId, id, new Date(since));
  });
}
