/**
 * The canonical webhook body (spec 2.2-2.7). Built once, when the event is recorded, and stored on the
 * IncidentEvent as a snapshot; deliveries send exactly that snapshot (or a template rendered from it).
 */
import { NIL_UUID } from '../ids';
import type { CheckSnapshot, IncidentStatus } from '../models/incident';
import type { EventType } from '../models/incidentEvent';
import type { MonitorType, Region } from '../regions';
import { durationSec, iso } from '../time';

export interface WebhookPayload {
  event: EventType;
  occurred_at: string;
  org: { id: string; name: string; slug: string };
  monitor: { id: string; name: string; type: MonitorType; url?: string };
  incident: {
    id: string;
    status: IncidentStatus;
    opened_at: string;
    acknowledged_at: string | null;
    resolved_at: string | null;
    duration_sec: number | null;
    failing_regions: Region[];
  } | null;
  check: CheckSnapshot | null;
  /** `incident.escalated` only: which step of which policy sent it. */
  escalation?: { policy_id: string; step: number; after_sec: number };
  /** `certificate.expiring` only: the certificate the warning is about. */
  certificate?: CertificateFacts;
}

/** A certificate as a `certificate.expiring` event describes it. */
export interface CertificateFacts {
  subject: string;
  issuer: string;
  not_after: string;
  days_left: number;
  sha256_fingerprint: string;
}

/** The events that record a state change of an incident (`incident.escalated` reuses the opened body). */
export type IncidentEventType = 'incident.opened' | 'incident.acknowledged' | 'incident.resolved';

export interface IncidentPayloadInput {
  event: IncidentEventType;
  /** The incident **event** id: `incident.id` in the body (spec 2.5). */
  eventId: string;
  occurredAt: Date;
  org: { _id: string; name: string; slug: string };
  monitor: { _id: string; name: string; type: MonitorType; url: string | null };
  incident: {
    opened_at: Date;
    acknowledged_at: Date | null;
    resolved_at: Date | null;
    failing_regions: Region[];
    check: CheckSnapshot;
  };
}

const STATUS_OF: Record<IncidentEventType, IncidentStatus> = {
  'incident.opened': 'open',
  'incident.acknowledged': 'acknowledged',
  'incident.resolved': 'resolved',
};

export function buildIncidentPayload(input: IncidentPayloadInput): WebhookPayload {
  const { event, incident } = input;
  const resolved = event === 'incident.resolved';
  const resolvedAt = resolved ? (incident.resolved_at ?? input.occurredAt) : null;
  return {
    event,
    occurred_at: iso(input.occurredAt)!,
    org: orgPart(input.org),
    monitor: monitorPart(input.monitor),
    incident: {
      id: input.eventId,
      status: STATUS_OF[event],
      opened_at: iso(incident.opened_at)!,
      acknowledged_at: iso(incident.acknowledged_at),
      resolved_at: iso(resolvedAt),
      duration_sec: durationSec(incident.opened_at, resolvedAt),
      failing_regions: resolved ? [] : [...incident.failing_regions],
    },
    check: resolved
      ? { last_response_ms: incident.check.last_response_ms ?? null, last_error_class: null, last_error_message: null }
      : {
          last_response_ms: incident.check.last_response_ms ?? null,
          last_error_class: incident.check.last_error_class ?? null,
          last_error_message: incident.check.last_error_message ?? null,
        },
  };
}

/**
 * The `incident.escalated` body: the `incident.opened` body of the incident (its `incident.id` this event's own id,
 * so a receiver de-duplicating on it keeps every escalation) with `escalation` added.
 */
export function buildEscalatedPayload(
  opened: WebhookPayload,
  input: { eventId: string; occurredAt: Date; escalation: NonNullable<WebhookPayload['escalation']> },
): WebhookPayload {
  return {
    ...opened,
    event: 'incident.escalated',
    occurred_at: iso(input.occurredAt)!,
    incident: { ...opened.incident!, id: input.eventId },
    escalation: { ...input.escalation },
  };
}

/** The `certificate.expiring` body: a real monitor, no incident and no check, the certificate's facts. */
export function buildCertificatePayload(input: {
  occurredAt: Date;
  org: IncidentPayloadInput['org'];
  monitor: IncidentPayloadInput['monitor'];
  certificate: CertificateFacts;
}): WebhookPayload {
  return {
    event: 'certificate.expiring',
    occurred_at: iso(input.occurredAt)!,
    org: orgPart(input.org),
    monitor: monitorPart(input.monitor),
    incident: null,
    check: null,
    certificate: { ...input.certificate },
  };
}

/** The `test` body: the real org, a synthetic `http` monitor; `incident` and `check` are null (spec 2.7). */
export function buildTestPayload(org: { _id: string; name: string; slug: string }, occurredAt: Date): WebhookPayload {
  return {
    event: 'test',
    occurred_at: iso(occurredAt)!,
    org: orgPart(org),
    monitor: { id: NIL_UUID, name: `${org.name} test monitor`, type: 'http', url: 'https://example.com/' },
    incident: null,
    check: null,
  };
}

function orgPart(org: { _id: string; name: string; slug: string }): WebhookPayload['org'] {
  return { id: org._id, name: org.name, slug: org.slug };
}

/** `monitor.url` is present for `http` and `keyword` monitors and omitted for every other type (spec 2.4). */
function monitorPart(m: IncidentPayloadInput['monitor']): WebhookPayload['monitor'] {
  const part: WebhookPayload['monitor'] = { id: m._id, name: m.name, type: m.type };
  if ((m.type === 'http' || m.type === 'keyword') && m.url) part.url = m.url;
  return part;
}
