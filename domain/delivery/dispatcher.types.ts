/** The dispatcher's interface: how recorded events become deliveries and their Temporal workflows. */
import type { DeliveryDoc } from '../models/delivery';
import type { IncidentEventDoc } from '../models/incidentEvent';
import type { RoutedEvent } from './channelSelection';
import type { RoutedChannel } from './stores';

/** An event as routing needs it, recorded or about to be. */
export type PlannedEvent = RoutedEvent & Pick<IncidentEventDoc, '_id' | 'incident_id'>;

/** Where an event goes: its routed channels, and those of them auto-disabled (a `skipped` delivery each). */
export interface Routing {
  channels: RoutedChannel[];
  skipped: Set<string>;
}

/**
 * Turns recorded events into deliveries: one Delivery document per (event, channel), guarded by a unique index,
 * and one Temporal workflow per delivery whose id is derived from the pair (a repeat start is a no-op).
 */
export interface Dispatcher {
  /**
   * Idempotent fan-out of a recorded IncidentEvent: routes it to the monitor's channels (`channel_ids` null:
   * every enabled channel of the org; [] none; disabled channels never), creates missing deliveries, starts
   * every workflow (a started one is a no-op), then marks the event `fanout_done`. Safe to call any number of
   * times; an unfinished one is finished by the lifecycle's recovery sweep. Given the event itself (just recorded,
   * or found by the sweep) rather than its id, it does not read it again. `before`: awaited before the event is
   * marked done (its rejection leaves the event unfinished, for the sweep). `routed`: the event's routing, read
   * ahead (`route`) while the event was being recorded; a rejected one is read again here.
   */
  dispatchEvent(event: string | IncidentEventDoc, before?: Promise<void>, routed?: Promise<Routing>): Promise<void>;
  /**
   * Where an event will go (channel selection, then the auto-disabled among the channels), with the delivery log's
   * directory entries of its deliveries recorded. Needs nothing stored: the probe vote's opens run it beside their
   * own write, so the fan-out after the write only inserts the deliveries and starts their workflows.
   */
  route(event: PlannedEvent): Promise<Routing>;
  /**
   * Starts the workflow of one recorded delivery (its `workflow_id`, REJECT_DUPLICATE: a started one is a no-op).
   * Used for resends; throws when Temporal cannot be reached in time.
   */
  startDelivery(delivery: DeliveryDoc, event: IncidentEventDoc, channelName: string): Promise<void>;
  /**
   * Records a `test` event for one channel and its delivery, and resolves as soon as both are stored; the workflow
   * start and `fanout_done` follow (a start that fails is logged and left to the recovery sweep). The returned
   * `workflow_id` is derived from the event and the channel, so it names the workflow however the start goes.
   * `eventId`: the request's own id for its event, kept across a retry of the request (api/middleware/outageRetry.ts):
   * the same id again records and sends nothing new and answers the same ids.
   */
  sendTest(orgId: string, channelId: string, eventId?: string): Promise<{ delivery_id: string; workflow_id: string }>;
  /**
   * Graceful stop: waits for the test-alert starts still under way, at most `boundMs` (default: the start deadline
   * plus 1 s); a test alert answered from now on is started before it is answered.
   */
  stop(boundMs?: number): Promise<void>;
}
