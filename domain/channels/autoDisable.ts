/**
 * Auto-disable: a channel whose deliveries keep failing is switched off instead of failing forever. Checked by the
 * worker when a delivery settles `failed`: the streak is the failed deliveries of the channel since its last
 * delivered one (and since it was last re-enabled), read newest first through the channel's buckets of the delivery
 * log back to where the streak began, and cut at the threshold. When it holds at least `autoDisableFailures` deliveries and its first one was created
 * `autoDisableMinSpanMs` or more ago, a `disabled` state record is inserted (domain/channels/channelStates.ts).
 * The channel document is never written here: the API is its only writer.
 */
import type { Config } from '../config';
import type { ChannelHealth, SettledDelivery } from '../delivery/stores';
import { uuidv7Floor } from '../ids';
import type { Logger } from '../logger';
import type { DeliveryDoc } from '../models/delivery';
import { iso } from '../time';
import { recordStateChange, reenableChannel } from './channelStates';
import type { ChannelStateStore, FailureHistory } from './stores';

export interface AutoDisableDeps {
  states: ChannelStateStore;
  deliveries: FailureHistory;
  config: { delivery: Pick<Config['delivery'], 'autoDisableFailures' | 'autoDisableMinSpanMs'> };
  log: Logger;
  now: () => number;
}

type Settled = SettledDelivery;

/** The worker's `ChannelHealth`: the checks below on the stores of `deps`. */
export function createChannelHealth(deps: AutoDisableDeps): ChannelHealth {
  return {
    afterFailure: (delivery) => checkFailureStreak(deps, delivery),
    afterTestDelivered: (delivery) => reenableAfterTest(deps, delivery),
  };
}

/**
 * Called after a delivery settled `failed`. Never throws: the failure is already recorded, and a throw here would
 * retry the attempt (a second POST). A check that could not run is made again at the next failure.
 */
export async function checkFailureStreak(deps: AutoDisableDeps, delivery: Settled): Promise<void> {
  const threshold = deps.config.delivery.autoDisableFailures;
  if (threshold <= 0) return;
  try {
    const head = await deps.states.latest(delivery.channel_id);
    if (head?.state === 'disabled') return;
    const streak = await failureStreak(
      deps.deliveries,
      delivery,
      head ? uuidv7Floor(head.at.getTime()) : null,
      threshold,
    );
    if (streak.length < threshold) return;
    const first = streak[0].created_at;
    if (deps.now() - first.getTime() < deps.config.delivery.autoDisableMinSpanMs) return;
    const reason = `${threshold} consecutive deliveries failed since ${iso(first)}`;
    const at = new Date(deps.now());
    if (
      await recordStateChange(deps.states, head, {
        orgId: delivery.org_id,
        channelId: delivery.channel_id,
        state: 'disabled',
        reason,
        at,
      })
    ) {
      deps.log.warn('channel auto-disabled', {
        channel_id: delivery.channel_id,
        org_id: delivery.org_id,
        reason,
        delivery_id: delivery._id,
      });
    }
  } catch (err) {
    deps.log.warn('auto-disable check failed', { channel_id: delivery.channel_id, error: (err as Error).message });
  }
}

/** The oldest `limit` failed deliveries after the channel's last delivered one (and after `afterId`, if given). */
function failureStreak(
  history: FailureHistory,
  d: Settled,
  afterId: string | null,
  limit: number,
): Promise<Pick<DeliveryDoc, '_id' | 'created_at'>[]> {
  return history.streak({ org_id: d.org_id, channel_id: d.channel_id }, afterId, limit);
}

/** Called after a test alert was delivered: the endpoint works again. Never throws (see checkFailureStreak). */
async function reenableAfterTest(deps: Omit<AutoDisableDeps, 'config'>, delivery: Settled): Promise<void> {
  try {
    const target = { orgId: delivery.org_id, channelId: delivery.channel_id };
    if (await reenableChannel(deps.states, target, 'a test alert was delivered', new Date(deps.now()))) {
      deps.log.info('channel re-enabled by a delivered test alert', {
        channel_id: delivery.channel_id,
        delivery_id: delivery._id,
      });
    }
  } catch (err) {
    deps.log.warn('re-enable after test alert failed', {
      channel_id: delivery.channel_id,
      error: (err as Error).message,
    });
  }
}
