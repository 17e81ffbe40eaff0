/** OpenAPI 3.1 document generated from the route table (the same zod schemas the routes validate with). */
import { z } from 'zod';
import { documentNulFree } from './nulFree';
import { WEBHOOK_EVENTS } from './webhookEvents';
import { nameDiscriminatedSchemas } from './openapiComponents';
import { errorComponents, errorResponses, rateLimitHeaderRefs } from './openapiErrors';
import type { Auth, Method, Route, RouteDoc } from '../routing/route';

type Json = Record<string, unknown>;

/** JSON Schema 2020-12 of a zod schema, as OpenAPI 3.1 embeds it (no `$schema` per schema). */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
}

/** One method of a documented route, at the path clients use. */
export interface Operation {
  route: Route;
  doc: RouteDoc;
  method: Method;
  path: string;
}

const SECURITY: Record<Auth, Json[]> = {
  none: [],
  org: [{ bearerKey: [] }, { sessionCookie: [] }],
  key: [{ bearerKey: [] }],
  prober: [{ proberToken: [] }],
  chat: [{ chatSignature: [], chatTimestamp: [] }],
  heartbeatToken: [],
  session: [{ sessionCookie: [] }],
};

/** Every method of every route that has a `doc`, as documented. */
export function documentedOperations(routes: readonly Route[]): Operation[] {
  return routes.flatMap((route) => {
    const doc = route.doc;
    if (!doc) return [];
    const methods = doc.as?.methods ?? (route.methods === 'all' ? [] : route.methods);
    return methods.map((method) => ({ route, doc, method, path: doc.as?.path ?? route.path }));
  });
}

export function buildOpenApi(routes: readonly Route[], opts: { baseUrl: string; minIntervalSec: number }): Json {
  const paths: Record<string, Record<string, Json>> = {};
  const seen = new Map<string, number>();
  for (const op of documentedOperations(routes)) {
    const path = op.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const name = op.route.name;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    (paths[path] ??= {})[op.method] = operation(op, n === 1 ? name : `${name}.${op.method}`, opts);
  }
  const webhooks = webhooksSection();
  const errors = errorComponents((schema) => jsonSchema(schema, 'output'));
  const named = nameDiscriminatedSchemas({ paths, webhooks });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Uptime alerts API',
      version: '1.0.0',
      description:
        `REST API v1. Lists answer {data, next_cursor} with ?limit= (1..100, default 50) and ?cursor=. ` +
        `Errors answer {code, message, statusCode, ...}. No string in a request may hold U+0000 (400). Minimum monitor interval here: ${opts.minIntervalSec} s.`,
      contact: { name: 'Uptime alerts', url: opts.baseUrl },
      license: { name: 'Proprietary', url: `${opts.baseUrl}/` },
    },
    servers: [{ url: opts.baseUrl }],
    paths,
    webhooks,
    components: {
      ...errors,
      schemas: { ...(errors.schemas as Json), ...named },
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

const SECURITY_SCHEMES: Json = {
  bearerKey: { type: 'http', scheme: 'bearer', description: 'API key (`upk_...`)' },
  sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'Dashboard session' },
  proberToken: { type: 'apiKey', in: 'header', name: 'X-Prober-Token' },
  chatSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Chat-Signature',
    description: '`v0=` + hex HMAC-SHA256 of `v0:<timestamp>:<raw body>`',
  },
  chatTimestamp: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Chat-Timestamp',
    description: 'Unix seconds; at most 300 s off',
  },
  webhookSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Service-Signature',
    description:
      'Every webhook delivery is signed with the channel secret: `t=<unix seconds>,v1=<hex HMAC-SHA256 of ' +
      '"t=<t>.<raw body>">`; receivers verify it (and the timestamp window) before trusting the body.',
  },
};

/** One `POST` per event type, to the channel's URL: the body's schema and the headers every delivery carries. */
function webhooksSection(): Json {
  const header = (name: string, description: string) => ({
    name,
    in: 'header',
    required: true,
    description,
    schema: { type: 'string' },
  });
  return Object.fromEntries(
    Object.entries(WEBHOOK_EVENTS).map(([event, e]) => [
      event,
      {
        post: {
          operationId: `webhook.${event}`,
          summary: e.summary,
          security: [{ webhookSignature: [] }],
          description: 'Sent to each routed channel; see docs/webhooks.md for routing, signatures and retries.',
          parameters: [
            header('X-Service-Event', `\`${event}\``),
            header('X-Service-Signature', '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "t=<t>.<raw body>">`'),
            header('X-Service-Timestamp', 'Unix seconds at signing time'),
            header('X-Service-Delivery-Id', 'The delivery id: the same on every attempt of one delivery'),
          ],
          requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(e.schema, 'output') } } },
          responses: {
            '2XX': { description: 'Received' },
            default: { description: '5xx, 429 and time-outs are retried up to 3 times; other statuses are final' },
          },
        },
      },
    ]),
  );
}

function operation(op: Operation, operationId: string, opts: { minIntervalSec: number }): Json {
  const parameters = [
    ...[...op.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: m[1] === 'id' ? { type: 'string', format: 'uuid' } : documentNulFree({ type: 'string' }),
    })),
    // A query value arrives as text; its output schema (e.g. `limit`: an integer 1..100) is what the API accepts.
    ...Object.entries(op.route.query?.shape ?? {}).map(([name, s]) => ({
      name,
      in: 'query',
      required: !(s as z.ZodType).safeParse(undefined).success,
      schema: documentNulFree(jsonSchema(s as z.ZodType, 'output')),
    })),
  ];
  const responses: Json = {};
  const headers = rateLimitHeaderRefs(op);
  for (const [status, r] of Object.entries(op.doc.responses)) {
    const type = r.contentType ?? 'application/json';
    responses[status] = {
      description: r.description,
      ...(headers && { headers }),
      ...((r.schema !== null || r.contentType) && {
        content: { [type]: { schema: r.schema ? jsonSchema(r.schema, 'output') : { type: 'string' } } },
      }),
    };
  }
  Object.assign(responses, errorResponses(op));
  responses.default = {
    description: 'Any other error, in the same envelope',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  return {
    operationId,
    summary: op.doc.summary,
    tags: [op.doc.tag],
    ...(op.route.role && { description: `Needs the \`${op.route.role}\` role or above.` }),
    'x-route-name': op.route.name,
    ...(op.route.role && { 'x-required-role': op.route.role }),
    security: SECURITY[op.route.auth],
    ...(parameters.length > 0 && { parameters }),
    ...(op.route.body && {
      requestBody: { required: true, content: { 'application/json': { schema: bodySchema(op, opts) } } },
    }),
    responses,
  };
}

function bodySchema(op: Operation, opts: { minIntervalSec: number }): Json {
  const schema = jsonSchema(op.route.body!, 'input');
  return documentNulFree(op.doc.documentBody ? op.doc.documentBody(schema, opts) : schema);
}
