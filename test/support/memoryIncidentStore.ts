/**
 * An in-memory incident store (domain/incidents/stores.ts) for unit tests: the unique keys of the real one
 * (`_id`, the events' `dedupe_key`, the incidents' `active_key`) refuse a row as MongoDB does, and every call is
 * counted, so a test can tell how many round trips a path took.
 */
import type { IncidentDoc } from '../../domain/models/incident';
import type { IncidentEventDoc } from '../../domain/models/incidentEvent';
import type { IncidentStore, MonitorSubject, NewIncident, OrgSubject } from '../../domain/incidents/stores';

export class MemoryIncidentStore implements IncidentStore {
  readonly incidents = new Map<string, IncidentDoc>();
  readonly events = new Map<string, IncidentEventDoc>();
  readonly monitors = new Map<string, MonitorSubject>();
  readonly orgs = new Map<string, OrgSubject>();
  readonly calls = new Map<string, number>();

  private count(name: string): void {
    this.calls.set(name, (this.calls.get(name) ?? 0) + 1);
  }

  async activeIncidentOf(monitorId: string) {
    this.count('activeIncidentOf');
    return [...this.incidents.values()].find((i) => i.active_key === monitorId) ?? null;
  }
  async readIncident(incidentId: string, orgId?: string) {
    const found = this.incidents.get(incidentId);
    return found && (orgId === undefined || found.org_id === orgId) ? { ...found } : null;
  }
  async incidentExists(incidentId: string) {
    return this.incidents.has(incidentId);
  }
  async readIncidentEvents(incidentId: string) {
    return [...this.events.values()].filter((e) => e.incident_id === incidentId).sort((a, b) => a.seq - b.seq);
  }
  async latestEventOf(incidentId: string) {
    return (await this.readIncidentEvents(incidentId)).at(-1) ?? null;
  }
  async insertEvent(event: Parameters<IncidentStore['insertEvent']>[0]) {
    this.count('insertEvent');
    if ([...this.events.values()].some((e) => e.dedupe_key === event.dedupe_key)) return null;
    return this.keepEvent(event);
  }
  async insertEvents(events: Parameters<IncidentStore['insertEvents']>[0]) {
    this.count('insertEvents');
    return events.map((e) => this.keepEvent(e));
  }
  async fileIncidents() {
    this.count('fileIncidents');
  }
  async insertIncidents(rows: NewIncident[], _filed?: boolean) {
    this.count('insertIncidents');
    return rows.map((row) => {
      const taken = [...this.incidents.values()].some((i) => i._id === row._id || i.active_key === row.active_key);
      if (!taken) this.incidents.set(row._id, { ...this.incidentDefaults(), ...row });
      return !taken;
    });
  }
  async writeIncidentState(incidentId: string, state: Partial<IncidentDoc>) {
    const found = this.incidents.get(incidentId);
    if (found) this.incidents.set(incidentId, { ...found, ...state });
  }
  async deleteUnfinishedEvent(eventId: string) {
    if (this.events.get(eventId)?.fanout_done === false) this.events.delete(eventId);
  }
  async readMonitorSubject(monitorId: string) {
    this.count('readMonitorSubject');
    return this.monitors.get(monitorId) ?? null;
  }
  async readOrgSubject(orgId: string) {
    return this.orgs.get(orgId) ?? null;
  }

  private keepEvent(event: Parameters<IncidentStore['insertEvent']>[0]): IncidentEventDoc {
    const at = new Date();
    const doc = { channel_id: null, ...event, fanout_done: false, created_at: at, updated_at: at };
    this.events.set(doc._id, doc);
    return doc;
  }

  private incidentDefaults() {
    const at = new Date();
    return { acknowledged_at: null, resolved_at: null, created_at: at, updated_at: at };
  }
}
