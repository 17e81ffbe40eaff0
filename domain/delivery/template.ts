/**
 * Webhook body templates (contract: Handlebars without HTML escaping, plus a `json` helper).
 * One isolated Handlebars environment, so helpers registered elsewhere never leak into customer templates.
 */
import Handlebars from 'handlebars';
import { BoundedMap } from '../boundedMap';
import { OWN_DATA_ONLY } from '../ownKeys';
import type { WebhookPayload } from './payload';

export const TEMPLATE_MAX_BYTES = 64 * 1024;
const CACHE_MAX = 500;
const COMPILE_OPTIONS = { noEscape: true, strict: false } as const;

export type BodyContentType = 'application/json' | 'text/plain';

export interface RenderedBody {
  body: string;
  contentType: BodyContentType;
}

/** A template failed at render time (e.g. a missing partial): the channel's fault, not retryable. */
export class TemplateRenderError extends Error {}

const hbs = Handlebars.create();
/** `{{json value}}` writes any value as a JSON literal; `{{json}}` writes the current context. */
hbs.registerHelper('json', function (this: unknown, ...args: unknown[]) {
  const value = args.length > 1 ? args[0] : this;
  return JSON.stringify(value === undefined ? null : value);
});

const cache = new BoundedMap<string, HandlebarsTemplateDelegate>(CACHE_MAX);

/** null when the template is acceptable for a channel, else a message for the client (the parser's own). */
export function validateTemplate(src: string): string | null {
  if (Buffer.byteLength(src, 'utf8') > TEMPLATE_MAX_BYTES)
    return `template must be at most ${TEMPLATE_MAX_BYTES} bytes (64 KiB)`;
  try {
    // precompile runs the parser and the compiler eagerly; compile() alone defers errors to the first render.
    hbs.precompile(src, COMPILE_OPTIONS);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/** The canonical body, or the rendered template; Content-Type follows whether the result parses as JSON. */
export function renderBody(payload: WebhookPayload, template: string | null): RenderedBody {
  if (template === null || template === undefined)
    return { body: JSON.stringify(payload), contentType: 'application/json' };
  let body: string;
  try {
    body = compiled(template)(payload, OWN_DATA_ONLY);
  } catch (err) {
    throw new TemplateRenderError(err instanceof Error ? err.message : String(err));
  }
  return { body, contentType: parsesAsJson(body) ? 'application/json' : 'text/plain' };
}

function compiled(template: string): HandlebarsTemplateDelegate {
  const hit = cache.get(template);
  if (hit) {
    cache.set(template, hit); // now the newest: least recently used goes first
    return hit;
  }
  const fn = hbs.compile(template, COMPILE_OPTIONS);
  cache.set(template, fn);
  return fn;
}

function parsesAsJson(text: string): boolean {
  if (text.trim() === '') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
