/** `GET /api/v1/regions`: the probing regions and their probers, so a region nobody probes is visible. */
import { z } from 'zod';
import { presentRegions, RegionsOut } from '../contract/regions';
import { ok } from '../contract/responses';
import { route } from '../routing/route';

export const REGION_ROUTES = [
  route({
    name: 'regions.list',
    methods: ['get'],
    path: '/api/v1/regions',
    auth: 'org',
    query: z.strictObject({}),
    doc: {
      summary: 'Probing regions: active, stale or never seen, and their probers',
      tag: 'Regions',
      responses: { 200: ok(RegionsOut) },
    },
    async handle({ ctx, deps }) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentRegions(deps.services.probing.regions(), deps.config.probing.regionStaleMs);
    },
  }),
];
