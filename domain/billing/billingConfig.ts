/**
 * The API's billing settings: the plan table (PLANS_FILE), the plan orgs are on until they pay (DEFAULT_PLAN),
 * the grace period after a failed payment, and Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE).
 * Read once by `loadConfig`; only the API reads them.
 */
import { ConfigError, type Reader } from '../configReader';
import { DEFAULT_PLANS, readPlansFile, type Plan } from './plans';

export interface StripeConfig {
  /** STRIPE_SECRET_KEY: Checkout and Customer Portal sessions are started with it. */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: the `whsec_...` secret `Stripe-Signature` is checked against. */
  webhookSecret: string;
  /** STRIPE_API_BASE: another endpoint for Stripe's API (stripe-mock in tests); null: Stripe's own. */
  apiBase: URL | null;
}

export interface BillingConfig {
  plans: readonly Plan[];
  /** The plan of an org that has no paid subscription (and of every org when Stripe is not configured). */
  defaultPlan: Plan;
  /** BILLING_GRACE_DAYS: how long after a failed payment a paid plan stays before the org falls to the default plan. */
  graceDays: number;
  /** Null: no payment provider (the webhook answers 501, the billing page says so). */
  stripe: StripeConfig | null;
}

export function readBillingConfig(r: Reader): BillingConfig {
  const file = r.readablePath('PLANS_FILE');
  const plans = file === null ? DEFAULT_PLANS : readPlansFile(file);
  const stripe = readStripe(r);
  // Without a payment provider nobody can upgrade, so the deployment's orgs get the most generous plan.
  const defaultName = r.str('DEFAULT_PLAN', stripe ? plans[0].name : plans[plans.length - 1].name);
  const defaultPlan = plans.find((p) => p.name === defaultName);
  if (!defaultPlan)
    throw new ConfigError(`DEFAULT_PLAN: "${defaultName}" is not a plan (${plans.map((p) => p.name).join(', ')})`);
  return { plans, defaultPlan, graceDays: r.int('BILLING_GRACE_DAYS', 7, 0, 365), stripe };
}

function readStripe(r: Reader): StripeConfig | null {
  const secretKey = r.str('STRIPE_SECRET_KEY', '');
  const webhookSecret = r.str('STRIPE_WEBHOOK_SECRET', '');
  const apiBase = r.str('STRIPE_API_BASE', '');
  if (!secretKey && !webhookSecret) return null;
  if (!secretKey || !webhookSecret)
    throw new ConfigError(`${secretKey ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'}: must be set with the other`);
  return { secretKey, webhookSecret, apiBase: apiBase ? new URL(r.url('STRIPE_API_BASE', apiBase)) : null };
}
