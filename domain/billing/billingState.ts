/**
 * An org's billing state, derived from the payment provider's events recorded for it (append-only, one row per
 * event id). The state is a fold of those rows in the order the provider made them (its `created`, then the event
 * id), never in the order they arrived: a repeated or late delivery ends in the same state as the events in order.
 * Touches nothing.
 */
import type { Plan } from './plans';

/** What one provider event says about an org's subscription (what the webhook records). */
export interface BillingFact {
  /** The provider's event id (the unique key that makes each event count once). */
  event_id: string;
  org_id: string;
  kind: 'checkout_completed' | 'subscription_changed' | 'subscription_deleted' | 'payment_failed';
  /** When the provider made the event, in seconds since the epoch. */
  created: number;
  customer_id: string | null;
  subscription_id: string | null;
  /** The plan named by the subscription's price `lookup_key` (subscription events). */
  plan: string | null;
  /** The subscription's status (subscription events). */
  status: string | null;
}

export interface BillingState {
  /** The paid plan's name; null: the default plan. */
  plan: string | null;
  status: string | null;
  customer_id: string | null;
  subscription_id: string | null;
  /** When the first unrecovered payment failure happened (seconds since the epoch); null: none. */
  payment_failed_at: number | null;
}

const EMPTY: BillingState = {
  plan: null,
  status: null,
  customer_id: null,
  subscription_id: null,
  payment_failed_at: null,
};

/** Subscription statuses on which the subscribed plan applies. */
const PAYING = new Set(['active', 'trialing', 'past_due']);
/** Statuses that end the paid plan. */
const ENDED = new Set(['canceled', 'unpaid', 'incomplete_expired']);

function byProviderOrder(a: BillingFact, b: BillingFact): number {
  return a.created - b.created || (a.event_id < b.event_id ? -1 : a.event_id > b.event_id ? 1 : 0);
}

function apply(state: BillingState, f: BillingFact): BillingState {
  const ids = {
    customer_id: f.customer_id ?? state.customer_id,
    subscription_id: f.subscription_id ?? state.subscription_id,
  };
  switch (f.kind) {
    case 'checkout_completed':
      return { ...state, ...ids };
    case 'payment_failed':
      return { ...state, ...ids, payment_failed_at: state.payment_failed_at ?? f.created };
    case 'subscription_deleted':
      // A deleted subscription other than the current one (an old one, replaced) changes nothing.
      if (state.subscription_id !== null && f.subscription_id !== state.subscription_id) return state;
      return { ...state, ...ids, plan: null, status: 'canceled', payment_failed_at: null };
    case 'subscription_changed':
      return subscriptionChanged(state, f, ids);
  }
}

function subscriptionChanged(state: BillingState, f: BillingFact, ids: Partial<BillingState>): BillingState {
  const status = f.status ?? state.status;
  if (status !== null && ENDED.has(status)) return { ...state, ...ids, plan: null, status, payment_failed_at: null };
  if (status === null || !PAYING.has(status)) return { ...state, ...ids, status };
  // Paying again (active, trialing) ends a grace period; past_due keeps it running.
  const failedAt = status === 'past_due' ? state.payment_failed_at : null;
  return { ...state, ...ids, plan: f.plan ?? state.plan, status, payment_failed_at: failedAt };
}

/** The state the org's recorded facts add up to (in the provider's order, whatever order they came in). */
export function billingStateOf(facts: readonly BillingFact[]): BillingState {
  return [...facts].sort(byProviderOrder).reduce(apply, EMPTY);
}

/**
 * The plan in force: the paid plan, unless a payment failed more than `graceDays` ago without recovery (or the
 * plan is no longer in the table), then the default plan.
 */
export function planInForce(
  state: BillingState,
  opts: { plans: readonly Plan[]; defaultPlan: Plan; graceDays: number; nowMs: number },
): Plan {
  if (state.plan === null) return opts.defaultPlan;
  const graceOver =
    state.payment_failed_at !== null && opts.nowMs >= (state.payment_failed_at + opts.graceDays * 86_400) * 1000;
  if (graceOver) return opts.defaultPlan;
  return opts.plans.find((p) => p.name === state.plan) ?? opts.defaultPlan;
}
