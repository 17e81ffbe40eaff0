/** The `delivery_counts` collection: an org's settled deliveries of one closed day by outcome (delivery/log/counts). */
import { Schema, model } from 'mongoose';

/**
 * The settled deliveries of one org on one UTC day (of their `_id`), filed once when the day closes: `_id` is
 * `<org_id>|<day>`, so a repeat (another replica closing the same day) is a duplicate key and is refused. Never
 * updated and never deleted: the `uptime_deliveries_total` counter is their sum plus the days still open, so
 * dropping one would make a counter fall. One small document per org and day with deliveries.
 */
export interface DeliveryCountDoc {
  _id: string;
  org_id: string;
  day: number;
  delivered: number;
  failed: number;
  skipped: number;
  filed_at: Date;
}

const schema = new Schema<DeliveryCountDoc>(
  {
    _id: { type: String, required: true },
    org_id: { type: String, required: true },
    day: { type: Number, required: true },
    delivered: { type: Number, required: true },
    failed: { type: Number, required: true },
    skipped: { type: Number, required: true },
    filed_at: { type: Date, required: true },
  },
  { versionKey: false, strict: true, strictQuery: true },
);
schema.index({ org_id: 1 });

export const DeliveryCount = model<DeliveryCountDoc>('DeliveryCount', schema, 'delivery_counts');
