import { model } from 'mongoose';
import { REGIONS, type Region } from '../regions';
import { defineSchema } from './schemaDefaults';

/** How long probe results are kept: the dashboard's longest window (30 days of uptime) plus a day. */
export const CHECK_RESULT_RETENTION_SEC = 31 * 86400;

/**
 * Every probe result as it arrived (append-only: one insert per result, never updated), for response-time charts
 * and per-region history. `region_results` keeps only the latest result per (monitor, region) for the vote.
 */
export interface CheckResultDoc {
  _id: string;
  monitor_id: string;
  region: Region;
  ok: boolean;
  checked_at: Date;
  response_ms: number | null;
  error_class: string | null;
  created_at: Date;
  updated_at: Date;
}

const schema = defineSchema<CheckResultDoc>({
  monitor_id: { type: String, required: true },
  region: { type: String, required: true, enum: REGIONS },
  ok: { type: Boolean, required: true },
  checked_at: { type: Date, required: true },
  response_ms: { type: Number, default: null },
  error_class: { type: String, default: null },
});
schema.index({ monitor_id: 1, checked_at: -1 });
// Old results are deleted by an hourly sweep (domain/services.ts), not a TTL index: FerretDB v1 refuses
// `expireAfterSeconds` ("not implemented yet"), and one code path serves both databases.
schema.index({ checked_at: 1 });

export const CheckResult = model<CheckResultDoc>('CheckResult', schema, 'check_results');
