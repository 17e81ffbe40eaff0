/** Read side of incidents, scoped by org: lists with filters, and one incident with its events and deliveries. */
import { NotFoundError } from '../errors';
import type { IncidentDoc } from '../models/incident';
import type { DeliveryQueries } from '../delivery/queries';
import type { PageWindow } from '../pageWindow';
import type { IncidentFilter, IncidentReadStore } from './stores';

/** Events shown with one incident, at most. */
const DETAIL_EVENTS_MAX = 1000;

export class IncidentQueries {
  constructor(
    private readonly store: IncidentReadStore,
    private readonly deliveries: Pick<DeliveryQueries, 'listIncidentDeliveries'>,
  ) {}

  /** A page of the org's incidents, newest first (`limit + 1` rows: one more says a next page exists). */
  list(orgId: string, filter: IncidentFilter, page: PageWindow): Promise<IncidentDoc[]> {
    return this.store.listIncidents(orgId, filter, page);
  }

  /** The incident alone. */
  async one(orgId: string, id: string): Promise<IncidentDoc> {
    const incident = await this.store.readIncident(id, orgId);
    if (!incident) throw new NotFoundError('Incident not found.');
    return incident;
  }

  /** The incident with its events (oldest first) and every delivery of them (per event and channel). */
  async detail(orgId: string, id: string) {
    const incident = await this.one(orgId, id);
    const [events, deliveries] = await Promise.all([
      this.store.listIncidentEvents(orgId, id, DETAIL_EVENTS_MAX),
      this.deliveries.listIncidentDeliveries(orgId, id),
    ]);
    return { incident, events, deliveries };
  }

  /** The org of an incident, for callers that authenticate without an org (the chat-tool callback). */
  async orgOf(id: string): Promise<string> {
    const orgId = await this.store.orgOfIncident(id);
    if (orgId === null) throw new NotFoundError('Incident not found.');
    return orgId;
  }
}
