/**
 * The alerting fields of a monitor beyond its check: the escalation policy it names, the certificate warning days,
 * and the two ways a heartbeat monitor is timed (a period, or a cron schedule in a time zone) with an optional
 * limit on a run's duration. Stored flat on the monitor document (`heartbeat_*`), shown nested (`heartbeat`).
 */
import type { FieldError } from '../errors';
import type { MonitorDoc } from '../models/monitor';
import { watchesCertificate } from './definition';
import type { HeartbeatDefinition, MonitorDefinition } from './rules';
import type { MonitorStore } from './stores';

type HeartbeatDocFields = Pick<
  MonitorDoc,
  'heartbeat_period_sec' | 'heartbeat_grace_sec' | 'heartbeat_schedule' | 'heartbeat_tz' | 'heartbeat_max_runtime_sec'
>;

/** The stored heartbeat fields of a valid definition (all null for other types). */
export function heartbeatFields(d: MonitorDefinition): HeartbeatDocFields {
  const h = d.type === 'heartbeat' ? d.heartbeat : undefined;
  return {
    heartbeat_period_sec: h?.period_sec ?? null,
    heartbeat_grace_sec: h?.grace_sec ?? null,
    heartbeat_schedule: h?.schedule ?? null,
    heartbeat_tz: h?.schedule ? (h.tz ?? 'UTC') : null,
    heartbeat_max_runtime_sec: h?.max_runtime_sec ?? null,
  };
}

/** The stored heartbeat fields as the `heartbeat` object a PATCH is merged onto. */
export function storedHeartbeat(m: MonitorDoc): HeartbeatDefinition {
  const timing = m.heartbeat_schedule
    ? { schedule: m.heartbeat_schedule, tz: m.heartbeat_tz ?? 'UTC' }
    : { period_sec: m.heartbeat_period_sec ?? undefined };
  return { ...timing, grace_sec: m.heartbeat_grace_sec ?? 0, max_runtime_sec: m.heartbeat_max_runtime_sec ?? null };
}

/** Rules needing the store or the whole definition: the policy is the org's, warning days need a certificate. */
export async function newFieldErrors(
  store: Pick<MonitorStore, 'policyOrgOf'>,
  orgId: string,
  request: Partial<MonitorDefinition>,
  merged: MonitorDefinition,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const policyId = request.escalation_policy_id;
  if (policyId && (await store.policyOrgOf(policyId)) !== orgId)
    errors.push({ path: 'escalation_policy_id', message: 'is not an escalation policy of this org' });
  if (request.cert_warn_days && (merged.type === 'http' || merged.type === 'keyword') && !watchesCertificate(merged))
    errors.push({ path: 'cert_warn_days', message: 'applies to https URLs only' });
  return errors;
}
