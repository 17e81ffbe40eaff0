/** The `monitors` collection: each monitor's definition, schedule and state. Written by domain/monitors and domain/probing. */
import { model, Schema } from 'mongoose';
import { MONITOR_TYPES, REGIONS, type MonitorType, type Region } from '../regions';
import { CHECK_DEFAULTS } from '../monitors/definition';
import { VOTE_RULE_DEFAULTS } from '../monitors/voteRules';
import { defineSchema } from './schemaDefaults';
import type { RequestFields } from '../monitors/request';
import type { StoredSecrets } from '../monitors/requestSecrets';

/** One past pause of a monitor: `[from, to)`, not measured for uptime. */
export interface PauseSpan {
  from: Date;
  to: Date;
}

/**
 * The request fields (domain/monitors/request.ts) are `http` and `keyword` only; absent on monitors stored before them.
 * Header values that carry credentials and the basic-auth password are stored sealed (domain/monitors/requestSecrets.ts).
 */
export interface MonitorDoc
  extends Partial<Omit<RequestFields, keyof StoredSecrets | 'secret_headers'>>, StoredSecrets {
  _id: string;
  org_id: string;
  name: string;
  type: MonitorType;
  /** `http` and `keyword` only. */
  url: string | null;
  /** `keyword`: text looked for in the body; `keyword_mode` says whether it must or must not appear. */
  keyword: string | null;
  keyword_mode: 'contains' | 'not_contains';
  /** `tcp`, `ping`, `dns`, `ssl`: the host checked; `port` for `tcp` and `ssl`. */
  host: string | null;
  port: number | null;
  /** `dns`: record type (A, AAAA, CNAME, MX, TXT, NS) and optional expected value. */
  record_type: string | null;
  expected_value: string | null;
  /** `ssl`: days before expiry below which the check fails. */
  ssl_expiry_days: number;
  /** `http`: expected status codes; empty means any 2xx. */
  expected_status: number[];
  timeout_ms: number;
  interval_sec: number;
  regions: Region[];
  down_quorum: number;
  /** null: every enabled channel of the org; [] none. */
  channel_ids: string[] | null;
  paused: boolean;
  /** When the current pause began (null while running; absent on monitors paused before pauses were recorded). */
  paused_at?: Date | null;
  /** Past pauses, kept for uptime (domain/uptime/pauses.ts, bounded there); absent on monitors never resumed since. */
  pauses?: PauseSpan[];
  /** Unique per monitor, used only by `heartbeat` monitors (a unique index needs a value on every document). */
  heartbeat_token: string;
  /** Heartbeat monitors ping every `heartbeat_period_sec`, or run on `heartbeat_schedule` (cron) in `heartbeat_tz`. */
  heartbeat_period_sec: number | null;
  heartbeat_grace_sec: number | null;
  /** The vote's alert rules (domain/monitors/voteRules.ts); absent on monitors stored before them. */
  confirmations?: number;
  recoveries?: number;
  degraded_after_ms?: number | null;
  heartbeat_schedule?: string | null;
  heartbeat_tz?: string | null;
  /** A `/start` without a success within this many seconds opens an incident; null: no limit. */
  heartbeat_max_runtime_sec?: number | null;
  /** Told again while an incident stays open (domain/escalation); null: nobody. */
  escalation_policy_id?: string | null;
  /** `http`/`keyword` on https and `ssl`: days before expiry at which `certificate.expiring` is sent. */
  cert_warn_days?: number[] | null;
  created_at: Date;
  updated_at: Date;
}

const schema = defineSchema<MonitorDoc>({
  org_id: { type: String, required: true },
  name: { type: String, required: true },
  type: { type: String, required: true, enum: MONITOR_TYPES },
  url: { type: String, default: null },
  keyword: { type: String, default: null },
  keyword_mode: { type: String, enum: ['contains', 'not_contains'], default: CHECK_DEFAULTS.keyword_mode },
  host: { type: String, default: null },
  port: { type: Number, default: null },
  record_type: { type: String, default: null },
  expected_value: { type: String, default: null },
  ssl_expiry_days: { type: Number, default: CHECK_DEFAULTS.ssl_expiry_days },
  expected_status: { type: [Number], default: [] },
  timeout_ms: { type: Number, default: CHECK_DEFAULTS.timeout_ms },
  interval_sec: { type: Number, required: true },
  regions: { type: [String], enum: REGIONS, required: true },
  down_quorum: { type: Number, required: true },
  channel_ids: { type: Schema.Types.Mixed, default: null },
  paused: { type: Boolean, default: false },
  paused_at: { type: Date, default: null },
  pauses: {
    type: [{ _id: false, from: { type: Date, required: true }, to: { type: Date, required: true } }],
    default: [],
  },
  heartbeat_token: { type: String, required: true },
  heartbeat_period_sec: { type: Number, default: null },
  heartbeat_grace_sec: { type: Number, default: null },
  confirmations: { type: Number, default: VOTE_RULE_DEFAULTS.confirmations },
  recoveries: { type: Number, default: VOTE_RULE_DEFAULTS.recoveries },
  degraded_after_ms: { type: Number, default: VOTE_RULE_DEFAULTS.degraded_after_ms },
  heartbeat_schedule: { type: String, default: null },
  heartbeat_tz: { type: String, default: null },
  heartbeat_max_runtime_sec: { type: Number, default: null },
  escalation_policy_id: { type: String, default: null },
  cert_warn_days: { type: Schema.Types.Mixed, default: null },
  method: { type: String, default: undefined },
  headers: { type: Schema.Types.Mixed, default: undefined },
  body: { type: String, default: undefined },
  basic_auth: { type: Schema.Types.Mixed, default: undefined },
  follow_redirects: { type: Boolean, default: undefined },
  max_redirects: { type: Number, default: undefined },
  ip_family: { type: String, default: undefined },
  assertions: { type: Schema.Types.Mixed, default: undefined },
  steps: { type: Schema.Types.Mixed, default: undefined },
});
schema.index({ heartbeat_token: 1 }, { unique: true });
schema.index({ org_id: 1, _id: 1 });

export const Monitor = model<MonitorDoc>('Monitor', schema, 'monitors');
