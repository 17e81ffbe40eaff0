import { z } from 'zod';
import { SIGNATURE_SCHEMES } from '../../domain/delivery/signature';
import { TEMPLATE_MAX_BYTES, validateTemplate } from '../../domain/delivery/template';
import { absoluteUrl } from '../../domain/absoluteUrl';
import type { ChannelView } from '../../domain/channels/channels';
import { iso } from '../../domain/time';
import { Name, NullableTimestamp, patchBody, Timestamp, Uuid } from './common';

/** Spec 2.1: HTTPS only, and no user-info. */
export const WebhookUrl = absoluteUrl(['https:'], 'must use https (plain http is not allowed)');

const Secret = z.string().min(16, 'must be at least 16 characters').max(256, 'must be at most 256 characters');

/** A Handlebars template that compiles, at most 64 KiB; the parser's own message on failure. */
export const Template = z
  .string()
  .superRefine((value, ctx) => {
    const problem = validateTemplate(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .describe(`Handlebars (no HTML escaping, plus a json helper), at most ${TEMPLATE_MAX_BYTES} bytes`);

export const SignatureSchemeField = z
  .enum(SIGNATURE_SCHEMES)
  .describe(
    'Signature headers sent: `service` (default) the spec `X-Service-Signature` only; `standard` and `both` add the ' +
      'Standard Webhooks `webhook-id` (the delivery id), `webhook-timestamp` and `webhook-signature` (see docs/webhooks.md).',
  );

export const CreateChannelBody = z.strictObject({
  name: Name,
  type: z.literal('webhook'),
  url: WebhookUrl,
  secret: Secret,
  template: Template.nullable().optional(),
  enabled: z.boolean().optional(),
  signature_scheme: SignatureSchemeField.optional(),
});

export const UpdateChannelBody = patchBody(
  z.strictObject({
    name: Name.optional(),
    url: WebhookUrl.optional(),
    secret: Secret.optional().describe('Rotates the signing secret.'),
    template: Template.nullable().optional(),
    enabled: z.boolean().optional().describe('`true` also ends an auto-disable.'),
    signature_scheme: SignatureSchemeField.optional(),
  }),
);

export const ChannelOut = z.object({
  id: Uuid,
  name: z.string(),
  type: z.literal('webhook'),
  url: z.string(),
  template: z.string().nullable(),
  enabled: z.boolean().describe('false when disabled with PATCH or auto-disabled (then `disabled_reason` says why)'),
  disabled_reason: z
    .string()
    .nullable()
    .describe('Why the channel was auto-disabled after consecutive failed deliveries; null otherwise'),
  disabled_at: NullableTimestamp.describe('When it was auto-disabled; null otherwise'),
  signature_scheme: SignatureSchemeField,
  secret_hint: z.string().describe('Last 4 characters of the signing secret.'),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const TestSentOut = z.object({ delivery_id: Uuid, workflow_id: z.string() });

/** The public record: never the secret, only its last four characters. */
export function presentChannel(c: ChannelView): z.infer<typeof ChannelOut> {
  return {
    id: c._id,
    name: c.name,
    type: c.type,
    url: c.url,
    template: c.template ?? null,
    enabled: c.enabled && c.disabled_at === null,
    disabled_reason: c.disabled_reason,
    disabled_at: iso(c.disabled_at),
    signature_scheme: c.signature_scheme ?? 'service',
    secret_hint: c.secret_hint,
    created_at: iso(c.created_at)!,
    updated_at: iso(c.updated_at)!,
  };
}
