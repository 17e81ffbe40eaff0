/**
 * Which channels an event goes to (contract): a monitor's `channel_ids` null means every enabled channel of the
 * org, [] means none, a list means those channels if enabled; of those, the channels whose `event_types` name the
 * event (absent: the three incident events). A `test` event goes to its one channel; an `incident.escalated` event
 * to its escalation step's enabled channels, whatever their `event_types`.
 */
import { Channel, type ChannelDoc } from '../models/channel';
import {
  DEFAULT_CHANNEL_EVENT_TYPES,
  type IncidentEventDoc,
  type SubscribableEventType,
} from '../models/incidentEvent';
import { Monitor } from '../models/monitor';
import type { RoutedChannel } from './stores';

/** Plenty for one org; keeps one fan-out bounded. */
const MAX_CHANNELS_PER_EVENT = 500;

type RoutedEvent = Pick<IncidentEventDoc, 'org_id' | 'monitor_id' | 'type' | 'channel_id' | 'channel_ids'>;

export async function routeEvent(event: RoutedEvent): Promise<RoutedChannel[]> {
  if (event.type === 'test') {
    if (!event.channel_id) return [];
    const channel = await Channel.findById(event.channel_id, { _id: 1, name: 1, org_id: 1 }).lean<ChannelDoc>();
    return channel?.org_id === event.org_id ? [{ _id: channel._id, name: channel.name }] : [];
  }
  const escalated = event.type === 'incident.escalated';
  const ids = escalated ? (event.channel_ids ?? []) : await monitorChannelIds(event);
  return (await enabledChannels(event.org_id, ids))
    .filter(
      (c) => escalated || (c.event_types ?? DEFAULT_CHANNEL_EVENT_TYPES).includes(event.type as SubscribableEventType),
    )
    .map(({ _id, name }) => ({ _id, name }));
}

/** The monitor's `channel_ids`; null (every channel) for a monitor deleted after its event was recorded. */
async function monitorChannelIds(event: RoutedEvent): Promise<string[] | null> {
  // By bare `_id`, the org checked here: FerretDB serves only that filter without reading the whole collection.
  const found = await Monitor.findById(event.monitor_id, { channel_ids: 1, org_id: 1 }).lean<{
    org_id: string;
    channel_ids: string[] | null;
  }>();
  return found?.org_id === event.org_id ? (found.channel_ids ?? null) : null;
}

/** The enabled channels of the org among `ids` (null: all of them), with the events each receives. */
async function enabledChannels(
  orgId: string,
  ids: string[] | null,
): Promise<(RoutedChannel & Pick<ChannelDoc, 'event_types'>)[]> {
  if (ids !== null && ids.length === 0) return [];
  const filter = ids === null ? { org_id: orgId, enabled: true } : { _id: { $in: ids }, org_id: orgId, enabled: true };
  return Channel.find(filter, { _id: 1, name: 1, event_types: 1 })
    .sort({ _id: 1 })
    .limit(MAX_CHANNELS_PER_EVENT)
    .lean<(RoutedChannel & Pick<ChannelDoc, 'event_types'>)[]>();
}
