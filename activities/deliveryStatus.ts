/** Settling a delivery whose last attempt could not settle it itself (a fallback, not the common path). */
import { isSuccess, attemptsToRead } from '../domain/delivery/attempts';
import type { ActivityDeps } from './index';

export interface MarkDeliveryFailedInput {
  deliveryId: string;
}

export function createDeliveryStatusActivities(deps: Pick<ActivityDeps, 'store' | 'channelHealth' | 'log' | 'now'>) {
  const { store } = deps;
  return {
    /**
     * Runs only when the attempts ended without one of them settling the delivery (e.g. every attempt timed out
     * with its worker gone, or the database failed while recording). `failed`, unless a recorded success says
     * otherwise; a settled delivery is left as it is. Returns the settled status.
     */
    async markDeliveryFailed({ deliveryId }: MarkDeliveryFailedInput): Promise<'delivered' | 'failed'> {
      const delivery = await store.readDelivery(deliveryId);
      if (!delivery) return 'failed';
      if (delivery.status === 'delivered' || delivery.status === 'failed') return delivery.status;
      const attempts = await store.readAttempts(deliveryId, attemptsToRead(delivery));
      const success = attempts.find(isSuccess);
      const status = success ? 'delivered' : 'failed';
      await store.settleDelivery(
        deliveryId,
        status,
        success?.n ?? attempts[attempts.length - 1]?.n ?? null,
        new Date(deps.now()),
      );
      if (status === 'failed')
        await deps.channelHealth.afterFailure({
          _id: deliveryId,
          org_id: delivery.org_id,
          channel_id: delivery.channel_id,
        });
      deps.log.info(`delivery ${status} (settled after its attempts)`, { delivery_id: deliveryId });
      return status;
    },
  };
}
