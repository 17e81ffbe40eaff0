import { model } from 'mongoose';
import { REGIONS, type Region } from '../regions';
import { defineSchema } from './schemaDefaults';

/**
 * The latest probe result of one monitor in one region (one document per pair, unique index), and when the
 * monitor is next due there. A row without a result yet (`checked_at` null) is a job lease handed to a prober.
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
  /** Next time `/jobs` hands this monitor out in this region (pushed forward while a prober holds the job). */
  due_at: Date;
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
  due_at: { type: Date, required: true },
});
schema.index({ monitor_id: 1, region: 1 }, { unique: true });
schema.index({ region: 1, due_at: 1 });

export const RegionResult = model<RegionResultDoc>('RegionResult', schema, 'region_results');
