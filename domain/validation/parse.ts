import type { z } from 'zod';
import { InvalidRequestError, type FieldError } from '../errors';

export type InputPart = 'body' | 'query' | 'path';

/** Validates one part of a request; failures become `invalid_request` with `errors: [{path, message}]`. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, part: InputPart): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new InvalidRequestError(`Invalid request ${part}.`, toFieldErrors(result.error.issues));
}

/** zod issues as the contract's `{path, message}` list; an unknown key is reported at its own path. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of issues) {
    const base = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push({ path: [...base, key].join('.'), message: 'unknown field' });
    } else if (issue.code === 'invalid_type' && issue.input === undefined && base.length > 0) {
      out.push({ path: base.join('.'), message: 'is required' });
    } else {
      out.push({ path: base.join('.'), message: issue.message });
    }
  }
  return out;
}
