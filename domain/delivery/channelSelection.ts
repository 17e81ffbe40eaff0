/**
 * Which channels an event goes to (contract): a monitor's `channel_ids` null means every enabled channel of the
 * org, [] means none, a list means those channels if enabled. A `test` event goes to its one channel.
 */
import { Channel, type ChannelDoc } from '../models/channel';
import type { IncidentEventDoc } from '../models/incidentEvent';
import { Monitor } from '../models/monitor';
import type { RoutedChannel } from './stores';

/** Plenty for one org; keeps one fan-out bounded. */
const MAX_CHANNELS_PER_EVENT = 500;

export async function routeEvent(
  event: Pick<IncidentEventDoc, 'org_id' | 'monitor_id' | 'type' | 'channel_id'>,
): Promise<RoutedChannel[]> {
  if (event.type === 'test') {
    if (!event.channel_id) return [];
    const channel = await Channel.findById(event.channel_id, { _id: 1, name: 1, org_id: 1 }).lean<ChannelDoc>();
    return channel?.org_id === event.org_id ? [{ _id: channel._id, name: channel.name }] : [];
  }
  // By bare `_id`, the org checked here: FerretDB serves only that filter without reading the whole collection.
  const found = await Monitor.findById(event.monitor_id, { channel_ids: 1, org_id: 1 }).lean<{
    org_id: string;
    channel_ids: string[] | null;
  }>();
  const monitor = found?.org_id === event.org_id ? found : null;
  // A monitor deleted after its event was recorded routes like the default (every enabled channel).
  const ids = monitor ? (monitor.channel_ids ?? null) : null;
  if (ids !== null && ids.length === 0) return [];
  const filter =
    ids === null ? { org_id: event.org_id, enabled: true } : { _id: { $in: ids }, org_id: event.org_id, enabled: true };
  return Channel.find(filter, { _id: 1, name: 1 })
    .sort({ _id: 1 })
    .limit(MAX_CHANNELS_PER_EVENT)
    .lean<RoutedChannel[]>();
}
