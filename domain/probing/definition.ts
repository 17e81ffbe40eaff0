/**
 * What one check needs (a monitor minus its schedule, org and secrets): the shape `/jobs` hands to probers and
 * `POST /api/v1/monitors/test` runs. Field rules, type rules and defaults are the monitor's own
 * (domain/monitors/definition.ts), so a definition the test-check accepts is one a monitor can be created with.
 */
import { checkFieldsOf, MAX_TIMEOUT_MS, type CheckFields, type CheckInput } from '../monitors/definition';
import type { MonitorType } from '../regions';

export type ProbedType = Exclude<MonitorType, 'heartbeat'>;
export const PROBED_TYPES = ['http', 'keyword', 'tcp', 'dns', 'ssl', 'ping'] as const satisfies readonly ProbedType[];

export interface CheckDefinition extends CheckFields {
  type: ProbedType;
}

/** A definition as checked (e.g. the test-check's `definition`), with the type's defaults filled in. */
export function toDefinition(input: CheckInput & { type: ProbedType }): CheckDefinition {
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
