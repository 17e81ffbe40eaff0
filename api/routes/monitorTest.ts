import type { Router } from '@koa/router';
import { MonitorTestBody, toDefinition } from '../../domain/probing/definition';
import type { AppDeps } from '../deps';
import { requireOrg } from '../middleware/authenticate';
import { readBody } from '../requestInput';

/**
 * `POST /api/v1/monitors/test {definition}`: one check now, with the probers' runners and this deployment's
 * address policy. Answers 200 whatever the check's outcome; `ok` says whether it passed.
 */
export function registerMonitorTestRoutes(router: Router, deps: AppDeps): void {
  router.post('monitors.test', '/api/v1/monitors/test', async (ctx) => {
    requireOrg(ctx);
    const b = readBody(ctx, MonitorTestBody);
    ctx.body = await deps.services.probing.testCheck(toDefinition(b.definition));
  });
}
