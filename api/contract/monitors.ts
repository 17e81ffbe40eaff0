import { z } from 'zod';
import type { Config } from '../../domain/config';
import type { MonitorRecord } from '../../domain/monitors/monitors';
import { iso } from '../../domain/time';
import { MONITOR_TYPES } from '../../domain/regions';
import { checkFields, FIELDS_BY_TYPE, PROBED_TYPES } from '../../domain/monitors/definition';
import { intervalErrors, monitorRuleErrors, type MonitorDefinition } from '../../domain/monitors/rules';
import type { MoreProblems } from './parse';
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

const nullable = <T extends z.ZodType>(field: T) => field.nullish();

/** The test-check's `definition`: unknown fields (name, interval_sec, regions, ...) are dropped so a whole monitor body can be tested. */
export const DefinitionInput = z
  .object({
    type: z.enum(PROBED_TYPES, {
      message: 'must be one of http, keyword, tcp, dns, ssl, ping (heartbeat monitors are not probed)',
    }),
    url: nullable(checkFields.url),
    keyword: nullable(checkFields.keyword),
    keyword_mode: checkFields.keyword_mode.optional(),
    host: nullable(checkFields.host),
    port: nullable(checkFields.port),
    record_type: nullable(checkFields.record_type),
    expected_value: nullable(checkFields.expected_value),
    ssl_expiry_days: checkFields.ssl_expiry_days.optional(),
    expected_status: checkFields.expected_status.optional(),
    timeout_ms: checkFields.timeout_ms.optional(),
  })
  .superRefine((d, ctx) => {
    for (const field of FIELDS_BY_TYPE[d.type].required) {
      if (field !== 'heartbeat' && d[field] == null)
        ctx.addIssue({ code: 'custom', path: [field], message: `is required for ${d.type} monitors` });
    }
    if (d.type !== 'http' && d.type !== 'keyword' && d.url != null) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: `must be absent for ${d.type} monitors` });
    }
  });

/**
 * The type and interval rules on a body the schema refused, so they come in the same answer: on a create, those of
 * its `type` over the fields that are valid on their own; on an update (the stored type is not known yet), the
 * minimum interval.
 */
export function monitorBodyProblems(minIntervalSec: number, forCreate: boolean): MoreProblems {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
    const raw = value as Record<string, unknown>;
    if (!forCreate || !(MONITOR_TYPES as readonly unknown[]).includes(raw.type))
      return intervalErrors(raw as Partial<MonitorDefinition>, minIntervalSec);
    const shape = CreateMonitorBody.shape as Record<string, z.ZodType>;
    const valid = Object.fromEntries(
      Object.entries(raw).filter(([k, v]) => shape[k]?.safeParse(v).success),
    ) as unknown as MonitorDefinition;
    return monitorRuleErrors(valid, valid, minIntervalSec);
  };
}

/** `POST /api/v1/monitors/test` body. */
export const MonitorTestBody = z.strictObject({ definition: DefinitionInput });

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

function heartbeatUrl(config: Config, token: string): string {
  return `${config.baseUrl}/api/v1/heartbeats/${token}`;
}

/** The public record: the common fields plus only the fields of the monitor's type. */
export function presentMonitor(config: Config, m: MonitorRecord): z.infer<typeof MonitorOut> {
  return {
    id: m._id,
    name: m.name,
    type: m.type,
    ...typeFields(config, m),
    interval_sec: m.interval_sec,
    regions: m.regions,
    down_quorum: m.down_quorum,
    channel_ids: m.channel_ids ?? null,
    paused: m.paused,
    created_at: iso(m.created_at)!,
    updated_at: iso(m.updated_at)!,
  };
}

function typeFields(config: Config, m: MonitorRecord): Partial<z.infer<typeof MonitorOut>> {
  switch (m.type) {
    case 'http':
      return { url: m.url!, expected_status: m.expected_status, timeout_ms: m.timeout_ms };
    case 'keyword':
      return {
        url: m.url!,
        keyword: m.keyword!,
        keyword_mode: m.keyword_mode,
        expected_status: m.expected_status,
        timeout_ms: m.timeout_ms,
      };
    case 'tcp':
      return { host: m.host!, port: m.port!, timeout_ms: m.timeout_ms };
    case 'ssl':
      return { host: m.host!, port: m.port!, ssl_expiry_days: m.ssl_expiry_days, timeout_ms: m.timeout_ms };
    case 'ping':
      return { host: m.host!, timeout_ms: m.timeout_ms };
    case 'dns':
      return { host: m.host!, record_type: m.record_type!, expected_value: m.expected_value, timeout_ms: m.timeout_ms };
    case 'heartbeat':
      return {
        heartbeat: { period_sec: m.heartbeat_period_sec!, grace_sec: m.heartbeat_grace_sec! },
        heartbeat_url: heartbeatUrl(config, m.heartbeat_token),
        last_ping_at: iso(m.last_ping_at),
      };
  }
}
