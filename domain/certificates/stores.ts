/**
 * What certificate warnings need from the database, as an interface: the org and monitor a warning speaks of, and
 * the one insert that records it (unique by `dedupe_key`, so of two processes one records it). `mongoStores.ts`
 * implements it; unit tests use memory.
 */
import type { WebhookPayload } from '../delivery/payload';
import type { EventSubjects } from '../incidents/eventSubjects';
import type { IncidentEventDoc } from '../models/incidentEvent';

/** A `certificate.expiring` event's fields; the store adds its defaults (`created_at`, ...). */
export type NewWarningEvent = { payload: WebhookPayload } & Pick<
  IncidentEventDoc,
  '_id' | 'org_id' | 'incident_id' | 'monitor_id' | 'type' | 'seq' | 'occurred_at' | 'dedupe_key'
>;

export interface CertificateWarningStore {
  /** The org and monitor of a warning; rejects when either is gone. */
  subjects(orgId: string, monitorId: string): Promise<EventSubjects>;
  /** Inserts the event; false when its `dedupe_key` was recorded before (here, earlier, or by another process). */
  insertWarning(event: NewWarningEvent): Promise<boolean>;
}
