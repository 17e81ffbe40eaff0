/** The `channel_states` collection: a channel's auto-disable history, append-only. Written by delivery and channels code. */
import { model } from 'mongoose';
import { defineSchema } from './schemaDefaults';

export type ChannelAutoState = 'disabled' | 'enabled';

/**
 * The auto-disable history of a channel, append-only: one inserted record per change (disabled by the worker after
 * a failure streak, re-enabled by a PATCH or a delivered test alert), never updated. The newest record (highest
 * `seq`) is the current state; no record means enabled. The channel document itself is written by the API only.
 * `_id` is `<channel id>:<seq>`, and a change inserts `newest seq + 1`: of two racing changes (or a retried
 * activity) one insert wins and the other is a duplicate-key error, i.e. "someone changed it first".
 */
export interface ChannelStateDoc {
  _id: string;
  org_id: string;
  channel_id: string;
  seq: number;
  state: ChannelAutoState;
  /** Why: e.g. `20 consecutive deliveries failed since ...`, or what re-enabled it. */
  reason: string;
  at: Date;
  created_at: Date;
  updated_at: Date;
}

export function channelStateId(channelId: string, seq: number): string {
  return `${channelId}:${seq}`;
}

const schema = defineSchema<ChannelStateDoc>({
  org_id: { type: String, required: true },
  channel_id: { type: String, required: true },
  seq: { type: Number, required: true },
  state: { type: String, required: true, enum: ['disabled', 'enabled'] },
  reason: { type: String, required: true },
  at: { type: Date, required: true },
});
schema.index({ channel_id: 1, seq: -1 });

export const ChannelState = model<ChannelStateDoc>('ChannelState', schema, 'channel_states');
