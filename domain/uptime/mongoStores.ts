/**
 * The MongoDB (mongoose) implementation of `UptimeStore`, wired by `createServices`. One equality lookup per
 * monitor (`monitor_id`, a lookup index on the development store, where an `$in` would read the whole collection);
 * the time condition is applied to that monitor's incidents.
 */
import { Incident } from '../models/incident';
import type { UptimeIncident, UptimeStore } from './stores';

export function createMongoUptimeStore(): UptimeStore {
  return {
    incidentsOf: (monitorId, from, to) =>
      Incident.find(
        { monitor_id: monitorId, opened_at: { $lt: to }, $or: [{ resolved_at: null }, { resolved_at: { $gt: from } }] },
        { _id: 0, monitor_id: 1, opened_at: 1, resolved_at: 1 },
      ).lean<UptimeIncident[]>(),
  };
}
