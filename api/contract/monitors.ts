/**
 * Wire schemas of monitors (create, patch, test-check definition, answer), the rules beyond the schema that one 400
 * lists with its problems (a record's presentation: presentMonitor.ts).
 */
import { z } from 'zod';
import { MONITOR_TYPES } from '../../domain/regions';
import {
  CHECK_DEFAULTS,
  checkFields,
  FIELDS_BY_TYPE,
  PROBED_TYPES,
  typedFieldProblems,
} from '../../domain/monitors/definition';
import { cronProblem, DEFAULT_TZ, isTimeZone } from '../../domain/heartbeats/cron';
import { ownValue } from '../../domain/ownKeys';
import { intervalErrors, monitorRuleErrors, type MonitorDefinition } from '../../domain/monitors/rules';
import type { MoreProblems } from './parse';
import { MONITOR_STATUSES } from '../../domain/monitors/status';
import { voteRuleFields } from '../../domain/monitors/voteRules';
import { Name, NullableTimestamp, patchBody, Region, Timestamp, Uuid } from './common';
import { REQUEST_FIELDS, requestFields } from '../../domain/monitors/request';

const Seconds = z
  .number()
  .int('must be a whole number')
  .min(1)
  .max(30 * 86400);

/** `{period_sec, grace_sec}` or `{schedule, tz, grace_sec}`, either with an optional `max_runtime_sec`. */
const HeartbeatField = z
  .strictObject({
    period_sec: Seconds.optional(),
    schedule: z.string().max(200).optional().describe('Five-field cron expression (minute hour day month weekday).'),
    tz: z.string().max(64).optional().describe(`IANA time zone of \`schedule\`; default ${DEFAULT_TZ}.`),
    grace_sec: Seconds,
    max_runtime_sec: Seconds.nullable()
      .optional()
      .describe('A `/start` without a success within this many seconds opens an incident.'),
  })
  .superRefine((h, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if ((h.period_sec === undefined) === (h.schedule === undefined))
      problem(h.schedule === undefined ? 'period_sec' : 'schedule', 'give either period_sec or schedule');
    if (h.schedule !== undefined) {
      const bad = cronProblem(h.schedule);
      if (bad) problem('schedule', bad);
    }
    if (h.tz !== undefined && h.schedule === undefined) problem('tz', 'goes with schedule only');
    if (h.tz !== undefined && !isTimeZone(h.tz)) problem('tz', 'must be an IANA time zone (e.g. Europe/Berlin)');
  })
  .describe(
    'heartbeat monitors (required there): `{period_sec, grace_sec}` or `{schedule, tz, grace_sec}`; periods at ' +
      'least MIN_INTERVAL_SEC.',
  );

const CertWarnDays = z
  .array(z.number().int('must be a whole number').min(0).max(365))
  .min(1)
  .max(10)
  .refine((d) => new Set(d).size === d.length, 'must not repeat a day')
  .meta({ uniqueItems: true })
  .describe(
    `http and keyword monitors on https URLs, ssl monitors: days before the certificate expires at which one ` +
      `\`certificate.expiring\` event is sent per certificate and threshold; default ${JSON.stringify(CHECK_DEFAULTS.cert_warn_days)}.`,
  );

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
  heartbeat: HeartbeatField,
  ...voteRuleFields,
  escalation_policy_id: Uuid.nullable().describe(
    'An escalation policy of the org (`/api/v1/escalation-policies`): who is told again while an incident stays ' +
      'open. Omitted or null: nobody.',
  ),
  cert_warn_days: CertWarnDays,
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
    cert_warn_days: fields.cert_warn_days.nullable().optional(),
    ...nullableRequestFields(),
  }),
);

/** A PATCH clears a request field with `null`. */
function nullableRequestFields() {
  return Object.fromEntries(REQUEST_FIELDS.map((k) => [k, requestFields[k].nullable().optional()])) as {
    [K in keyof typeof requestFields]: z.ZodOptional<z.ZodNullable<(typeof requestFields)[K]>>;
  };
}
export type UpdateMonitorInput = z.output<typeof UpdateMonitorBody>;

const nullable = <T extends z.ZodType>(field: T) => field.nullish();

/** The test-check's `definition`: unknown fields (name, interval_sec, regions, ...) are dropped so a whole monitor body can be tested. */
export const DefinitionInput = z
  .object({
    type: z.enum(PROBED_TYPES, {
      message: 'must be one of http, keyword, tcp, dns, ssl, ping, api, browser (heartbeat monitors are not probed)',
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
    ...nullableRequestFields(),
    steps: nullable(checkFields.steps),
  })
  .superRefine((d, ctx) => {
    for (const field of FIELDS_BY_TYPE[d.type].required) {
      if (field !== 'heartbeat' && field !== 'cert_warn_days' && (d as Record<string, unknown>)[field] == null)
        ctx.addIssue({ code: 'custom', path: [field], message: `is required for ${d.type} monitors` });
    }
    if (d.type !== 'http' && d.type !== 'keyword' && d.url != null) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: `must be absent for ${d.type} monitors` });
    }
    if (d.type !== 'api' && d.type !== 'browser' && d.steps != null)
      ctx.addIssue({ code: 'custom', path: ['steps'], message: `must be absent for ${d.type} monitors` });
    for (const problem of typedFieldProblems(d.type, d))
      ctx.addIssue({ code: 'custom', path: problem.path.split('.').map(pathKey), message: problem.message });
    for (const field of REQUEST_FIELDS) {
      if (d.type !== 'http' && d.type !== 'keyword' && d[field] != null)
        ctx.addIssue({ code: 'custom', path: [field], message: `is not allowed for ${d.type} monitors` });
    }
  });

const pathKey = (k: string): string | number => (/^\d+$/.test(k) ? Number(k) : k);

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
      Object.entries(raw).filter(([k, v]) => ownValue(shape, k)?.safeParse(v).success),
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
  ...Object.fromEntries(REQUEST_FIELDS.map((k) => [k, requestFields[k].optional()])),
  headers: z
    .record(z.string(), z.string())
    .optional()
    .describe(
      'Request headers; a sealed value (see `secret_headers`) shows as its hint: `****` and its last 4 characters.',
    ),
  secret_headers: z
    .array(z.string())
    .optional()
    .describe('The headers whose values are sealed at rest; sending a hint back keeps the sealed value.'),
  basic_auth: z
    .object({
      username: z.string(),
      password: z.string().describe('A hint only (`****` and its last 4 characters); sending it back keeps it.'),
    })
    .optional(),
  steps: checkFields.steps
    .optional()
    .describe(
      'api monitors: the steps, sealed header values and passwords shown as hints (as `headers`); browser ' +
        'monitors: the steps.',
    ),
  heartbeat: z
    .object({
      period_sec: z.number().int().optional(),
      schedule: z.string().optional(),
      tz: z.string().optional(),
      grace_sec: z.number().int(),
      max_runtime_sec: z.number().int().optional(),
    })
    .optional(),
  heartbeat_signals: z
    .object({ start: z.string(), fail: z.string(), exit_code: z.string() })
    .optional()
    .describe('heartbeat monitors: `/start` a run, `/fail` it, or report its exit code (`/0` is a success).'),
  cert_warn_days: z.array(z.number().int()).optional(),
  escalation_policy_id: Uuid.nullable(),
  heartbeat_url: z.string().optional().describe('heartbeat monitors: GET or POST it to report a heartbeat.'),
  last_ping_at: NullableTimestamp.optional(),
  interval_sec: z.number().int(),
  regions: z.array(Region),
  down_quorum: z.number().int(),
  channel_ids: z.array(Uuid).nullable(),
  confirmations: z.number().int().optional().describe('Probed types (all but heartbeat).'),
  recoveries: z.number().int().optional().describe('Probed types (all but heartbeat).'),
  degraded_after_ms: z.number().int().nullable().optional().describe('Probed types (all but heartbeat).'),
  paused: z.boolean(),
  status: z
    .enum(MONITOR_STATUSES)
    .describe(
      'Now: `paused`, `maintenance` (a window covers it), `down` (the region vote), `degraded` (a quorum of ' +
        'regions slower than degraded_after_ms), `pending` (no result yet, or too few of its regions have an ' +
        'active prober to reach down_quorum: then `reason` says which) or `up`.',
    ),
  reason: z
    .string()
    .nullable()
    .describe(
      'Why the monitor is `pending` for want of probers: the regions without an active prober ' +
        '(`GET /api/v1/regions`); null otherwise.',
    ),
  last_checked_at: NullableTimestamp.describe('The newest check result (heartbeat: the last ping); null before any.'),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export type MonitorView = z.infer<typeof MonitorOut>;

/** The answer to a create or an update: the monitor, and what the service noticed about it. */
export const MonitorWriteOut = MonitorOut.extend({
  warnings: z
    .array(z.string())
    .describe(
      'Accepted, but: e.g. its regions with an active prober now are fewer than its down_quorum, so it could not ' +
        'be voted down (it shows `pending` until they are). Empty when nothing is amiss.',
    ),
});
