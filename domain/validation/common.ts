/**
 * Building blocks shared by every request and response schema. Requests are strict (unknown fields are a 400),
 * ids are UUID strings (so an operator object such as `{"$ne": null}` can never reach a query).
 */
import { z } from 'zod';
import { UUID_PATTERN } from '../ids';
import { REGIONS } from '../regions';

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

/** An absolute URL of one of `protocols` (e.g. `['https:']`), at most 2048 characters, with no user-info. */
export function absoluteUrl(protocols: string[], protocolMessage: string) {
  const schemes = protocols.map((p) => p.slice(0, -1)).join('|');
  const documented = { format: 'uri', pattern: `^(${schemes})://[^/?#@]+` };
  return z
    .string()
    .max(2048, 'must be at most 2048 characters')
    .meta(documented)
    .superRefine((value, ctx) => {
      let u: URL;
      try {
        u = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be an absolute URL' });
        return;
      }
      if (!protocols.includes(u.protocol)) ctx.addIssue({ code: 'custom', message: protocolMessage });
      // Credentials in a URL end up in logs and proxies.
      if (u.username || u.password)
        ctx.addIssue({ code: 'custom', message: 'must not contain user-info (user:password@)' });
    });
}

/** A PATCH body: any of its fields, at least one (documented as `minProperties: 1`). */
export function patchBody<T extends z.ZodObject>(fields: T) {
  return fields
    .refine((b) => Object.keys(b).length > 0, { message: 'at least one field is required' })
    .meta({ minProperties: 1 });
}

/** A list's page size (contract "Collections in responses"): 1..100. */
export const PageLimit = z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100');

/** `?limit=` and `?cursor=` of every list (contract "Collections in responses"). */
export const ListQuery = z.strictObject({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number from 1 to 100')
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
