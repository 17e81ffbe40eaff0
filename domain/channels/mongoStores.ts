/** The MongoDB (mongoose) implementation of the channels' stores (stores.ts): the same queries as before, one each. */
import { insertedOnce } from '../errors';
import { Channel, type ChannelDoc } from '../models/channel';
import { ChannelState, channelStateId, type ChannelStateDoc } from '../models/channelState';
import type { DeliveryDoc } from '../models/delivery';
import { walkLog, type LogCursor } from '../delivery/log/mongoStores';
import type { ChannelStores } from './channels';
import type { ChannelStateStore, ChannelStore, FailureHistory } from './stores';

/** The stores channel CRUD takes (`ChannelService`), on MongoDB. */
export function createMongoChannelStores(): ChannelStores {
  return { channels: createMongoChannelStore(), states: createMongoChannelStateStore() };
}

export function createMongoChannelStore(): ChannelStore {
  return {
    insert: async (fields) => (await Channel.create(fields)).toObject() as ChannelDoc,
    readInOrg: (orgId, id) => Channel.findOne({ _id: id, org_id: orgId }).lean<ChannelDoc>(),
    list: (orgId, before, limit) =>
      Channel.find({ org_id: orgId, ...(before !== undefined && { _id: { $lt: before } }) })
        .sort({ _id: -1 })
        .limit(limit)
        .lean<ChannelDoc[]>(),
    update: async (orgId, id, set) =>
      (await Channel.updateOne({ _id: id, org_id: orgId }, { $set: set })).matchedCount > 0,
    remove: async (orgId, id) => (await Channel.deleteOne({ _id: id, org_id: orgId })).deletedCount > 0,
  };
}

export function createMongoChannelStateStore(): ChannelStateStore {
  return {
    latest: (channelId) => ChannelState.findOne({ channel_id: channelId }).sort({ seq: -1 }).lean<ChannelStateDoc>(),
    // One equality read per channel (a few records each): FerretDB reads the whole collection for an `$in`.
    recordsOf: async (channelIds) =>
      (
        await Promise.all(
          [...new Set(channelIds)]
            .sort()
            .map(async (channelId) =>
              (await ChannelState.find({ channel_id: channelId }).lean<ChannelStateDoc[]>()).sort(
                (a, b) => b.seq - a.seq,
              ),
            ),
        )
      ).flat(),
    insert: (record) =>
      insertedOnce(() => ChannelState.create({ _id: channelStateId(record.channel_id, record.seq), ...record })),
  };
}

/**
 * The failure streak read through the channel's buckets of the delivery log (newest first, by equality on bucket
 * keys), back to its newest `delivered` delivery or `afterId`: it costs the channel's
 * deliveries since the streak began, never the log. A sorted read by the (org, channel, status) fields read every
 * delivery of the org on FerretDB, which pushes neither the `_id` range nor the sort down.
 */
export function createMongoFailureHistory(): FailureHistory {
  return {
    streak: async (scope, afterId, limit) => {
      const failed: Pick<DeliveryDoc, '_id' | 'created_at'>[] = [];
      let cursor: LogCursor = { order: 'newest' };
      // Small steps first (a healthy channel's streak ends within its newest bucket), larger as the streak goes on.
      for (
        let page = 0, size = STREAK_FIRST_STEP;
        page < STREAK_MAX_STEPS;
        page++, size = Math.min(size * 2, STREAK_STEP_MAX)
      ) {
        const rows = await walkLog({ ...scope, status: ['delivered', 'failed'] }, cursor, size);
        const end = rows.findIndex((d) => d.status === 'delivered' || (afterId !== null && d._id <= afterId));
        failed.push(...(end === -1 ? rows : rows.slice(0, end)));
        if (end !== -1 || rows.length < size) break;
        cursor = { order: 'newest', after: rows[rows.length - 1]._id };
      }
      return failed
        .reverse()
        .slice(0, limit)
        .map(({ _id, created_at }) => ({ _id, created_at }));
    },
  };
}

/** Deliveries read per step of a streak (doubling), and steps at most (a streak that long is past any threshold). */
const STREAK_FIRST_STEP = 8;
const STREAK_STEP_MAX = 1_000;
const STREAK_MAX_STEPS = 200;
