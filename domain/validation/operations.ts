/**
 * Every route of the API, described with the same zod schemas the routes validate with. The OpenAPI document
 * (openapi.ts) is generated from this list, and a test checks that every route registered on the router is
 * here and that real responses match it, so the document cannot drift from the code.
 */
import { z } from 'zod';
import { JobsQuery, ResultsBody } from '../probing/proberSchemas';
import { MonitorTestBody, PROBED_TYPES } from '../probing/definition';
import { byMonitorType, withMinimumInterval } from './openapiMonitors';
import {
  AcceptedOut,
  ApiKeyOut,
  CreateApiKeyBody,
  CreatedApiKeyOut,
  MagicLinkBody,
  MagicLinkVerifyQuery,
  SessionOut,
  SignInBody,
  SignUpBody,
} from './authSchemas';
import { ChannelOut, CreateChannelBody, TestSentOut, UpdateChannelBody } from './channelSchemas';
import { ListQuery, listOf } from './common';
import { RecoverBody, RecoverOut, ResentOut } from './deliveryOpsSchemas';
import {
  ChatAcknowledgeBody,
  ChatAcknowledgeOut,
  DeliveryListQuery,
  DeliveryOut,
  IncidentDetailOut,
  IncidentListQuery,
  IncidentOut,
} from './incidentSchemas';
import { CreateMonitorBody, MonitorOut, UpdateMonitorBody } from './monitorSchemas';
import { ContactBody, StatusHostQuery, StatusSubscribeBody, StatusUnlockBody, TlsAskQuery } from './statusSchemas';

export type Security = 'none' | 'org' | 'key' | 'prober' | 'chat' | 'heartbeatToken';

export interface Operation {
  /** The route name registered on the router (and the rate limiter's key). */
  name: string;
  method: 'get' | 'post' | 'patch' | 'delete';
  /** Koa path syntax (`:id`). */
  path: string;
  summary: string;
  tag: string;
  security: Security;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Success status -> body schema (null: no body); content type other than JSON where given. */
  responses: Record<number, { schema: z.ZodType | null; description: string; contentType?: string }>;
  /** Refines the body's generated JSON Schema with rules zod cannot express (per-type fields, configured minimums). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- generated JSON Schema of any shape
  documentBody?: (schema: Record<string, any>, opts: { minIntervalSec: number }) => Record<string, unknown>;
  /** Errors particular to this operation, with when they happen; the generic ones are derived (openapi.ts). */
  errors?: Partial<Record<401 | 409 | 501, string>>;
}

const ok = (schema: z.ZodType | null, description = 'OK') => ({ schema, description });
const none = { schema: null, description: 'No content' };
const anyObject = z.looseObject({});
const HealthOut = z.looseObject({
  status: z.enum(['ok', 'degraded']),
  mongodb: z.enum(['up', 'down']),
  temporal: z.enum(['up', 'down']),
});
/** MCP over Streamable HTTP: one JSON-RPC 2.0 message in, its response out (docs/mcp.md lists the tools). */
const JsonRpcMessage = z.looseObject({
  jsonrpc: z.literal('2.0'),
  method: z.string().optional(),
  id: z.union([z.string(), z.number()]).optional(),
});
const JsonRpcResponse = z.looseObject({ jsonrpc: z.literal('2.0'), id: z.union([z.string(), z.number()]).nullable() });
const MonitorTestOut = z.looseObject({
  ok: z.boolean(),
  response_ms: z.number().nullable(),
  error_class: z.string().nullable(),
  error_message: z.string().nullable(),
});

function crud(
  tag: string,
  base: string,
  item: z.ZodType,
  create: z.ZodType,
  update: z.ZodType,
  noun: string,
): Operation[] {
  const one = `${base}/:id`;
  const t = tag.toLowerCase();
  return [
    {
      name: `${t}.list`,
      method: 'get',
      path: base,
      summary: `List ${noun}s, newest first`,
      tag,
      security: 'org',
      query: ListQuery,
      responses: { 200: ok(listOf(item)) },
    },
    {
      name: `${t}.create`,
      method: 'post',
      path: base,
      summary: `Create a ${noun}`,
      tag,
      security: 'org',
      body: create,
      responses: { 201: ok(item, 'Created') },
    },
    {
      name: `${t}.get`,
      method: 'get',
      path: one,
      summary: `Get a ${noun}`,
      tag,
      security: 'org',
      responses: { 200: ok(item) },
    },
    {
      name: `${t}.update`,
      method: 'patch',
      path: one,
      summary: `Update a ${noun}`,
      tag,
      security: 'org',
      body: update,
      responses: { 200: ok(item) },
    },
    {
      name: `${t}.delete`,
      method: 'delete',
      path: one,
      summary: `Delete a ${noun}`,
      tag,
      security: 'org',
      responses: { 204: none },
    },
  ];
}

/** Monitor create and update bodies: per-type fields and this deployment's minimum interval. */
function documentMonitorBody(op: Operation): Operation {
  if (op.name === 'monitors.create')
    return { ...op, documentBody: (s, o) => withMinimumInterval(byMonitorType(s, { strict: true }), o.minIntervalSec) };
  if (op.name === 'monitors.update') return { ...op, documentBody: (s, o) => withMinimumInterval(s, o.minIntervalSec) };
  return op;
}

export const OPERATIONS: Operation[] = [
  {
    name: 'health',
    method: 'get',
    path: '/health',
    summary: 'Health of the API and its dependencies',
    tag: 'Health',
    security: 'none',
    responses: { 200: ok(HealthOut), 503: ok(HealthOut, 'A dependency is down') },
  },
  {
    name: 'root',
    method: 'get',
    path: '/',
    summary: 'Same as /health',
    tag: 'Health',
    security: 'none',
    responses: { 200: ok(HealthOut), 503: ok(HealthOut, 'A dependency is down') },
  },
  {
    name: 'openapi',
    method: 'get',
    path: '/api/v1/openapi.json',
    summary: 'This document',
    tag: 'Meta',
    security: 'none',
    responses: { 200: ok(anyObject) },
  },
  {
    name: 'docs.rateLimits',
    method: 'get',
    path: '/docs/rate-limits',
    summary: 'Rate-limit documentation (the default DOCS_URL)',
    tag: 'Meta',
    security: 'none',
    responses: { 200: { schema: null, description: 'HTML page', contentType: 'text/html' } },
  },

  {
    name: 'auth.signUp',
    method: 'post',
    path: '/api/auth/sign-up',
    summary: 'Create an account and its org; sets the session cookie',
    tag: 'Auth',
    security: 'none',
    body: SignUpBody,
    errors: { 409: 'The email or the org slug is taken' },
    responses: { 201: ok(SessionOut, 'Created; session cookie set') },
  },
  {
    name: 'auth.signIn',
    method: 'post',
    path: '/api/auth/sign-in',
    summary: 'Sign in with email and password; sets the session cookie',
    tag: 'Auth',
    security: 'none',
    body: SignInBody,
    errors: { 401: 'Wrong email or password' },
    responses: { 200: ok(SessionOut) },
  },
  {
    name: 'auth.signOut',
    method: 'post',
    path: '/api/auth/sign-out',
    summary: 'End the session',
    tag: 'Auth',
    security: 'none',
    responses: { 204: none },
  },
  {
    name: 'auth.magicLink',
    method: 'post',
    path: '/api/auth/magic-link',
    summary: 'Mail a one-time sign-in link (same answer for unknown addresses)',
    tag: 'Auth',
    security: 'none',
    body: MagicLinkBody,
    responses: { 202: ok(AcceptedOut, 'Accepted') },
  },
  {
    name: 'auth.magicLinkVerify',
    method: 'get',
    path: '/api/auth/magic-link/verify',
    summary: 'Use a sign-in link; sets the session cookie',
    tag: 'Auth',
    security: 'none',
    query: MagicLinkVerifyQuery,
    errors: { 401: 'The link is unknown, used or expired' },
    responses: { 200: ok(SessionOut) },
  },
  {
    name: 'auth.social',
    method: 'get',
    path: '/api/auth/social/:provider',
    summary: 'Social sign-in: not available (501)',
    tag: 'Auth',
    security: 'none',
    responses: {},
    errors: { 501: 'Social sign-in is not available' },
  },
  {
    name: 'auth.social',
    method: 'post',
    path: '/api/auth/social/:provider',
    summary: 'Social sign-in: not available (501)',
    tag: 'Auth',
    security: 'none',
    responses: {},
    errors: { 501: 'Social sign-in is not available' },
  },

  {
    name: 'apiKeys.list',
    method: 'get',
    path: '/api/v1/api-keys',
    summary: 'List active API keys (never the key itself)',
    tag: 'API keys',
    security: 'org',
    query: ListQuery,
    responses: { 200: ok(listOf(ApiKeyOut)) },
  },
  {
    name: 'apiKeys.create',
    method: 'post',
    path: '/api/v1/api-keys',
    summary: 'Create an API key; `key` is shown only in this answer',
    tag: 'API keys',
    security: 'org',
    body: CreateApiKeyBody,
    responses: { 201: ok(CreatedApiKeyOut, 'Created') },
  },
  {
    name: 'apiKeys.delete',
    method: 'delete',
    path: '/api/v1/api-keys/:id',
    summary: 'Revoke an API key (401 from then on)',
    tag: 'API keys',
    security: 'org',
    responses: { 204: none },
  },

  ...crud('Channels', '/api/v1/channels', ChannelOut, CreateChannelBody, UpdateChannelBody, 'webhook channel'),
  {
    name: 'channels.test',
    method: 'post',
    path: '/api/v1/channels/:id/test',
    summary: 'Send a `test` event to the channel (a delivered one ends an auto-disable)',
    tag: 'Channels',
    security: 'org',
    responses: { 202: ok(TestSentOut, 'Accepted; delivery recorded and started') },
  },
  {
    name: 'channels.recover',
    method: 'post',
    path: '/api/v1/channels/:id/recover',
    summary:
      'Resend every failed or skipped delivery of the channel since `since` (at most 7 days, 1,000 per call; idempotent per `since`)',
    tag: 'Channels',
    security: 'org',
    body: RecoverBody,
    errors: { 409: 'The channel is disabled (PATCH enabled: true first)' },
    responses: { 202: ok(RecoverOut, 'Accepted; the resends are recorded and started') },
  },

  ...crud('Monitors', '/api/v1/monitors', MonitorOut, CreateMonitorBody, UpdateMonitorBody, 'monitor').map(
    documentMonitorBody,
  ),
  {
    name: 'monitors.pause',
    method: 'post',
    path: '/api/v1/monitors/:id/pause',
    summary: 'Pause checks (and heartbeat-miss detection)',
    tag: 'Monitors',
    security: 'org',
    responses: { 200: ok(MonitorOut) },
  },
  {
    name: 'monitors.resume',
    method: 'post',
    path: '/api/v1/monitors/:id/resume',
    summary: 'Resume checks',
    tag: 'Monitors',
    security: 'org',
    responses: { 200: ok(MonitorOut) },
  },
  {
    name: 'monitors.test',
    method: 'post',
    path: '/api/v1/monitors/test',
    summary: 'Run one check of a definition now',
    tag: 'Monitors',
    security: 'org',
    body: MonitorTestBody,
    documentBody: (s) => ({
      ...s,
      properties: { definition: byMonitorType(s.properties.definition, { strict: false, types: PROBED_TYPES }) },
    }),
    responses: { 200: ok(MonitorTestOut) },
  },

  {
    name: 'incidents.list',
    method: 'get',
    path: '/api/v1/incidents',
    summary: 'List incidents, newest first',
    tag: 'Incidents',
    security: 'org',
    query: IncidentListQuery,
    responses: { 200: ok(listOf(IncidentOut)) },
  },
  {
    name: 'incidents.get',
    method: 'get',
    path: '/api/v1/incidents/:id',
    summary: 'An incident with its events and deliveries',
    tag: 'Incidents',
    security: 'org',
    responses: { 200: ok(IncidentDetailOut) },
  },
  {
    name: 'incidents.acknowledge',
    method: 'post',
    path: '/api/v1/incidents/:id/acknowledge',
    summary: 'open -> acknowledged (409 otherwise)',
    tag: 'Incidents',
    security: 'org',
    errors: { 409: 'The incident is not open' },
    responses: { 200: ok(IncidentOut) },
  },
  {
    name: 'incidents.resolve',
    method: 'post',
    path: '/api/v1/incidents/:id/resolve',
    summary: 'open|acknowledged -> resolved (409 when resolved)',
    tag: 'Incidents',
    security: 'org',
    errors: { 409: 'The incident is already resolved' },
    responses: { 200: ok(IncidentOut) },
  },
  {
    name: 'deliveries.list',
    method: 'get',
    path: '/api/v1/deliveries',
    summary: 'List deliveries, newest first',
    tag: 'Deliveries',
    security: 'org',
    query: DeliveryListQuery,
    responses: { 200: ok(listOf(DeliveryOut)) },
  },
  {
    name: 'deliveries.get',
    method: 'get',
    path: '/api/v1/deliveries/:id',
    summary: 'A delivery with its attempts',
    tag: 'Deliveries',
    security: 'org',
    responses: { 200: ok(DeliveryOut) },
  },
  {
    name: 'deliveries.resend',
    method: 'post',
    path: '/api/v1/deliveries/:id/resend',
    summary: "Send the delivery's event again to its channel, as a new delivery (`resend_of` set)",
    tag: 'Deliveries',
    security: 'org',
    errors: { 409: 'The delivery is still in flight, or its channel is disabled or deleted' },
    responses: { 202: ok(ResentOut, 'Accepted; the new delivery is recorded and started') },
  },

  {
    name: 'mcp',
    method: 'post',
    path: '/mcp',
    summary:
      'MCP agent interface (Streamable HTTP, stateless, JSON responses); its tools call this REST API with the same key and budgets',
    tag: 'MCP',
    security: 'key',
    body: JsonRpcMessage,
    responses: {
      200: ok(JsonRpcResponse, 'The JSON-RPC response'),
      202: { schema: null, description: 'A notification or response was accepted' },
    },
  },

  {
    name: 'chat.acknowledge',
    method: 'post',
    path: '/api/integrations/chat/acknowledge',
    summary: 'Chat-tool "Acknowledge" button (signed with CHAT_SIGNING_SECRET)',
    tag: 'Integrations',
    security: 'chat',
    body: ChatAcknowledgeBody,
    errors: { 409: 'The incident is not open' },
    responses: { 200: ok(ChatAcknowledgeOut) },
  },
  {
    name: 'heartbeats.ingest',
    method: 'get',
    path: '/api/v1/heartbeats/:token',
    summary: 'Report a heartbeat',
    tag: 'Heartbeats',
    security: 'heartbeatToken',
    responses: { 200: ok(z.looseObject({ ok: z.literal(true) })) },
  },
  {
    name: 'heartbeats.ingest',
    method: 'post',
    path: '/api/v1/heartbeats/:token',
    summary: 'Report a heartbeat',
    tag: 'Heartbeats',
    security: 'heartbeatToken',
    responses: { 200: ok(z.looseObject({ ok: z.literal(true) })) },
  },
  {
    name: 'probers.jobs',
    method: 'get',
    path: '/jobs',
    summary: 'Monitors due in a region',
    tag: 'Probers',
    security: 'prober',
    query: JobsQuery,
    responses: { 200: ok(z.looseObject({ region: z.string(), jobs: z.array(anyObject) })) },
  },
  {
    name: 'probers.results',
    method: 'post',
    path: '/results',
    summary: 'Report check results of a region',
    tag: 'Probers',
    security: 'prober',
    body: ResultsBody,
    responses: { 202: ok(anyObject, 'Accepted') },
  },

  {
    name: 'status.page',
    method: 'get',
    path: '/status/:slug',
    summary: 'Public status page (JSON)',
    tag: 'Status pages',
    security: 'none',
    responses: { 200: ok(anyObject) },
  },
  {
    name: 'status.rss',
    method: 'get',
    path: '/status/:slug/rss',
    summary: 'Status page incident feed',
    tag: 'Status pages',
    security: 'none',
    responses: { 200: { schema: null, description: 'RSS 2.0', contentType: 'application/rss+xml' } },
  },
  {
    name: 'status.badge',
    method: 'get',
    path: '/status/:slug/badge.svg',
    summary: 'Status badge',
    tag: 'Status pages',
    security: 'none',
    responses: { 200: { schema: null, description: 'SVG', contentType: 'image/svg+xml' } },
  },
  {
    name: 'status.byHost',
    method: 'get',
    path: '/status-host',
    summary: 'Status page by host name',
    tag: 'Status pages',
    security: 'none',
    query: StatusHostQuery,
    responses: { 200: ok(anyObject) },
  },
  {
    name: 'status.verify',
    method: 'get',
    path: '/status/:slug/verify',
    summary: 'Status page host verification',
    tag: 'Status pages',
    security: 'none',
    responses: { 200: ok(anyObject) },
  },
  {
    name: 'status.unlock',
    method: 'post',
    path: '/status/:slug/unlock',
    summary: 'Password unlock (not available: 501)',
    tag: 'Status pages',
    security: 'none',
    body: StatusUnlockBody,
    responses: {},
    errors: { 501: 'Password-protected status pages are not available' },
  },
  {
    name: 'status.subscribe',
    method: 'post',
    path: '/status/:slug/subscribe',
    summary: 'E-mail subscribe (not available: 501)',
    tag: 'Status pages',
    security: 'none',
    body: StatusSubscribeBody,
    responses: {},
    errors: { 501: 'E-mail subscriptions are not available' },
  },
  {
    name: 'tls.ask',
    method: 'get',
    path: '/api/tls/ask',
    summary: 'TLS-issuance ask callback',
    tag: 'Integrations',
    security: 'none',
    query: TlsAskQuery,
    responses: { 200: ok(anyObject) },
  },
  {
    name: 'marketing.contact',
    method: 'post',
    path: '/api/marketing/contact',
    summary: 'Contact form (not connected: 501)',
    tag: 'Public forms',
    security: 'none',
    body: ContactBody,
    responses: {},
    errors: { 501: 'The contact form is not connected' },
  },
  {
    name: 'payments.webhook',
    method: 'post',
    path: '/api/payments/webhook',
    summary: 'Payment-provider webhook (none configured: 501)',
    tag: 'Integrations',
    security: 'none',
    responses: {},
    errors: { 501: 'No payment provider is configured' },
  },
];
