import type { Router } from '@koa/router';
import { presentMonitor } from '../../domain/monitors/present';
import { ListQuery } from '../../domain/validation/common';
import { CreateMonitorBody, UpdateMonitorBody } from '../../domain/validation/monitorSchemas';
import type { AppDeps } from '../deps';
import { readBody, readQuery, readId } from '../requestInput';
import { requireOrg } from '../middleware/authenticate';
import { pageOf, toListBody } from '../pagination';

/** Monitors of the seven types: CRUD, pause and resume. (`POST /api/v1/monitors/test` lives with the probing code.) */
export function registerMonitorRoutes(router: Router, deps: AppDeps): void {
  const { monitors } = deps.services;
  const present = (m: Parameters<typeof presentMonitor>[1]) => presentMonitor(deps.config, m);

  router.get('monitors.list', '/api/v1/monitors', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const page = pageOf(readQuery(ctx, ListQuery));
    // Scripts poll this: the serialised page is kept a moment (see domain/monitors/listCache.ts for consistency).
    ctx.type = 'json';
    ctx.body = await deps.services.monitorLists.read(orgId, `${page.limit}|${page.before ?? ''}`, async () =>
      JSON.stringify(toListBody(await monitors.list(orgId, page), page, present)),
    );
  });

  router.post('monitors.create', '/api/v1/monitors', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const b = readBody(ctx, CreateMonitorBody);
    ctx.status = 201;
    ctx.body = present(await monitors.create(orgId, b));
  });

  router.get('monitors.get', '/api/v1/monitors/:id', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const id = readId(ctx);
    ctx.body = present(await monitors.get(orgId, id));
  });

  router.patch('monitors.update', '/api/v1/monitors/:id', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const id = readId(ctx);
    const b = readBody(ctx, UpdateMonitorBody);
    ctx.body = present(await monitors.update(orgId, id, b));
  });

  router.delete('monitors.delete', '/api/v1/monitors/:id', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const id = readId(ctx);
    await monitors.remove(orgId, id);
    ctx.status = 204;
  });

  for (const [name, paused] of [
    ['monitors.pause', true],
    ['monitors.resume', false],
  ] as const) {
    router.post(name, `/api/v1/monitors/:id/${paused ? 'pause' : 'resume'}`, async (ctx) => {
      const { orgId } = requireOrg(ctx);
      const id = readId(ctx);
      ctx.body = present(await monitors.setPaused(orgId, id, paused));
    });
  }
}
