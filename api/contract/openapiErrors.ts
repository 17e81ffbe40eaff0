/**
 * The error side of the OpenAPI document: the contract's envelope per status, the rate-limit headers, and which
 * errors each operation can answer, derived from what the operation declares (credential, parameters, body) and
 * from the rate-limit policy of its route, so the document says exactly what the middleware does.
 */
import { z } from 'zod';
import { bucketsFor, type RequestFacts } from '../rateLimit/classify';
import { ErrorBody } from './common';
import type { Operation } from './openapi';

type Json = Record<string, unknown>;

const FieldErrors = z.array(z.object({ path: z.string(), message: z.string() }));
const InvalidRequestBody = ErrorBody.extend({ code: z.literal('invalid_request'), errors: FieldErrors });
const RateLimitedBody = ErrorBody.extend({
  code: z.literal('rate_limited'),
  statusCode: z.literal(429),
  retry_after_sec: z.number().int().min(1),
  docs_url: z.string(),
});

const PlanLimitBody = ErrorBody.extend({
  code: z.literal('plan_limit'),
  statusCode: z.literal(402),
  limit: z.string().describe('The limit refused: `monitors`, `min_interval_sec`, `channels`, `members`, ...'),
  plan: z.string().describe('The plan in force.'),
  max: z.union([z.number(), z.boolean()]).nullable().describe("The plan's value of that limit."),
  usage: z.union([z.number(), z.boolean()]).describe('What the write would make it (or the value asked for).'),
  upgrade_to: z.string().nullable().describe('The cheapest plan that allows it; null when none does.'),
});

const header = (description: string, schema: Json = { type: 'integer' }) => ({ description, schema });
export const RATE_LIMIT_HEADERS: Json = {
  'RateLimit-Limit': header('Sustained (or route) quota per window'),
  'RateLimit-Remaining': header('Whole tokens left in the bucket'),
  'RateLimit-Reset': header('0 while allowed; after a 429, seconds until a token is back'),
  'RateLimit-Policy': header('`<quota>;w=60`', { type: 'string' }),
};
const REFUSAL_HEADERS: Json = {
  'Retry-After': header('Seconds to wait; same as `retry_after_sec`'),
  Link: header('`<docs_url>; rel="describedby"`: the rate-limit documentation', { type: 'string' }),
};

const refToHeaders = (names: string[]) =>
  Object.fromEntries(names.map((n) => [n, { $ref: `#/components/headers/${n}` }]));
const envelope = (schema: string) => ({ 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } });

/** `components` entries the error responses refer to. */
export function errorComponents(jsonSchema: (s: z.ZodType) => Json): Json {
  return {
    schemas: {
      Error: jsonSchema(ErrorBody),
      InvalidRequestError: jsonSchema(InvalidRequestBody),
      RateLimitError: jsonSchema(RateLimitedBody),
      PlanLimitError: jsonSchema(PlanLimitBody),
    },
    headers: { ...RATE_LIMIT_HEADERS, ...REFUSAL_HEADERS },
  };
}

/** Whether the rate limiter takes a token for this operation (and so sends the RateLimit-* headers). */
export function isRateLimited(op: Operation): boolean {
  const probe: RequestFacts = {
    method: op.method.toUpperCase(),
    ip: '127.0.0.1',
    auth: undefined,
    params: { token: 't' },
  };
  return bucketsFor(op.route.limit, probe).length > 0;
}

/** The headers every response of a rate-limited operation carries. */
export function rateLimitHeaderRefs(op: Operation): Json | undefined {
  return isRateLimited(op) ? refToHeaders(Object.keys(RATE_LIMIT_HEADERS)) : undefined;
}

/** Status -> response object for every error the operation can answer. */
export function errorResponses(op: Operation): Json {
  const out: Json = {};
  const error = (status: number, description: string, schema = 'Error', headers?: Json) => {
    out[status] = { description, ...(headers && { headers }), content: envelope(schema) };
  };
  const { route, doc } = op;
  const hasPathParams = op.path.includes(':');
  // The JSON body parser reads a body sent to any route that reads JSON, declared or not (see api/middleware/jsonBody.ts).
  const readsJson = route.reads === 'json' || route.reads === 'jsonOrForm';
  if (route.body || route.query || readsJson)
    error(
      400,
      '`invalid_request`: validation failed; `errors` lists `{path, message}` (at most 20)',
      'InvalidRequestError',
    );
  else if (doc.errors?.[400]) error(400, `\`invalid_request\`: ${doc.errors[400]}`);
  if (route.auth !== 'none' && route.auth !== 'heartbeatToken') error(401, '`unauthorized`: no or bad credential');
  else if (doc.errors?.[401]) error(401, `\`unauthorized\`: ${doc.errors[401]}`);
  if (route.role !== null && route.role !== 'viewer')
    error(403, `\`forbidden\`: the credential's role is below \`${route.role}\` (\`required_role\` names it)`);
  if (doc.errors?.[402]) error(402, `\`plan_limit\`: ${doc.errors[402]}`, 'PlanLimitError');
  if (doc.errors?.[404]) error(404, `\`not_found\`: ${doc.errors[404]}`);
  else if (hasPathParams) error(404, "`not_found`: unknown id (another org's id included)");
  if (doc.errors?.[409]) error(409, `\`conflict\`: ${doc.errors[409]}`);
  if (route.body || readsJson) {
    error(413, '`payload_too_large`: body over the limit (1 MiB)');
    error(415, '`unsupported_media_type`: the body is not JSON');
  }
  if (isRateLimited(op)) {
    const headers = refToHeaders([...Object.keys(RATE_LIMIT_HEADERS), ...Object.keys(REFUSAL_HEADERS)]);
    error(429, '`rate_limited`: a budget is spent; wait `Retry-After` seconds', 'RateLimitError', headers);
  }
  error(500, '`internal_error`: never a stack trace or a driver message');
  if (doc.errors?.[501]) error(501, `\`not_implemented\`: ${doc.errors[501]}`);
  return out;
}
