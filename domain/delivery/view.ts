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

type ShownAttempt = Pick<
  DeliveryAttemptDoc,
  'n' | 'at' | 'duration_ms' | 'status_code' | 'error_class' | 'error_message' | 'response_body'
>;

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
      // Deliveries recorded before attempts had their own collection carry them inline.
      const inline = (d as { attempts?: ShownAttempt[] }).attempts;
      // A skipped delivery was never attempted.
      const attempts: ShownAttempt[] = inline?.length
        ? inline
        : d.status === 'skipped'
          ? []
          : await readAttempts(d._id, attemptsToRead(d));
      return { ...d, status: deriveStatus(d.status, attempts), attempts };
    }),
  );
}
