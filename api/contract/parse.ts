import type { z } from 'zod';
import { InvalidRequestError, type FieldError } from '../../domain/errors';
import { rejectNul } from './nulFree';

export type InputPart = 'body' | 'query' | 'path';

/** A 400 lists at most this many problems, so a body with thousands of bad keys gets a small answer. */
export const MAX_FIELD_ERRORS = 20;

/**
 * Validates one part of a request; failures become `invalid_request` with `errors: [{path, message}]`. Then what
 * validation kept (a field the schema ignores is dropped) is refused if any string of it holds U+0000 (nulFree.ts).
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, part: InputPart): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidRequestOf(result.error.issues, `Invalid request ${part}.`);
  rejectNul(result.data, part);
  return result.data;
}

/** `invalid_request` for zod issues, listing at most MAX_FIELD_ERRORS of them and saying how many there were. */
export function invalidRequestOf(issues: readonly z.core.$ZodIssue[], message: string): InvalidRequestError {
  const total = countProblems(issues);
  const listed = total > MAX_FIELD_ERRORS ? ` ${total} problems; the first ${MAX_FIELD_ERRORS} are listed.` : '';
  return new InvalidRequestError(`${message}${listed}`, toFieldErrors(issues, MAX_FIELD_ERRORS));
}

function countProblems(issues: readonly z.core.$ZodIssue[]): number {
  return issues.reduce((n, issue) => n + (issue.code === 'unrecognized_keys' ? issue.keys.length : 1), 0);
}

/** zod issues as the contract's `{path, message}` list (at most `limit`); an unknown key is reported at its own path. */
function toFieldErrors(issues: readonly z.core.$ZodIssue[], limit: number): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of issues) {
    if (out.length >= limit) break;
    const base = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys.slice(0, limit - out.length))
        out.push({ path: [...base, key].join('.'), message: 'unknown field' });
    } else if (issue.code === 'invalid_type' && issue.input === undefined && base.length > 0) {
      out.push({ path: base.join('.'), message: 'is required' });
    } else {
      out.push({ path: base.join('.'), message: issue.message });
    }
  }
  return out;
}
