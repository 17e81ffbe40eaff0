/**
 * The MongoDB (mongoose) implementation of the status pages' stores: one query per method, each the read or write
 * the pages, their settings and their subscriptions have always made. Wired by `createServices`.
 */
import { isDuplicateKeyError, insertedOnce } from '../errors';
import { ownMonitorIds } from '../maintenance/mongoStores';
import { resolvedSince, unresolvedOf } from '../incidents/marks/reads';
import { IncidentEvent, type IncidentEventDoc } from '../models/incidentEvent';
import { Org, type OrgDoc } from '../models/org';
import { StatusPageSettings, type StatusPageSettingsDoc } from '../models/statusPageSettings';
import { StatusNotice, StatusSubscriber, type StatusSubscriberDoc } from '../models/statusSubscriber';
import type { PageIncident, StatusPageStore, StatusSettingsStore, SubscriptionStore } from './stores';

/** What a page shows of an incident. */
const PAGE_INCIDENT_FIELDS = {
  monitor_id: 1,
  status: 1,
  opened_at: 1,
  acknowledged_at: 1,
  resolved_at: 1,
  updated_at: 1,
} as const;

/** Unresolved incidents from the org's unresolved set, resolved ones from the days since `since` (incidents/marks). */
export function createMongoStatusPageStore(): StatusPageStore {
  return {
    orgBySlug: (slug) => Org.findOne({ slug }).lean<OrgDoc>(),
    orgById: (orgId) => Org.findById(orgId).lean<OrgDoc>(),
    incidentsSince: async (orgId, monitorIds, since) => {
      const monitors = new Set(monitorIds);
      const [unresolved, resolved] = await Promise.all([
        unresolvedOf<PageIncident & { org_id: string }>(orgId, PAGE_INCIDENT_FIELDS, monitors),
        resolvedSince<PageIncident>(orgId, monitors, since, PAGE_INCIDENT_FIELDS),
      ]);
      const byId = new Map([...resolved, ...unresolved].map((i) => [i._id, i]));
      return [...byId.values()].map(
        ({ _id, monitor_id, status, opened_at, acknowledged_at, resolved_at, updated_at }) => ({
          ...{ _id, monitor_id, status, opened_at, acknowledged_at, resolved_at, updated_at },
        }),
      );
    },
  };
}

export function createMongoStatusSettingsStore(): StatusSettingsStore {
  return {
    readSettings: (orgId) => StatusPageSettings.findById(orgId).lean<StatusPageSettingsDoc>(),
    replaceSettings: async (orgId, settings) => {
      await StatusPageSettings.replaceOne({ _id: orgId }, settings, { upsert: true });
    },
    ownMonitorIds,
  };
}

export function createMongoSubscriptionStore(): SubscriptionStore {
  return {
    addSubscriber,
    readSubscriber: (orgId, id) => StatusSubscriber.findOne({ _id: id, org_id: orgId }).lean<StatusSubscriberDoc>(),
    confirmSubscriber: async (id, at) => {
      await StatusSubscriber.updateOne({ _id: id }, { confirmed_at: at });
    },
    deleteSubscriber: async (id) => {
      await StatusSubscriber.deleteOne({ _id: id });
    },
    confirmedSubscribers: (orgId) => StatusSubscriber.find({ org_id: orgId, confirmed_at: { $ne: null } }).lean(),
    readEvent: (eventId) => IncidentEvent.findById(eventId).lean<IncidentEventDoc>(),
    claimNotice: (eventId, orgId) => insertedOnce(() => StatusNotice.create({ _id: eventId, org_id: orgId })),
  };
}

async function addSubscriber(orgId: string, email: string): Promise<StatusSubscriberDoc> {
  try {
    return (await StatusSubscriber.create({ org_id: orgId, email })).toObject();
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    return (await StatusSubscriber.findOne({ org_id: orgId, email }).lean<StatusSubscriberDoc>())!;
  }
}
