/**
 * Wire schemas of incidents and deliveries (list queries, answers with attempts) and how their documents are presented.
 */
import { z } from 'zod';
import type { DeliveryFilter } from '../../domain/delivery/queries';
import type { DeliveryView } from '../../domain/delivery/view';
import type { IncidentDoc } from '../../domain/models/incident';
import type { IncidentEventDoc } from '../../domain/models/incidentEvent';
import { durationSec, iso } from '../../domain/time';
import { attemptEndMs } from '../../domain/delivery/attempts';
import { EVENT_TYPES } from '../../domain/eventTypes';
import { ListQuery, NullableTimestamp, Region, Timestamp, Uuid } from './common';

const IncidentStatus = z.enum(['open', 'acknowledged', 'resolved']);
const DeliveryStatus = z
  .enum(['pending', 'delivering', 'delivered', 'failed', 'skipped'])
  .describe(
    '`skipped`: recorded while the channel was auto-disabled; nothing was sent and no workflow ran (recover sends it).',
  );

export const IncidentListQuery = ListQuery.extend({ status: IncidentStatus.optional(), monitor_id: Uuid.optional() });
const CreatedBound = (which: string) =>
  z.iso.datetime({ offset: true }).describe(`ISO 8601: only deliveries created at or ${which} this instant`).optional();

export const DeliveryListQuery = ListQuery.extend({
  incident_id: Uuid.optional(),
  channel_id: Uuid.optional(),
  monitor_id: Uuid.optional(),
  event_type: z.enum(EVENT_TYPES as [string, ...string[]]).optional(),
  status: DeliveryStatus.optional(),
  since: CreatedBound('after'),
  until: CreatedBound('before'),
});

/** The list filter of a parsed `DeliveryListQuery` (without its page), its time bounds as dates. */
export function deliveryFilterOf(q: Omit<z.infer<typeof DeliveryListQuery>, 'limit' | 'cursor'>): DeliveryFilter {
  const { since, until, ...rest } = q;
  return { ...rest, since: since ? new Date(since) : undefined, until: until ? new Date(until) : undefined };
}

const IncidentActorOut = z.object({
  type: z.enum(['user', 'api_key', 'chat']),
  id: z.string(),
  name: z.string().describe("A user's e-mail, a key's name, or the chat user's name."),
});

export const IncidentOut = z.object({
  id: Uuid,
  monitor_id: Uuid,
  status: IncidentStatus,
  opened_at: Timestamp,
  acknowledged_at: NullableTimestamp,
  resolved_at: NullableTimestamp,
  acknowledged_by: IncidentActorOut.nullable().describe('Who acknowledged it: a user, an API key or a chat user.'),
  resolved_by: IncidentActorOut.nullable().describe('Who resolved it; null when the monitor recovered by itself.'),
  duration_sec: z.number().int().nullable(),
  failing_regions: z.array(Region),
  check: z.object({
    last_response_ms: z.number().nullable(),
    last_error_class: z.string().nullable(),
    last_error_message: z.string().nullable(),
  }),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const DeliveryOut = z.object({
  id: Uuid,
  event_id: Uuid,
  event_type: z.enum(EVENT_TYPES as [string, ...string[]]),
  incident_id: Uuid.nullable(),
  monitor_id: Uuid,
  channel_id: Uuid,
  status: DeliveryStatus,
  workflow_id: z
    .string()
    .describe('Temporal workflow id (`resend:<id>` for a resend; reserved but never started when `skipped`)'),
  resend_of: Uuid.nullable().describe('For a resend: the original delivery; null for the original'),
  attempts: z.array(
    z.object({
      n: z.number().int(),
      at: Timestamp,
      duration_ms: z.number(),
      status_code: z.number().int().nullable(),
      error_class: z.string().nullable(),
      error_message: z.string().nullable(),
      response_body: z.string().nullable(),
    }),
  ),
  completed_at: NullableTimestamp,
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const IncidentEventOut = z.object({
  id: Uuid,
  type: z.enum(EVENT_TYPES as [string, ...string[]]),
  occurred_at: Timestamp,
  payload: z.record(z.string(), z.unknown()).describe('The canonical webhook body of this event, as sent.'),
});

export const IncidentDetailOut = IncidentOut.extend({
  events: z.array(IncidentEventOut),
  deliveries: z.array(DeliveryOut),
});

export const ChatAcknowledgeBody = z.strictObject({
  incident_id: Uuid,
  user: z.string().max(200).optional().describe('Who pressed the button, for the log.'),
});
export const ChatAcknowledgeOut = z.object({ incident: IncidentOut });

export function presentIncident(i: IncidentDoc): z.infer<typeof IncidentOut> {
  const resolvedAt = i.resolved_at ? new Date(i.resolved_at) : null;
  return {
    id: i._id,
    monitor_id: i.monitor_id,
    status: i.status,
    opened_at: iso(i.opened_at)!,
    acknowledged_at: iso(i.acknowledged_at),
    resolved_at: iso(resolvedAt),
    acknowledged_by: i.acknowledged_by ?? null,
    resolved_by: i.resolved_by ?? null,
    duration_sec: durationSec(i.opened_at, resolvedAt),
    failing_regions: i.failing_regions,
    check: {
      last_response_ms: i.check?.last_response_ms ?? null,
      last_error_class: i.check?.last_error_class ?? null,
      last_error_message: i.check?.last_error_message ?? null,
    },
    created_at: iso(i.created_at)!,
    updated_at: iso(i.updated_at)!,
  };
}

function presentEvent(e: IncidentEventDoc): z.infer<typeof IncidentEventOut> {
  return { id: e._id, type: e.type, occurred_at: iso(e.occurred_at)!, payload: e.payload };
}

/** The incident with its events (oldest first) and every delivery of them (per event and channel). */
export function presentIncidentDetail(detail: {
  incident: IncidentDoc;
  events: IncidentEventDoc[];
  deliveries: DeliveryView[];
}): z.infer<typeof IncidentDetailOut> {
  return {
    ...presentIncident(detail.incident),
    events: detail.events.map(presentEvent),
    deliveries: detail.deliveries.map(presentDelivery),
  };
}

export function presentDelivery(d: DeliveryView): z.infer<typeof DeliveryOut> {
  const lastEnd = d.attempts.reduce((t, a) => Math.max(t, attemptEndMs(a)), 0);
  const updatedAt = Math.max(new Date(d.updated_at).getTime(), lastEnd);
  return {
    id: d._id,
    event_id: d.event_id,
    event_type: d.event_type,
    incident_id: d.incident_id ?? null,
    monitor_id: d.monitor_id,
    channel_id: d.channel_id,
    status: d.status,
    workflow_id: d.workflow_id,
    resend_of: d.resend_of ?? null,
    attempts: d.attempts.map((a) => ({
      n: a.n,
      at: iso(a.at)!,
      duration_ms: a.duration_ms,
      status_code: a.status_code ?? null,
      error_class: a.error_class ?? null,
      error_message: a.error_message ?? null,
      response_body: a.response_body ?? null,
    })),
    completed_at: iso(d.completed_at),
    created_at: iso(d.created_at)!,
    updated_at: iso(new Date(updatedAt))!,
  };
}
