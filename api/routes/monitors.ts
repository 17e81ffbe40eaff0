/** Routes of monitors: CRUD, pause and resume, and a test check of a definition. */
import { z } from 'zod';
import { PROBED_TYPES, toDefinition } from '../../domain/monitors/definition';
import { LIMITS } from '../rateLimit/policies';
import { ListQuery, listOf } from '../contract/common';
import {
  CreateMonitorBody,
  MonitorOut,
  monitorBodyProblems,
  MonitorTestBody,
  MonitorWriteOut,
  UpdateMonitorBody,
  type MonitorView,
} from '../contract/monitors';
import { presentMonitor } from '../contract/presentMonitor';
import { byMonitorType, withMinimumInterval } from '../contract/openapiMonitors';
import { pageOf, toListBody } from '../contract/pagination';
import { NO_CONTENT, ok } from '../contract/responses';
import type { AppDeps } from '../deps';
import type { MonitorRecord } from '../../domain/monitors/monitors';
import { quorumProblem } from '../../domain/monitors/status';
import { route } from '../routing/route';

const tag = 'Monitors';
/** Presents monitors of this org with their state now (status.ts; one cached read of the org's windows). */
async function presenter(deps: AppDeps, orgId: string): Promise<(m: MonitorRecord) => MonitorView> {
  const stateOf = await deps.services.monitorStates.forOrg(orgId);
  return (m) => presentMonitor(deps.config, m, stateOf(m));
}

const AssertionResultOut = z.object({
  source: z.string(),
  property: z.string().nullable(),
  comparison: z.string(),
  target: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  passed: z.boolean(),
  actual: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  error: z.string().optional().describe('Why the value could not be read or compared.'),
});

/** A written monitor with its warnings: a quorum its regions with an active prober cannot reach is accepted, said. */
async function presentWritten(deps: AppDeps, orgId: string, m: MonitorRecord) {
  const problem = quorumProblem(m, deps.services.probing.activeRegions());
  return { ...(await presenter(deps, orgId))(m), warnings: problem ? [`accepted, but ${problem}`] : [] };
}

const MonitorTestOut = z.looseObject({
  ok: z.boolean(),
  response_ms: z.number().nullable(),
  error_class: z.string().nullable(),
  error_message: z.string().nullable(),
  assertions: z.array(AssertionResultOut).optional().describe('Each assertion of the definition, in order.'),
  steps: z
    .array(
      z.object({
        name: z.string(),
        ok: z.boolean(),
        response_ms: z.number().nullable(),
        error_message: z.string().nullable(),
        assertions: z.array(AssertionResultOut),
      }),
    )
    .optional()
    .describe('api and browser checks: each step run, in order, up to the first that failed.'),
  screenshot: z
    .string()
    .optional()
    .describe('A failed browser check: the page when it failed, a PNG as a `data:image/png;base64,` URL.'),
});

/** Monitors of the eight types: CRUD, pause and resume, and the test-check of a definition. */
export const MONITOR_ROUTES = [
  /**
   * `POST /api/v1/monitors/test {definition}`: one check now, with the probers' runners and this deployment's
   * address policy. Answers 200 whatever the check's outcome; `ok` says whether it passed.
   */
  route({
    name: 'monitors.test',
    methods: ['post'],
    path: '/api/v1/monitors/test',
    auth: 'org',
    role: 'responder',
    body: MonitorTestBody,
    limit: LIMITS.monitorsTest,
    doc: {
      summary: 'Run one check of a definition now',
      tag,
      documentBody: (s) => ({
        ...s,
        properties: {
          definition: byMonitorType(s.properties.definition, {
            name: 'MonitorTestDefinition',
            strict: false,
            types: PROBED_TYPES,
          }),
        },
      }),
      responses: { 200: ok(MonitorTestOut) },
    },
    async handle({ ctx, deps, body }) {
      ctx.body = await deps.services.probing.testCheck(toDefinition(body.definition));
    },
  }),
  route({
    name: 'monitors.list',
    methods: ['get'],
    path: '/api/v1/monitors',
    auth: 'org',
    query: ListQuery,
    doc: { summary: 'List monitors, newest first', tag, responses: { 200: ok(listOf(MonitorOut)) } },
    async handle({ ctx, deps, auth, query }) {
      const page = pageOf(query);
      const { monitors, monitorLists } = deps.services;
      // Scripts poll this: the serialised page is kept a moment (see domain/monitors/listCache.ts for consistency).
      ctx.type = 'json';
      ctx.body = await monitorLists.read(auth.orgId, `${page.limit}|${page.before ?? ''}`, async () =>
        JSON.stringify(toListBody(await monitors.list(auth.orgId, page), page, await presenter(deps, auth.orgId))),
      );
    },
  }),
  route({
    name: 'monitors.create',
    methods: ['post'],
    path: '/api/v1/monitors',
    auth: 'org',
    body: CreateMonitorBody,
    moreBodyProblems: (rules) => monitorBodyProblems(rules.minIntervalSec, true),
    doc: {
      summary: 'Create a monitor',
      tag,
      errors: { 402: "The plan's monitor limit is reached, or the interval is shorter than the plan allows" },
      documentBody: (s, o) =>
        withMinimumInterval(byMonitorType(s, { name: 'MonitorCreate', strict: true }), o.minIntervalSec),
      responses: { 201: ok(MonitorWriteOut, 'Created') },
    },
    async handle({ ctx, deps, auth, body }) {
      ctx.status = 201;
      const m = await deps.services.monitors.create(auth.orgId, body);
      ctx.body = await presentWritten(deps, auth.orgId, m);
    },
  }),
  route({
    name: 'monitors.get',
    methods: ['get'],
    path: '/api/v1/monitors/:id',
    auth: 'org',
    doc: { summary: 'Get a monitor', tag, responses: { 200: ok(MonitorOut) } },
    async handle({ ctx, deps, auth, params }) {
      const m = await deps.services.monitors.get(auth.orgId, params.id);
      ctx.body = (await presenter(deps, auth.orgId))(m);
    },
  }),
  route({
    name: 'monitors.update',
    methods: ['patch'],
    path: '/api/v1/monitors/:id',
    auth: 'org',
    body: UpdateMonitorBody,
    moreBodyProblems: (rules) => monitorBodyProblems(rules.minIntervalSec, false),
    doc: {
      summary: 'Update a monitor',
      tag,
      errors: {
        402: 'The org holds more monitors than its plan allows (after a downgrade), or the interval is shorter than the plan allows',
      },
      documentBody: (s, o) => withMinimumInterval(s, o.minIntervalSec),
      responses: { 200: ok(MonitorWriteOut) },
    },
    async handle({ ctx, deps, auth, params, body }) {
      const before = await deps.services.monitors.get(auth.orgId, params.id);
      ctx.state.auditBefore = (await presenter(deps, auth.orgId))(before);
      const m = await deps.services.monitors.update(auth.orgId, params.id, body);
      ctx.body = await presentWritten(deps, auth.orgId, m);
    },
  }),
  route({
    name: 'monitors.delete',
    methods: ['delete'],
    path: '/api/v1/monitors/:id',
    auth: 'org',
    doc: { summary: 'Delete a monitor', tag, responses: { 204: NO_CONTENT } },
    async handle({ ctx, deps, auth, params }) {
      await deps.services.monitors.remove(auth.orgId, params.id);
      ctx.status = 204;
    },
  }),
  pauseRoute('monitors.pause', 'pause', 'Pause checks (and heartbeat-miss detection)', true),
  pauseRoute('monitors.resume', 'resume', 'Resume checks', false),
];

function pauseRoute(name: string, verb: string, summary: string, paused: boolean) {
  return route({
    name,
    methods: ['post'],
    path: `/api/v1/monitors/:id/${verb}`,
    auth: 'org',
    role: 'responder',
    doc: { summary, tag, responses: { 200: ok(MonitorOut) } },
    async handle({ ctx, deps, auth, params }) {
      const m = await deps.services.monitors.setPaused(auth.orgId, params.id, paused);
      ctx.body = (await presenter(deps, auth.orgId))(m);
    },
  });
}
