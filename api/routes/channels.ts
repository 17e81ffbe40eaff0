/** Routes of alert channels: list, create, read, update, delete, and send a test alert. */
import { LIMITS } from '../rateLimit/policies';
import { ChannelOut, CreateChannelBody, presentChannel, TestSentOut, UpdateChannelBody } from '../contract/channels';
import { ListQuery, listOf } from '../contract/common';
import { pageOf, toListBody } from '../contract/pagination';
import { NO_CONTENT, ok } from '../contract/responses';
import { testEventIdOf } from '../requestInput';
import { route } from '../routing/route';

const tag = 'Channels';

/** Channels of every type: CRUD (a secret is replaced with a PATCH of its field) and the test alert. */
export const CHANNEL_ROUTES = [
  route({
    name: 'channels.list',
    methods: ['get'],
    path: '/api/v1/channels',
    auth: 'org',
    query: ListQuery,
    doc: { summary: 'List channels, newest first', tag, responses: { 200: ok(listOf(ChannelOut)) } },
    async handle({ ctx, deps, auth, query }) {
      const page = pageOf(query);
      ctx.body = toListBody(await deps.services.channels.list(auth.orgId, page), page, presentChannel);
    },
  }),
  route({
    name: 'channels.create',
    methods: ['post'],
    path: '/api/v1/channels',
    auth: 'org',
    body: CreateChannelBody,
    doc: {
      summary: 'Create a channel (webhook, slack, discord, teams, pagerduty or email; see docs/channels.md)',
      tag,
      errors: { 402: "The plan's channel limit is reached" },
      responses: { 201: ok(ChannelOut, 'Created') },
    },
    async handle({ ctx, deps, auth, body }) {
      ctx.status = 201;
      ctx.body = presentChannel(await deps.services.channels.create(auth.orgId, body));
    },
  }),
  route({
    name: 'channels.get',
    methods: ['get'],
    path: '/api/v1/channels/:id',
    auth: 'org',
    doc: { summary: 'Get a channel', tag, responses: { 200: ok(ChannelOut) } },
    async handle({ ctx, deps, auth, params }) {
      ctx.body = presentChannel(await deps.services.channels.get(auth.orgId, params.id));
    },
  }),
  route({
    name: 'channels.update',
    methods: ['patch'],
    path: '/api/v1/channels/:id',
    auth: 'org',
    body: UpdateChannelBody,
    doc: { summary: "Update a channel (its own type's settings only)", tag, responses: { 200: ok(ChannelOut) } },
    async handle({ ctx, deps, auth, params, body }) {
      ctx.state.auditBefore = presentChannel(await deps.services.channels.get(auth.orgId, params.id));
      ctx.body = presentChannel(await deps.services.channels.update(auth.orgId, params.id, body));
    },
  }),
  route({
    name: 'channels.delete',
    methods: ['delete'],
    path: '/api/v1/channels/:id',
    auth: 'org',
    doc: { summary: 'Delete a channel', tag, responses: { 204: NO_CONTENT } },
    async handle({ ctx, deps, auth, params }) {
      await deps.services.channels.remove(auth.orgId, params.id);
      ctx.status = 204;
    },
  }),
  route({
    name: 'channels.test',
    methods: ['post'],
    path: '/api/v1/channels/:id/test',
    auth: 'org',
    role: 'responder',
    limit: LIMITS.channelsTest,
    doc: {
      summary: 'Send a `test` event to the channel (a delivered one ends an auto-disable)',
      tag,
      responses: { 202: ok(TestSentOut, 'Accepted; delivery recorded, its workflow starting') },
    },
    async handle({ ctx, deps, auth, params }) {
      const sent = await deps.services.dispatcher.sendTest(auth.orgId, params.id, testEventIdOf(ctx));
      ctx.status = 202;
      ctx.body = { delivery_id: sent.delivery_id, workflow_id: sent.workflow_id };
    },
  }),
];
