/** The caller's org: its plan, the limits in force and what it uses of them. */
import { OrgPlanOut, presentOrgPlan } from '../contract/org';
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
];
