import type { Router } from '@koa/router';
import type { Context } from 'koa';
import { NotFoundError } from '../../domain/errors';
import type { AppDeps } from '../deps';

/**
 * Heartbeat ingest: GET or POST `/api/v1/heartbeats/:token`, authenticated by the token itself. Answers a tiny
 * body; one indexed read and one indexed write per ping, no Temporal call.
 */
export function registerHeartbeatRoutes(router: Router, deps: AppDeps): void {
  const ingest = async (ctx: Context) => {
    const token = String((ctx as Context & { params: Record<string, string> }).params.token ?? '');
    if (!(await deps.services.probing.recordPing(token)))
      throw new NotFoundError('No heartbeat monitor has this token.');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ok: true };
  };
  router.get('heartbeats.ingest', '/api/v1/heartbeats/:token', ingest);
  router.post('heartbeats.ingest', '/api/v1/heartbeats/:token', ingest);
}
