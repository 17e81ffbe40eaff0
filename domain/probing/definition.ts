/**
 * What one check needs (a monitor minus its schedule, org and secrets): the shape `/jobs` hands to probers and
 * `POST /api/v1/monitors/test` accepts as `definition`. Field rules, type rules and defaults are the monitor's own
 * (domain/monitors/definition.ts), so a definition the test-check accepts is one a monitor can be created with.
 */
import { z } from 'zod';
import { checkFields, checkFieldsOf, FIELDS_BY_TYPE, MAX_TIMEOUT_MS, type CheckFields } from '../monitors/definition';
import type { MonitorType } from '../regions';

export type { DnsRecordType } from '../monitors/definition';
export type ProbedType = Exclude<MonitorType, 'heartbeat'>;
export const PROBED_TYPES = ['http', 'keyword', 'tcp', 'dns', 'ssl', 'ping'] as const satisfies readonly ProbedType[];

export interface CheckDefinition extends CheckFields {
  type: ProbedType;
}

const nullable = <T extends z.ZodType>(field: T) => field.nullish();

/** Request shape: unknown fields (name, interval_sec, regions, ...) are dropped so a whole monitor body can be tested. */
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

/** `POST /api/v1/monitors/test` body. */
export const MonitorTestBody = z.strictObject({ definition: DefinitionInput });

export function toDefinition(input: z.output<typeof DefinitionInput>): CheckDefinition {
  return { type: input.type, ...checkFieldsOf(input.type, input) };
}

/** The check part of a stored monitor (for `/jobs`). */
export function definitionOf(m: CheckDefinition): CheckDefinition {
  return {
    type: m.type,
    url: m.url,
    keyword: m.keyword,
    keyword_mode: m.keyword_mode,
    host: m.host,
    port: m.port,
    record_type: m.record_type,
    expected_value: m.expected_value,
    ssl_expiry_days: m.ssl_expiry_days,
    expected_status: [...m.expected_status],
    timeout_ms: Math.min(m.timeout_ms, MAX_TIMEOUT_MS),
  };
}
