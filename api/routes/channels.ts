import type { Router } from '@koa/router';
import { ChannelService, presentChannel } from '../../domain/channels/channels';
import { CreateChannelBody, UpdateChannelBody } from '../../domain/validation/channelSchemas';
import { ListQuery } from '../../domain/validation/common';
import type { AppDeps } from '../deps';
import { readBody, readQuery, readId } from '../requestInput';
import { requireOrg } from '../middleware/authenticate';
import { pageOf, toListBody } from '../pagination';

/** Webhook channels: CRUD (secret rotation is a PATCH of `secret`) and the test alert. */
export function registerChannelRoutes(router: Router, deps: AppDeps): void {
  const channels = new ChannelService(deps.config);

  router.get('channels.list', '/api/v1/channels', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const page = pageOf(readQuery(ctx, ListQuery));
    ctx.body = toListBody(await channels.list(orgId, page), page, presentChannel);
  });

  router.post('channels.create', '/api/v1/channels', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const b = readBody(ctx, CreateChannelBody);
    ctx.status = 201;
    ctx.body = presentChannel(await channels.create(orgId, b));
  });

  router.get('channels.get', '/api/v1/channels/:id', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const id = readId(ctx);
    ctx.body = presentChannel(await channels.get(orgId, id));
  });

  router.patch('channels.update', '/api/v1/channels/:id', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const id = readId(ctx);
    const b = readBody(ctx, UpdateChannelBody);
    ctx.body = presentChannel(await channels.update(orgId, id, b));
  });

  router.delete('channels.delete', '/api/v1/channels/:id', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const id = readId(ctx);
    await channels.remove(orgId, id);
    ctx.status = 204;
  });

  router.post('channels.test', '/api/v1/channels/:id/test', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const id = readId(ctx);
    const sent = await deps.services.dispatcher.sendTest(orgId, id);
    ctx.status = 202;
    ctx.body = { delivery_id: sent.delivery_id, workflow_id: sent.workflow_id };
  });
}
