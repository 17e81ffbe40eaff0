/** The `delivery_settlements` collection: a settled delivery as a list shows it (domain/delivery/log/settled). */
import { Schema, model } from 'mongoose';
import type { DeliveryDoc } from './delivery';
import type { DeliveryAttemptDoc } from './deliveryAttempt';

/** An attempt as a list row shows it. */
export type ShownAttempt = Pick<
  DeliveryAttemptDoc,
  'n' | 'at' | 'duration_ms' | 'status_code' | 'error_class' | 'error_message' | 'response_body'
>;

/**
 * A delivery's settled row: the delivery document as settled (its `status`, `last_attempt`, `completed_at`) with
 * its attempts, inserted once by whoever settles it (its `_id` is the delivery's: a repeat is a duplicate key) and
 * never updated. It is filed under the delivery's `page_keys` and its status scope, so a page reads a bucket's
 * rows with their attempts in one lookup, and `status=failed` reads its own buckets. Deleted with its day.
 */
export interface DeliverySettlementDoc extends DeliveryDoc {
  /** `skipped` only for a delivery stored skipped before that status had buckets (filed by the backfill). */
  status: 'delivered' | 'failed' | 'skipped';
  attempts: ShownAttempt[];
  page_keys: string[];
  day: number;
}

const schema = new Schema<DeliverySettlementDoc>(
  {
    _id: { type: String, required: true },
    status: { type: String, required: true },
    page_keys: { type: [String], required: true },
    day: { type: Number, required: true },
  },
  { versionKey: false, strict: false },
);
schema.index({ page_keys: 1 });
schema.index({ day: 1 });

export const DeliverySettlement = model<DeliverySettlementDoc>('DeliverySettlement', schema, 'delivery_settlements');
