/**
 * The MongoDB (mongoose) implementations of the incident stores (stores.ts). The lifecycle's look-ups go by `_id`
 * or by a unique key, the filters FerretDB serves best; the batch writes are one unordered insert each.
 */
import { fileResolutions } from '../delivery/log/resolved/mongoStores';
import { duplicateRowsOf } from '../errors';
import { Incident, type IncidentDoc } from '../models/incident';
import { IncidentEvent, type IncidentEventDoc } from '../models/incidentEvent';
import { Monitor } from '../models/monitor';
import { Org } from '../models/org';
import { windowQuery } from '../pageWindow';
import type { IncidentReadStore, IncidentStore, MonitorSubject, OrgSubject } from './stores';

/** One incident; of this org only when `orgId` is given. */
const readIncident = (incidentId: string, orgId?: string) =>
  Incident.findOne({ _id: incidentId, ...(orgId !== undefined && { org_id: orgId }) }).lean<IncidentDoc>();

export function createMongoIncidentStore(): IncidentStore {
  return {
    activeIncidentOf: (monitorId) => Incident.findOne({ active_key: monitorId }).lean<IncidentDoc>(),
    readIncident,
    incidentExists: async (incidentId) => (await Incident.exists({ _id: incidentId })) !== null,
    readIncidentEvents: (incidentId) =>
      IncidentEvent.find({ incident_id: incidentId }).sort({ seq: 1 }).lean<IncidentEventDoc[]>(),
    latestEventOf: (incidentId) =>
      IncidentEvent.findOne({ incident_id: incidentId }).sort({ seq: -1 }).lean<IncidentEventDoc>(),
    insertEvent: async (event) => {
      let stored: IncidentEventDoc;
      try {
        stored = (await IncidentEvent.create(event)).toObject();
      } catch (err) {
        if (duplicateRowsOf(err, 1)) return null;
        throw err;
      }
      await fileResolutions([stored]);
      return stored;
    },
    insertEvents: async (events) => {
      const docs = await IncidentEvent.insertMany(events, { ordered: false, throwOnValidationError: true });
      if (docs.length !== events.length) throw new Error(`${events.length - docs.length} events not recorded`);
      await fileResolutions(events);
      return docs.map((d) => d.toObject());
    },
    insertIncidents: async (incidents) => {
      if (incidents.length === 0) return [];
      try {
        await Incident.insertMany(incidents, { ordered: false });
        return incidents.map(() => true);
      } catch (err) {
        const refused = duplicateRowsOf(err, incidents.length);
        if (!refused) throw err;
        return incidents.map((_, i) => !refused.has(i));
      }
    },
    writeIncidentState: async (incidentId, state) => {
      await Incident.updateOne({ _id: incidentId }, { $set: state });
    },
    deleteUnfinishedEvent: async (eventId) => {
      await IncidentEvent.deleteOne({ _id: eventId, fanout_done: false });
    },
    readMonitorSubject: (monitorId) =>
      Monitor.findById(monitorId, { org_id: 1, name: 1, type: 1, url: 1 }).lean<MonitorSubject>(),
    readOrgSubject: (orgId) => Org.findById(orgId, { name: 1, slug: 1 }).lean<OrgSubject>(),
  };
}

export function createMongoIncidentReadStore(): IncidentReadStore {
  return {
    listIncidents: (orgId, filter, page) => {
      const w = windowQuery(page);
      const q = {
        org_id: orgId,
        ...(filter.status && { status: filter.status }),
        ...(filter.monitor_id && { monitor_id: filter.monitor_id }),
        ...w.filter,
      };
      return Incident.find(q).sort({ _id: -1 }).limit(w.fetch).lean<IncidentDoc[]>();
    },
    readIncident,
    listIncidentEvents: (orgId, incidentId, limit) =>
      IncidentEvent.find({ incident_id: incidentId, org_id: orgId })
        .sort({ seq: 1 })
        .limit(limit)
        .lean<IncidentEventDoc[]>(),
    orgOfIncident: async (incidentId) =>
      (await Incident.findById(incidentId, { org_id: 1 }).lean<IncidentDoc>())?.org_id ?? null,
  };
}
