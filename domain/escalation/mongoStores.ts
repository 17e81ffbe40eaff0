/** The MongoDB (mongoose) implementation of escalation's stores (stores.ts): the same queries as before, one each. */
import { isDuplicateKeyError } from '../errors';
import { Channel } from '../models/channel';
import { EscalationPolicy, type EscalationPolicyDoc } from '../models/escalationPolicy';
import { Incident, type IncidentDoc } from '../models/incident';
import { IncidentEvent, type IncidentEventDoc } from '../models/incidentEvent';
import { Monitor, type MonitorDoc } from '../models/monitor';
import type { EscalationEventStore, EscalationPolicyStore } from './stores';

export function createMongoEscalationPolicyStore(): EscalationPolicyStore {
  return {
    insert: async (fields) => (await EscalationPolicy.create(fields)).toObject(),
    read: (id) => EscalationPolicy.findById(id).lean<EscalationPolicyDoc>(),
    readOrgOf: async (id) =>
      (await EscalationPolicy.findById(id, { org_id: 1 }).lean<Pick<EscalationPolicyDoc, 'org_id'>>())?.org_id ?? null,
    list: (orgId, before, limit) =>
      EscalationPolicy.find({ org_id: orgId, ...(before !== undefined && { _id: { $lt: before } }) })
        .sort({ _id: -1 })
        .limit(limit)
        .lean<EscalationPolicyDoc[]>(),
    update: async (id, set) => {
      await EscalationPolicy.updateOne({ _id: id }, { $set: set });
    },
    remove: async (id) => {
      await EscalationPolicy.deleteOne({ _id: id });
    },
    countMonitorsUsing: (orgId, policyId) => Monitor.countDocuments({ org_id: orgId, escalation_policy_id: policyId }),
    orgChannelIds: async (orgId, channelIds) =>
      (await Channel.find({ org_id: orgId, _id: { $in: channelIds } }, { _id: 1 }).lean()).map((c) => c._id),
    readMonitorPolicy: (monitorId) =>
      Monitor.findById(monitorId, { org_id: 1, escalation_policy_id: 1 }).lean<
        Pick<MonitorDoc, 'org_id' | 'escalation_policy_id'>
      >(),
  };
}

export function createMongoEscalationEventStore(): EscalationEventStore {
  return {
    readIncidentStatus: async (incidentId) =>
      (await Incident.findById(incidentId, { status: 1 }).lean<Pick<IncidentDoc, 'status'>>())?.status ?? null,
    readEvent: (eventId) => IncidentEvent.findById(eventId).lean<IncidentEventDoc>(),
    insertEvent: async (event) => {
      try {
        return (await IncidentEvent.create(event)).toObject();
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        return null;
      }
    },
    readEventByDedupeKey: (dedupeKey) => IncidentEvent.findOne({ dedupe_key: dedupeKey }).lean<IncidentEventDoc>(),
  };
}
