/**
 * What a Stripe event says about an org's subscription, as a `BillingFact`, or null for an event this service
 * does not use (or one that names no org it can find). The org is the Checkout session's `client_reference_id` or
 * the subscription's `metadata.org_id` (an invoice carries its subscription's metadata); the plan is the
 * subscription item's price `lookup_key`. Touches nothing: the customer lookup is handed in.
 */
import type Stripe from 'stripe';
import type { BillingFact } from './billingState';

export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
] as const;

type Loose = Record<string, unknown>;

/** Finds the org of a customer named by an earlier event (an invoice without its subscription's metadata). */
export type OrgOfCustomer = (customerId: string) => Promise<string | null>;

export async function factOf(event: Stripe.Event, orgOfCustomer: OrgOfCustomer): Promise<BillingFact | null> {
  const obj = event.data.object as unknown as Loose;
  const base = {
    event_id: event.id,
    created: event.created,
    customer_id: idOf(obj.customer),
    plan: null,
    status: null,
  };
  switch (event.type) {
    case 'checkout.session.completed': {
      const orgId = str(obj.client_reference_id);
      return orgId
        ? { ...base, org_id: orgId, kind: 'checkout_completed', subscription_id: idOf(obj.subscription) }
        : null;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const orgId = str(metadataOf(obj).org_id) ?? (await customerOrg(base.customer_id, orgOfCustomer));
      if (!orgId) return null;
      const deleted = event.type === 'customer.subscription.deleted';
      return {
        ...base,
        org_id: orgId,
        kind: deleted ? 'subscription_deleted' : 'subscription_changed',
        subscription_id: str(obj.id),
        plan: deleted ? null : lookupKeyOf(obj),
        status: str(obj.status),
      };
    }
    case 'invoice.payment_failed': {
      const details = subscriptionDetailsOf(obj);
      const orgId = str(metadataOf(details).org_id) ?? (await customerOrg(base.customer_id, orgOfCustomer));
      if (!orgId) return null;
      return {
        ...base,
        org_id: orgId,
        kind: 'payment_failed',
        subscription_id: idOf(obj.subscription ?? details.subscription),
      };
    }
    default:
      return null;
  }
}

function customerOrg(customerId: string | null, orgOfCustomer: OrgOfCustomer): Promise<string | null> {
  return customerId ? orgOfCustomer(customerId) : Promise.resolve(null);
}

/** The price `lookup_key` of the subscription's first item. */
function lookupKeyOf(subscription: Loose): string | null {
  const items = (subscription.items as { data?: Array<{ price?: { lookup_key?: unknown } }> } | undefined)?.data;
  return str(items?.[0]?.price?.lookup_key);
}

/** An invoice's subscription details: `subscription_details` (older API versions) or `parent.subscription_details`. */
function subscriptionDetailsOf(invoice: Loose): Loose {
  const parent = invoice.parent as Loose | null | undefined;
  return ((parent?.subscription_details ?? invoice.subscription_details) as Loose | null | undefined) ?? {};
}

function metadataOf(obj: Loose): Loose {
  return (obj.metadata as Loose | null | undefined) ?? {};
}

/** An id given as a string or an expanded object. */
function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  return value && typeof value === 'object' ? str((value as Loose).id) : null;
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
