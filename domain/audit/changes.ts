/**
 * What an audit record keeps of a write's input: the top-level fields it set, with values only where they cannot
 * carry a secret. Numbers, booleans and null are kept; text only for fields that name or place things (a name, a
 * role, regions, ids); anything else (a secret, a password, a URL that may hold a token, headers, a body, a
 * template, nested settings) is recorded as set without its value.
 */
import { ownRecord } from '../ownKeys';

const TEXT_KEPT = new Set([
  'name',
  'role',
  'email',
  'type',
  'method',
  'record_type',
  'host',
  'status',
  'starts_at',
  'ends_at',
  'since',
  'rrule',
  'timezone',
  'regions',
  'channel_ids',
  'monitor_ids',
  'escalation_policy_id',
  'org_id',
  'incident_id',
]);

/** Never kept whatever the value's type (a numeric PIN is still a secret). */
const SECRET_NAME = /secret|password|token|key|auth|credential|signature|pin/i;

export const NOT_RECORDED = '(set, not recorded)';

/** The record's `changes` (a field named `__proto__` is a field like any other: see ownRecord). */
export function recordedChanges(input: unknown): Record<string, unknown> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return {};
  const fields = Object.entries(input).filter(([field]) => field !== '_csrf');
  return ownRecord(fields.map(([field, value]) => [field, kept(field, value) ? value : NOT_RECORDED] as const));
}

/** The values `before` held of the fields the write set, by the same rule (a field it lacked reads null). */
export function recordedBefore(input: unknown, before: Record<string, unknown>): Record<string, unknown> {
  const fields = Object.keys(recordedChanges(input));
  return ownRecord(
    fields.map((field) => {
      const value = Object.hasOwn(before, field) ? before[field] : null;
      return [field, kept(field, value) ? value : NOT_RECORDED] as const;
    }),
  );
}

function kept(field: string, value: unknown): boolean {
  if (SECRET_NAME.test(field)) return false;
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return true;
  if (!TEXT_KEPT.has(field)) return false;
  if (typeof value === 'string') return value.length <= 200;
  return Array.isArray(value) && value.length <= 50 && value.every((v) => typeof v === 'string' && v.length <= 100);
}
