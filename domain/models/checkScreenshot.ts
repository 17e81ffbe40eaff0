/** The `check_screenshots` collection: the page of a failed browser check, kept for its incident (domain/probing). */
import { model } from 'mongoose';
import { defineSchema } from './schemaDefaults';

/**
 * One screenshot of a failed browser check, sent by a prober with the first failure of a run (domain/probing/
 * screenshots.ts). Append-only: `_id` is `<monitor>:<region>:<minute>`, so a result posted twice (a retried batch)
 * is stored once. Read by `monitor_id` equality; swept by the UTC day it was taken in (`bucket`).
 */
export interface CheckScreenshotDoc {
  _id: string;
  monitor_id: string;
  region: string;
  taken_at: Date;
  /** The PNG itself (at most MAX_SCREENSHOT_BYTES). */
  png: Buffer;
  bytes: number;
  /** `day:<days since the epoch>` (domain/buckets.ts). */
  bucket: string;
}

const schema = defineSchema<CheckScreenshotDoc>({
  monitor_id: { type: String, required: true },
  region: { type: String, required: true },
  taken_at: { type: Date, required: true },
  png: { type: Buffer, required: true },
  bytes: { type: Number, required: true },
  bucket: { type: String, required: true },
});
schema.index({ monitor_id: 1 });
schema.index({ bucket: 1 });

export const CheckScreenshot = model<CheckScreenshotDoc>('CheckScreenshot', schema, 'check_screenshots');
