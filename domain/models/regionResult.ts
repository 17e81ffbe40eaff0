import { model } from 'mongoose';
import { REGIONS, type Region } from '../regions';
import { defineSchema } from './schemaDefaults';

/**
 * The latest probe result of one monitor in one region (one document per pair, unique index), and the lease of
 * the job while a prober holds it. A row without a result yet (`checked_at` null) is only a lease.
 */
export interface RegionResultDoc {
  _id: string;
  monitor_id: string;
  region: Region;
  ok: boolean | null;
  checked_at: Date | null;
  response_ms: number | null;
  error_class: string | null;
  error_message: string | null;
  /** Until when a prober holds this monitor's job in this region; `/jobs` does not hand it out before. */
  leased_until: Date;
  created_at: Date;
  updated_at: Date;
}

const schema = defineSchema<RegionResultDoc>({
  monitor_id: { type: String, required: true },
  region: { type: String, required: true, enum: REGIONS },
  ok: { type: Boolean, default: null },
  checked_at: { type: Date, default: null },
  response_ms: { type: Number, default: null },
  error_class: { type: String, default: null },
  error_message: { type: String, default: null },
  leased_until: { type: Date, default: () => new Date(0) },
});
schema.index({ monitor_id: 1, region: 1 }, { unique: true });

export const RegionResult = model<RegionResultDoc>('RegionResult', schema, 'region_results');
