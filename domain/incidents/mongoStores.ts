/**
 * The MongoDB (mongoose) implementations of the incident stores (stores.ts). The lifecycle's look-ups go by `_id`
 * or by a unique key, the filters FerretDB serves best; the batch writes are one unordered insert each. Incidents
 * are filed for the lists (marks/) before they are stored, and their resolution once it is written.
 */
import { fileResolutions } from '../delivery/log/resolved/mongoStores';
import { duplicateRowsOf, insertedOnce } from '../errors';
import { Incident, type IncidentDoc } from '../models/incident';
import { FanOutBeat } from '../models/fanOutBeat';
import { IncidentEvent, type IncidentEventDoc } from '../models/incidentEvent';
import { Monitor } from '../models/monitor';
import { Org } from '../models/org';
import { fileIncidents, fileResolution, unfileIncidents } from './marks/mongoStores';
import { listIncidents } from './marks/reads';
import type { BeatStore } from './fanOutOwners';
import type { IncidentReadStore, IncidentStore, MonitorSubject, NewIncident, OrgSubject } from './stores';

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
    fileIncidents: (incidents) => fileIncidents(incidents.map((i) => ({ ...i, resolved_at: null }))),
    insertIncidents: async (incidents, filed = false) => {
      if (incidents.length === 0) return [];
      if (!filed) await fileIncidents(incidents.map((i) => ({ ...i, resolved_at: null })));
      try {
        await Incident.insertMany(incidents, { ordered: false });
        return incidents.map(() => true);
      } catch (err) {
        const refused = duplicateRowsOf(err, incidents.length);
        if (!refused) throw err;
        await unfileRefused(incidents.filter((_, i) => refused.has(i)));
        return incidents.map((_, i) => !refused.has(i));
      }
    },
    writeIncidentState: async (incidentId, state) => {
      await Incident.updateOne({ _id: incidentId }, { $set: state });
      if (state.status === 'resolved') await fileResolution(incidentId);
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
    listIncidents: (orgId, filter, page) =>
      listIncidents({
        orgId,
        status: filter.status,
        monitorId: filter.monitor_id,
        before: page.before,
        fetch: page.limit + 1,
      }),
    readIncident,
    // By the incident alone (a second equality, the org, would let PostgreSQL read every row of the org's index).
    listIncidentEvents: async (orgId, incidentId, limit) =>
      (await IncidentEvent.find({ incident_id: incidentId }).lean<IncidentEventDoc[]>())
        .filter((e) => e.org_id === orgId)
        .sort((a, b) => a.seq - b.seq)
        .slice(0, limit),
    orgOfIncident: async (incidentId) =>
      (await Incident.findById(incidentId, { org_id: 1 }).lean<IncidentDoc>())?.org_id ?? null,
  };
}

/** Refused by `_id`, an incident is a repeat and stays filed; refused by `active_key`, it was never stored. */
async function unfileRefused(refused: NewIncident[]): Promise<void> {
  const exist = await Promise.all(refused.map((i) => Incident.exists({ _id: i._id })));
  await unfileIncidents(refused.filter((_, k) => exist[k] === null).map((i) => ({ ...i, resolved_at: null })));
}

/** The fan-out beats: unique inserts by `_id`, read and dropped by whole buckets (equality on `bucket`). */
export function createMongoBeatStore(): BeatStore {
  return {
    // Written already: a beat is once per bucket.
    insertBeat: async (beat) => void (await insertedOnce(() => FanOutBeat.create(beat))),
    beatsIn: async (buckets) =>
      (await Promise.all(buckets.map((bucket) => FanOutBeat.find({ bucket }, { owner: 1, stopped: 1 }).lean()))).flat(),
    dropBucket: async (bucket) => {
      await FanOutBeat.deleteMany({ bucket });
    },
  };
}
