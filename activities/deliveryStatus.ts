/**
 * Settling a delivery whose last attempt could not settle it itself (a fallback, not the common path). A workflow
 * hands it the attempts' input (ids and the delivery's listing), so the settled row is built from the delivery as
 * listed and the attempts read here, without reading the delivery back a second time; a workflow started by an older
 * version hands the delivery's id alone, and the settle reads the delivery back then.
 */
import { isSuccess, attemptsToRead } from '../domain/delivery/attempts';
import type { ActivityDeps } from './index';
import { knownSettlement } from './settling';
import type { SendWebhookInput } from './webhookAttempt';

export type MarkDeliveryFailedInput = { deliveryId: string } | SendWebhookInput;

export function createDeliveryStatusActivities(deps: Pick<ActivityDeps, 'store' | 'channelHealth' | 'log' | 'now'>) {
  const { store } = deps;
  return {
    /**
     * Runs only when the attempts ended without one of them settling the delivery (e.g. every attempt timed out
     * with its worker gone, or the database failed while recording). `failed`, unless a recorded success says
     * otherwise; a settled delivery is left as it is. Returns the settled status.
     */
    async markDeliveryFailed(input: MarkDeliveryFailedInput): Promise<'delivered' | 'failed'> {
      const { deliveryId } = input;
      const delivery = await store.readDelivery(deliveryId);
      if (!delivery) return 'failed';
      if (delivery.status === 'delivered' || delivery.status === 'failed') return delivery.status;
      const attempts = await store.readAttempts(deliveryId, attemptsToRead(delivery));
      const success = attempts.find(isSuccess);
      const status = success ? 'delivered' : 'failed';
      const lastAttempt = success?.n ?? attempts[attempts.length - 1]?.n ?? null;
      const shown = attempts.filter((a) => lastAttempt === null || a.n <= lastAttempt);
      const known = 'eventId' in input ? knownSettlement(input, shown) : undefined;
      await store.settleDelivery(deliveryId, status, lastAttempt, new Date(deps.now()), known);
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
