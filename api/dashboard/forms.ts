/** Dashboard form posts (`application/x-www-form-urlencoded`) and the API's field errors shown next to fields. */
import type { Context } from 'koa';
import { AppError, InvalidRequestError, type FieldError } from '../../domain/errors';
import { httpStatusOf, PayloadTooLargeError, UnsupportedMediaTypeError } from '../httpErrors';
import { ownRecord } from '../../domain/ownKeys';
import { readAtMost } from '../../domain/streams';

/** Room for a 64 KiB template, URL-encoded (up to 3 bytes per byte), and the other fields. */
const FORM_LIMIT = 256 * 1024;

export type FormData = URLSearchParams;

/** The posted form; an empty body is an empty form. JSON or other bodies are 415, oversized ones 413. */
export async function readForm(ctx: Context): Promise<FormData> {
  if (Number(ctx.get('content-length') || 0) > FORM_LIMIT) throw new PayloadTooLargeError(FORM_LIMIT);
  const body = await readAtMost(ctx.req, FORM_LIMIT + 1);
  if (body.length > FORM_LIMIT) throw new PayloadTooLargeError(FORM_LIMIT);
  if (body.length === 0) return new URLSearchParams();
  if (!ctx.is('application/x-www-form-urlencoded'))
    throw new UnsupportedMediaTypeError('Dashboard forms are posted as application/x-www-form-urlencoded.');
  ctx.state.form = new URLSearchParams(body.toString('utf8'));
  return ctx.state.form;
}

/**
 * The page's query parameters that have a value, as a record without a prototype (a parameter named `__proto__`
 * or `constructor` is a parameter like any other), for the page's query schema to judge.
 */
export function filledQuery(ctx: Context): Record<string, string | string[] | undefined> {
  return ownRecord(Object.entries(ctx.query).filter(([, v]) => v !== ''));
}

/** A trimmed text field, or undefined when empty (so the schema's own default or "is required" applies). */
export function text(form: FormData, name: string): string | undefined {
  const v = form.get(name)?.trim();
  return v ? v : undefined;
}

/** A number field: a number when it looks like one, else the raw text so validation reports it. */
export function numberField(form: FormData, name: string): number | string | undefined {
  const v = text(form, name);
  if (v === undefined) return undefined;
  return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
}

/** Messages per field path (`heartbeat.period_sec`), plus the ones that belong to no field. */
export interface FormErrors {
  byField: Record<string, string>;
  general: string[];
}

/** The validation errors of `err` for the form, or null when `err` is not a validation error (rethrow it). */
export function formErrorsOf(err: unknown, fields: readonly string[]): FormErrors | null {
  if (!(err instanceof InvalidRequestError)) return null;
  const list = (err.extra.errors ?? []) as FieldError[];
  const out: FormErrors = { byField: {}, general: [] };
  for (const e of list) {
    // `heartbeat.period_sec` is shown at its field; `heartbeat` (the whole group) at the group's first field.
    const field =
      fields.find((f) => e.path === f || e.path.startsWith(`${f}.`)) ??
      fields.find((f) => e.path !== '' && f.startsWith(`${e.path}.`));
    if (field) out.byField[field] = out.byField[field] ? `${out.byField[field]}; ${e.message}` : e.message;
    else out.general.push(e.path ? `${e.path}: ${e.message}` : e.message);
  }
  if (list.length === 0) out.general.push(err.message);
  return out;
}

/** A message for an error the user can act on (409, 401, 404...), or null for anything else. */
export function userMessageOf(err: unknown): { status: number; message: string } | null {
  if (err instanceof AppError && httpStatusOf(err) < 500 && !(err instanceof InvalidRequestError))
    return { status: httpStatusOf(err), message: err.message };
  return null;
}
