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
      // Read and write by bare `_id` (FerretDB scans on any other filter). This runs only after the last attempt
      // of this delivery's one workflow, so nothing else writes the document meanwhile.
      const delivery = await Delivery.findById(deliveryId, { status: 1 }).lean<{ status: string }>();
      if (!delivery || delivery.status === 'delivered' || delivery.status === 'failed') return;
      await Delivery.updateOne({ _id: deliveryId }, { $set: { status: 'failed', completed_at: new Date(deps.now()) } });
      deps.log.info('delivery failed', { delivery_id: deliveryId });
    },
  };
}
