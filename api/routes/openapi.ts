import type { Router } from '@koa/router';
import { buildOpenApi } from '../../domain/validation/openapi';
import type { AppDeps } from '../deps';

/** `GET /api/v1/openapi.json`: the OpenAPI 3.1 document of the whole API, no credential needed. */
export function registerOpenApiRoutes(router: Router, deps: AppDeps): void {
  let doc: string | null = null;
  router.get('openapi', '/api/v1/openapi.json', async (ctx) => {
    doc ??= JSON.stringify(buildOpenApi({ baseUrl: deps.config.baseUrl, minIntervalSec: deps.config.minIntervalSec }));
    ctx.type = 'application/json';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = doc;
  });
}
