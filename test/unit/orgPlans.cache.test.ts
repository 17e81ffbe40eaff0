/**
 * Limited writes ask for the org's plan; the billing events behind it are read once per short while, not per write,
 * and a billing event this process stores shows at once.
 */
import { readBillingConfig } from '../../domain/billing/billingConfig';
import type { BillingFact } from '../../domain/billing/billingState';
import { OrgPlans } from '../../domain/billing/orgPlans';
import type { BillingEventStore } from '../../domain/billing/stores';
import { Reader } from '../../domain/configReader';

function setUp() {
  const facts: BillingFact[] = [];
  let reads = 0;
  let nowMs = 1_000_000;
  const store: BillingEventStore = {
    insertFact: async (f) => (facts.push(f), true),
    factsOfOrg: async (orgId) => (reads++, facts.filter((f) => f.org_id === orgId)),
    orgOfCustomer: async () => null,
    orgExists: async () => true,
  };
  const counts = { monitors: async () => 0, channels: async () => 0, members: async () => 0 };
  const config = readBillingConfig(new Reader({ DEFAULT_PLAN: 'free' }));
  const plans = new OrgPlans(config, 30, store, counts, () => nowMs);
  return { plans, facts, reads: () => reads, advance: (ms: number) => (nowMs += ms) };
}

const teamFact = (orgId: string): BillingFact => ({
  event_id: `evt_${orgId}`,
  org_id: orgId,
  kind: 'subscription_changed',
  created: 1,
  customer_id: 'cus_1',
  subscription_id: 'sub_1',
  plan: 'team',
  status: 'active',
});

describe('the plan of an org, as limited writes read it', () => {
  it('reads the billing events once for 50 limited writes', async () => {
    const { plans, reads } = setUp();
    for (let i = 0; i < 50; i++) await plans.assertRoom('org1', 'monitors', 1);
    expect(reads()).toBe(1);
  });

  it('shows a billing event at once after forget, and re-reads after the cache time', async () => {
    const { plans, facts, reads, advance } = setUp();
    expect((await plans.planOf('org1')).plan.name).toBe('free');
    facts.push(teamFact('org1'));
    plans.forget('org1');
    expect((await plans.planOf('org1')).plan.name).toBe('team');
    facts.length = 0;
    advance(60_000);
    expect((await plans.planOf('org1')).plan.name).toBe('free');
    expect(reads()).toBe(3);
  });
});
