/** The `monitor_changes` collection: an append-only feed of monitor changes the API replicas read (domain/probing). */
import { model } from 'mongoose';
import { defineSchema } from './schemaDefaults';

/**
 * "This monitor was created, changed or deleted": appended by the process that wrote the monitor, read by the
 * other API replicas so their probe schedules follow within seconds without re-reading every monitor. Kept a few
 * minutes (swept), so reading it stays cheap on any store.
 */
export interface MonitorChangeDoc {
  /** UUIDv7: time-ordered, so readers select "since" by id. */
  _id: string;
  monitor_id: string;
  created_at: Date;
}

const schema = defineSchema<MonitorChangeDoc>({ monitor_id: { type: String, required: true } });

export const MonitorChange = model<MonitorChangeDoc>('MonitorChange', schema, 'monitor_changes');
