/** Routes of the org's API keys: create (the key shown once), list and revoke. */
import { ApiKeyOut, CreateApiKeyBody, CreatedApiKeyOut, presentApiKey, presentCreatedApiKey } from '../contract/auth';
import { ListQuery, listOf } from '../contract/common';
import { pageOf, toListBody } from '../contract/pagination';
import { NO_CONTENT, ok } from '../contract/responses';
import { route } from '../routing/route';

const tag = 'API keys';

/** API keys of the caller's org. The key itself is answered once, at creation; only its SHA-256 is kept. */
export const API_KEY_ROUTES = [
  route({
    name: 'apiKeys.create',
    methods: ['post'],
    path: '/api/v1/api-keys',
    auth: 'org',
    body: CreateApiKeyBody,
    doc: {
      summary:
        "Create an API key acting with `role` (default `admin`, never above the creator's); `key` is shown only in this answer",
      tag,
      responses: { 201: ok(CreatedApiKeyOut, 'Created') },
    },
    async handle({ ctx, deps, auth, body }) {
      const { doc, key } = await deps.services.apiKeys.create(auth.orgId, body.name, body.role, auth.role);
      ctx.status = 201;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentCreatedApiKey(doc, key);
    },
  }),
  route({
    name: 'apiKeys.list',
    methods: ['get'],
    path: '/api/v1/api-keys',
    auth: 'org',
    query: ListQuery,
    doc: { summary: 'List active API keys (never the key itself)', tag, responses: { 200: ok(listOf(ApiKeyOut)) } },
    async handle({ ctx, deps, auth, query }) {
      const page = pageOf(query);
      ctx.body = toListBody(await deps.services.apiKeys.list(auth.orgId, page), page, presentApiKey);
    },
  }),
  route({
    name: 'apiKeys.delete',
    methods: ['delete'],
    path: '/api/v1/api-keys/:id',
    auth: 'org',
    doc: { summary: 'Revoke an API key (401 from then on)', tag, responses: { 204: NO_CONTENT } },
    async handle({ ctx, deps, auth, params }) {
      await deps.services.apiKeys.revoke(auth.orgId, params.id);
      ctx.status = 204;
    },
  }),
];
