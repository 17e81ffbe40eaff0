/**
 * The MongoDB (mongoose) implementation of the incident store (stores.ts). Look-ups go by `_id` or by a unique
 * key, the filters FerretDB serves best; the batch writes are one unordered insert each.
 */
import { duplicateRowsOf } from '../errors';
import { Incident, type IncidentDoc } from '../models/incident';
import { IncidentEvent, type IncidentEventDoc } from '../models/incidentEvent';
import { Monitor } from '../models/monitor';
import { Org } from '../models/org';
import type { IncidentStore, MonitorSubject, OrgSubject } from './stores';

export function createMongoIncidentStore(): IncidentStore {
  return {
    activeIncidentOf: (monitorId) => Incident.findOne({ active_key: monitorId }).lean<IncidentDoc>(),
    readIncident: (incidentId, orgId) =>
      Incident.findOne({ _id: incidentId, ...(orgId !== undefined && { org_id: orgId }) }).lean<IncidentDoc>(),
    incidentExists: async (incidentId) => (await Incident.exists({ _id: incidentId })) !== null,
    readIncidentEvents: (incidentId) =>
      IncidentEvent.find({ incident_id: incidentId }).sort({ seq: 1 }).lean<IncidentEventDoc[]>(),
    latestEventOf: (incidentId) =>
      IncidentEvent.findOne({ incident_id: incidentId }).sort({ seq: -1 }).lean<IncidentEventDoc>(),
    insertEvent: async (event) => {
      try {
        return (await IncidentEvent.create(event)).toObject();
      } catch (err) {
        if (duplicateRowsOf(err, 1)) return null;
        throw err;
      }
    },
    insertEvents: async (events) => {
      const docs = await IncidentEvent.insertMany(events, { ordered: false, throwOnValidationError: true });
      if (docs.length !== events.length) throw new Error(`${events.length - docs.length} events not recorded`);
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
