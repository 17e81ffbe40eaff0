import type { Config } from '../config';
import type { MonitorRecord } from './monitors';
import { iso } from '../time';

export function heartbeatUrl(config: Config, token: string): string {
  return `${config.baseUrl}/api/v1/heartbeats/${token}`;
}

/** The public record: the common fields plus only the fields of the monitor's type. */
export function presentMonitor(config: Config, m: MonitorRecord) {
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

function typeFields(config: Config, m: MonitorRecord) {
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
