import { z } from 'zod';
import { MONITOR_TYPES } from '../../domain/regions';
import { checkFields } from '../../domain/monitors/definition';
import { Name, NullableTimestamp, patchBody, Region, Timestamp, Uuid } from './common';

const Seconds = z
  .number()
  .int('must be a whole number')
  .min(1)
  .max(30 * 86400);

/** The definition fields; type-specific presence and the configured minimum interval are checked by `monitorRules`. */
const fields = {
  name: Name,
  ...checkFields,
  interval_sec: Seconds.describe('At least MIN_INTERVAL_SEC (default 30); default 60.'),
  regions: z
    .array(Region)
    .min(1)
    .max(6)
    .refine((r) => new Set(r).size === r.length, 'must not repeat a region')
    .meta({ uniqueItems: true }),
  down_quorum: z
    .number()
    .int()
    .min(1)
    .max(6)
    .describe('Regions that must fail to open an incident; default min(2, regions).'),
  channel_ids: z
    .array(Uuid)
    .max(100)
    .refine((r) => new Set(r).size === r.length, 'must not repeat a channel')
    .meta({ uniqueItems: true })
    .nullable()
    .describe('Omitted or null: every enabled channel of the org; []: none.'),
  heartbeat: z
    .strictObject({ period_sec: Seconds, grace_sec: Seconds })
    .describe('heartbeat monitors (required there); both at least MIN_INTERVAL_SEC.'),
};

/** Every definition field, optional; the create and update bodies below differ only where they say. */
const OptionalFields = z.strictObject(fields).partial();

export const CreateMonitorBody = OptionalFields.extend({ name: fields.name, type: z.enum(MONITOR_TYPES) });
export type CreateMonitorInput = z.output<typeof CreateMonitorBody>;

/** Any definition field but `type`; `null` clears an optional type-specific field. */
export const UpdateMonitorBody = patchBody(
  OptionalFields.extend({
    port: fields.port.nullable().optional(),
    expected_value: fields.expected_value.nullable().optional(),
  }),
);
export type UpdateMonitorInput = z.output<typeof UpdateMonitorBody>;

export const MonitorOut = z.object({
  id: Uuid,
  name: z.string(),
  type: z.enum(MONITOR_TYPES),
  url: z.string().optional(),
  keyword: z.string().optional(),
  keyword_mode: fields.keyword_mode.optional(),
  expected_status: z.array(z.number().int()).optional(),
  host: z.string().optional(),
  port: z.number().int().optional(),
  record_type: z.string().optional(),
  expected_value: z.string().nullable().optional(),
  ssl_expiry_days: z.number().int().optional(),
  timeout_ms: z.number().int().optional(),
  heartbeat: z.object({ period_sec: z.number().int(), grace_sec: z.number().int() }).optional(),
  heartbeat_url: z.string().optional().describe('heartbeat monitors: GET or POST it to report a heartbeat.'),
  last_ping_at: NullableTimestamp.optional(),
  interval_sec: z.number().int(),
  regions: z.array(Region),
  down_quorum: z.number().int(),
  channel_ids: z.array(Uuid).nullable(),
  paused: z.boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
