/**
 * The plan each org is on and the one place its limits are checked: every service that creates or changes a
 * limited resource (monitors, channels, members, the status page) asks here before it writes, so REST, MCP and the
 * dashboard meet the same refusal (402 `plan_limit`). Nothing over a limit is ever deleted: a refused write
 * stores nothing, and what a downgrade left over the limit stays until the user removes it.
 */
import { PlanLimitError } from '../errors';
import type { BillingConfig } from './billingConfig';
import { billingStateOf, planInForce, type BillingState } from './billingState';
import {
  planAllowingInterval,
  planAllowingPassword,
  planLifting,
  fits,
  type CountedLimit,
  type Plan,
  type PlanLimits,
} from './plans';
import type { BillingEventStore, UsageCounts } from './stores';

export interface OrgPlanView {
  plan: Plan;
  state: BillingState;
}

export interface OrgUsage {
  monitors: number;
  channels: number;
  members: number;
}

const NOUN: Record<CountedLimit, string> = {
  monitors: 'monitors',
  channels: 'channels',
  members: 'members',
  status_page_components: 'status-page components',
};

export class OrgPlans {
  constructor(
    private readonly config: BillingConfig,
    /** The deployment's MIN_INTERVAL_SEC: no plan goes below it. */
    private readonly deploymentMinIntervalSec: number,
    private readonly store: BillingEventStore,
    private readonly counts: UsageCounts,
    private readonly now: () => number,
  ) {}

  get plans(): readonly Plan[] {
    return this.config.plans;
  }

  async planOf(orgId: string): Promise<OrgPlanView> {
    const state = billingStateOf(await this.store.factsOfOrg(orgId));
    return { state, plan: planInForce(state, { ...this.config, nowMs: this.now() }) };
  }

  /** The limits in force, `min_interval_sec` raised to the deployment's own minimum. */
  async limitsOf(orgId: string): Promise<PlanLimits> {
    return this.effectiveLimits((await this.planOf(orgId)).plan);
  }

  effectiveLimits(plan: Plan): PlanLimits {
    const planMin = plan.limits.min_interval_sec ?? 0;
    return { ...plan.limits, min_interval_sec: Math.max(planMin, this.deploymentMinIntervalSec) };
  }

  async usageOf(orgId: string): Promise<OrgUsage> {
    const [monitors, channels, members] = await Promise.all([
      this.counts.monitors(orgId),
      this.counts.channels(orgId),
      this.counts.members(orgId),
    ]);
    return { monitors, channels, members };
  }

  /**
   * Refuses a write after which the org would hold `usage` of a counted resource over its plan's limit. Creating
   * passes the count plus one; changing one passes the count as it is (so what a downgrade left over the limit
   * is read-only until enough of it is removed).
   */
  async assertRoom(orgId: string, limit: CountedLimit, usage: number): Promise<void> {
    const { plan } = await this.planOf(orgId);
    const max = plan.limits[limit];
    if (fits(max, usage)) return;
    const lifting = planLifting(this.plans, limit, usage);
    throw new PlanLimitError(
      `The ${plan.name} plan allows ${max} ${NOUN[limit]}; this would make ${usage}.${upgradeHint(lifting)}`,
      { limit, plan: plan.name, max, usage, upgrade_to: lifting?.name ?? null },
    );
  }

  /** Refuses checks more often than the plan allows. */
  async assertInterval(orgId: string, intervalSec: number): Promise<void> {
    const { plan } = await this.planOf(orgId);
    const min = plan.limits.min_interval_sec;
    if (min === null || intervalSec >= min) return;
    const lifting = planAllowingInterval(this.plans, intervalSec);
    throw new PlanLimitError(
      `The ${plan.name} plan checks at most every ${min} s; ${intervalSec} s was asked for.${upgradeHint(lifting)}`,
      { limit: 'min_interval_sec', plan: plan.name, max: min, usage: intervalSec, upgrade_to: lifting?.name ?? null },
    );
  }

  /** Refuses a status-page password on a plan without it. */
  async assertPassword(orgId: string): Promise<void> {
    const { plan } = await this.planOf(orgId);
    if (plan.limits.status_page_password) return;
    const lifting = planAllowingPassword(this.plans);
    throw new PlanLimitError(`The ${plan.name} plan has no password-protected status page.${upgradeHint(lifting)}`, {
      limit: 'status_page_password',
      plan: plan.name,
      max: false,
      usage: true,
      upgrade_to: lifting?.name ?? null,
    });
  }

  /** The default interval of a new check: at least the plan's shortest. */
  async defaultIntervalSec(orgId: string, deploymentDefault: number): Promise<number> {
    return Math.max(deploymentDefault, (await this.planOf(orgId)).plan.limits.min_interval_sec ?? 0);
  }
}

function upgradeHint(plan: Plan | null): string {
  return plan ? ` The ${plan.name} plan allows it.` : '';
}
