/**
 * The write side of the delivery log, used by the worker only. An attempt is one inserted record (never updated);
 * settling writes the delivery document once, by bare `_id`, from the delivery's own workflow. The dispatcher
 * never writes a delivery after inserting it, so no document here has two writers.
 */
import { isDuplicateKeyError } from '../errors';
import { DELIVERY_MAX_ATTEMPTS } from '../delivery/retryPolicy';
import { Delivery, type DeliveryDoc } from '../models/delivery';
import { DeliveryAttempt, deliveryAttemptId, type DeliveryAttemptDoc } from '../models/deliveryAttempt';

export type AttemptRecord = Omit<DeliveryAttemptDoc, '_id'>;

/** Inserts the attempt; an attempt already recorded (a repeated insert after a lost acknowledgement) is kept. */
export async function recordAttempt(attempt: AttemptRecord): Promise<void> {
  try {
    await DeliveryAttempt.create({ _id: deliveryAttemptId(attempt.delivery_id, attempt.n), ...attempt });
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
  }
}

/** `delivered` or `failed`, written once by the delivery's workflow. */
export async function settleDelivery(deliveryId: string, status: 'delivered' | 'failed', lastAttempt: number | null, at: Date): Promise<void> {
  await Delivery.updateOne({ _id: deliveryId }, { $set: { status, last_attempt: lastAttempt, completed_at: at } });
}

/**
 * The recorded attempts of a delivery, oldest first, each read by `_id`. A settled delivery names its last
 * attempt; otherwise every possible number is looked up (an attempt lost with a crashed worker leaves a gap).
 */
export async function readAttempts(d: Pick<DeliveryDoc, '_id' | 'status' | 'last_attempt'>, upTo?: number): Promise<DeliveryAttemptDoc[]> {
  const last = upTo ?? (d.status !== 'pending' && d.last_attempt ? d.last_attempt : DELIVERY_MAX_ATTEMPTS);
  const found = await Promise.all(
    Array.from({ length: last }, (_, i) => DeliveryAttempt.findById(deliveryAttemptId(d._id, i + 1)).lean<DeliveryAttemptDoc>()),
  );
  return found.filter((a): a is DeliveryAttemptDoc => a !== null);
}

export const isSuccess = (a: Pick<DeliveryAttemptDoc, 'error_class'>) => a.error_class === null;
