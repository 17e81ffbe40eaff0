import type { Router } from '@koa/router';
import { createApiKey, listApiKeys, revokeApiKey } from '../../domain/accounts/apiKeys';
import { presentApiKey } from '../../domain/accounts/present';
import { iso } from '../../domain/time';
import { CreateApiKeyBody } from '../../domain/validation/authSchemas';
import { ListQuery } from '../../domain/validation/common';
import type { AppDeps } from '../deps';
import { readBody, readQuery, readId } from '../requestInput';
import { requireOrg } from '../middleware/authenticate';
import { pageOf, toListBody } from '../pagination';

/** API keys of the caller's org. The key itself is answered once, at creation; only its SHA-256 is kept. */
export function registerApiKeyRoutes(router: Router, deps: AppDeps): void {
  router.post('apiKeys.create', '/api/v1/api-keys', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const b = readBody(ctx, CreateApiKeyBody);
    const { doc, key } = await createApiKey(orgId, b.name);
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { id: doc._id, name: doc.name, key, prefix: doc.prefix, created_at: iso(doc.created_at) };
  });

  router.get('apiKeys.list', '/api/v1/api-keys', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const page = pageOf(readQuery(ctx, ListQuery));
    ctx.body = toListBody(await listApiKeys(orgId, page), page, presentApiKey);
  });

  router.delete('apiKeys.delete', '/api/v1/api-keys/:id', async (ctx) => {
    const { orgId } = requireOrg(ctx);
    const id = readId(ctx);
    await revokeApiKey(deps.services.keys, orgId, id, deps.services.now());
    ctx.status = 204;
  });
}
