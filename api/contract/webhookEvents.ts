/**
 * The event catalogue: the JSON body of every webhook event type, as the OpenAPI document's `webhooks` section
 * publishes it (docs/webhooks.md shows an example of each). The spec's four events keep their exact shapes; the
 * escalation and certificate events are additions of their own. Strict objects: a field not listed is never sent.
 */
import { z } from 'zod';
import { MONITOR_TYPES } from '../../domain/regions';
import { NullableTimestamp, Region, Timestamp, Uuid } from './common';

const Org = z.strictObject({ id: Uuid, name: z.string(), slug: z.string() });
const Monitor = z.strictObject({
  id: Uuid,
  name: z.string(),
  type: z.enum(MONITOR_TYPES),
  url: z.string().optional().describe('Present for `http` and `keyword` monitors only.'),
});
const Check = z.strictObject({
  last_response_ms: z.number().nullable(),
  last_error_class: z.string().nullable(),
  last_error_message: z.string().nullable(),
});
const ResolvedCheck = Check.extend({ last_error_class: z.null(), last_error_message: z.null() });

/** `incident` of each incident event: `id` is the event's own id (spec 2.5). */
function incidentPart<S extends string>(status: S, resolved: boolean) {
  return z.strictObject({
    id: Uuid.describe('This event’s id (not the outage’s): a de-duplication key.'),
    status: z.literal(status),
    opened_at: Timestamp,
    acknowledged_at: NullableTimestamp,
    resolved_at: resolved ? Timestamp : z.null(),
    duration_sec: resolved ? z.number().int() : z.null(),
    failing_regions: resolved ? z.array(Region).max(0) : z.array(Region),
  });
}

const envelope = <E extends string>(event: E) => ({
  event: z.literal(event),
  occurred_at: Timestamp,
  org: Org,
});

const Opened = z.strictObject({
  ...envelope('incident.opened'),
  monitor: Monitor,
  incident: incidentPart('open', false).extend({ acknowledged_at: z.null() }),
  check: Check,
});

export const WEBHOOK_EVENTS = {
  'incident.opened': { summary: 'An incident opened (the monitor was voted down)', schema: Opened },
  'incident.acknowledged': {
    summary: 'A user acknowledged the incident',
    schema: z.strictObject({
      ...envelope('incident.acknowledged'),
      monitor: Monitor,
      incident: incidentPart('acknowledged', false).extend({ acknowledged_at: Timestamp }),
      check: Check,
    }),
  },
  'incident.resolved': {
    summary: 'The incident resolved',
    schema: z.strictObject({
      ...envelope('incident.resolved'),
      monitor: Monitor,
      incident: incidentPart('resolved', true),
      check: ResolvedCheck,
    }),
  },
  test: {
    summary: 'A test alert requested for one channel',
    schema: z.strictObject({
      ...envelope('test'),
      monitor: Monitor.describe('Synthetic: id 00000000-0000-0000-0000-000000000000, type http.'),
      incident: z.null(),
      check: z.null(),
    }),
  },
  'incident.escalated': {
    summary: 'An incident is still open (neither acknowledged nor resolved) at an escalation step',
    schema: Opened.extend({
      ...envelope('incident.escalated'),
      escalation: z.strictObject({
        policy_id: Uuid,
        step: z.number().int().min(1).describe('Counted from 1; a repeat carries the last step.'),
        after_sec: z.number().int().describe('Seconds after the opening this step (or repeat) was due.'),
      }),
    }),
  },
  'certificate.expiring': {
    summary: 'A monitored certificate crossed one of the monitor’s `cert_warn_days` (no incident)',
    schema: z.strictObject({
      ...envelope('certificate.expiring'),
      monitor: Monitor,
      incident: z.null(),
      check: z.null(),
      certificate: z.strictObject({
        subject: z.string(),
        issuer: z.string(),
        not_after: Timestamp,
        days_left: z.number().int(),
        sha256_fingerprint: z.string().describe('Upper-case hex pairs separated by colons.'),
      }),
    }),
  },
} as const;

export type WebhookEventName = keyof typeof WEBHOOK_EVENTS;
