/**
 * In-memory channel stores for unit tests of auto-disable: the same contracts as domain/channels/mongoStores.ts
 * (a state record is unique on (channel, `seq`), so a second insert of the same change answers false).
 */
import type { ChannelStateStore, FailureHistory, NewChannelState } from '../../domain/channels/stores';
import type { ChannelStateDoc } from '../../domain/models/channelState';
import type { DeliveryDoc } from '../../domain/models/delivery';

export class MemoryChannelStateStore implements ChannelStateStore {
  readonly records: ChannelStateDoc[] = [];

  async latest(channelId: string) {
    return (await this.recordsOf([channelId]))[0] ?? null;
  }
  async recordsOf(channelIds: string[]) {
    return this.records
      .filter((r) => channelIds.includes(r.channel_id))
      .sort((a, b) => (a.channel_id === b.channel_id ? b.seq - a.seq : a.channel_id < b.channel_id ? -1 : 1));
  }
  async insert(record: NewChannelState) {
    const id = `${record.channel_id}:${record.seq}`;
    if (this.records.some((r) => r._id === id)) return false;
    this.records.push({ _id: id, ...record, created_at: record.at, updated_at: record.at });
    return true;
  }
}

/** A channel's settled deliveries, oldest first: what the failure streak is read from. */
export class MemoryFailureHistory implements FailureHistory {
  readonly deliveries: Pick<DeliveryDoc, '_id' | 'org_id' | 'channel_id' | 'status' | 'created_at'>[] = [];

  async streak(scope: { org_id: string; channel_id: string }, afterId: string | null, limit: number) {
    const lastDelivered = this.of(scope)
      .filter((d) => d.status === 'delivered')
      .pop()?._id;
    const after = [lastDelivered, afterId]
      .filter((x): x is string => !!x)
      .sort()
      .pop();
    return this.of(scope)
      .filter((d) => d.status === 'failed' && (!after || d._id > after))
      .slice(0, limit)
      .map(({ _id, created_at }) => ({ _id, created_at }));
  }
  private of(scope: { org_id: string; channel_id: string }) {
    return this.deliveries
      .filter((d) => d.org_id === scope.org_id && d.channel_id === scope.channel_id)
      .sort((a, b) => (a._id < b._id ? -1 : 1));
  }
}
