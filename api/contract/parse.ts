/**
 * Validation of a request part against its schema; every failure becomes one `invalid_request` listing the problems.
 */
import type { z } from 'zod';
import { InvalidRequestError, type FieldError } from '../../domain/errors';
import { issueMessage } from './issueMessages';
import { rejectNul } from './nulFree';

export type InputPart = 'body' | 'query' | 'path';

/** A 400 lists at most this many problems, so a body with thousands of bad keys gets a small answer. */
export const MAX_FIELD_ERRORS = 20;

/**
 * Rules beyond the schema (e.g. the deployment's minimum interval) checked on the raw input when the schema
 * refuses it, so one answer lists every problem; a path the schema already reported is not repeated.
 */
export type MoreProblems = (value: unknown) => FieldError[];

/**
 * Validates one part of a request; failures become `invalid_request` with `errors: [{path, message}]`. Then what
 * validation kept (a field the schema ignores is dropped) is refused if any string of it holds U+0000 (nulFree.ts).
 */
export function parseInput<T extends z.ZodType>(
  schema: T,
  value: unknown,
  part: InputPart,
  more?: MoreProblems,
): z.output<T> {
  const result = validate(schema, value);
  if (!result.success) throw invalidRequestOf(result.error.issues, `Invalid request ${part}.`, more?.(value));
  rejectNul(result.data, part);
  return result.data;
}

/** `schema.safeParse` with the shared vocabulary of messages (./issueMessages.ts). */
export function validate<T extends z.ZodType>(schema: T, value: unknown): z.ZodSafeParseResult<z.output<T>> {
  return schema.safeParse(value, { error: issueMessage }) as z.ZodSafeParseResult<z.output<T>>;
}

/**
 * `invalid_request` for zod issues (then `more` at paths they do not name), listing at most MAX_FIELD_ERRORS of
 * them and saying how many there were.
 */
export function invalidRequestOf(
  issues: readonly z.core.$ZodIssue[],
  message: string,
  more: FieldError[] = [],
): InvalidRequestError {
  const reported = issues.map((i) => i.path.map(String).join('.'));
  const extra = more.filter((e) => !reported.some((r) => samePlace(r, e.path)));
  const total = countProblems(issues) + extra.length;
  const listed = total > MAX_FIELD_ERRORS ? ` ${total} problems; the first ${MAX_FIELD_ERRORS} are listed.` : '';
  const errors = [...toFieldErrors(issues, MAX_FIELD_ERRORS), ...extra].slice(0, MAX_FIELD_ERRORS);
  return new InvalidRequestError(`${message}${listed}`, errors);
}

/** One path is the other or lies inside it (`heartbeat` and `heartbeat.period_sec`). */
function samePlace(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}

function countProblems(issues: readonly z.core.$ZodIssue[]): number {
  return issues.reduce((n, issue) => n + (issue.code === 'unrecognized_keys' ? issue.keys.length : 1), 0);
}

/**
 * A value that matches none of a field's forms (e.g. `steps`: api requests or browser actions) is told what is
 * wrong with the form it came closest to (the fewest problems; the first form on a tie), not just that none fit.
 * A value of none of the forms' types (a number for a list) keeps "does not match any of the accepted forms".
 */
function closestForm(forms: readonly (readonly z.core.$ZodIssue[])[]): readonly z.core.$ZodIssue[] | null {
  if (forms.length === 0) return null;
  return forms.reduce((best, form) => (countProblems(form) < countProblems(best) ? form : best));
}

/** zod issues as the contract's `{path, message}` list (at most `limit`); an unknown key is reported at its own path. */
function toFieldErrors(issues: readonly z.core.$ZodIssue[], limit: number): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of issues) {
    if (out.length >= limit) break;
    const base = issue.path.map(String);
    const closest = issue.code === 'invalid_union' ? closestForm(issue.errors) : null;
    if (closest && closest.every((i) => i.path.length > 0)) {
      const prefixed = closest.map((i) => ({ ...i, path: [...issue.path, ...i.path] }));
      out.push(...toFieldErrors(prefixed, limit - out.length));
    } else if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys.slice(0, limit - out.length))
        out.push({ path: [...base, key].join('.'), message: 'unknown field' });
    } else {
      out.push({ path: base.join('.'), message: issue.message });
    }
  }
  return out;
}
