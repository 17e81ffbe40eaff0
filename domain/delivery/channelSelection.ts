/**
 * Which channels an event goes to (contract): a monitor's `channel_ids` null means every enabled channel of the
 * org, [] means none, a list means those channels if enabled; of those, the channels whose `event_types` name the
 * event (absent: the three incident events). A `test` event goes to its one channel; an `incident.escalated` event
 * to its escalation step's enabled channels, whatever their `event_types`. Reads through `RoutingReads`.
 */
import type { IncidentEventDoc, SubscribableEventType } from '../models/incidentEvent';
import type { RoutedChannel, RoutingReads } from './stores';

/** Plenty for one org; keeps one fan-out bounded. */
const MAX_CHANNELS_PER_EVENT = 500;

/** What routing needs of an event: it can run before the event is recorded (the probe vote's opens). */
export type RoutedEvent = Pick<IncidentEventDoc, 'org_id' | 'monitor_id' | 'type'> &
  Partial<Pick<IncidentEventDoc, 'channel_id' | 'channel_ids'>>;

/** `monitorChannels`: the monitor's `channel_ids` as the caller holds them (not read again); undefined: read. */
export async function routeEvent(
  reads: RoutingReads,
  event: RoutedEvent,
  monitorChannels?: string[] | null,
): Promise<RoutedChannel[]> {
  if (event.type === 'test') {
    if (!event.channel_id) return [];
    const channel = await reads.readTestChannel(event.channel_id);
    return channel?.org_id === event.org_id ? [routed(channel)] : [];
  }
  const escalated = event.type === 'incident.escalated';
  const known = monitorChannels !== undefined;
  const ids = escalated ? (event.channel_ids ?? []) : known ? monitorChannels : await monitorChannelIds(reads, event);
  if (ids !== null && ids.length === 0) return [];
  return (await reads.enabledChannels(event.org_id, ids, MAX_CHANNELS_PER_EVENT))
    .filter((c) => escalated || c.event_types.includes(event.type as SubscribableEventType))
    .map(routed);
}

function routed({ _id, name, updated_at }: RoutedChannel): RoutedChannel {
  return { _id, name, ...(updated_at && { updated_at }) };
}

/** The monitor's `channel_ids`; null (every channel) for a monitor deleted after its event was recorded. */
async function monitorChannelIds(reads: RoutingReads, event: RoutedEvent): Promise<string[] | null> {
  // By bare `_id`, the org checked here: FerretDB serves only that filter without reading the whole collection.
  const found = await reads.readMonitorChannels(event.monitor_id);
  return found?.org_id === event.org_id ? (found.channel_ids ?? null) : null;
}
