/**
 * The data access of channels: their documents (written by the API only), their auto-disable records (append-only,
 * `channel_states`) and the delivery history auto-disable reads. `mongoStores.ts` is the real implementation; unit
 * tests pass in-memory ones.
 */
import type { ChannelDoc } from '../models/channel';
import type { ChannelStateDoc } from '../models/channelState';
import type { DeliveryDoc } from '../models/delivery';

/** Channel documents, scoped by org; a write that finds no channel of the org answers false. */
export interface ChannelStore {
  /** Inserts a channel (the store adds `_id` and timestamps) and returns it as stored. */
  insert(fields: Record<string, unknown>): Promise<ChannelDoc>;
  readInOrg(orgId: string, id: string): Promise<ChannelDoc | null>;
  /** The org's channels older than `before` when given, newest first, at most `limit`. */
  list(orgId: string, before: string | undefined, limit: number): Promise<ChannelDoc[]>;
  update(orgId: string, id: string, set: Record<string, unknown>): Promise<boolean>;
  remove(orgId: string, id: string): Promise<boolean>;
}

/** A new auto-disable record: `_id` is derived from the channel and `seq`. */
export type NewChannelState = Omit<ChannelStateDoc, '_id' | 'created_at' | 'updated_at'>;

/** The append-only auto-disable records. */
export interface ChannelStateStore {
  /** The channel's newest record, or null when it has none. */
  latest(channelId: string): Promise<ChannelStateDoc | null>;
  /** Every record of these channels, by channel, newest `seq` first. */
  recordsOf(channelIds: string[]): Promise<ChannelStateDoc[]>;
  /** One insert; false when the record of that `seq` exists (someone recorded a change first). */
  insert(record: NewChannelState): Promise<boolean>;
}

/** A channel's deliveries, as the auto-disable check reads them. */
export interface FailureHistory {
  /**
   * The channel's failure streak: its `failed` deliveries after its newest `delivered` one and after `afterId`
   * (when given), oldest first, at most the oldest `limit`.
   */
  streak(
    scope: { org_id: string; channel_id: string },
    afterId: string | null,
    limit: number,
  ): Promise<Pick<DeliveryDoc, '_id' | 'created_at'>[]>;
}
