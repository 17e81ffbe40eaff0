/**
 * Payments through Stripe, with its official library: the webhook (signature checked on the raw body, each event
 * recorded once by its id), and the hand-offs to Stripe Checkout (to subscribe to a plan) and the Customer Portal
 * (to change or cancel). Without Stripe configured every call is `not_implemented` (501).
 */
import Stripe from 'stripe';
import {
  ConflictError,
  InvalidRequestError,
  NotFoundError,
  NotImplementedError,
  ServiceUnavailableError,
} from '../errors';
import type { Logger } from '../logger';
import type { BillingConfig, StripeConfig } from './billingConfig';
import type { OrgPlans } from './orgPlans';
import { factOf } from './stripeEvents';
import type { BillingEventStore } from './stores';

/** What the webhook did with one delivery. */
export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

export interface PaymentsDeps {
  config: BillingConfig;
  store: BillingEventStore;
  plans: OrgPlans;
  log: Logger;
  now: () => number;
}

/** Seconds a signed timestamp may be away from now (the library's default). */
const SIGNATURE_TOLERANCE_SEC = 300;

export function stripeClient(stripe: StripeConfig): Stripe {
  const base = stripe.apiBase;
  return new Stripe(stripe.secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

export class Payments {
  private readonly client: Stripe | null;

  constructor(private readonly deps: PaymentsDeps) {
    this.client = deps.config.stripe ? stripeClient(deps.config.stripe) : null;
  }

  get available(): boolean {
    return this.client !== null;
  }

  /** Verifies and applies one webhook delivery; a bad signature is a 400 and changes nothing. */
  async receiveWebhook(rawBody: Buffer | undefined, signature: string): Promise<WebhookOutcome> {
    const { client, secret } = this.configured();
    let event: Stripe.Event;
    try {
      if (!rawBody || !signature) throw new Error('missing body or signature');
      const nowSec = Math.floor(this.deps.now() / 1000);
      // The library refuses a timestamp too old; one too far ahead is refused here, as replays signed ahead would be.
      if (signedAt(signature) > nowSec + SIGNATURE_TOLERANCE_SEC) throw new Error('timestamp in the future');
      // `receivedAt` is in milliseconds.
      event = client.webhooks.constructEvent(
        rawBody,
        signature,
        secret,
        SIGNATURE_TOLERANCE_SEC,
        undefined,
        this.deps.now(),
      );
    } catch {
      throw new InvalidRequestError('Missing, invalid or stale Stripe-Signature.', [
        { path: 'Stripe-Signature', message: 'does not verify against STRIPE_WEBHOOK_SECRET within 300 s' },
      ]);
    }
    return this.apply(event);
  }

  /** Starts a Checkout session subscribing the org to a paid plan; its URL is where the user pays. */
  async startCheckout(orgId: string, planName: string, urls: { success: string; cancel: string }): Promise<string> {
    const { client } = this.configured();
    const plan = this.deps.plans.plans.find((p) => p.name === planName);
    if (!plan || plan.price_monthly_usd === 0)
      throw new InvalidRequestError('Not a paid plan.', [{ path: 'plan', message: `is not a paid plan` }]);
    const prices = await viaStripe(() => client.prices.list({ lookup_keys: [plan.name], active: true, limit: 1 }));
    const price = prices.data[0];
    if (!price) throw new NotFoundError(`No Stripe price has the lookup key "${plan.name}".`);
    const { state } = await this.deps.plans.planOf(orgId);
    const session = await viaStripe(() =>
      client.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: price.id, quantity: 1 }],
        client_reference_id: orgId,
        subscription_data: { metadata: { org_id: orgId } },
        ...(state.customer_id && { customer: state.customer_id }),
        success_url: urls.success,
        cancel_url: urls.cancel,
      }),
    );
    return session.url ?? '';
  }

  /** Starts a Customer Portal session for the org's Stripe customer (409 before its first Checkout). */
  async startPortal(orgId: string, returnUrl: string): Promise<string> {
    const { client } = this.configured();
    const { state } = await this.deps.plans.planOf(orgId);
    if (!state.customer_id) throw new ConflictError('This org has no Stripe customer yet: subscribe first.');
    const customer = state.customer_id;
    const session = await viaStripe(() => client.billingPortal.sessions.create({ customer, return_url: returnUrl }));
    return session.url;
  }

  private async apply(event: Stripe.Event): Promise<WebhookOutcome> {
    const fact = await factOf(event, (customerId) => this.deps.store.orgOfCustomer(customerId));
    if (!fact || !(await this.deps.store.orgExists(fact.org_id))) return 'ignored';
    const inserted = await this.deps.store.insertFact(fact);
    this.deps.plans.forget(fact.org_id);
    if (inserted)
      this.deps.log.info('billing event applied', { event_id: event.id, type: event.type, org_id: fact.org_id });
    return inserted ? 'applied' : 'duplicate';
  }

  private configured(): { client: Stripe; secret: string } {
    const stripe = this.deps.config.stripe;
    if (!this.client || !stripe) throw new NotImplementedError('No payment provider is configured.');
    return { client: this.client, secret: stripe.webhookSecret };
  }
}

/** The `t=` timestamp of a Stripe-Signature header (NaN when it has none, which the library then refuses). */
function signedAt(header: string): number {
  return Number(/(?:^|,)t=(\d+)/.exec(header)?.[1] ?? NaN);
}

/** A call to Stripe's API; its connection and server failures are a 503 worth retrying, not a 500. */
async function viaStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError)
      throw new ServiceUnavailableError(`The payment provider refused or did not answer: ${err.message}`, 5);
    throw err;
  }
}
