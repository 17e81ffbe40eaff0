/**
 * The steps of an `api` monitor: up to 10 requests in order, each with the request fields of an `http` monitor
 * (domain/monitors/request.ts) and its own assertions, and values extracted from one step's answer (a JSONPath, a
 * header, a regex over the body) used in a later step's URL, headers or body as `{{steps.<step>.<name>}}`.
 * May touch: nothing.
 */
import { z } from 'zod';
import { absoluteUrl } from '../absoluteUrl';
import { requestFields } from './request';

export const MAX_STEPS = 10;
export const MAX_EXTRACTS = 10;
const NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** `{{steps.login.token}}`, spaces allowed inside the braces. */
export const STEP_VARIABLE = /\{\{\s*steps\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\s*\}\}/g;

export const ExtractField = z
  .strictObject({
    name: z.string().regex(NAME, 'must be 1 to 64 letters, digits, _ or -'),
    source: z.enum(['json_path', 'header', 'regex']),
    property: z
      .string()
      .min(1)
      .max(512)
      .describe('`json_path`: a JSONPath; `header`: its name; `regex`: a regular expression over the body.'),
  })
  .superRefine((e, ctx) => {
    if (e.source === 'json_path' && !e.property.startsWith('$'))
      ctx.addIssue({ code: 'custom', path: ['property'], message: 'must be a JSONPath starting with $' });
    if (e.source === 'regex') {
      try {
        new RegExp(e.property);
      } catch (err) {
        ctx.addIssue({ code: 'custom', path: ['property'], message: `must be a regular expression (${err})` });
      }
    }
  })
  .describe('A value of the answer kept for later steps: the first JSONPath match, the header, or the first group.');
export type Extract = z.output<typeof ExtractField>;

const StepField = z
  .strictObject({
    name: z.string().regex(NAME, 'must be 1 to 64 letters, digits, _ or -'),
    url: absoluteUrl(['https:', 'http:'], 'must be an http or https URL'),
    method: requestFields.method.optional(),
    headers: requestFields.headers.optional(),
    secret_headers: requestFields.secret_headers.optional(),
    body: requestFields.body.optional(),
    basic_auth: requestFields.basic_auth.optional(),
    follow_redirects: requestFields.follow_redirects.optional(),
    max_redirects: requestFields.max_redirects.optional(),
    ip_family: requestFields.ip_family.optional(),
    assertions: requestFields.assertions.optional().describe('All must hold; without them the status must be 2xx.'),
    extract: z.array(ExtractField).max(MAX_EXTRACTS).optional(),
  })
  .describe('One request of an `api` monitor.');
export type ApiStep = z.output<typeof StepField>;

export const StepsField = z
  .array(StepField)
  .min(1)
  .max(MAX_STEPS)
  .superRefine((steps, ctx) => {
    const known = new Map<string, Set<string>>();
    steps.forEach((step, i) => {
      if (known.has(step.name))
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'must not repeat a step name' });
      for (const [path, text] of templatedTexts(step)) {
        for (const [, from, name] of text.matchAll(STEP_VARIABLE)) {
          if (!known.get(from)?.has(name))
            ctx.addIssue({
              code: 'custom',
              path: [i, ...path],
              message: `uses {{steps.${from}.${name}}}, which no earlier step extracts`,
            });
        }
      }
      known.set(step.name, new Set((step.extract ?? []).map((e) => e.name)));
    });
  })
  .describe(
    `api monitors (required there): at most ${MAX_STEPS} requests run in order; the check fails at the first ` +
      'failing step. `{{steps.<step>.<name>}}` in a URL, header value or body is a value an earlier step extracted.',
  );

/** The texts of a step where variables may appear, with their paths. */
export function templatedTexts(step: Pick<ApiStep, 'url' | 'headers' | 'body'>): [(string | number)[], string][] {
  return [
    [['url'], step.url],
    ...Object.entries(step.headers ?? {}).map(([n, v]): [string[], string] => [['headers', n], v]),
    ...(step.body != null ? [[['body'], step.body] as [string[], string]] : []),
  ];
}
