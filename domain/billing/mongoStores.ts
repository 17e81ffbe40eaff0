/** The MongoDB implementation of the billing stores (wired by `createServices`). */
import { insertedOnce } from '../errors';
import { BillingEvent, type BillingEventDoc } from '../models/billingEvent';
import { Channel } from '../models/channel';
import { Membership } from '../models/membership';
import { Org } from '../models/org';
import type { BillingFact } from './billingState';
import type { BillingEventStore } from './stores';

export function createMongoBillingEventStore(now: () => number): BillingEventStore {
  return {
    insertFact: (fact) =>
      insertedOnce(() =>
        BillingEvent.create({ ...withoutEventId(fact), _id: fact.event_id, received_at: new Date(now()) }),
      ),
    orgExists: async (orgId) => (await Org.exists({ _id: orgId })) !== null,
    factsOfOrg: async (orgId) => (await BillingEvent.find({ org_id: orgId }).lean<BillingEventDoc[]>()).map(toFact),
    orgOfCustomer: async (customerId) =>
      (await BillingEvent.findOne({ customer_id: customerId }, { org_id: 1 }).lean<Pick<BillingEventDoc, 'org_id'>>())
        ?.org_id ?? null,
  };
}

/** Channels and members counted by org (an equality on an indexed field). */
export const mongoCounts = {
  channels: (orgId: string) => Channel.countDocuments({ org_id: orgId }).exec(),
  members: (orgId: string) => Membership.countDocuments({ org_id: orgId }).exec(),
};

function withoutEventId(fact: BillingFact): Omit<BillingFact, 'event_id'> {
  const { event_id: _ignored, ...rest } = fact;
  return rest;
}

function toFact(doc: BillingEventDoc): BillingFact {
  return {
    event_id: doc._id,
    org_id: doc.org_id,
    kind: doc.kind,
    created: doc.created,
    customer_id: doc.customer_id,
    subscription_id: doc.subscription_id,
    plan: doc.plan,
    status: doc.status,
  };
}
