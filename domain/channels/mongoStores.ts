/** The MongoDB (mongoose) implementation of the channels' stores (stores.ts): the same queries as before, one each. */
import { insertedOnce } from '../errors';
import { Channel, type ChannelDoc } from '../models/channel';
import { ChannelState, channelStateId, type ChannelStateDoc } from '../models/channelState';
import { Delivery, type DeliveryDoc } from '../models/delivery';
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
    recordsOf: (channelIds) =>
      ChannelState.find({ channel_id: { $in: channelIds } })
        .sort({ channel_id: 1, seq: -1 })
        .lean<ChannelStateDoc[]>(),
    insert: (record) =>
      insertedOnce(() => ChannelState.create({ _id: channelStateId(record.channel_id, record.seq), ...record })),
  };
}

export function createMongoFailureHistory(): FailureHistory {
  return {
    lastDeliveredId: async (scope) =>
      (
        await Delivery.findOne({ ...scope, status: 'delivered' }, { _id: 1 })
          .sort({ _id: -1 })
          .lean<Pick<DeliveryDoc, '_id'>>()
      )?._id ?? null,
    failedAfter: (scope, afterId, limit) =>
      Delivery.find(
        { ...scope, status: 'failed', ...(afterId && { _id: { $gt: afterId } }) },
        { _id: 1, created_at: 1 },
      )
        .sort({ _id: 1 })
        .limit(limit)
        .lean<Pick<DeliveryDoc, '_id' | 'created_at'>[]>(),
  };
}
