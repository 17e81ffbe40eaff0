/**
 * The MongoDB (mongoose) implementation of `MaintenanceStore`: one query per method, each the read or write the
 * maintenance service and cache have always made. Wired by `createServices`.
 */
import { MaintenanceWindow, type MaintenanceWindowDoc } from '../models/maintenanceWindow';
import { Monitor } from '../models/monitor';
import { windowQuery } from '../pageWindow';
import type { MaintenanceStore } from './stores';

export function createMongoMaintenanceStore(): MaintenanceStore {
  return {
    windowsOfOrg: (orgId) => MaintenanceWindow.find({ org_id: orgId }).lean<MaintenanceWindowDoc[]>().exec(),
    readWindow: (id) => MaintenanceWindow.findById(id).lean<MaintenanceWindowDoc>(),
    pageOfWindows: (orgId, page) => {
      const w = windowQuery(page);
      return MaintenanceWindow.find({ org_id: orgId, ...w.filter })
        .sort({ _id: -1 })
        .limit(w.fetch)
        .lean<MaintenanceWindowDoc[]>();
    },
    insertWindow: async (window) => (await MaintenanceWindow.create(window)).toObject(),
    updateWindow: async (id, set) => {
      await MaintenanceWindow.updateOne({ _id: id }, { $set: set });
    },
    deleteWindow: async (id) => {
      await MaintenanceWindow.deleteOne({ _id: id });
    },
    ownMonitorIds,
  };
}

/** The ids among `ids` that are monitors of the org (also what the status page settings check). */
export async function ownMonitorIds(orgId: string, ids: string[]): Promise<Set<string>> {
  return new Set((await Monitor.find({ org_id: orgId, _id: { $in: ids } }, { _id: 1 }).lean()).map((m) => m._id));
}
