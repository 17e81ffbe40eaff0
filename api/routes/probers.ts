/** Routes the probers call: `GET /jobs` (checks due in a region) and `POST /results` (a batch of outcomes). */
import type { Context } from 'koa';
import { z } from 'zod';
import { AnyObject, ok } from '../contract/responses';
import { JobsQuery, ResultsBody } from '../contract/probers';
import { route } from '../routing/route';

const DEFAULT_JOBS_PER_PULL = 100;
const PROBER_ID = /^[A-Za-z0-9._:@/-]{1,100}$/;

/**
 * Who is pulling, for the region registry: the prober's `X-Prober-Id` (host and process), or, when it sends none
 * or one that is not a plain name of at most 100 characters, its address.
 */
function proberId(ctx: Context): string {
  const id = ctx.get('x-prober-id');
  return PROBER_ID.test(id) ? id : ctx.ip;
}
const tag = 'Probers';

/**
 * Prober endpoints (`X-Prober-Token`). `GET /jobs?region=` leases the monitors due in that region;
 * `POST /results` stores a batch and votes. Results for monitors that are unknown (e.g. deleted since `/jobs`),
 * paused, heartbeat or not checked in that region are ignored and counted, never a 400 that would lose the batch.
 */
export const PROBER_ROUTES = [
  route({
    name: 'probers.jobs',
    methods: ['get'],
    path: '/jobs',
    auth: 'prober',
    query: JobsQuery,
    doc: {
      summary: 'Monitors due in a region',
      tag,
      responses: { 200: ok(z.looseObject({ region: z.string(), jobs: z.array(AnyObject) })) },
    },
    async handle({ ctx, deps, query }) {
      const limit = query.limit ?? DEFAULT_JOBS_PER_PULL;
      const jobs = await deps.services.probing.jobs(query.region, limit, proberId(ctx));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { region: query.region, jobs };
    },
  }),
  route({
    name: 'probers.results',
    methods: ['post'],
    path: '/results',
    auth: 'prober',
    body: ResultsBody,
    doc: { summary: 'Report check results of a region', tag, responses: { 202: ok(AnyObject, 'Accepted') } },
    async handle({ ctx, deps, body }) {
      const counts = await deps.services.probing.recordResults(body.region, body.results, proberId(ctx));
      ctx.status = 202;
      ctx.body = counts;
    },
  }),
];
