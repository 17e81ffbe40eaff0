/** What billing needs from the database, as interfaces; `mongoStores.ts` implements them, unit tests use memory. */
import type { BillingFact } from './billingState';

export interface BillingEventStore {
  /** Records one provider event; false when its id was recorded already (a repeated delivery). */
  insertFact(fact: BillingFact): Promise<boolean>;
  /** Every fact recorded for the org (an org has a handful a month). */
  factsOfOrg(orgId: string): Promise<BillingFact[]>;
  /** The org a provider customer id belongs to, from the facts that named both; null when none did. */
  orgOfCustomer(customerId: string): Promise<string | null>;
  /** Whether the org exists (an event naming no org of this deployment is ignored). */
  orgExists(orgId: string): Promise<boolean>;
}

/** How many resources an org holds now, for the limits counted in them. */
export interface UsageCounts {
  monitors(orgId: string): Promise<number>;
  channels(orgId: string): Promise<number>;
  members(orgId: string): Promise<number>;
}
