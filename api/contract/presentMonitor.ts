/**
 * How a stored monitor is presented on the wire (`MonitorOut`): the common fields, only the fields of its type,
 * secrets as hints, and its state now. Used by the REST routes and the dashboard alike.
 */
import type { z } from 'zod';
import type { Config } from '../../domain/config';
import { CHECK_DEFAULTS, watchesCertificate } from '../../domain/monitors/definition';
import type { MonitorRecord } from '../../domain/monitors/monitors';
import { setRequestFields } from '../../domain/monitors/request';
import { hintedSecrets } from '../../domain/monitors/requestSecrets';
import type { MonitorState } from '../../domain/monitors/status';
import { voteRulesOf } from '../../domain/monitors/voteRules';
import { DEFAULT_TZ } from '../../domain/heartbeats/cron';
import { iso } from '../../domain/time';
import type { MonitorOut } from './monitors';

function heartbeatUrl(config: Config, token: string): string {
  return `${config.baseUrl}/api/v1/heartbeats/${token}`;
}

/** The public record: the common fields plus only the fields of the monitor's type, and its state now. */
export function presentMonitor(config: Config, m: MonitorRecord, state: MonitorState): z.infer<typeof MonitorOut> {
  return {
    id: m._id,
    name: m.name,
    type: m.type,
    ...typeFields(config, m),
    interval_sec: m.interval_sec,
    regions: m.regions,
    down_quorum: m.down_quorum,
    channel_ids: m.channel_ids ?? null,
    ...(m.type !== 'heartbeat' && voteRulesOf(m)),
    escalation_policy_id: m.escalation_policy_id ?? null,
    paused: m.paused,
    status: state.status,
    reason: state.reason ?? null,
    last_checked_at: iso(state.last_checked_at),
    created_at: iso(m.created_at)!,
    updated_at: iso(m.updated_at)!,
  };
}

function typeFields(config: Config, m: MonitorRecord): Partial<z.infer<typeof MonitorOut>> {
  switch (m.type) {
    case 'http':
      return {
        url: m.url!,
        expected_status: m.expected_status,
        ...shownRequest(m),
        timeout_ms: m.timeout_ms,
        ...certFields(m),
      };
    case 'keyword':
      return {
        url: m.url!,
        keyword: m.keyword!,
        keyword_mode: m.keyword_mode,
        expected_status: m.expected_status,
        ...shownRequest(m),
        timeout_ms: m.timeout_ms,
        ...certFields(m),
      };
    case 'tcp':
      return { host: m.host!, port: m.port!, timeout_ms: m.timeout_ms };
    case 'ssl':
      return {
        host: m.host!,
        port: m.port!,
        ssl_expiry_days: m.ssl_expiry_days,
        timeout_ms: m.timeout_ms,
        ...certFields(m),
      };
    case 'ping':
      return { host: m.host!, timeout_ms: m.timeout_ms };
    case 'dns':
      return { host: m.host!, record_type: m.record_type!, expected_value: m.expected_value, timeout_ms: m.timeout_ms };
    case 'api':
      return { steps: hintedSecrets(m).steps ?? [], timeout_ms: m.timeout_ms } as Partial<z.infer<typeof MonitorOut>>;
    case 'browser':
      return { steps: m.steps ?? [], timeout_ms: m.timeout_ms } as Partial<z.infer<typeof MonitorOut>>;
    case 'heartbeat':
      return {
        heartbeat: heartbeatOut(m),
        heartbeat_url: heartbeatUrl(config, m.heartbeat_token),
        heartbeat_signals: heartbeatSignals(config, m.heartbeat_token),
        last_ping_at: iso(m.last_ping_at),
      };
  }
}

/** The request fields set, secrets as hints (null fields are never set: `setRequestFields` leaves them out). */
function shownRequest(m: MonitorRecord): Partial<z.infer<typeof MonitorOut>> {
  return setRequestFields({ ...m, ...hintedSecrets(m) }) as Partial<z.infer<typeof MonitorOut>>;
}

/** Shown where a certificate is watched (an https URL, an ssl monitor). */
function certFields(m: MonitorRecord): { cert_warn_days?: number[] } {
  return watchesCertificate(m) ? { cert_warn_days: m.cert_warn_days ?? [...CHECK_DEFAULTS.cert_warn_days] } : {};
}

function heartbeatOut(m: MonitorRecord): z.infer<typeof MonitorOut>['heartbeat'] {
  const timing = m.heartbeat_schedule
    ? { schedule: m.heartbeat_schedule, tz: m.heartbeat_tz ?? DEFAULT_TZ }
    : { period_sec: m.heartbeat_period_sec! };
  const limit = m.heartbeat_max_runtime_sec;
  return { ...timing, grace_sec: m.heartbeat_grace_sec!, ...(limit && { max_runtime_sec: limit }) };
}

function heartbeatSignals(config: Config, token: string) {
  const url = heartbeatUrl(config, token);
  return { start: `${url}/start`, fail: `${url}/fail`, exit_code: `${url}/{exit_code}` };
}
