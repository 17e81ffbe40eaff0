/**
 * The MongoDB implementation of the delivery engine's stores (mongoose, and driver calls on the attempt's path): one round trip each,
 * that bench/README.md counts per delivery. Wired by the worker (`DeliveryStore`) and by `createServices`
 * (`DispatchStore`, `ResendStore`); `DeliveryReads` serves the deliveries' REST view. An attempt is one inserted
 * record (never updated); settling writes the delivery document once, by bare `_id`, from the delivery's own
 * workflow. The dispatcher never writes a delivery after inserting it, so no document here has two writers.
 */
import type { Connection } from 'mongoose';
import type { AttemptRecord } from './attempts';
import { createMongoChannelStateStore } from '../channels/mongoStores';
import { autoDisabledAmong } from '../channels/channelStates';
import { isDuplicateKeyError } from '../errors';
import { Channel, type ChannelDoc } from '../models/channel';
import type { DeliveryDoc } from '../models/delivery';
import { deliveryAttemptId, type DeliveryAttemptDoc } from '../models/deliveryAttempt';
import { DEFAULT_CHANNEL_EVENT_TYPES, IncidentEvent, type IncidentEventDoc } from '../models/incidentEvent';
import { Monitor } from '../models/monitor';
import { Org, type OrgDoc } from '../models/org';
import type { WebhookPayload } from './payload';
import { routeEvent } from './channelSelection';
import { uuidv7Floor } from '../ids';
import { dayOfId } from './log/buckets';
import { attemptsById, attemptsOf, insertAttemptRecord } from './log/dayCollections';
import { deliveriesOfEvent, deliveryById, pendingResendsFrom, updateDelivery } from './log/deliveryDays';
import { fileDeliveries, insertGuarded, walkLog } from './log/mongoStores';
import { fileLooseEvent } from './log/resolved/mongoStores';
import { fileSettlement } from './log/settled/mongoStores';
import type {
  DeliveryReads,
  DeliveryStore,
  DeliverySummary,
  DispatchStore,
  ResendStore,
  RoutedChannel,
  RoutingReads,
} from './stores';

/**
 * `recordConnection`: a connection of its own for the attempt records, so the write that closes the window between
 * a receiver's answer and its record never waits behind the reads of the other attempts in flight. Every call here
 * is one driver command on the models' collections (no mongoose documents or query casting: these run for every
 * attempt, and the documents are written and read whole, as the schemas declare them).
 */
export function createMongoDeliveryStore(recordConnection?: Connection): DeliveryStore {
  return {
    readEventPayload: async (eventId) => {
      const event = await IncidentEvent.collection.findOne<Pick<IncidentEventDoc, 'payload'>>(
        { _id: eventId as never },
        { projection: { payload: 1 } },
      );
      return event ? (event.payload as unknown as WebhookPayload) : null;
    },
    readChannel: (channelId) => Channel.collection.findOne<ChannelDoc>({ _id: channelId as never }),
    readDelivery: (deliveryId) =>
      deliveryById<DeliverySummary>(deliveryId, {
        status: 1,
        last_attempt: 1,
        org_id: 1,
        channel_id: 1,
        incident_id: 1,
      }),
    insertAttempt: (attempt) => recordAttempt(attempt, recordConnection),
    readAttempts,
    // The settled row first: a settled document always has its row (a repeat of this write keeps the first row).
    settleDelivery: async (deliveryId, status, lastAttempt, at, known) => {
      await fileSettlement(deliveryId, { status, lastAttempt, at }, known);
      await updateDelivery(deliveryId, { status, last_attempt: lastAttempt, completed_at: at, updated_at: new Date() });
    },
  };
}

export function createMongoDispatchStore(): DispatchStore {
  const channelStates = createMongoChannelStateStore();
  return {
    readEvent: (eventId) => IncidentEvent.findById(eventId).lean<IncidentEventDoc>(),
    insertEvent: async (event) => {
      await fileLooseEvent(event);
      return (await IncidentEvent.create(event)).toObject();
    },
    insertDeliveries,
    fileDeliveries: async (docs) => void (await fileDeliveries(docs)),
    readEventDeliveries: deliveriesOfEvent,
    markFanoutDone: async (eventId) => {
      await IncidentEvent.updateOne({ _id: eventId }, { $set: { fanout_done: true } });
    },
    findUnfinishedEvents: (before, limit) =>
      IncidentEvent.find({ fanout_done: false, created_at: { $lt: before } })
        .sort({ created_at: 1 })
        .limit(limit)
        .lean<IncidentEventDoc[]>(),
    routeEvent: (event, monitorChannels) => routeEvent(routingReads, event, monitorChannels),
    autoDisabledAmong: (channelIds) => autoDisabledAmong(channelStates, channelIds),
    readChannelName,
    readTestTarget: async (orgId, channelId) => {
      const [org, channel] = await Promise.all([Org.findById(orgId).lean<OrgDoc>(), readOrgChannel(channelId)]);
      return { org, channel };
    },
  };
}

export function createMongoDeliveryReads(): DeliveryReads {
  return {
    listDeliveries: (filter, before, limit) =>
      walkLog(filter, { order: 'newest', after: before, settled: true }, limit),
    readDelivery,
    listIncidentDeliveries: (orgId, incidentId, limit) =>
      walkLog({ org_id: orgId, incident_id: incidentId }, { order: 'oldest', settled: true }, limit),
    readAttempts: readAttemptsOfDelivery,
  };
}

export function createMongoResendStore(): ResendStore {
  return {
    readDelivery,
    readChannel: (channelId) => Channel.findById(channelId).lean<ChannelDoc>(),
    readChannelName,
    readEvent: (eventId) => IncidentEvent.findById(eventId).lean<IncidentEventDoc>(),
    readEvents: async (eventIds) => {
      const found = await Promise.all(eventIds.map((id) => IncidentEvent.findById(id).lean<IncidentEventDoc>()));
      return found.filter((e): e is IncidentEventDoc => e !== null);
    },
    insertResend: async (delivery) => (await insertGuarded([delivery])).size > 0,
    // Each day from `fromId`'s to today's (a week: the caller's window), at least that week on a clock behind.
    findPendingResends: async (fromId, limit) =>
      (await pendingResendsFrom(fromId, Math.max(dayOfId(uuidv7Floor(Date.now())), dayOfId(fromId) + 7))).slice(
        0,
        limit,
      ),
    findRecoverable: ({ orgId, channelId }, from, limit) =>
      walkLog(
        { org_id: orgId, channel_id: channelId, status: ['failed', 'skipped'] },
        { order: 'oldest', after: from.id, inclusive: from.inclusive },
        limit,
      ),
    // By the event alone (its guards name its few deliveries), the channel checked here.
    findEventDeliveries: async (eventIds, channelId) =>
      (await Promise.all(eventIds.map(deliveriesOfEvent))).flat().filter((d) => d.channel_id === channelId),
  };
}

const routingReads: RoutingReads = {
  readTestChannel: readOrgChannel,
  readMonitorChannels: (monitorId) =>
    Monitor.findById(monitorId, { channel_ids: 1, org_id: 1 }).lean<{
      org_id: string;
      channel_ids: string[] | null;
    }>(),
  enabledChannels: async (orgId, ids, limit) => {
    const filter =
      ids === null ? { org_id: orgId, enabled: true } : { _id: { $in: ids }, org_id: orgId, enabled: true };
    const found = await Channel.find(filter, { _id: 1, name: 1, event_types: 1, updated_at: 1 })
      .sort({ _id: 1 })
      .limit(limit)
      .lean<(RoutedChannel & Pick<ChannelDoc, 'event_types'>)[]>();
    return found.map((c) => ({ ...c, event_types: c.event_types ?? DEFAULT_CHANNEL_EVENT_TYPES }));
  },
};

function readDelivery(deliveryId: string): Promise<DeliveryDoc | null> {
  return deliveryById(deliveryId);
}

async function readChannelName(channelId: string): Promise<string | null> {
  return (await Channel.findById(channelId, { name: 1 }).lean<Pick<ChannelDoc, 'name'>>())?.name ?? null;
}

function readOrgChannel(channelId: string): Promise<(RoutedChannel & { org_id: string }) | null> {
  return Channel.findById(channelId, { _id: 1, name: 1, org_id: 1, updated_at: 1 }).lean<
    RoutedChannel & { org_id: string }
  >();
}

/** One batch through the guards; false when some already existed (a repeated or concurrent dispatch). */
async function insertDeliveries(docs: DeliveryDoc[]): Promise<boolean> {
  return (await insertGuarded(docs)).size === docs.length;
}

/**
 * Inserts the attempt in its delivery's day collection (log/dayCollections.ts); an attempt already recorded (a
 * repeated insert after a lost acknowledgement) is kept: true when this insert stored it. `connection`: the
 * worker's own for attempt records. One driver command.
 */
async function recordAttempt(attempt: AttemptRecord, connection?: Connection): Promise<boolean> {
  try {
    await insertAttemptRecord(attemptDocOf(attempt, new Date()), connection);
    return true;
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    return false;
  }
}

/** An attempt's record as stored: the schema's fields (its defaults and timestamps too), as mongoose would write them. */
export function attemptDocOf(
  attempt: AttemptRecord,
  now: Date,
): DeliveryAttemptDoc & { created_at: Date; updated_at: Date } {
  return {
    _id: deliveryAttemptId(attempt.delivery_id, attempt.n),
    delivery_id: attempt.delivery_id,
    org_id: attempt.org_id,
    n: attempt.n,
    at: new Date(attempt.at),
    duration_ms: attempt.duration_ms,
    status_code: attempt.status_code ?? null,
    error_class: attempt.error_class ?? null,
    error_message: attempt.error_message ?? null,
    response_body: attempt.response_body ?? null,
    day: dayOfId(attempt.delivery_id),
    created_at: now,
    updated_at: now,
  };
}

/** The recorded attempts 1..upTo of a delivery, oldest first, each read by `_id` (a lost attempt leaves a gap). */
async function readAttempts(deliveryId: string, upTo: number): Promise<DeliveryAttemptDoc[]> {
  const ids = Array.from({ length: upTo }, (_, i) => deliveryAttemptId(deliveryId, i + 1));
  return (await attemptsById(deliveryId, ids)).sort((a, b) => a.n - b.n);
}

/** The recorded attempts 1..upTo of a delivery, oldest first, in one lookup by `delivery_id` (a page's reads). */
async function readAttemptsOfDelivery(deliveryId: string, upTo: number): Promise<DeliveryAttemptDoc[]> {
  const found = await attemptsOf(deliveryId);
  return found.filter((a) => a.n <= upTo).sort((a, b) => a.n - b.n);
}
