/** The `region_state_changes` collection: an append-only feed of (monitor, region) states the API replicas read (domain/probing). */
import { model } from 'mongoose';
import { REGIONS, type Region } from '../regions';
import { defineSchema } from './schemaDefaults';

/** One (monitor, region) state an API replica heard from a prober, as the other replicas read it. */
export interface SharedRegionState {
  monitor_id: string;
  region: Region;
  ok: boolean;
  checked_at: Date;
  response_ms: number | null;
  error_class: string | null;
  error_message: string | null;
  /** The region's verdict and run length under the monitor's confirmations / recoveries (absent: the result alone). */
  failing?: boolean;
  streak?: number;
}

/**
 * The region states one API replica saw change, shared with the other replicas so each one votes on every
 * region's latest result wherever the prober posted it: appended once per batch that changed something (and again
 * for regions still failing, once per interval, so they stay fresh elsewhere), read by the minute, swept minute by minute after minutes.
 */
export interface RegionStateChangeDoc {
  /** UUIDv7: readers select "since" by id. */
  _id: string;
  replica: string;
  states: SharedRegionState[];
  created_at: Date;
  /** The minute it was appended in (domain/probing/feedReader.ts): read and swept by equality on it. */
  bucket?: string;
}

const schema = defineSchema<RegionStateChangeDoc>({
  replica: { type: String, required: true },
  bucket: { type: String },
  states: [
    {
      _id: false,
      monitor_id: String,
      region: { type: String, enum: REGIONS },
      ok: Boolean,
      checked_at: Date,
      response_ms: Number,
      error_class: String,
      error_message: String,
      failing: Boolean,
      streak: Number,
    },
  ],
});

schema.index({ bucket: 1 });

export const RegionStateChange = model<RegionStateChangeDoc>('RegionStateChange', schema, 'region_state_changes');
