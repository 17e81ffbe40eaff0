/**
 * What the incident lifecycle reads and writes (`IncidentStore`), and what the incident lists and pages read
 * (`IncidentReadStore`): `mongoStores.ts` is the real one (wired by `createServices`), tests may give their own.
 * Every write is an insert or a rewrite of one incident's derived state by the projection (incidentProjection.ts);
 * the compare-and-swap is the events' unique `dedupe_key`.
 */
import type { IncidentDoc, IncidentStatus } from '../models/incident';
import type { IncidentEventDoc } from '../models/incidentEvent';
import type { MonitorDoc } from '../models/monitor';
import type { OrgDoc } from '../models/org';
import type { PageWindow } from '../pageWindow';

/** An event as recorded: the store adds `fanout_done: false` and the timestamps. */
export type NewIncidentEvent = Omit<IncidentEventDoc, 'fanout_done' | 'created_at' | 'updated_at' | 'channel_id'> &
  Partial<Pick<IncidentEventDoc, 'channel_id'>>;
/** An incident as an `incident.opened` event announces it. */
export type NewIncident = Pick<
  IncidentDoc,
  '_id' | 'org_id' | 'monitor_id' | 'status' | 'opened_at' | 'failing_regions' | 'check' | 'active_key'
>;
export type IncidentState = Pick<
  IncidentDoc,
  'status' | 'acknowledged_at' | 'resolved_at' | 'acknowledged_by' | 'resolved_by' | 'active_key'
> &
  Partial<Pick<IncidentDoc, 'failing_regions'>>;
export type MonitorSubject = Pick<MonitorDoc, '_id' | 'org_id' | 'name' | 'type' | 'url'>;
export type OrgSubject = Pick<OrgDoc, '_id' | 'name' | 'slug'>;

export interface IncidentStore {
  /** The monitor's unresolved incident (the unique `active_key` is its monitor id), or null. */
  activeIncidentOf(monitorId: string): Promise<IncidentDoc | null>;
  /** One incident; of this org only when `orgId` is given. */
  readIncident(incidentId: string, orgId?: string): Promise<IncidentDoc | null>;
  incidentExists(incidentId: string): Promise<boolean>;
  /** The incident's events (state changes and the others recorded under it), by `seq`. */
  readIncidentEvents(incidentId: string): Promise<IncidentEventDoc[]>;
  /** The incident's last event by `seq`, or null. */
  latestEventOf(incidentId: string): Promise<IncidentEventDoc | null>;
  /** Records one event; null when another took its `dedupe_key` first. */
  insertEvent(event: NewIncidentEvent): Promise<IncidentEventDoc | null>;
  /** Records events of fresh ids in one round trip (throws when any is refused). */
  insertEvents(events: NewIncidentEvent[]): Promise<IncidentEventDoc[]>;
  /**
   * Files incidents for the lists (an incident is filed before it is stored; an entry whose incident was never
   * stored is skipped by every read), so an open can file them while its events are being written.
   */
  fileIncidents(incidents: NewIncident[]): Promise<void>;
  /**
   * Writes incidents in one round trip (filing them first unless `filed`); per row, false when a unique key
   * (`_id`, `active_key`) refused it.
   */
  insertIncidents(incidents: NewIncident[], filed?: boolean): Promise<boolean[]>;
  writeIncidentState(incidentId: string, state: IncidentState): Promise<void>;
  /** Drops an event whose fan-out never began (an open that lost its race). */
  deleteUnfinishedEvent(eventId: string): Promise<void>;
  readMonitorSubject(monitorId: string): Promise<MonitorSubject | null>;
  readOrgSubject(orgId: string): Promise<OrgSubject | null>;
}

/** What an incident list can be narrowed to. */
export interface IncidentFilter {
  status?: IncidentStatus;
  monitor_id?: string;
}

/** The read side, scoped by org (but for `orgOfIncident`, which finds the org). */
export interface IncidentReadStore {
  /** The org's incidents newest first, one page (`limit + 1` rows: one more says a next page exists). */
  listIncidents(orgId: string, filter: IncidentFilter, page: PageWindow): Promise<IncidentDoc[]>;
  readIncident(incidentId: string, orgId: string): Promise<IncidentDoc | null>;
  /** The incident's events, oldest first, at most `limit`. */
  listIncidentEvents(orgId: string, incidentId: string, limit: number): Promise<IncidentEventDoc[]>;
  /** The org of an incident, or null when there is none of this id. */
  orgOfIncident(incidentId: string): Promise<string | null>;
}
