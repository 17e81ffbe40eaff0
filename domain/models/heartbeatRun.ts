/**
 * The `heartbeat_runs` collection: the latest run a heartbeat monitor started. Written by `/start`, read by the runtime
 * sweep.
 */
import { model, Schema } from 'mongoose';

/**
 * The latest run a heartbeat monitor with `max_runtime_sec` reported with `/start` (`_id` = the monitor's id).
 * Written only by `/start`; a success ping after `started_at` ends the run. The runtime sweep reads runs whose
 * deadline passed and opens `heartbeat_runtime_exceeded` for those no success followed.
 */
export interface HeartbeatRunDoc {
  _id: string;
  started_at: Date;
  deadline_at: Date;
  /**
   * The minute `deadline_at` falls in (`dueMinuteOf`), written with it: the runtime sweep reads the minutes that
   * came due by equality (FerretDB pushes no range down). Absent on runs started before it existed.
   */
  deadline_minute?: string | null;
}

const schema = new Schema<HeartbeatRunDoc>(
  {
    _id: { type: String, required: true },
    started_at: { type: Date, required: true },
    deadline_at: { type: Date, required: true },
    deadline_minute: { type: String, default: null },
  },
  { versionKey: false, strict: true, strictQuery: true },
);
schema.index({ deadline_at: 1 });
schema.index({ deadline_minute: 1 });

export const HeartbeatRun = model<HeartbeatRunDoc>('HeartbeatRun', schema, 'heartbeat_runs');
