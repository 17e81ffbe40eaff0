/** Route that serves the OpenAPI document generated from the route table. */
import { LIMITS } from '../rateLimit/policies';
import { buildOpenApi } from '../contract/openapi';
import { AnyObject, ok } from '../contract/responses';
import type { AppDeps } from '../deps';
import { route, type Route } from '../routing/route';

/**
 * `GET /api/v1/openapi.json`: the OpenAPI 3.1 document of the whole API, generated from the route table (handed
 * in, since the table holds this route too), no credential needed.
 */
export function openApiRoutes(table: () => readonly Route[]): Route[] {
  const documents = new WeakMap<AppDeps, string>(); // per app: the servers and the minimum interval are its own
  return [
    route({
      name: 'openapi',
      methods: ['get'],
      path: '/api/v1/openapi.json',
      auth: 'none',
      limit: LIMITS.counted,
      doc: { summary: 'This document', tag: 'Meta', responses: { 200: ok(AnyObject) } },
      async handle({ ctx, deps }) {
        const opts = { baseUrl: deps.config.baseUrl, minIntervalSec: deps.config.minIntervalSec };
        let doc = documents.get(deps);
        if (!doc) documents.set(deps, (doc = JSON.stringify(buildOpenApi(table(), opts))));
        ctx.type = 'application/json';
        ctx.set('Cache-Control', 'public, max-age=300');
        ctx.body = doc;
      },
    }),
  ];
}
