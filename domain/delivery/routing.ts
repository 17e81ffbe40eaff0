/**
 * Which channels an event goes to (contract): a monitor's `channel_ids` null means every enabled channel of the
 * org, [] means none, a list means those channels if enabled. A `test` event goes to its one channel.
 */
import { Channel, type ChannelDoc } from '../models/channel';
import type { IncidentEventDoc } from '../models/incidentEvent';
import { Monitor } from '../models/monitor';

/** Plenty for one org; keeps one fan-out bounded. */
const MAX_CHANNELS_PER_EVENT = 500;

export type RoutedChannel = Pick<ChannelDoc, '_id' | 'name'>;

export async function routeEvent(event: Pick<IncidentEventDoc, 'org_id' | 'monitor_id' | 'type' | 'channel_id'>): Promise<RoutedChannel[]> {
  if (event.type === 'test') {
    if (!event.channel_id) return [];
    return Channel.find({ _id: event.channel_id, org_id: event.org_id }, { _id: 1, name: 1 }).lean<RoutedChannel[]>();
  }
  const monitor = await Monitor.findOne({ _id: event.monitor_id, org_id: event.org_id }, { channel_ids: 1 }).lean<{ channel_ids: string[] | null }>();
  // A monitor deleted after its event was recorded routes like the default (every enabled channel).
  const ids = monitor ? monitor.channel_ids ?? null : null;
  if (ids !== null && ids.length === 0) return [];
  const filter = ids === null ? { org_id: event.org_id, enabled: true } : { _id: { $in: ids }, org_id: event.org_id, enabled: true };
  return Channel.find(filter, { _id: 1, name: 1 }).sort({ _id: 1 }).limit(MAX_CHANNELS_PER_EVENT).lean<RoutedChannel[]>();
}
