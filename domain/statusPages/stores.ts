/**
 * What status pages need from the database, as interfaces: the workspace behind a page and its incidents, the
 * page's settings (one document per org), and the e-mail subscribers with the notice claims that make each event's
 * e-mails go out once. `mongoStores.ts` implements them; unit tests use memory.
 */
import type { IncidentDoc } from '../models/incident';
import type { IncidentEventDoc } from '../models/incidentEvent';
import type { OrgDoc } from '../models/org';
import type { StatusPageSettingsDoc } from '../models/statusPageSettings';
import type { StatusSubscriberDoc } from '../models/statusSubscriber';

/** An incident as a page shows it. */
export type PageIncident = Pick<
  IncidentDoc,
  '_id' | 'monitor_id' | 'status' | 'opened_at' | 'acknowledged_at' | 'resolved_at' | 'updated_at'
>;

/** What a page is composed from, beside the monitors (from memory) and the maintenance windows (cached). */
export interface StatusPageStore {
  orgBySlug(slug: string): Promise<OrgDoc | null>;
  orgById(orgId: string): Promise<OrgDoc | null>;
  /** Unresolved incidents of these monitors (not empty), and those resolved since `since`. */
  incidentsSince(orgId: string, monitorIds: string[], since: Date): Promise<PageIncident[]>;
}

/** The settings document's own fields, as the settings route writes them. */
export type StoredStatusSettings = Pick<StatusPageSettingsDoc, 'title' | 'public' | 'components' | 'password_hash'>;

export interface StatusSettingsStore {
  readSettings(orgId: string): Promise<StatusPageSettingsDoc | null>;
  /** Replaces the org's document whole (inserted when there is none). */
  replaceSettings(orgId: string, settings: StoredStatusSettings): Promise<void>;
  /** The ids among `ids` (not empty) that are monitors of the org. */
  ownMonitorIds(orgId: string, ids: string[]): Promise<Set<string>>;
}

export interface SubscriptionStore {
  /** Records the address once per org: a repeat returns the row recorded first. */
  addSubscriber(orgId: string, email: string): Promise<StatusSubscriberDoc>;
  readSubscriber(orgId: string, id: string): Promise<StatusSubscriberDoc | null>;
  confirmSubscriber(id: string, at: Date): Promise<void>;
  deleteSubscriber(id: string): Promise<void>;
  confirmedSubscribers(orgId: string): Promise<StatusSubscriberDoc[]>;
  readEvent(eventId: string): Promise<IncidentEventDoc | null>;
  /** Claims the event's notices (one insert): false when they were claimed before, here or by another process. */
  claimNotice(eventId: string, orgId: string): Promise<boolean>;
}
