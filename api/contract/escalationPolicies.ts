/** The escalation policy schema, one for REST, MCP and the dashboard (the configured minimum is the service's check). */
import { z } from 'zod';
import type { EscalationPolicyDoc } from '../../domain/models/escalationPolicy';
import { iso } from '../../domain/time';
import { Name, patchBody, Timestamp, Uuid } from './common';

const WEEK_SEC = 7 * 86_400;

const Seconds = z.number().int('must be a whole number').min(1).max(WEEK_SEC);

const Step = z.strictObject({
  after_sec: Seconds.describe(
    'Seconds after the incident opened; at least ESCALATION_MIN_SEC (default 60), greater than the step before.',
  ),
  channel_ids: z
    .array(Uuid)
    .min(1, 'must list at least one channel')
    .max(20)
    .refine((r) => new Set(r).size === r.length, 'must not repeat a channel')
    .meta({ uniqueItems: true })
    .describe('Channels told at this step (whatever their `event_types`).'),
});

const fields = {
  name: Name,
  steps: z.array(Step).min(1, 'must list at least one step').max(10),
  repeat_every_sec: Seconds.nullable().describe(
    'After the last step, its channels are told again at this period until the incident is acknowledged or ' +
      'resolved; null (default): once. At least ESCALATION_MIN_SEC (default 60).',
  ),
};

export const CreateEscalationPolicyBody = z.strictObject({
  ...fields,
  repeat_every_sec: fields.repeat_every_sec.optional(),
});

export const UpdateEscalationPolicyBody = patchBody(z.strictObject(fields).partial());

export const EscalationPolicyOut = z.object({
  id: Uuid,
  name: z.string(),
  steps: z.array(z.object({ after_sec: z.number().int(), channel_ids: z.array(Uuid) })),
  repeat_every_sec: z.number().int().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export function presentEscalationPolicy(p: EscalationPolicyDoc): z.infer<typeof EscalationPolicyOut> {
  return {
    id: p._id,
    name: p.name,
    steps: p.steps.map((s) => ({ after_sec: s.after_sec, channel_ids: [...s.channel_ids] })),
    repeat_every_sec: p.repeat_every_sec ?? null,
    created_at: iso(p.created_at)!,
    updated_at: iso(p.updated_at)!,
  };
}
