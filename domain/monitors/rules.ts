/**
 * Type-specific rules of a monitor definition (contract "Monitors"): which fields each of the eight types needs,
 * which it accepts, and the configured minimum interval. Applied to a create body, and to a PATCH merged onto
 * the stored definition (so a PATCH can never leave a monitor invalid).
 */
import type { FieldError } from '../errors';
import type { MonitorType, Region } from '../regions';
import { COMMON_FIELDS, FIELDS_BY_TYPE, typedFieldProblems, type DnsRecordType, type KeywordMode } from './definition';
import type { RequestFields } from './request';
import type { ApiStep } from './apiSteps';
import type { BrowserStep } from './browserSteps';

/** A monitor as created (its fields already checked one by one); `null` is an absent optional field. */
export interface MonitorDefinition extends Partial<RequestFields> {
  name: string;
  type: MonitorType;
  url?: string;
  keyword?: string;
  keyword_mode?: KeywordMode;
  host?: string;
  port?: number | null;
  record_type?: DnsRecordType;
  expected_value?: string | null;
  expected_status?: number[];
  ssl_expiry_days?: number;
  timeout_ms?: number;
  interval_sec?: number;
  regions?: Region[];
  down_quorum?: number;
  channel_ids?: string[] | null;
  /** Probed types only (domain/monitors/voteRules.ts). */
  confirmations?: number;
  recoveries?: number;
  degraded_after_ms?: number | null;
  escalation_policy_id?: string | null;
  cert_warn_days?: number[] | null;
  heartbeat?: HeartbeatDefinition;
  /** `api` and `browser` monitors. */
  steps?: ApiStep[] | BrowserStep[];
}

/** Either a period or a cron schedule (in `tz`), a grace, and an optional limit on a run's duration. */
export interface HeartbeatDefinition {
  period_sec?: number;
  schedule?: string;
  tz?: string;
  grace_sec: number;
  max_runtime_sec?: number | null;
}

/** A change of any definition field but `type`. */
export type MonitorPatch = Partial<Omit<MonitorDefinition, 'type'>>;

type Field = keyof MonitorDefinition;

/** Errors for `request` (the fields the client sent) given the resulting definition `merged`. */
export function monitorRuleErrors(
  request: Partial<MonitorDefinition>,
  merged: MonitorDefinition,
  minIntervalSec: number,
): FieldError[] {
  const errors: FieldError[] = [];
  const { required, optional } = FIELDS_BY_TYPE[merged.type];
  const allowed = new Set<Field>([...COMMON_FIELDS, ...required, ...optional]);
  for (const [key, value] of Object.entries(request)) {
    if (value !== null && value !== undefined && !allowed.has(key as Field)) {
      errors.push({ path: key, message: `is not allowed for ${merged.type} monitors` });
    }
  }
  for (const key of required) {
    if (merged[key] === undefined || merged[key] === null)
      errors.push({ path: key, message: `is required for ${merged.type} monitors` });
  }
  errors.push(...intervalErrors(request, minIntervalSec));
  errors.push(...typedFieldProblems(merged.type, merged));
  if (merged.down_quorum !== undefined && merged.regions && merged.down_quorum > merged.regions.length) {
    errors.push({ path: 'down_quorum', message: `must be at most the number of regions (${merged.regions.length})` });
  }
  return errors;
}

/** `interval_sec` and the heartbeat periods below the deployment's minimum (numbers only; others are not judged). */
export function intervalErrors(request: Partial<MonitorDefinition>, minIntervalSec: number): FieldError[] {
  const errors: FieldError[] = [];
  const atLeast = (path: string, v: unknown) => {
    if (typeof v === 'number' && v < minIntervalSec)
      errors.push({ path, message: `must be at least ${minIntervalSec} (MIN_INTERVAL_SEC)` });
  };
  atLeast('interval_sec', request.interval_sec);
  atLeast('heartbeat.period_sec', request.heartbeat?.period_sec);
  atLeast('heartbeat.grace_sec', request.heartbeat?.grace_sec);
  return errors;
}
