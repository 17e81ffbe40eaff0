/**
 * The request an `http` or `keyword` monitor (and each step of an `api` monitor) sends, and the assertions its
 * answer must meet: the field rules shared by the monitor definition, the test-check and the `api` steps.
 * May touch: nothing.
 */
import { z } from 'zod';

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export const MAX_HEADERS = 30;
export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_REDIRECTS = 10;
export const DEFAULT_MAX_REDIRECTS = 5;
export const MAX_ASSERTIONS = 20;

export const ASSERTION_SOURCES = [
  'status_code',
  'response_time_ms',
  'header',
  'json_path',
  'body',
  'certificate_days',
] as const;
export const COMPARISONS = [
  'equals',
  'not_equals',
  'contains',
  'not_contains',
  'greater_than',
  'less_than',
  'exists',
  'not_exists',
  'matches',
] as const;
export type AssertionSource = (typeof ASSERTION_SOURCES)[number];
export type Comparison = (typeof COMPARISONS)[number];

/** RFC 9110 token characters: what a header name may be made of. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,256}$/;
/** Headers the prober sets itself from other fields (or that would break the request's framing). */
const RESERVED_HEADERS = new Set(['host', 'content-length', 'transfer-encoding', 'connection']);

export const HeadersField = z
  .record(
    z.string().regex(HEADER_NAME, 'must be a header name'),
    z
      .string()
      .max(8192)
      .refine((v) => !/[\r\n\0]/.test(v), 'must not contain CR, LF or NUL'),
  )
  .refine((h) => Object.keys(h).length <= MAX_HEADERS, `must have at most ${MAX_HEADERS} headers`)
  .refine((h) => Object.keys(h).every((k) => !RESERVED_HEADERS.has(k.toLowerCase())), {
    message: `must not set ${[...RESERVED_HEADERS].join(', ')} (the prober sets them)`,
  })
  .refine((h) => new Set(Object.keys(h).map((k) => k.toLowerCase())).size === Object.keys(h).length, {
    message: 'must not name a header twice (names are case-insensitive)',
  })
  .describe(`Request headers, name -> value (at most ${MAX_HEADERS}).`);

export const AssertionField = z
  .strictObject({
    source: z.enum(ASSERTION_SOURCES),
    property: z
      .string()
      .min(1)
      .max(512)
      .optional()
      .describe('`header`: the header name; `json_path`: a JSONPath (RFC 9535) such as `$.checks[0].status`.'),
    comparison: z.enum(COMPARISONS),
    target: z
      .union([z.string().max(1024), z.number(), z.boolean()])
      .optional()
      .describe('What the value is compared with (a regex for `matches`); not used by `exists` and `not_exists`.'),
  })
  .superRefine((a, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const needsProperty = a.source === 'header' || a.source === 'json_path';
    if (needsProperty && a.property === undefined) problem('property', `is required for source ${a.source}`);
    if (!needsProperty && a.property !== undefined) problem('property', `must be absent for source ${a.source}`);
    if (a.source === 'json_path' && a.property !== undefined && !a.property.startsWith('$'))
      problem('property', 'must be a JSONPath starting with $');
    const unary = a.comparison === 'exists' || a.comparison === 'not_exists';
    if (!unary && a.target === undefined) problem('target', `is required for comparison ${a.comparison}`);
    if ((a.comparison === 'greater_than' || a.comparison === 'less_than') && !Number.isFinite(Number(a.target)))
      problem('target', `must be a number for comparison ${a.comparison}`);
    if (a.comparison === 'matches' && typeof a.target === 'string' && regexProblem(a.target))
      problem('target', `must be a regular expression (${regexProblem(a.target)})`);
  });
export type Assertion = z.output<typeof AssertionField>;

function regexProblem(source: string): string | null {
  try {
    new RegExp(source);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

/** The request fields, one rule each (an `api` step takes the same ones). */
export const requestFields = {
  method: z.enum(HTTP_METHODS).describe('http and keyword monitors; default GET.'),
  headers: HeadersField,
  secret_headers: z
    .array(z.string().regex(HEADER_NAME, 'must be a header name'))
    .max(MAX_HEADERS)
    .describe(
      'Names of `headers` whose values are sealed at rest and shown only as a hint, besides those sealed anyway ' +
        '(names with auth, cookie, token, secret, passw, api-key, session, credential, signature or private in them).',
    ),
  body: z
    .string()
    .max(MAX_BODY_BYTES)
    .refine((b) => Buffer.byteLength(b) <= MAX_BODY_BYTES, `must be at most ${MAX_BODY_BYTES} bytes`)
    .describe('Request body (its type from a `Content-Type` header); not sent with GET or HEAD.'),
  basic_auth: z
    .strictObject({ username: z.string().min(1).max(256), password: z.string().max(1024) })
    .describe('HTTP Basic authentication.'),
  follow_redirects: z
    .boolean()
    .describe('Default true (false when `expected_status` lists a 3xx); each hop is under the address policy.'),
  max_redirects: z.number().int().min(0).max(MAX_REDIRECTS).describe(`Default ${DEFAULT_MAX_REDIRECTS}.`),
  ip_family: z.enum(['any', '4', '6']).describe('Resolve the host to IPv4 (`4`) or IPv6 (`6`) only; default any.'),
  assertions: z
    .array(AssertionField)
    .min(1)
    .max(MAX_ASSERTIONS)
    .describe('All must hold; when given, `expected_status` and `keyword` are not used.'),
};
export type RequestField = keyof typeof requestFields;
export const REQUEST_FIELDS = Object.keys(requestFields) as RequestField[];

/** The request fields of a definition, each `null` where not set (what a stored monitor holds). */
export type RequestFields = { [K in RequestField]: z.output<(typeof requestFields)[K]> | null };

/** The request fields as set (absent ones left out, so an unused field costs nothing in a job). */
export function setRequestFields(d: Partial<Record<RequestField, unknown>>): Partial<RequestFields> {
  return Object.fromEntries(REQUEST_FIELDS.flatMap((k) => (d[k] == null ? [] : [[k, d[k]]])));
}

/** Every request field, `null` where not set. */
export function storedRequestFields(d: Partial<Record<RequestField, unknown>>): RequestFields {
  return Object.fromEntries(REQUEST_FIELDS.map((k) => [k, d[k] ?? null])) as RequestFields;
}
