/** Heartbeat ingest routes: a job's success, start or failure pings, authenticated by the monitor's token. */
import { z } from 'zod';
import { InvalidRequestError, NotFoundError } from '../../domain/errors';
import type { RunSignal } from '../../domain/heartbeats/runs';
import { LIMITS } from '../rateLimit/policies';
import { ok } from '../contract/responses';
import type { AppDeps } from '../deps';
import { route, type Method } from '../routing/route';

const Answer = z.looseObject({ ok: z.literal(true) });
const methods: Method[] = ['get', 'post'];
const tag = 'Heartbeats';

/** What the job said: a success (a ping), a start, or a failure. */
type Report = { kind: 'success' } | RunSignal;

/**
 * Heartbeat ingest: GET or POST `/api/v1/heartbeats/:token` (a success), `.../start`, `.../fail` and
 * `.../:exit_code` (0 a success, 1 to 255 a failure), authenticated by the token itself, with the ping route's own
 * limit per token (spec 8.3). The body (cron jobs and agents send any, or none) is never read. Answers a tiny body;
 * a success is one indexed read and one indexed write, no Temporal call.
 */
export const HEARTBEAT_ROUTES = [
  ingestRoute('heartbeats.ingest', '', 'Report a heartbeat (a success)', () => ({ kind: 'success' })),
  ingestRoute('heartbeats.start', '/start', 'Report that a run started (`max_runtime_sec` watches it)', () => ({
    kind: 'start',
  })),
  ingestRoute('heartbeats.fail', '/fail', 'Report that a run failed: an incident opens at once', () => ({
    kind: 'fail',
    message: 'The job reported a failure (/fail).',
  })),
  ingestRoute('heartbeats.exitCode', '/:exit_code', 'Report a run’s exit code: 0 a success, 1 to 255 a failure', (p) =>
    reportOfExitCode(p.exit_code ?? ''),
  ),
];

function ingestRoute(name: string, suffix: string, summary: string, reportOf: (p: Record<string, string>) => Report) {
  return route({
    name,
    methods,
    path: `/api/v1/heartbeats/:token${suffix}`,
    auth: 'heartbeatToken',
    reads: 'ignored',
    limit: LIMITS.heartbeat,
    doc: { summary, tag, responses: { 200: ok(Answer) } },
    async handle({ ctx, deps, params }) {
      if (!(await record(deps, params.token ?? '', reportOf(params))))
        throw new NotFoundError('No heartbeat monitor has this token.');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { ok: true };
    },
  });
}

function record(deps: AppDeps, token: string, report: Report): Promise<boolean> {
  const { probing } = deps.services;
  return report.kind === 'success' ? probing.recordPing(token) : probing.recordRunSignal(token, report);
}

function reportOfExitCode(raw: string): Report {
  const code = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!(code >= 0 && code <= 255))
    throw new InvalidRequestError('Invalid request path.', [
      { path: 'exit_code', message: 'must be a whole number from 0 to 255' },
    ]);
  return code === 0 ? { kind: 'success' } : { kind: 'fail', message: `The job exited with code ${code}.` };
}
