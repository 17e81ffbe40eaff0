/** Escalation policies: CRUD. A monitor names one with `escalation_policy_id`. */
import { ListQuery, listOf } from '../contract/common';
import {
  CreateEscalationPolicyBody,
  EscalationPolicyOut,
  presentEscalationPolicy,
  UpdateEscalationPolicyBody,
} from '../contract/escalationPolicies';
import { pageOf, toListBody } from '../contract/pagination';
import { NO_CONTENT, ok } from '../contract/responses';
import { route } from '../routing/route';

const tag = 'Escalation policies';
const path = '/api/v1/escalation-policies';

export const ESCALATION_POLICY_ROUTES = [
  route({
    name: 'escalationPolicies.list',
    methods: ['get'],
    path,
    auth: 'org',
    query: ListQuery,
    doc: {
      summary: 'List escalation policies, newest first',
      tag,
      responses: { 200: ok(listOf(EscalationPolicyOut)) },
    },
    async handle({ ctx, deps, auth, query }) {
      const page = pageOf(query);
      const policies = await deps.services.escalationPolicies.list(auth.orgId, page);
      ctx.body = toListBody(policies, page, presentEscalationPolicy);
    },
  }),
  route({
    name: 'escalationPolicies.create',
    methods: ['post'],
    path,
    auth: 'org',
    body: CreateEscalationPolicyBody,
    doc: {
      summary: 'Create an escalation policy (see docs/escalation.md)',
      tag,
      responses: { 201: ok(EscalationPolicyOut, 'Created') },
    },
    async handle({ ctx, deps, auth, body }) {
      ctx.status = 201;
      ctx.body = presentEscalationPolicy(await deps.services.escalationPolicies.create(auth.orgId, body));
    },
  }),
  route({
    name: 'escalationPolicies.get',
    methods: ['get'],
    path: `${path}/:id`,
    auth: 'org',
    doc: { summary: 'Get an escalation policy', tag, responses: { 200: ok(EscalationPolicyOut) } },
    async handle({ ctx, deps, auth, params }) {
      ctx.body = presentEscalationPolicy(await deps.services.escalationPolicies.get(auth.orgId, params.id));
    },
  }),
  route({
    name: 'escalationPolicies.update',
    methods: ['patch'],
    path: `${path}/:id`,
    auth: 'org',
    body: UpdateEscalationPolicyBody,
    doc: {
      summary: 'Update an escalation policy (incidents opened from now on use it)',
      tag,
      responses: { 200: ok(EscalationPolicyOut) },
    },
    async handle({ ctx, deps, auth, params, body }) {
      ctx.body = presentEscalationPolicy(await deps.services.escalationPolicies.update(auth.orgId, params.id, body));
    },
  }),
  route({
    name: 'escalationPolicies.delete',
    methods: ['delete'],
    path: `${path}/:id`,
    auth: 'org',
    doc: {
      summary: 'Delete an escalation policy',
      tag,
      errors: { 409: 'A monitor still names the policy.' },
      responses: { 204: NO_CONTENT },
    },
    async handle({ ctx, deps, auth, params }) {
      await deps.services.escalationPolicies.remove(auth.orgId, params.id);
      ctx.status = 204;
    },
  }),
];
