/** The caller's org: its plan, the limits in force and what it uses of them; the hand-offs to Stripe to change it. */
import { CheckoutBody, HandOffOut, OrgPlanOut, presentOrgPlan } from '../contract/org';
import { ok } from '../contract/responses';
import { route } from '../routing/route';

export const ORG_ROUTES = [
  route({
    name: 'org.get',
    methods: ['get'],
    path: '/api/v1/org',
    auth: 'org',
    doc: {
      summary: "The org, its plan, the plan's limits and the usage counted against them",
      tag: 'Billing',
      responses: { 200: ok(OrgPlanOut) },
    },
    async handle({ ctx, deps, auth }) {
      const { accounts, plans } = deps.services;
      const [org, view, usage] = await Promise.all([
        accounts.loadOrg(auth.orgId),
        plans.planOf(auth.orgId),
        plans.usageOf(auth.orgId),
      ]);
      ctx.body = presentOrgPlan(
        org,
        view,
        plans.effectiveLimits(view.plan),
        usage,
        deps.config.billing.stripe !== null,
      );
    },
  }),
  route({
    name: 'billing.checkout',
    methods: ['post'],
    path: '/api/v1/billing/checkout',
    auth: 'org',
    role: 'owner',
    body: CheckoutBody,
    doc: {
      summary: 'Start a Stripe Checkout session subscribing the org to a paid plan; send the user to its `url`',
      tag: 'Billing',
      errors: { 501: 'No payment provider is configured' },
      responses: { 201: ok(HandOffOut, 'Created') },
    },
    async handle({ ctx, deps, auth, body }) {
      const back = `${deps.config.baseUrl}/app/billing`;
      const url = await deps.services.payments.startCheckout(auth.orgId, body.plan, {
        success: `${back}?checkout=done`,
        cancel: back,
      });
      ctx.status = 201;
      ctx.body = { url };
    },
  }),
  route({
    name: 'billing.portal',
    methods: ['post'],
    path: '/api/v1/billing/portal',
    auth: 'org',
    role: 'owner',
    doc: {
      summary: "Start a Stripe Customer Portal session for the org's subscription; send the user to its `url`",
      tag: 'Billing',
      errors: {
        409: 'The org has no Stripe customer yet (no Checkout completed)',
        501: 'No payment provider is configured',
      },
      responses: { 201: ok(HandOffOut, 'Created') },
    },
    async handle({ ctx, deps, auth }) {
      const url = await deps.services.payments.startPortal(auth.orgId, `${deps.config.baseUrl}/app/billing`);
      ctx.status = 201;
      ctx.body = { url };
    },
  }),
];
