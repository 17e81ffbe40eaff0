/** Wire schemas of the caller's org with its plan, limits and usage, and of the billing hand-off. */
import { z } from 'zod';
import type { OrgPlanView, OrgUsage } from '../../domain/billing/orgPlans';
import type { PlanLimits } from '../../domain/billing/plans';
import type { OrgDoc } from '../../domain/models/org';
import { Uuid } from './common';

const Limit = z.number().int().nullable();

export const PlanLimitsOut = z
  .object({
    monitors: Limit,
    min_interval_sec: z.number().int().describe('The shortest check interval, in seconds.'),
    channels: Limit,
    members: Limit,
    status_page_components: Limit.describe('Monitors shown on the status page.'),
    status_page_password: z.boolean().describe('Whether the status page may be password-protected.'),
    delivery_retention_days: Limit,
    audit_retention_days: Limit,
  })
  .describe('The limits of the plan in force; null means none.');

export const OrgPlanOut = z.object({
  id: Uuid,
  name: z.string(),
  slug: z.string(),
  plan: z.string().describe('The plan in force (after a failed payment: until the grace period ends).'),
  limits: PlanLimitsOut,
  usage: z.object({ monitors: z.number().int(), channels: z.number().int(), members: z.number().int() }),
  billing: z.object({
    available: z.boolean().describe('Whether this deployment takes payments (Stripe is configured).'),
    subscription_status: z.string().nullable(),
    payment_failed_at: z.string().nullable().describe('When a payment failed and its grace period started.'),
  }),
});

export const CheckoutBody = z.strictObject({
  plan: z.string().min(1).max(40).describe('The paid plan to subscribe to (its Stripe price has this `lookup_key`).'),
});
export const HandOffOut = z.object({ url: z.string().describe("Stripe's page to send the user to.") });

export function presentOrgPlan(
  org: OrgDoc,
  view: OrgPlanView,
  limits: PlanLimits,
  usage: OrgUsage,
  billingAvailable: boolean,
): z.infer<typeof OrgPlanOut> {
  const failedAt = view.state.payment_failed_at;
  return {
    id: org._id,
    name: org.name,
    slug: org.slug,
    plan: view.plan.name,
    limits: { ...limits, min_interval_sec: limits.min_interval_sec ?? 1 },
    usage,
    billing: {
      available: billingAvailable,
      subscription_status: view.state.status,
      payment_failed_at: failedAt === null ? null : new Date(failedAt * 1000).toISOString(),
    },
  };
}
