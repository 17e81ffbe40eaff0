/**
 * Records one `incident.escalated` event (worker side, from the escalation workflow's activity). Exactly once per
 * (incident, step, round): its `dedupe_key` is unique, so an attempt retried after a crash finds the event its
 * first try recorded and dispatches that one again (the dispatch is idempotent). Nothing is recorded once the
 * incident is acknowledged or resolved.
 */
import { isDuplicateKeyError } from '../errors';
import { uuidv7 } from '../ids';
import { buildEscalatedPayload, type WebhookPayload } from '../delivery/payload';
import { Incident, type IncidentDoc } from '../models/incident';
import { IncidentEvent, type IncidentEventDoc } from '../models/incidentEvent';

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
export async function recordEscalation(input: EscalationStepInput, nowMs: number): Promise<IncidentEventDoc | null> {
  const incident = await Incident.findById(input.incidentId, { status: 1 }).lean<Pick<IncidentDoc, 'status'>>();
  if (incident?.status !== 'open') return null;
  const opened = await IncidentEvent.findById(input.openedEventId).lean<IncidentEventDoc>();
  if (!opened) return null;
  const dedupeKey = `${input.incidentId}:escalation:${input.step}:${input.round}`;
  const eventId = uuidv7(nowMs);
  const occurredAt = new Date(nowMs);
  const payload = buildEscalatedPayload(opened.payload as unknown as WebhookPayload, {
    eventId,
    occurredAt,
    escalation: { policy_id: input.policyId, step: input.step, after_sec: input.afterSec },
  });
  try {
    const doc = await IncidentEvent.create({
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
    return doc.toObject();
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    return IncidentEvent.findOne({ dedupe_key: dedupeKey }).lean<IncidentEventDoc>();
  }
}
