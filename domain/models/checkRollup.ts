/**
 * Hourly and daily check-result rollups per monitor and region, for history and reports. Stored in a collection per
 * period bucket (domain/checkResults/rollupCollections.ts); the model gives their shape and lookup fields, and its
 * own `check_rollups` collection holds only rows written before (moved by scripts/moveLegacyRollups.ts).
 */
import { model } from 'mongoose';
import { REGIONS, type Region } from '../regions';
import { defineSchema } from './schemaDefaults';

export { DAILY_ROLLUP_RETENTION_DAYS, HOURLY_ROLLUP_RETENTION_DAYS } from '../checkResults/retention';

/**
 * What one API process saw of one (monitor, region) over one hour or one day: counts, response-time sum, min and
 * max, and a mergeable sketch of response times (log buckets, see domain/checkResults/sketch.ts). Append-only: each
 * process writes its own row when the period closes (or when it stops), and readers add up the rows of a period,
 * so replicas never write one document twice.
 */
export interface RollupDoc {
  _id: string;
  monitor_id: string;
  region: Region;
  period: 'hour' | 'day';
  /** Start of the period (UTC). */
  start: Date;
  /**
   * `YYYYMMDD` of the UTC day the period starts in: a read of some days of a ten-day collection looks its rows up
   * by (`monitor_id`, `day`) equality. Absent on rows written before the collections held ten days.
   */
  day?: string;
  count: number;
  failures: number;
  /** Response times of the checks that had one (successes and failures alike). */
  timed: number;
  sum_ms: number;
  min_ms: number | null;
  max_ms: number | null;
  /** Sketch bucket indexes and their counts, same length. */
  sketch_keys: number[];
  sketch_counts: number[];
}

const schema = defineSchema<RollupDoc>({
  monitor_id: { type: String, required: true },
  region: { type: String, required: true, enum: REGIONS },
  period: { type: String, required: true, enum: ['hour', 'day'] },
  start: { type: Date, required: true },
  day: { type: String },
  count: { type: Number, required: true },
  failures: { type: Number, required: true },
  timed: { type: Number, required: true },
  sum_ms: { type: Number, required: true },
  min_ms: { type: Number, default: null },
  max_ms: { type: Number, default: null },
  sketch_keys: { type: [Number], default: [] },
  sketch_counts: { type: [Number], default: [] },
});
schema.index({ monitor_id: 1, period: 1, start: 1 });
schema.index({ monitor_id: 1, day: 1 });

export const CheckRollup = model<RollupDoc>('CheckRollup', schema, 'check_rollups');
