/** Health routes: `/health` (and `/`) say whether MongoDB and Temporal answer, and which regions have probers. */
import { z } from 'zod';
import { pingDatabase } from '../../domain/db';
import { LIMITS } from '../rateLimit/policies';
import { pingTemporal } from '../../domain/temporal';
import { ok } from '../contract/responses';
import { REGIONS } from '../../domain/regions';
import { REGION_STATUSES } from '../../domain/probing/regionRegistry';
import { route, type RouteCall } from '../routing/route';

const HealthOut = z.looseObject({
  status: z.enum(['ok', 'degraded']),
  mongodb: z.enum(['up', 'down']),
  temporal: z.enum(['up', 'down']),
  // One named property per region (a record keyed by an enum documents its keys as required but undefined).
  regions: z
    .object(Object.fromEntries(REGIONS.map((r) => [r, z.enum(REGION_STATUSES)])))
    .describe('Each region: `active`, `stale` or `never_seen` (GET /api/v1/regions); never makes the answer a 503.'),
});
const responses = { 200: ok(HealthOut), 503: ok(HealthOut, 'A dependency is down') };

/** 200 when MongoDB and Temporal both answer, else 503 naming what is down. */
async function health({ ctx, deps }: RouteCall<'none', undefined, undefined>): Promise<void> {
  const [mongodb, temporal] = await Promise.all([pingDatabase(), pingTemporal(deps.temporal.connection)]);
  const down = [!mongodb && 'mongodb', !temporal && 'temporal'].filter(Boolean) as string[];
  ctx.status = down.length === 0 ? 200 : 503;
  ctx.body = {
    status: down.length === 0 ? 'ok' : 'degraded',
    mongodb: mongodb ? 'up' : 'down',
    temporal: temporal ? 'up' : 'down',
    // Said, not judged: an API without probers still serves (and a prober waits for a healthy API).
    regions: Object.fromEntries(deps.services.probing.regions().map((r) => [r.region, r.status])),
    ...(down.length > 0 && {
      code: 'service_unavailable',
      message: `Unavailable: ${down.join(', ')}.`,
      statusCode: 503,
    }),
  };
}

/** `GET /health` and `GET /`, never rate limited. */
export const HEALTH_ROUTES = [
  route({
    name: 'health',
    methods: ['get'],
    path: '/health',
    auth: 'none',
    limit: LIMITS.never,
    doc: { summary: 'Health of the API and its dependencies', tag: 'Health', responses },
    handle: health,
  }),
  route({
    name: 'root',
    methods: ['get'],
    path: '/',
    auth: 'none',
    limit: LIMITS.never,
    doc: {
      summary: 'Same as /health (at a status page host, `<slug>.STATUS_DOMAIN`, the status page instead)',
      tag: 'Health',
      responses,
    },
    handle: health,
  }),
];
