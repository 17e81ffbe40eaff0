/** The `delivery_buckets` collection: the directory of the delivery log's buckets (domain/delivery/logBuckets.ts). */
import { Schema, model } from 'mongoose';
import type { BucketMark } from '../delivery/log/buckets';

/**
 * One entry per (scope, day) and per (scope, hour) that holds deliveries, inserted once (its `_id` is the guard,
 * a repeat is a duplicate key) by whoever inserts such a delivery first, and deleted with its whole day by the
 * retention sweep. Never updated.
 */
export type DeliveryBucketDoc = BucketMark;

const schema = new Schema<DeliveryBucketDoc>(
  {
    _id: { type: String, required: true },
    scope: { type: String, default: null },
    scope_day: { type: String, default: null },
    day: { type: Number, required: true },
    hour: { type: Number, default: null },
    day_only: { type: Boolean },
  },
  { versionKey: false, strict: true, strictQuery: true },
);
schema.index({ scope: 1 });
schema.index({ scope_day: 1 });
schema.index({ day: 1 });

export const DeliveryBucket = model<DeliveryBucketDoc>('DeliveryBucket', schema, 'delivery_buckets');
