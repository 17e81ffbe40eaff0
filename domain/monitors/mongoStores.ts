/**
 * The MongoDB (mongoose) implementation of the monitor store (stores.ts), wired by `createServices`. A single
 * monitor is read and written by bare `_id`; the list reads are one query whatever the number of monitors.
 */
import { Channel } from '../models/channel';
import { EscalationPolicy, type EscalationPolicyDoc } from '../models/escalationPolicy';
import { Monitor, type MonitorDoc } from '../models/monitor';
import type { MonitorStore } from './stores';

export function createMongoMonitorStore(): MonitorStore {
  return {
    insertMonitor: async (monitor) => (await Monitor.create(monitor)).toObject(),
    readMonitor: (monitorId) => Monitor.findById(monitorId).lean<MonitorDoc>(),
    updateMonitor: async (monitorId, fields) =>
      (await Monitor.updateOne({ _id: monitorId }, { $set: fields })).matchedCount > 0,
    deleteMonitor: async (monitorId) => (await Monitor.deleteOne({ _id: monitorId })).deletedCount > 0,
    channelsOfOrg: async (orgId, channelIds) =>
      (await Channel.find({ org_id: orgId, _id: { $in: channelIds } }, { _id: 1 }).lean()).map((c) => c._id),
    policyOrgOf: async (policyId) =>
      (await EscalationPolicy.findById(policyId, { org_id: 1 }).lean<Pick<EscalationPolicyDoc, 'org_id'>>())?.org_id ??
      null,
    monitorNames: (orgId, monitorIds) =>
      Monitor.find({ _id: { $in: monitorIds }, org_id: orgId }, { name: 1 }).lean<Pick<MonitorDoc, '_id' | 'name'>[]>(),
  };
}
