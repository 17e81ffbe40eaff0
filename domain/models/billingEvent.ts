/**
 * The `billing_events` collection: one row per payment-provider event applied (its `_id` is the provider's event
 * id, so a repeated delivery is a duplicate key: each event counts once). Append-only; an org's billing state is
 * derived from its rows (domain/billing/billingState.ts). Written and read only through domain/billing/mongoStores.ts.
 */
import { model, Schema } from 'mongoose';

export interface BillingEventDoc {
  _id: string;
  org_id: string;
  kind: 'checkout_completed' | 'subscription_changed' | 'subscription_deleted' | 'payment_failed';
  /** The provider's `created` (seconds since the epoch): the order the state is folded in. */
  created: number;
  customer_id: string | null;
  subscription_id: string | null;
  plan: string | null;
  status: string | null;
  received_at: Date;
}

const schema = new Schema<BillingEventDoc>(
  {
    _id: { type: String, required: true },
    org_id: { type: String, required: true },
    kind: { type: String, required: true },
    created: { type: Number, required: true },
    customer_id: { type: String, default: null },
    subscription_id: { type: String, default: null },
    plan: { type: String, default: null },
    status: { type: String, default: null },
    received_at: { type: Date, required: true },
  },
  { versionKey: false },
);
schema.index({ org_id: 1 });
schema.index({ customer_id: 1 });

export const BillingEvent = model<BillingEventDoc>('BillingEvent', schema, 'billing_events');
