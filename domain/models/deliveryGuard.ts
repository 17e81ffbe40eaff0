/**
 * The `delivery_guards` family (`delivery_guards_YYYYMMDD`, a collection per UTC day of the EVENT's id): each
 * delivery's exactly-once guard, a unique insert keyed `<event>:<channel>:<resend_key>` made before the delivery
 * (domain/delivery/log/deliveryDays.ts). Every retry of a dispatch, however late, names the same collection, so the
 * guard holds across midnight while the deliveries themselves are stored by the day of their own id. Never updated.
 */
import { Schema, model } from 'mongoose';

export interface DeliveryGuardDoc {
  /** `<event_id>:<channel_id>:<resend_key or empty>`. */
  _id: string;
  event_id: string;
  /** The delivery this guard stands for: a retry that meets the guard inserts the delivery with this id if missing. */
  delivery_id: string;
  created_at: Date;
}

const schema = new Schema<DeliveryGuardDoc>(
  {
    _id: { type: String, required: true },
    event_id: { type: String, required: true },
    delivery_id: { type: String, required: true },
    created_at: { type: Date, required: true },
  },
  { versionKey: false },
);
schema.index({ event_id: 1 });

/** Only its schema is used (lookup indexes of the family); its rows live in the day collections. */
export const DeliveryGuard = model<DeliveryGuardDoc>('DeliveryGuard', schema, 'delivery_guards');
