/** Routes of incidents: list, read, acknowledge and resolve. */
import { listOf } from '../contract/common';
import {
  IncidentDetailOut,
  IncidentListQuery,
  IncidentOut,
  presentIncident,
  presentIncidentDetail,
} from '../contract/incidents';
import { pageOf, toListBody } from '../contract/pagination';
import { ok } from '../contract/responses';
import { actorOf } from '../routing/audit';
import { route } from '../routing/route';

const tag = 'Incidents';

/** Incidents: reads, and the two user transitions, which go through the incident lifecycle like every change. */
export const INCIDENT_ROUTES = [
  route({
    name: 'incidents.list',
    methods: ['get'],
    path: '/api/v1/incidents',
    auth: 'org',
    query: IncidentListQuery,
    doc: { summary: 'List incidents, newest first', tag, responses: { 200: ok(listOf(IncidentOut)) } },
    async handle({ ctx, deps, auth, query }) {
      const { status, monitor_id, ...rest } = query;
      const page = pageOf(rest);
      const incidents = await deps.services.incidents.list(auth.orgId, { status, monitor_id }, page);
      ctx.body = toListBody(incidents, page, presentIncident);
    },
  }),
  route({
    name: 'incidents.get',
    methods: ['get'],
    path: '/api/v1/incidents/:id',
    auth: 'org',
    doc: { summary: 'An incident with its events and deliveries', tag, responses: { 200: ok(IncidentDetailOut) } },
    async handle({ ctx, deps, auth, params }) {
      ctx.body = presentIncidentDetail(await deps.services.incidents.detail(auth.orgId, params.id));
    },
  }),
  route({
    name: 'incidents.acknowledge',
    methods: ['post'],
    path: '/api/v1/incidents/:id/acknowledge',
    auth: 'org',
    role: 'responder',
    doc: {
      summary: 'open -> acknowledged (409 otherwise)',
      tag,
      errors: { 409: 'The incident is not open' },
      responses: { 200: ok(IncidentOut) },
    },
    async handle({ ctx, deps, auth, params }) {
      const by = actorOf(auth);
      ctx.body = presentIncident(await deps.services.lifecycle.acknowledge(auth.orgId, params.id, undefined, by));
    },
  }),
  route({
    name: 'incidents.resolve',
    methods: ['post'],
    path: '/api/v1/incidents/:id/resolve',
    auth: 'org',
    role: 'responder',
    doc: {
      summary: 'open|acknowledged -> resolved (409 when resolved)',
      tag,
      errors: { 409: 'The incident is already resolved' },
      responses: { 200: ok(IncidentOut) },
    },
    async handle({ ctx, deps, auth, params }) {
      const by = actorOf(auth);
      ctx.body = presentIncident(await deps.services.lifecycle.resolve(auth.orgId, params.id, undefined, by));
    },
  }),
];
