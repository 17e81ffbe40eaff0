/**
 * The auto-disable state of channels, derived from the append-only `channel_states` records (newest wins, none
 * means enabled). Changes are inserts at `newest seq + 1`, so a lost race or a retried activity never records a
 * change twice. The worker uses this to disable and (after a delivered test alert) re-enable; the API to re-enable
 * on `PATCH enabled: true`, to skip deliveries of disabled channels and to show the state.
 */
import type { ChannelAutoState, ChannelStateDoc } from '../models/channelState';
import type { ChannelStateStore } from './stores';

/** Shown in a channel's REST body: both null unless it is auto-disabled. */
export interface ChannelDisabledInfo {
  disabled_reason: string | null;
  disabled_at: Date | null;
}

/** Newest record per channel, one query (the collection holds a few records per channel at most). */
export async function latestStates(
  store: ChannelStateStore,
  channelIds: string[],
): Promise<Map<string, ChannelStateDoc>> {
  const out = new Map<string, ChannelStateDoc>();
  if (channelIds.length === 0) return out;
  for (const r of await store.recordsOf(channelIds)) if (!out.has(r.channel_id)) out.set(r.channel_id, r);
  return out;
}

export async function autoDisabledAmong(store: ChannelStateStore, channelIds: string[]): Promise<Set<string>> {
  const states = await latestStates(store, channelIds);
  return new Set([...states.values()].filter((s) => s.state === 'disabled').map((s) => s.channel_id));
}

export function disabledInfo(state: ChannelStateDoc | null | undefined): ChannelDisabledInfo {
  return state?.state === 'disabled'
    ? { disabled_reason: state.reason, disabled_at: state.at }
    : { disabled_reason: null, disabled_at: null };
}

/**
 * Records a change after `head` (the newest record read by the caller). False when the channel already is in
 * that state or another change was recorded first (duplicate key).
 */
export async function recordStateChange(
  store: ChannelStateStore,
  head: ChannelStateDoc | null,
  change: { orgId: string; channelId: string; state: ChannelAutoState; reason: string; at: Date },
): Promise<boolean> {
  if ((head?.state ?? 'enabled') === change.state) return false;
  const seq = (head?.seq ?? 0) + 1;
  return store.insert({
    org_id: change.orgId,
    channel_id: change.channelId,
    seq,
    state: change.state,
    reason: change.reason,
    at: change.at,
  });
}

/** Ends an auto-disable (no-op when the channel is not auto-disabled). True when this call re-enabled it. */
export async function reenableChannel(
  store: ChannelStateStore,
  target: { orgId: string; channelId: string },
  reason: string,
  at: Date,
): Promise<boolean> {
  const head = await store.latest(target.channelId);
  if (head?.state !== 'disabled') return false;
  return recordStateChange(store, head, { ...target, state: 'enabled', reason, at });
}
