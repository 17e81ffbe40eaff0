/**
 * The MongoDB (mongoose) implementation of the status pages' stores: one query per method, each the read or write
 * the pages, their settings and their subscriptions have always made. Wired by `createServices`.
 */
import { isDuplicateKeyError, insertedOnce } from '../errors';
import { ownMonitorIds } from '../maintenance/mongoStores';
import { Incident } from '../models/incident';
import { IncidentEvent, type IncidentEventDoc } from '../models/incidentEvent';
import { Org, type OrgDoc } from '../models/org';
import { StatusPageSettings, type StatusPageSettingsDoc } from '../models/statusPageSettings';
import { StatusNotice, StatusSubscriber, type StatusSubscriberDoc } from '../models/statusSubscriber';
import type { PageIncident, StatusPageStore, StatusSettingsStore, SubscriptionStore } from './stores';

export function createMongoStatusPageStore(): StatusPageStore {
  return {
    orgBySlug: (slug) => Org.findOne({ slug }).lean<OrgDoc>(),
    orgById: (orgId) => Org.findById(orgId).lean<OrgDoc>(),
    incidentsSince: (orgId, monitorIds, since) =>
      Incident.find(
        {
          org_id: orgId,
          monitor_id: { $in: monitorIds },
          $or: [{ resolved_at: null }, { resolved_at: { $gte: since } }],
        },
        { monitor_id: 1, status: 1, opened_at: 1, acknowledged_at: 1, resolved_at: 1, updated_at: 1 },
      ).lean<PageIncident[]>(),
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
