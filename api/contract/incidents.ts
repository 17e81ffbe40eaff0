import { z } from 'zod';
import { EVENT_TYPES } from '../../domain/models/incidentEvent';
import { ListQuery, NullableTimestamp, Region, Timestamp, Uuid } from './common';

const IncidentStatus = z.enum(['open', 'acknowledged', 'resolved']);
const DeliveryStatus = z
  .enum(['pending', 'delivering', 'delivered', 'failed', 'skipped'])
  .describe(
    '`skipped`: recorded while the channel was auto-disabled; nothing was sent and no workflow ran (recover sends it).',
  );

export const IncidentListQuery = ListQuery.extend({ status: IncidentStatus.optional(), monitor_id: Uuid.optional() });
export const DeliveryListQuery = ListQuery.extend({
  incident_id: Uuid.optional(),
  channel_id: Uuid.optional(),
  status: DeliveryStatus.optional(),
});

export const IncidentOut = z.object({
  id: Uuid,
  monitor_id: Uuid,
  status: IncidentStatus,
  opened_at: Timestamp,
  acknowledged_at: NullableTimestamp,
  resolved_at: NullableTimestamp,
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
