/** Delivery status changes that are not part of an attempt. */
import { Delivery } from '../domain/models/delivery';
import type { ActivityDeps } from './index';

export interface MarkDeliveryFailedInput {
  deliveryId: string;
}

export function createDeliveryStatusActivities(deps: Pick<ActivityDeps, 'log' | 'now'>) {
  return {
    /** After the last failed attempt: `failed` on the incident. Never overrides a delivery already delivered. */
    async markDeliveryFailed({ deliveryId }: MarkDeliveryFailedInput): Promise<void> {
      const res = await Delivery.updateOne(
        { _id: deliveryId, status: { $in: ['pending', 'delivering'] } },
        { $set: { status: 'failed', completed_at: new Date(deps.now()) } },
      );
      deps.log.info('delivery failed', { delivery_id: deliveryId, changed: res.modifiedCount === 1 });
    },
  };
}
