/**
 * The data access of escalation: its policies (written by the API only), the monitors that name them, and the
 * `incident.escalated` events the worker records. `mongoStores.ts` is the real implementation.
 */
import type { WebhookPayload } from '../delivery/payload';
import type { EscalationPolicyDoc } from '../models/escalationPolicy';
import type { IncidentStatus } from '../models/incident';
import type { IncidentEventDoc } from '../models/incidentEvent';
import type { MonitorDoc } from '../models/monitor';

/** Escalation policies, and what of monitors and channels their checks read. */
export interface EscalationPolicyStore {
  /** Inserts a policy (the store adds `_id` and timestamps) and returns it as stored. */
  insert(
    fields: Pick<EscalationPolicyDoc, 'org_id' | 'name' | 'steps' | 'repeat_every_sec'>,
  ): Promise<EscalationPolicyDoc>;
  /** By bare `_id` (FerretDB serves only that without a scan); the caller checks the org. */
  read(id: string): Promise<EscalationPolicyDoc | null>;
  /** The policy's org alone, or null when it is gone. */
  readOrgOf(id: string): Promise<string | null>;
  /** The org's policies older than `before` when given, newest first, at most `limit`. */
  list(orgId: string, before: string | undefined, limit: number): Promise<EscalationPolicyDoc[]>;
  update(id: string, set: Record<string, unknown>): Promise<void>;
  remove(id: string): Promise<void>;
  /** How many of the org's monitors name the policy. */
  countMonitorsUsing(orgId: string, policyId: string): Promise<number>;
  /** The ones among `channelIds` that are channels of the org. */
  orgChannelIds(orgId: string, channelIds: string[]): Promise<string[]>;
  /** The monitor's org and escalation policy, by bare `_id`; null when it is gone. */
  readMonitorPolicy(monitorId: string): Promise<Pick<MonitorDoc, 'org_id' | 'escalation_policy_id'> | null>;
}

/** The fields of an escalated event; the store adds its defaults (`created_at`, ...). */
export type NewEscalatedEvent = { payload: WebhookPayload } & Pick<
  IncidentEventDoc,
  '_id' | 'org_id' | 'incident_id' | 'monitor_id' | 'type' | 'seq' | 'occurred_at' | 'dedupe_key' | 'channel_ids'
>;

/** What recording an escalation step reads and writes (worker). */
export interface EscalationEventStore {
  /** The incident's status, or null when it is gone. */
  readIncidentStatus(incidentId: string): Promise<IncidentStatus | null>;
  readEvent(eventId: string): Promise<IncidentEventDoc | null>;
  /** One insert; null when an event with the same `dedupe_key` exists (recorded by an earlier try). */
  insertEvent(event: NewEscalatedEvent): Promise<IncidentEventDoc | null>;
  readEventByDedupeKey(dedupeKey: string): Promise<IncidentEventDoc | null>;
}
