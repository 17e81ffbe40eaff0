import type { Router } from '@koa/router';
import { JobsQuery, ResultsBody } from '../../domain/probing/proberSchemas';
import type { AppDeps } from '../deps';
import { requireProber } from '../middleware/authenticate';
import { readBody, readQuery } from '../requestInput';

const DEFAULT_JOBS_PER_PULL = 100;

/**
 * Prober endpoints (`X-Prober-Token`). `GET /jobs?region=` leases the monitors due in that region;
 * `POST /results` stores a batch and votes. Results for monitors that are unknown (e.g. deleted since `/jobs`),
 * paused, heartbeat or not checked in that region are ignored and counted, never a 400 that would lose the batch.
 */
export function registerProberRoutes(router: Router, deps: AppDeps): void {
  const { probing } = deps.services;

  router.get('probers.jobs', '/jobs', async (ctx) => {
    requireProber(ctx);
    const q = readQuery(ctx, JobsQuery);
    const jobs = await probing.jobs(q.region, q.limit ?? DEFAULT_JOBS_PER_PULL);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { region: q.region, jobs };
  });

  router.post('probers.results', '/results', async (ctx) => {
    requireProber(ctx);
    const b = readBody(ctx, ResultsBody);
    const counts = await probing.recordResults(b.region, b.results);
    ctx.status = 202;
    ctx.body = counts;
  });
}
