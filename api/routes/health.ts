import type { Router, RouterMiddleware } from '@koa/router';
import { pingDatabase } from '../../domain/db';
import { pingTemporal } from '../../domain/temporal';
import type { AppDeps } from '../deps';

/** `GET /health` and `GET /`: 200 when MongoDB and Temporal both answer, else 503 naming what is down. */
export function registerHealthRoutes(router: Router, deps: AppDeps): void {
  const health: RouterMiddleware = async (ctx) => {
    const [mongodb, temporal] = await Promise.all([pingDatabase(), pingTemporal(deps.temporal.connection)]);
    const down = [!mongodb && 'mongodb', !temporal && 'temporal'].filter(Boolean) as string[];
    ctx.status = down.length === 0 ? 200 : 503;
    ctx.body = {
      status: down.length === 0 ? 'ok' : 'degraded',
      mongodb: mongodb ? 'up' : 'down',
      temporal: temporal ? 'up' : 'down',
      ...(down.length > 0 && {
        code: 'service_unavailable',
        message: `Unavailable: ${down.join(', ')}.`,
        statusCode: 503,
      }),
    };
  };
  router.get('health', '/health', health);
  router.get('root', '/', health);
}
