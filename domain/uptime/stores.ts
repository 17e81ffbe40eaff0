/**
 * What uptime reads from the database, as an interface: a monitor's incidents in a window. `mongoStores.ts`
 * implements it; unit tests use memory.
 */
import type { IncidentDoc } from '../models/incident';

export type UptimeIncident = Pick<IncidentDoc, 'monitor_id' | 'opened_at' | 'resolved_at'>;

export interface UptimeStore {
  /** The monitor's incidents open at some time in `[from, to)`. */
  incidentsOf(monitorId: string, from: Date, to: Date): Promise<UptimeIncident[]>;
}
