/**
 * The MongoDB (mongoose) implementation of `UptimeStore`, wired by `createServices`. A monitor's incidents in a
 * window are its unresolved one (the unique `active_key` lookup) and those it resolved on a day of the window or
 * since (incidents/marks, each day one equality lookup, with the span of each): what the window needs, not every
 * incident the monitor ever had.
 */
import { resolvedSpansOf } from '../incidents/marks/reads';
import { Incident } from '../models/incident';
import type { UptimeIncident, UptimeStore } from './stores';

export function createMongoUptimeStore(): UptimeStore {
  return {
    incidentsOf: async (monitorId, from, to) => {
      const [active, resolved] = await Promise.all([
        Incident.findOne(
          { active_key: monitorId },
          { _id: 0, monitor_id: 1, opened_at: 1, resolved_at: 1 },
        ).lean<UptimeIncident>(),
        resolvedSpansOf(monitorId, from, to),
      ]);
      const spans = resolved.map((m) => ({
        monitor_id: monitorId,
        opened_at: m.opened_at!,
        resolved_at: m.resolved_at,
      }));
      return active && active.opened_at < to ? [active, ...spans] : spans;
    },
  };
}
