/**
 * Building blocks shared by every request and response schema. Requests are strict (unknown fields are a 400),
 * ids are UUID strings (so an operator object such as `{"$ne": null}` can never reach a query).
 */
import { z } from 'zod';
import { UUID_PATTERN } from '../../domain/ids';
import { REGIONS } from '../../domain/regions';

export const Uuid = z.string().regex(UUID_PATTERN, 'must be a UUID');
export const Timestamp = z.iso.datetime({ precision: 3 });
export const NullableTimestamp = Timestamp.nullable();
export const Region = z.enum(REGIONS);
// The pattern documents what trimming then requiring one character means: at least one non-space character.
export const Name = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters')
  .meta({ pattern: '\\S' });

/** A PATCH body: any of its fields, at least one (documented as `minProperties: 1`). */
export function patchBody<T extends z.ZodObject>(fields: T) {
  return fields
    .refine((b) => Object.keys(b).length > 0, { message: 'at least one field is required' })
    .meta({ minProperties: 1 });
}

const PAGE_LIMIT_RULE = 'must be a whole number from 1 to 100';

/** A list's page size (contract "Collections in responses"): 1..100, with one message for every way to miss it. */
export const PageLimit = z
  .number({ error: (iss) => (iss.input === undefined ? 'is required' : PAGE_LIMIT_RULE) })
  .int(PAGE_LIMIT_RULE)
  .min(1, PAGE_LIMIT_RULE)
  .max(100, PAGE_LIMIT_RULE);

/** `?limit=` and `?cursor=` of every list (contract "Collections in responses"). */
export const ListQuery = z.strictObject({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, PAGE_LIMIT_RULE)
    .transform(Number)
    .pipe(PageLimit)
    .optional(),
  cursor: Uuid.describe('The `next_cursor` of the previous page (the id of its last item).').optional(),
});

/** `{ data, next_cursor }` around an item schema. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), next_cursor: z.string().nullable() });
}

export const IdParams = z.strictObject({ id: Uuid });

export const ErrorBody = z.looseObject({
  code: z.string(),
  message: z.string(),
  statusCode: z.number().int(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
