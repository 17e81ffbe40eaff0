/** Settling a delivery whose last attempt could not settle it itself (a fallback, not the common path). */
import { checkFailureStreak } from '../domain/channels/autoDisable';
import { attemptsToRead, isSuccess, readAttempts, settleDelivery } from '../domain/deliveries/records';
import { Delivery, type DeliveryDoc } from '../domain/models/delivery';
import type { ActivityDeps } from './index';

export interface MarkDeliveryFailedInput {
  deliveryId: string;
}

export function createDeliveryStatusActivities(deps: Pick<ActivityDeps, 'config' | 'log' | 'now'>) {
  return {
    /**
     * Runs only when the attempts ended without one of them settling the delivery (e.g. every attempt timed out
     * with its worker gone, or the database failed while recording). `failed`, unless a recorded success says
     * otherwise; a settled delivery is left as it is. Returns the settled status.
     */
    async markDeliveryFailed({ deliveryId }: MarkDeliveryFailedInput): Promise<'delivered' | 'failed'> {
      const delivery = await Delivery.findById(deliveryId, {
        status: 1,
        last_attempt: 1,
        org_id: 1,
        channel_id: 1,
      }).lean<DeliveryDoc>();
      if (!delivery) return 'failed';
      if (delivery.status === 'delivered' || delivery.status === 'failed') return delivery.status;
      const attempts = await readAttempts(deliveryId, attemptsToRead(delivery));
      const success = attempts.find(isSuccess);
      const status = success ? 'delivered' : 'failed';
      await settleDelivery(
        deliveryId,
        status,
        success?.n ?? attempts[attempts.length - 1]?.n ?? null,
        new Date(deps.now()),
      );
      if (status === 'failed')
        await checkFailureStreak(deps, { _id: deliveryId, org_id: delivery.org_id, channel_id: delivery.channel_id });
      deps.log.info(`delivery ${status} (settled after its attempts)`, { delivery_id: deliveryId });
      return status;
    },
  };
}
