/** Wire schemas of the audit log (its list query and records) and how a record is presented. */
import { z } from 'zod';
import type { AuditFilter } from '../../domain/audit/auditLog';
import type { AuditRecordDoc } from '../../domain/models/auditRecord';
import { iso } from '../../domain/time';
import { ListQuery, Timestamp, Uuid } from './common';

const Bound = (which: string) =>
  z.iso.datetime({ offset: true }).describe(`ISO 8601: only records made at or ${which} this instant`).optional();

export const AuditLogQuery = ListQuery.extend({
  actor_id: Uuid.describe('Only what this user or API key did.').optional(),
  resource_id: Uuid.describe('Only writes to this resource.').optional(),
  action: z
    .string()
    .regex(/^[A-Za-z.]{1,80}$/, 'must be a route name such as monitors.create')
    .describe('Only this route (`monitors.create`).')
    .optional(),
  since: Bound('after'),
  until: Bound('before'),
});

export function auditFilterOf(q: Omit<z.infer<typeof AuditLogQuery>, 'limit' | 'cursor'>): AuditFilter {
  const { since, until, actor_id, resource_id, action } = q;
  const equal = Object.fromEntries(
    Object.entries({ actor_id, resource_id, action }).filter(([, v]) => v !== undefined),
  );
  return { ...equal, since: since ? new Date(since) : undefined, until: until ? new Date(until) : undefined };
}

export const AuditRecordOut = z.object({
  id: Uuid,
  at: Timestamp,
  actor: z.object({
    type: z.enum(['user', 'api_key', 'chat']),
    id: z.string(),
    name: z.string().describe("A user's e-mail, a key's name, or the chat user's name."),
  }),
  action: z.string().describe("The route's name, e.g. `monitors.create`."),
  resource_id: z.string().nullable(),
  changes: z
    .looseObject({})
    .describe('The fields the write set; values that could carry a secret read "(set, not recorded)".'),
  before: z
    .looseObject({})
    .nullable()
    .describe(
      'The same fields as they were before the write, kept by the same rule (changes of monitors, channels and members through the API or MCP); null otherwise.',
    ),
  ip: z.string().nullable(),
});

export function presentAuditRecord(r: AuditRecordDoc): z.infer<typeof AuditRecordOut> {
  return {
    id: r._id,
    at: iso(r.at)!,
    actor: { type: r.actor_type, id: r.actor_id, name: r.actor_name },
    action: r.action,
    resource_id: r.resource_id,
    changes: r.changes,
    before: r.before ?? null,
    ip: r.ip,
  };
}
