/** Builds the billing services once per process on MongoDB: each org's plan and limits, and Stripe payments. */
import type { Config } from '../config';
import type { Logger } from '../logger';
import { createMongoBillingEventStore, mongoCounts } from './mongoStores';
import { OrgPlans } from './orgPlans';
import { Payments } from './payments';

export interface BillingServices {
  plans: OrgPlans;
  payments: Payments;
  /** The org's channel count (the channel service checks its limit with it). */
  channelsOf: (orgId: string) => Promise<number>;
  /** The org's member count (an invitation checks the members limit with it). */
  membersOf: (orgId: string) => Promise<number>;
}

export function createBillingServices(deps: {
  config: Config;
  log: Logger;
  now: () => number;
  /** The org's monitor count, as fresh as the monitor directory. */
  monitorsOf: (orgId: string) => Promise<number>;
}): BillingServices {
  const { config, log, now } = deps;
  const store = createMongoBillingEventStore(now);
  const counts = { ...mongoCounts, monitors: deps.monitorsOf };
  const plans = new OrgPlans(config.billing, config.minIntervalSec, store, counts, now);
  return {
    plans,
    payments: new Payments({ config: config.billing, store, plans, log, now }),
    channelsOf: counts.channels,
    membersOf: counts.members,
  };
}
