/**
 * The plan each org is on and the one place its limits are checked: every service that creates or changes a
 * limited resource (monitors, channels, members, the status page) asks here before it writes, so REST, MCP and the
 * dashboard meet the same refusal (402 `plan_limit`). Nothing over a limit is ever deleted: a refused write
 * stores nothing, and what a downgrade left over the limit stays until the user removes it.
 *
 * An org's billing state is folded from its billing events; a process keeps the folded state for a short while so
 * limited writes do not read every billing event of the org each time. The plan itself is worked out from that
 * state at each call (a grace period ends on time). A billing event this process applies drops the org's entry at
 * once; one applied by another API process shows here within STATE_TTL_MS.
 */
import { BoundedMap } from '../boundedMap';
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

const STATE_TTL_MS = 30_000;
const MAX_CACHED_ORGS = 20_000;

const NOUN: Record<CountedLimit, string> = {
  monitors: 'monitors',
  channels: 'channels',
  members: 'members',
  status_page_components: 'status-page components',
};

export class OrgPlans {
  private readonly states = new BoundedMap<string, { readAt: number; state: BillingState }>(MAX_CACHED_ORGS);
  /** Counts `forget` calls: a read that began before one must not be kept (it may predate the new event). */
  private forgets = 0;

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
    const state = await this.stateOf(orgId);
    return { state, plan: planInForce(state, { ...this.config, nowMs: this.now() }) };
  }

  /** Drops what this process knows of the org's billing state (a billing event for it was just stored). */
  forget(orgId: string): void {
    this.forgets++;
    this.states.delete(orgId);
  }

  private async stateOf(orgId: string): Promise<BillingState> {
    const startedAt = this.now();
    const known = this.states.get(orgId);
    if (known && startedAt - known.readAt < STATE_TTL_MS) return known.state;
    const forgetsBefore = this.forgets;
    const state = billingStateOf(await this.store.factsOfOrg(orgId));
    if (forgetsBefore === this.forgets) this.states.set(orgId, { readAt: startedAt, state });
    return state;
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
