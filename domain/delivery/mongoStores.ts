/**
 * The MongoDB (mongoose) implementation of the delivery engine's stores: the same queries, one round trip each,
 * that bench/README.md counts per delivery. Wired by the worker (`DeliveryStore`) and by `createServices`
 * (`DispatchStore`).
 */
import { autoDisabledAmong } from '../channels/channelStates';
import type { Connection } from 'mongoose';
import { attemptRecordModel, readAttempts, recordAttempt, settleDelivery } from './records';
import { duplicateRowsOf } from '../errors';
import { Channel, type ChannelDoc } from '../models/channel';
import { Delivery, type DeliveryDoc } from '../models/delivery';
import { IncidentEvent, type IncidentEventDoc } from '../models/incidentEvent';
import { Org, type OrgDoc } from '../models/org';
import type { WebhookPayload } from './payload';
import { routeEvent } from './channelSelection';
import type { DeliveryStore, DeliverySummary, DispatchStore, RoutedChannel } from './stores';

/**
 * `recordConnection`: a connection of its own for the attempt records, so the write that closes the window between
 * a receiver's answer and its record never waits behind the reads of the other attempts in flight.
 */
export function createMongoDeliveryStore(recordConnection?: Connection): DeliveryStore {
  const attempts = recordConnection ? attemptRecordModel(recordConnection) : undefined;
  return {
    readEventPayload: async (eventId) => {
      const event = await IncidentEvent.findById(eventId, { payload: 1 }).lean<Pick<IncidentEventDoc, 'payload'>>();
      return event ? (event.payload as unknown as WebhookPayload) : null;
    },
    readChannel: (channelId) => Channel.findById(channelId).lean<ChannelDoc>(),
    readDelivery: (deliveryId) =>
      Delivery.findById(deliveryId, {
        status: 1,
        last_attempt: 1,
        org_id: 1,
        channel_id: 1,
        incident_id: 1,
      }).lean<DeliverySummary>(),
    insertAttempt: (attempt) => recordAttempt(attempt, attempts),
    readAttempts,
    settleDelivery,
  };
}

export function createMongoDispatchStore(): DispatchStore {
  return {
    readEvent: (eventId) => IncidentEvent.findById(eventId).lean<IncidentEventDoc>(),
    insertEvent: async (event) => (await IncidentEvent.create(event)).toObject(),
    insertDeliveries,
    readEventDeliveries: (eventId) => Delivery.find({ event_id: eventId }).sort({ _id: 1 }).lean<DeliveryDoc[]>(),
    markFanoutDone: async (eventId) => {
      await IncidentEvent.updateOne({ _id: eventId }, { $set: { fanout_done: true } });
    },
    findUnfinishedEvents: (before, limit) =>
      IncidentEvent.find({ fanout_done: false, created_at: { $lt: before } })
        .sort({ created_at: 1 })
        .limit(limit)
        .lean<IncidentEventDoc[]>(),
    routeEvent,
    autoDisabledAmong,
    readChannelName: async (channelId) =>
      (await Channel.findById(channelId, { name: 1 }).lean<Pick<ChannelDoc, 'name'>>())?.name ?? null,
    readTestTarget: async (orgId, channelId) => {
      const [org, channel] = await Promise.all([
        Org.findById(orgId).lean<OrgDoc>(),
        Channel.findById(channelId, { _id: 1, name: 1, org_id: 1 }).lean<RoutedChannel & { org_id: string }>(),
      ]);
      return { org, channel };
    },
  };
}

async function insertDeliveries(docs: DeliveryDoc[]): Promise<boolean> {
  try {
    await Delivery.insertMany(docs, { ordered: false, lean: true });
    return true;
  } catch (err) {
    if (!duplicateRowsOf(err, docs.length)) throw err;
    return false;
  }
}
