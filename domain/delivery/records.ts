/**
 * The delivery log in MongoDB. An attempt is one inserted record (never updated); settling writes the delivery
 * document once, by bare `_id`, from the delivery's own workflow. The dispatcher never writes a delivery after
 * inserting it, so no document here has two writers.
 */
import type { Connection, Model } from 'mongoose';
import { isDuplicateKeyError } from '../errors';
import { Delivery } from '../models/delivery';
import { DeliveryAttempt, deliveryAttemptId, type DeliveryAttemptDoc } from '../models/deliveryAttempt';
import type { AttemptRecord } from './attempts';

/**
 * Inserts the attempt; an attempt already recorded (a repeated insert after a lost acknowledgement) is kept.
 * `attempts`: the model to write through (the worker's is bound to a connection of its own, `attemptRecordModel`).
 */
export async function recordAttempt(
  attempt: AttemptRecord,
  attempts: Model<DeliveryAttemptDoc> = DeliveryAttempt,
): Promise<void> {
  try {
    await attempts.create({ _id: deliveryAttemptId(attempt.delivery_id, attempt.n), ...attempt });
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
  }
}

/** `delivered` or `failed`, written once by the delivery's workflow. */
export async function settleDelivery(
  deliveryId: string,
  status: 'delivered' | 'failed',
  lastAttempt: number | null,
  at: Date,
): Promise<void> {
  await Delivery.updateOne({ _id: deliveryId }, { $set: { status, last_attempt: lastAttempt, completed_at: at } });
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

/** The attempt records' model on another connection (the same collection and schema). */
export function attemptRecordModel(connection: Connection): Model<DeliveryAttemptDoc> {
  return connection.model<DeliveryAttemptDoc>(
    DeliveryAttempt.modelName,
    DeliveryAttempt.schema,
    DeliveryAttempt.collection.collectionName,
  );
}
