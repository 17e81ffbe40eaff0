/** The `monitor_changes` collection: an append-only feed of monitor changes the API replicas read (domain/probing). */
import { model } from 'mongoose';
import { defineSchema } from './schemaDefaults';

/**
 * "This monitor was created, changed or deleted": appended by the process that wrote the monitor, read by the
 * other API replicas so their probe schedules follow within seconds without re-reading every monitor. Read by the
 * minute it was appended in and kept a few minutes (swept minute by minute), so reading it stays cheap on any store.
 */
export interface MonitorChangeDoc {
  /** UUIDv7: time-ordered, so readers select "since" by id. */
  _id: string;
  monitor_id: string;
  created_at: Date;
  /** The minute it was appended in (domain/probing/feedReader.ts): read and swept by equality on it. */
  bucket?: string;
}

const schema = defineSchema<MonitorChangeDoc>({
  monitor_id: { type: String, required: true },
  bucket: { type: String },
});
schema.index({ bucket: 1 });

export const MonitorChange = model<MonitorChangeDoc>('MonitorChange', schema, 'monitor_changes');
