/** The `fan_out_beats` collection: each process that fans incident events out says, bucket by bucket, that it still does (domain/incidents/fanOutOwners.ts). */
import { model } from 'mongoose';
import { defineSchema } from './schemaDefaults';

/**
 * One beat of one process: `_id` `<owner>:<bucket index>` (a unique insert, so a repeat is a no-op), or
 * `<owner>:stopped` once the process stopped fanning out (its queue is then the recovery sweep's at once).
 */
export interface FanOutBeatDoc {
  _id: string;
  owner: string;
  /** True for the stop marker. */
  stopped: boolean;
  /** The period it was written in: read and swept by equality on it. */
  bucket: string;
  created_at: Date;
}

const schema = defineSchema<FanOutBeatDoc>({
  owner: { type: String, required: true },
  stopped: { type: Boolean, default: false },
  bucket: { type: String, required: true },
});

schema.index({ bucket: 1 });

export const FanOutBeat = model<FanOutBeatDoc>('FanOutBeat', schema, 'fan_out_beats');
