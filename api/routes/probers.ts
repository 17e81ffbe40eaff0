/** Routes the probers call: `GET /jobs` (checks due in a region) and `POST /results` (a batch of outcomes). */
import { z } from 'zod';
import { AnyObject, ok } from '../contract/responses';
import { JobsQuery, ResultsBody } from '../contract/probers';
import { route } from '../routing/route';

const DEFAULT_JOBS_PER_PULL = 100;
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
      const jobs = await deps.services.probing.jobs(query.region, query.limit ?? DEFAULT_JOBS_PER_PULL);
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
      const counts = await deps.services.probing.recordResults(body.region, body.results);
      ctx.status = 202;
      ctx.body = counts;
    },
  }),
];
