/** The `heartbeat_states` collection: each heartbeat monitor's clock. Written by pings and the monitor routes (domain/probing). */
import { model, Schema } from 'mongoose';
import { bucketKey, bucketKeysBetween } from '../buckets';

/**
 * The clock of one heartbeat monitor (`_id` = the monitor's id), kept apart from the monitor document so that
 * pings never rewrite a monitor (FerretDB replaces the whole document on update: a ping written at the same moment
 * as a PATCH would undo one of them). Written by pings, and by the monitor routes when they restart the clock
 * (create, PATCH of period/grace, resume); never by the miss sweep.
 */
export interface HeartbeatStateDoc {
  _id: string;
  last_ping_at: Date | null;
  /** When the next ping is overdue: last ping (or clock restart) + period + grace. */
  due_at: Date | null;
  /**
   * The minute `due_at` falls in (`dueMinuteOf`), written with it: the miss sweep reads the minutes that came due
   * by equality (FerretDB pushes no range down). Absent on clocks written before it existed (heartbeatStartRead.ts).
   */
  due_minute?: string | null;
}

const DUE_MINUTE_MS = 60_000;

export function dueMinuteOf(dueAt: Date | null): string | null {
  return dueAt ? bucketKey('minute', dueAt.getTime(), DUE_MINUTE_MS) : null;
}

/** The due minutes from `fromMs` to `toMs`, both included, oldest first. */
export function dueMinutesBetween(fromMs: number, toMs: number): string[] {
  return bucketKeysBetween('minute', fromMs, toMs, DUE_MINUTE_MS);
}

const stateSchema = new Schema<HeartbeatStateDoc>(
  {
    _id: { type: String, required: true },
    last_ping_at: { type: Date, default: null },
    due_at: { type: Date, default: null },
    due_minute: { type: String, default: null },
  },
  { versionKey: false, strict: true, strictQuery: true },
);
stateSchema.index({ due_at: 1 });
stateSchema.index({ due_minute: 1 });

export const HeartbeatState = model<HeartbeatStateDoc>('HeartbeatState', stateSchema, 'heartbeat_states');

/**
 * How far the miss sweep got: every clock that fell due at or before `until` has been handled. Moving this mark
 * forward is the sweep's only write, so the sweep never touches a clock a ping may be writing.
 */
export interface SweepMarkDoc {
  _id: string;
  until: Date;
}

const markSchema = new Schema<SweepMarkDoc>(
  { _id: { type: String, required: true }, until: { type: Date, required: true } },
  { versionKey: false, strict: true, strictQuery: true },
);

export const SweepMark = model<SweepMarkDoc>('SweepMark', markSchema, 'sweep_marks');
