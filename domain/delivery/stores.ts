/**
 * The data access of the delivery engine, as the activities (worker) and the dispatcher (API) see it. Each side
 * gets its store through its deps: `mongoStores.ts` is the real one, wired by the worker and by `createServices`;
 * tests pass in-memory ones. Who writes what, and why no update is lost, is in docs/delivery-engine.md: every
 * method here is one of those writes or reads, by bare `_id` where the path is hot.
 */
import type { AttemptRecord } from './attempts';
import type { ChannelDoc } from '../models/channel';
import type { DeliveryDoc } from '../models/delivery';
import type { DeliveryAttemptDoc } from '../models/deliveryAttempt';
import type { ShownAttempt } from '../models/deliverySettlement';
import type { IncidentEventDoc, SubscribableEventType } from '../models/incidentEvent';
import type { OrgDoc } from '../models/org';
import type { WebhookPayload } from './payload';
import type { DeliveryLogFilter } from './log/buckets';
import type { RoutedEvent } from './channelSelection';

export type SettledStatus = 'delivered' | 'failed';

/** The fields of a delivery the settling fallback needs, and its incident for a provider attempt. */
export type DeliverySummary = Pick<DeliveryDoc, '_id' | 'status' | 'last_attempt' | 'org_id' | 'channel_id'> &
  Partial<Pick<DeliveryDoc, 'incident_id'>>;

/**
 * What the attempt that settles a delivery knows of it, so the settled row is built without reading the delivery
 * and its attempts back (log/settled/rows.ts): the delivery as stored, and its attempts as stored up to the one
 * that settles it.
 */
export interface KnownSettlement {
  delivery: DeliveryDoc;
  attempts: ShownAttempt[];
}

/** What one attempt reads and writes (worker). */
export interface DeliveryStore {
  /** The event's payload snapshot (immutable), or null when the event no longer exists. */
  readEventPayload(eventId: string): Promise<WebhookPayload | null>;
  readChannel(channelId: string): Promise<ChannelDoc | null>;
  readDelivery(deliveryId: string): Promise<DeliverySummary | null>;
  /**
   * One insert; an attempt already recorded (a repeated insert after a lost acknowledgement) is kept. True when this
   * call stored it, false when a record of its number was there already.
   */
  insertAttempt(attempt: AttemptRecord): Promise<boolean>;
  /** The recorded attempts 1..upTo, oldest first (a lost attempt leaves a gap). */
  readAttempts(deliveryId: string, upTo: number): Promise<DeliveryAttemptDoc[]>;
  /**
   * `status`, `last_attempt` and `completed_at`, written once by the delivery's own workflow, after its settled row;
   * `known`: what the row is built from (without it, the delivery and its attempts are read back).
   */
  settleDelivery(
    deliveryId: string,
    status: SettledStatus,
    lastAttempt: number | null,
    at: Date,
    known?: KnownSettlement,
  ): Promise<void>;
}

/** A settled delivery, as the auto-disable checks need it. */
export type SettledDelivery = Pick<DeliveryDoc, '_id' | 'org_id' | 'channel_id'>;

/** Auto-disable after settling (domain/channels/autoDisable.ts). Neither ever throws: the outcome is recorded. */
export interface ChannelHealth {
  /** After a delivery settled `failed`: disables the channel when its failure streak is long enough. */
  afterFailure(delivery: SettledDelivery): Promise<void>;
  /** After a test alert was delivered: ends an auto-disable. */
  afterTestDelivered(delivery: SettledDelivery): Promise<void>;
}

/**
 * A channel an event is routed to; `updated_at` (when the read gave it) is handed to the delivery's first attempt,
 * which may then use the worker's copy of that version of the channel instead of reading it.
 */
export type RoutedChannel = Pick<ChannelDoc, '_id' | 'name'> & Partial<Pick<ChannelDoc, 'updated_at'>>;

/** The test event's fields; the store adds its defaults (`seq`, `created_at`, ...). */
export type NewTestEvent = { payload: WebhookPayload } & Pick<
  IncidentEventDoc,
  '_id' | 'org_id' | 'incident_id' | 'monitor_id' | 'type' | 'occurred_at' | 'dedupe_key' | 'channel_id' | 'fanout_done'
>;

/** What a fan-out reads and writes (API): events, their deliveries, and the channels they are routed to. */
export interface DispatchStore {
  readEvent(eventId: string): Promise<IncidentEventDoc | null>;
  /** Inserts a test alert's event and returns it as stored. */
  insertEvent(event: NewTestEvent): Promise<IncidentEventDoc>;
  /** One batch, unordered; false when some already existed (a repeated or concurrent dispatch). */
  insertDeliveries(deliveries: DeliveryDoc[]): Promise<boolean>;
  /**
   * Records the delivery log's directory entries of deliveries about to be inserted, so that insert only inserts
   * (`insertDeliveries` records any entry still missing first itself; an entry with no delivery lists nothing).
   */
  fileDeliveries(deliveries: DeliveryDoc[]): Promise<void>;
  /** Every delivery recorded for the event, by `_id`. */
  readEventDeliveries(eventId: string): Promise<DeliveryDoc[]>;
  /** `fanout_done: true`, by bare `_id`; only the dispatcher writes it. */
  markFanoutDone(eventId: string): Promise<void>;
  /** Events recorded before `before` whose fan-out did not finish, oldest first (the recovery sweep). */
  findUnfinishedEvents(before: Date, limit: number): Promise<IncidentEventDoc[]>;
  /**
   * The channels an event goes to (domain/delivery/channelSelection.ts); `monitorChannels`: the monitor's
   * `channel_ids` as the caller holds them (undefined: read).
   */
  routeEvent(event: RoutedEvent, monitorChannels?: string[] | null): Promise<RoutedChannel[]>;
  /** The channels among these that are auto-disabled. */
  autoDisabledAmong(channelIds: string[]): Promise<Set<string>>;
  /** A channel's name for the workflow's summary; null when it is gone. */
  readChannelName(channelId: string): Promise<string | null>;
  /** The org and the channel of a test alert (the channel with its `org_id`, for the ownership check). */
  readTestTarget(
    orgId: string,
    channelId: string,
  ): Promise<{ org: OrgDoc | null; channel: (RoutedChannel & { org_id: string }) | null }>;
}

/** The reads of channel selection (domain/delivery/channelSelection.ts). */
export interface RoutingReads {
  /** A test alert's channel, with its `org_id` for the ownership check; null when it is gone. */
  readTestChannel(channelId: string): Promise<(RoutedChannel & { org_id: string }) | null>;
  /** The monitor's org and `channel_ids`, by bare `_id`; null when it is gone. */
  readMonitorChannels(monitorId: string): Promise<{ org_id: string; channel_ids: string[] | null } | null>;
  /**
   * The org's enabled channels among `ids` (null: all of them), oldest `_id` first, at most `limit`, each with the
   * events it receives (`event_types`, or the default when it names none).
   */
  enabledChannels(
    orgId: string,
    ids: string[] | null,
    limit: number,
  ): Promise<(RoutedChannel & { event_types: readonly SubscribableEventType[] })[]>;
}

/** The reads of the deliveries' REST view (domain/delivery/queries.ts); every list is newest `_id` first. */
export interface DeliveryReads {
  /**
   * The org's deliveries matching the filter, older than `before` when given, at most `limit`. A list of statuses
   * matches any of them; `since` and `until` bound `created_at` (both inclusive).
   */
  listDeliveries(filter: DeliveryLogFilter, before: string | undefined, limit: number): Promise<DeliveryDoc[]>;
  readDelivery(deliveryId: string): Promise<DeliveryDoc | null>;
  /** Every delivery of an incident's events, oldest first, at most `limit`. */
  listIncidentDeliveries(orgId: string, incidentId: string, limit: number): Promise<DeliveryDoc[]>;
  /** The recorded attempts 1..upTo, oldest first (a lost attempt leaves a gap). */
  readAttempts(deliveryId: string, upTo: number): Promise<DeliveryAttemptDoc[]>;
}

/** What resend and recover read and write (domain/delivery/resend.ts, recover.ts): deliveries are only inserted. */
export interface ResendStore {
  readDelivery(deliveryId: string): Promise<DeliveryDoc | null>;
  readChannel(channelId: string): Promise<ChannelDoc | null>;
  readChannelName(channelId: string): Promise<string | null>;
  readEvent(eventId: string): Promise<IncidentEventDoc | null>;
  readEvents(eventIds: string[]): Promise<IncidentEventDoc[]>;
  /** One insert; false when a delivery with the same (event, channel, `resend_key`) exists (already resent). */
  insertResend(delivery: DeliveryDoc): Promise<boolean>;
  /** Resends still `pending` from `fromId` on (a UUIDv7 floor), at most `limit`. */
  findPendingResends(fromId: string, limit: number): Promise<DeliveryDoc[]>;
  /**
   * A channel's `failed` and `skipped` deliveries from `fromId` on (`inclusive`: `fromId` itself too), oldest first,
   * at most `limit`.
   */
  findRecoverable(
    scope: { orgId: string; channelId: string },
    from: { id: string; inclusive: boolean },
    limit: number,
  ): Promise<DeliveryDoc[]>;
  /** Every delivery of these events to the channel. */
  findEventDeliveries(eventIds: string[], channelId: string): Promise<DeliveryDoc[]>;
}
