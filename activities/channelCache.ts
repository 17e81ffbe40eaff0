/**
 * Channels for first attempts. The dispatcher hands a delivery's first attempt the `updated_at` of the channel it
 * routed the event to (`channelVersion`); every edit of a channel moves `updated_at` (the schema's timestamps), so
 * a copy of the channel with that `updated_at` is the channel as routed, and the attempt uses the worker's copy
 * instead of reading it: one read per channel version instead of one per delivery. Without a version (a retry, a
 * resend, a recovered dispatch) or with another one, the channel is read, and the copy replaced. Bounded; the
 * oldest goes first. The copy holds the sealed secret, as each read did; it never leaves the worker.
 */
import { BoundedMap } from '../domain/boundedMap';
import type { ChannelDoc } from '../domain/models/channel';

export type ChannelRead = (channelId: string, version?: number) => Promise<ChannelDoc | null>;

export function createChannelCache(
  read: (channelId: string) => Promise<ChannelDoc | null>,
  maxEntries = 1_000,
): ChannelRead {
  const copies = new BoundedMap<string, ChannelDoc>(maxEntries);
  return async (channelId, version) => {
    const copy = copies.get(channelId);
    if (copy && version !== undefined && new Date(copy.updated_at).getTime() === version) return copy;
    const channel = await read(channelId);
    if (channel) copies.set(channelId, channel);
    else copies.delete(channelId);
    return channel;
  };
}
