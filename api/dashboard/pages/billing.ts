/**
 * The billing page: the org's plan, its limits and usage, every plan of the table, and the hand-offs to Stripe
 * (Checkout to subscribe, the Customer Portal to change or cancel). Without Stripe it says payments are off.
 */
import type { Context } from 'koa';
import type { Plan, PlanLimits } from '../../../domain/billing/plans';
import { NotImplementedError, ServiceUnavailableError } from '../../../domain/errors';
import { action, page, type Dashboard, type SignedIn } from '../routing';
import { BILLING_CSP } from '../security';

export function registerBillingPages(d: Dashboard): void {
  const { config, services } = d.deps;
  const back = `${config.baseUrl}/app/billing`;

  page(d, 'billing', '/app/billing', async (ctx, user) => {
    await showBilling(d, ctx, user);
    ctx.set('Content-Security-Policy', BILLING_CSP);
  });

  action(
    d,
    'billingCheckout',
    '/app/billing/checkout',
    async (ctx, user, form) => {
      const plan = form.get('plan') ?? '';
      const to = () =>
        services.payments.startCheckout(user.orgId, plan, { success: `${back}?checkout=done`, cancel: back });
      ctx.redirect(await handOff(to, back));
    },
    'owner',
  );

  action(
    d,
    'billingPortal',
    '/app/billing/portal',
    async (ctx, user) => {
      ctx.redirect(await handOff(() => services.payments.startPortal(user.orgId, back), back));
    },
    'owner',
  );
}

/**
 * Where a hand-off to Stripe sends the browser: Stripe's page, or back to the billing page with a notice when
 * payments are not set up or Stripe cannot be reached (a page to read, not an error answer).
 */
async function handOff(start: () => Promise<string>, back: string): Promise<string> {
  try {
    return await start();
  } catch (err) {
    if (err instanceof NotImplementedError) return `${back}?payments=off`;
    if (err instanceof ServiceUnavailableError) return `${back}?payments=unreachable`;
    throw err;
  }
}

const NOTICES: ReadonlyMap<string, string> = new Map([
  ['done', 'Thank you: your plan changes as soon as Stripe confirms the payment.'],
  ['off', 'Payments are not set up on this deployment: the plan cannot be changed here.'],
  ['unreachable', 'Stripe could not be reached just now: nothing was changed; try again in a minute.'],
]);

function noticeOf(ctx: Context): string | undefined {
  const key = ctx.query.checkout === 'done' ? 'done' : ctx.query.payments;
  return typeof key === 'string' ? NOTICES.get(key) : undefined;
}

async function showBilling(d: Dashboard, ctx: Context, user: SignedIn): Promise<void> {
  const { plans, payments } = d.deps.services;
  const [view, usage] = await Promise.all([plans.planOf(user.orgId), plans.usageOf(user.orgId)]);
  const limits = plans.effectiveLimits(view.plan);
  const failedAt = view.state.payment_failed_at;
  d.render.page(ctx, 'billing', user.layout('Billing', 'billing'), {
    plan: view.plan.name,
    available: payments.available,
    owner: user.role === 'owner',
    subscribed: view.state.customer_id !== null,
    status: view.state.status,
    paymentFailedAt: failedAt === null ? null : new Date(failedAt * 1000).toISOString(),
    notice: noticeOf(ctx),
    rows: [
      usageRow('Monitors', usage.monitors, limits.monitors),
      usageRow('Channels', usage.channels, limits.channels),
      usageRow('Members', usage.members, limits.members),
    ],
    plans: plans.plans.map((p) => planCard(p, plans.effectiveLimits(p), p.name === view.plan.name)),
  });
}

function usageRow(label: string, used: number, limit: number | null) {
  return { label, used, limit: limit ?? 'no limit', over: limit !== null && used > limit };
}

function planCard(plan: Plan, limits: PlanLimits, current: boolean) {
  const n = (v: number | null) => (v === null ? 'Unlimited' : String(v));
  return {
    name: plan.name,
    price: plan.price_monthly_usd,
    paid: plan.price_monthly_usd > 0,
    current,
    features: [
      `${n(limits.monitors)} monitors`,
      `Checks every ${limits.min_interval_sec} s or slower`,
      `${n(limits.channels)} channels`,
      `${n(limits.members)} members`,
      `${n(limits.status_page_components)} status-page components`,
      limits.status_page_password ? 'Password-protected status page' : 'Public status page only',
      `Deliveries kept ${n(limits.delivery_retention_days)} days`,
    ],
  };
}
