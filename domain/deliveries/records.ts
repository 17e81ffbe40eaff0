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

/** Tries of a log write before the attempt gives up (then Temporal retries it, and the POST may repeat). */
const WRITE_TRIES = 3;

/**
 * A write that failed for a passing reason (e.g. the embedded database busy under a burst) is tried again a few
 * times within the attempt, because giving up means the attempt is retried and the receiver gets the POST twice.
 */
async function persistently(write: () => Promise<unknown>): Promise<void> {
  for (let tried = 1; ; tried++) {
    try {
      await write();
      return;
    } catch (err) {
      if (tried >= WRITE_TRIES) throw err;
      await new Promise((r) => setTimeout(r, 250 * 4 ** (tried - 1)));
    }
  }
}

/** Inserts the attempt; an attempt already recorded (a repeated insert after a lost acknowledgement) is kept. */
export async function recordAttempt(attempt: AttemptRecord): Promise<void> {
  await persistently(async () => {
    try {
      await DeliveryAttempt.create({ _id: deliveryAttemptId(attempt.delivery_id, attempt.n), ...attempt });
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
  });
}

/** `delivered` or `failed`, written once by the delivery's workflow. */
export async function settleDelivery(
  deliveryId: string,
  status: 'delivered' | 'failed',
  lastAttempt: number | null,
  at: Date,
): Promise<void> {
  await persistently(() =>
    Delivery.updateOne({ _id: deliveryId }, { $set: { status, last_attempt: lastAttempt, completed_at: at } }),
  );
}

/** The recorded attempts 1..upTo of a delivery, oldest first, each read by `_id` (a lost attempt leaves a gap). */
export async function readAttempts(deliveryId: string, upTo: number): Promise<DeliveryAttemptDoc[]> {
  const found = await Promise.all(
    Array.from({ length: upTo }, (_, i) =>
      DeliveryAttempt.findById(deliveryAttemptId(deliveryId, i + 1)).lean<DeliveryAttemptDoc>(),
    ),
  );
  return found.filter((a): a is DeliveryAttemptDoc => a !== null);
}

/** How far to look: a settled delivery names its last attempt; otherwise every possible number. */
export function attemptsToRead(d: Pick<DeliveryDoc, 'status' | 'last_attempt'>): number {
  return d.status !== 'pending' && d.last_attempt ? d.last_attempt : DELIVERY_MAX_ATTEMPTS;
}

export const isSuccess = (a: Pick<DeliveryAttemptDoc, 'error_class'>) => a.error_class === null;
