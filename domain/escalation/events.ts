/**
 * Records one `incident.escalated` event (worker side, from the escalation workflow's activity). Exactly once per
 * (incident, step, round): its `dedupe_key` is unique, so an attempt retried after a crash finds the event its
 * first try recorded and dispatches that one again (the dispatch is idempotent). Nothing is recorded once the
 * incident is acknowledged or resolved.
 */
import { uuidv7 } from '../ids';
import { buildEscalatedPayload, type WebhookPayload } from '../delivery/payload';
import type { IncidentEventDoc } from '../models/incidentEvent';
import type { EscalationEventStore } from './stores';

export interface EscalationStepInput {
  incidentId: string;
  openedEventId: string;
  policyId: string;
  /** Counted from 1. */
  step: number;
  afterSec: number;
  channelIds: string[];
  /** 0 for the steps, then 1, 2, ... for each repeat of the last step. */
  round: number;
}

/** The recorded event, or null when the incident is no longer open (nothing to send). */
export async function recordEscalation(
  store: EscalationEventStore,
  input: EscalationStepInput,
  nowMs: number,
): Promise<IncidentEventDoc | null> {
  if ((await store.readIncidentStatus(input.incidentId)) !== 'open') return null;
  const opened = await store.readEvent(input.openedEventId);
  if (!opened) return null;
  const dedupeKey = `${input.incidentId}:escalation:${input.step}:${input.round}`;
  const eventId = uuidv7(nowMs);
  const occurredAt = new Date(nowMs);
  const payload = buildEscalatedPayload(opened.payload as unknown as WebhookPayload, {
    eventId,
    occurredAt,
    escalation: { policy_id: input.policyId, step: input.step, after_sec: input.afterSec },
  });
  const recorded = await store.insertEvent({
    _id: eventId,
    org_id: opened.org_id,
    incident_id: input.incidentId,
    monitor_id: opened.monitor_id,
    type: 'incident.escalated',
    seq: -1,
    occurred_at: occurredAt,
    payload,
    dedupe_key: dedupeKey,
    channel_ids: input.channelIds,
  });
  return recorded ?? store.readEventByDedupeKey(dedupeKey);
}
