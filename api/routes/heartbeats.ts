import { z } from 'zod';
import { NotFoundError } from '../../domain/errors';
import { LIMITS } from '../rateLimit/policies';
import { ok } from '../contract/responses';
import { route } from '../routing/route';

/**
 * Heartbeat ingest: GET or POST `/api/v1/heartbeats/:token`, authenticated by the token itself. The body (cron
 * jobs and agents send any, or none) is never read. Answers a tiny body; one indexed read and one indexed write
 * per ping, no Temporal call.
 */
export const HEARTBEAT_ROUTES = [
  route({
    name: 'heartbeats.ingest',
    methods: ['get', 'post'],
    path: '/api/v1/heartbeats/:token',
    auth: 'heartbeatToken',
    reads: 'ignored',
    limit: LIMITS.heartbeat,
    doc: {
      summary: 'Report a heartbeat',
      tag: 'Heartbeats',
      responses: { 200: ok(z.looseObject({ ok: z.literal(true) })) },
    },
    async handle({ ctx, deps, params }) {
      if (!(await deps.services.probing.recordPing(params.token ?? '')))
        throw new NotFoundError('No heartbeat monitor has this token.');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { ok: true };
    },
  }),
];
