/**
 * A delivery as the API shows it (presented by api/contract), assembled from the delivery document and its attempt
 * records. The stored status is `pending` until the delivery's workflow settles it; before that the attempts tell
 * `pending` (none yet) from `delivering` (attempts made, more to come), and a recorded success counts as delivered
 * even in the moment between recording it and settling the document.
 */
import type { DeliveryDoc, DeliveryStatus } from '../models/delivery';
import type { DeliveryAttemptDoc } from '../models/deliveryAttempt';
import { attemptsToRead, isSuccess } from './attempts';
import type { DeliveryReads } from './stores';
import type { ShownAttempt } from '../models/deliverySettlement';

export interface DeliveryView extends Omit<DeliveryDoc, 'status'> {
  status: DeliveryStatus;
  attempts: ShownAttempt[];
}

export function deriveStatus(stored: string, attempts: Pick<DeliveryAttemptDoc, 'error_class'>[]): DeliveryStatus {
  if (stored === 'delivered' || stored === 'failed' || stored === 'skipped') return stored;
  if (attempts.some(isSuccess)) return 'delivered';
  return attempts.length > 0 ? 'delivering' : 'pending';
}

export async function assembleDeliveries(
  docs: DeliveryDoc[],
  readAttempts: DeliveryReads['readAttempts'],
): Promise<DeliveryView[]> {
  return Promise.all(
    docs.map(async (d) => {
      // A settled row carries its attempts, and so do deliveries recorded before attempts had their own collection.
      const inline = (d as { attempts?: ShownAttempt[] }).attempts;
      // A skipped delivery was never attempted.
      const attempts: ShownAttempt[] =
        inline && (inline.length > 0 || d.status !== 'pending')
          ? inline
          : d.status === 'skipped'
            ? []
            : await readAttempts(d._id, attemptsToRead(d));
      return { ...d, status: deriveStatus(d.status, attempts), attempts };
    }),
  );
}
