/**
 * In-memory delivery stores for unit tests of the activities, the dispatcher, resend and recover: the same contracts
 * as domain/delivery/mongoStores.ts (a duplicate attempt insert is kept, a duplicate delivery makes the batch insert
 * answer false, a resend is unique on (event, channel, `resend_key`)), and every write is recorded so a test can
 * count them.
 */
import type { AttemptRecord } from '../../domain/delivery/attempts';
import type {
  ChannelHealth,
  DeliveryStore,
  DeliverySummary,
  DispatchStore,
  KnownSettlement,
  ResendStore,
  RoutedChannel,
  SettledDelivery,
  SettledStatus,
} from '../../domain/delivery/stores';
import type { WebhookPayload } from '../../domain/delivery/payload';
import type { RoutedEvent } from '../../domain/delivery/channelSelection';
import type { ChannelDoc } from '../../domain/models/channel';
import type { DeliveryDoc } from '../../domain/models/delivery';
import type { DeliveryAttemptDoc } from '../../domain/models/deliveryAttempt';
import type { IncidentEventDoc } from '../../domain/models/incidentEvent';
import type { OrgDoc } from '../../domain/models/org';

export interface Settle {
  deliveryId: string;
  status: SettledStatus;
  lastAttempt: number | null;
  at: Date;
  /** What the settled row was built from, when the attempt knew it (else the store reads the delivery back). */
  known?: KnownSettlement;
}

export class MemoryDeliveryStore implements DeliveryStore {
  readonly payloads = new Map<string, WebhookPayload>();
  readonly channels = new Map<string, ChannelDoc>();
  readonly deliveries = new Map<string, DeliverySummary>();
  readonly attempts = new Map<string, DeliveryAttemptDoc>();
  readonly settles: Settle[] = [];
  payloadReads = 0;

  async readEventPayload(eventId: string) {
    this.payloadReads += 1;
    return this.payloads.get(eventId) ?? null;
  }
  async readChannel(channelId: string) {
    return this.channels.get(channelId) ?? null;
  }
  async readDelivery(deliveryId: string) {
    return this.deliveries.get(deliveryId) ?? null;
  }
  async insertAttempt(attempt: AttemptRecord) {
    const id = `${attempt.delivery_id}:${attempt.n}`;
    if (this.attempts.has(id)) return false;
    this.attempts.set(id, { _id: id, ...attempt });
    return true;
  }
  async readAttempts(deliveryId: string, upTo: number) {
    return Array.from({ length: upTo }, (_, i) => this.attempts.get(`${deliveryId}:${i + 1}`)).filter(
      (a): a is DeliveryAttemptDoc => a !== undefined,
    );
  }
  async settleDelivery(
    deliveryId: string,
    status: SettledStatus,
    lastAttempt: number | null,
    at: Date,
    known?: KnownSettlement,
  ) {
    this.settles.push({ deliveryId, status, lastAttempt, at, ...(known && { known }) });
    const d = this.deliveries.get(deliveryId);
    if (d) this.deliveries.set(deliveryId, { ...d, status, last_attempt: lastAttempt });
  }
  attemptsOf(deliveryId: string): DeliveryAttemptDoc[] {
    return [...this.attempts.values()].filter((a) => a.delivery_id === deliveryId).sort((a, b) => a.n - b.n);
  }
}

/** Records the auto-disable checks the activities ask for. */
export class RecordingChannelHealth implements ChannelHealth {
  readonly failures: SettledDelivery[] = [];
  readonly testsDelivered: SettledDelivery[] = [];
  async afterFailure(d: SettledDelivery) {
    this.failures.push(d);
  }
  async afterTestDelivered(d: SettledDelivery) {
    this.testsDelivered.push(d);
  }
}

export class MemoryDispatchStore implements DispatchStore {
  readonly events = new Map<string, IncidentEventDoc>();
  readonly deliveries = new Map<string, DeliveryDoc>();
  readonly orgs = new Map<string, OrgDoc>();
  readonly channels = new Map<string, RoutedChannel & { org_id: string }>();
  readonly autoDisabled = new Set<string>();
  /** Channels each event is routed to. */
  readonly routes = new Map<string, RoutedChannel[]>();
  readonly insertBatches: DeliveryDoc[][] = [];
  /** Deliveries whose log entries were recorded ahead of their insert. */
  readonly filed: DeliveryDoc[][] = [];
  readonly fanoutMarks: string[] = [];
  /** The monitor's channel ids each routing was given (undefined: none, read). */
  readonly routedWith: (string[] | null | undefined)[] = [];

  async readEvent(eventId: string) {
    return this.events.get(eventId) ?? null;
  }
  async insertEvent(event: Parameters<DispatchStore['insertEvent']>[0]) {
    if (this.events.has(event._id)) throw Object.assign(new Error('E11000 duplicate key'), { code: 11000 });
    const stored: IncidentEventDoc = {
      ...event,
      payload: event.payload as unknown as Record<string, unknown>,
      seq: 0,
      created_at: event.occurred_at,
      updated_at: event.occurred_at,
    };
    this.events.set(stored._id, stored);
    return stored;
  }
  async fileDeliveries(docs: DeliveryDoc[]) {
    this.filed.push(docs);
  }
  async insertDeliveries(docs: DeliveryDoc[]) {
    this.insertBatches.push(docs);
    const taken = (d: DeliveryDoc) =>
      [...this.deliveries.values()].some((x) => x.event_id === d.event_id && x.channel_id === d.channel_id);
    let fresh = true;
    for (const d of docs) {
      if (taken(d)) fresh = false;
      else this.deliveries.set(d._id, d);
    }
    return fresh;
  }
  async readEventDeliveries(eventId: string) {
    return [...this.deliveries.values()].filter((d) => d.event_id === eventId).sort((a, b) => (a._id < b._id ? -1 : 1));
  }
  async markFanoutDone(eventId: string) {
    this.fanoutMarks.push(eventId);
    const e = this.events.get(eventId);
    if (e) this.events.set(eventId, { ...e, fanout_done: true });
  }
  async findUnfinishedEvents(before: Date, limit: number) {
    return [...this.events.values()]
      .filter((e) => !e.fanout_done && e.created_at < before)
      .sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
      .slice(0, limit);
  }
  async routeEvent(event: RoutedEvent & Partial<Pick<IncidentEventDoc, '_id'>>, monitorChannels?: string[] | null) {
    this.routedWith.push(monitorChannels);
    if (event.type === 'test') {
      const channel = event.channel_id ? this.channels.get(event.channel_id) : undefined;
      return channel ? [{ _id: channel._id, name: channel.name }] : [];
    }
    return this.routes.get(event._id ?? '') ?? [];
  }
  async autoDisabledAmong(channelIds: string[]) {
    return new Set(channelIds.filter((id) => this.autoDisabled.has(id)));
  }
  async readChannelName(channelId: string) {
    return this.channels.get(channelId)?.name ?? null;
  }
  async readTestTarget(orgId: string, channelId: string) {
    return { org: this.orgs.get(orgId) ?? null, channel: this.channels.get(channelId) ?? null };
  }
}

/** Deliveries, channels and events for resend and recover; `inserted` lists the resends written, in order. */
export class MemoryResendStore implements ResendStore {
  readonly deliveries = new Map<string, DeliveryDoc>();
  readonly channels = new Map<string, ChannelDoc>();
  readonly events = new Map<string, IncidentEventDoc>();
  readonly inserted: DeliveryDoc[] = [];

  async readDelivery(deliveryId: string) {
    return this.deliveries.get(deliveryId) ?? null;
  }
  async readChannel(channelId: string) {
    return this.channels.get(channelId) ?? null;
  }
  async readChannelName(channelId: string) {
    return this.channels.get(channelId)?.name ?? null;
  }
  async readEvent(eventId: string) {
    return this.events.get(eventId) ?? null;
  }
  async readEvents(eventIds: string[]) {
    return eventIds.flatMap((id) => this.events.get(id) ?? []);
  }
  async insertResend(d: DeliveryDoc) {
    const taken = [...this.deliveries.values()].some(
      (x) => x.event_id === d.event_id && x.channel_id === d.channel_id && x.resend_key === d.resend_key,
    );
    if (taken) return false;
    this.deliveries.set(d._id, d);
    this.inserted.push(d);
    return true;
  }
  async findPendingResends(fromId: string, limit: number) {
    return this.sorted()
      .filter((d) => d.resend_key !== null && d.status === 'pending' && d._id >= fromId)
      .slice(0, limit);
  }
  async findRecoverable(
    scope: { orgId: string; channelId: string },
    from: { id: string; inclusive: boolean },
    limit: number,
  ) {
    return this.sorted()
      .filter((d) => d.org_id === scope.orgId && d.channel_id === scope.channelId)
      .filter(
        (d) =>
          (d.status === 'failed' || d.status === 'skipped') && (from.inclusive ? d._id >= from.id : d._id > from.id),
      )
      .slice(0, limit);
  }
  async findEventDeliveries(eventIds: string[], channelId: string) {
    return this.sorted().filter((d) => eventIds.includes(d.event_id) && d.channel_id === channelId);
  }
  private sorted() {
    return [...this.deliveries.values()].sort((a, b) => (a._id < b._id ? -1 : 1));
  }
}
