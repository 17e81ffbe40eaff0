/** The channel schema, one for REST, MCP and the dashboard: every type's settings, checked per type by the service. */
import { z } from 'zod';
import { CHANNEL_TYPES, FIELDS_BY_TYPE, type ChannelSetting } from '../../domain/channels/channelTypes';
import { SIGNATURE_SCHEMES } from '../../domain/delivery/signature';
import { TEMPLATE_MAX_BYTES, validateTemplate } from '../../domain/delivery/template';
import { absoluteUrl } from '../../domain/absoluteUrl';
import type { ChannelView } from '../../domain/channels/channels';
import { iso } from '../../domain/time';
import { DEFAULT_CHANNEL_EVENT_TYPES, SUBSCRIBABLE_EVENT_TYPES } from '../../domain/eventTypes';
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

/** A PagerDuty Events API v2 integration key (32 characters). */
const RoutingKey = z
  .string()
  .regex(/^[A-Za-z0-9]{32}$/, 'must be the 32-character integration key (letters and digits)')
  .describe('pagerduty: the Events API v2 integration (routing) key; stored encrypted, never returned.');

const Recipients = z
  .array(z.email('must be an e-mail address'))
  .min(1, 'must list at least one address')
  .max(10, 'must list at most 10 addresses')
  .refine((r) => new Set(r.map((a) => a.toLowerCase())).size === r.length, 'must not repeat an address')
  .meta({ uniqueItems: true })
  .describe('email: 1 to 10 recipients.');

/** Which events a channel receives; `test` alerts always go through, escalation steps name their channels. */
export const EventTypesField = z
  .array(z.enum(SUBSCRIBABLE_EVENT_TYPES))
  .max(SUBSCRIBABLE_EVENT_TYPES.length)
  .refine((t) => new Set(t).size === t.length, 'must not repeat an event type')
  .meta({ uniqueItems: true })
  .describe(
    `Events this channel receives; default ${JSON.stringify(DEFAULT_CHANNEL_EVENT_TYPES)}. A \`test\` alert always ` +
      "goes through; a channel named in an escalation step receives that step's `incident.escalated` regardless.",
  );

/** Every setting of every type, each optional here; which a type needs and accepts: domain/channels/channelTypes.ts. */
const settings = {
  url: WebhookUrl.describe('webhook: the receiver; slack, discord, teams: the incoming-webhook URL (https).'),
  secret: Secret.describe('webhook: the signing secret (a PATCH rotates it).'),
  template: Template.nullable().describe('webhook only.'),
  signature_scheme: SignatureSchemeField,
  routing_key: RoutingKey,
  to: Recipients,
};

/**
 * The per-type rules as JSON Schema, for the document and the clients generated from it: each type requires its
 * own settings and takes no other type's (the service checks the same table).
 */
function settingsByType(creating: boolean) {
  const all = Object.keys(settings) as ChannelSetting[];
  return CHANNEL_TYPES.map((type) => {
    const { required, optional } = FIELDS_BY_TYPE[type];
    const foreign = all.filter((key) => !required.includes(key) && !optional.includes(key));
    return {
      title: `${type} channel`,
      properties: {
        ...(creating && { type: { const: type } }),
        ...Object.fromEntries(foreign.map((key) => [key, false])),
      },
      ...(creating && { required: ['type', ...required] }),
    };
  });
}

export const CreateChannelBody = z
  .strictObject(settings)
  .partial()
  .extend({
    name: Name,
    type: z.enum(CHANNEL_TYPES).describe('`webhook`, `slack`, `discord`, `teams`, `pagerduty` or `email`.'),
    enabled: z.boolean().optional(),
    event_types: EventTypesField.optional(),
  })
  .meta({ oneOf: settingsByType(true) });

/** Any setting of the channel's own type (a channel never changes its type). */
export const UpdateChannelBody = patchBody(
  z
    .strictObject(settings)
    .partial()
    .extend({
      name: Name.optional(),
      enabled: z.boolean().optional().describe('`true` also ends an auto-disable.'),
      event_types: EventTypesField.optional(),
    }),
);

export const ChannelOut = z.object({
  id: Uuid,
  name: z.string(),
  type: z.enum(CHANNEL_TYPES),
  url: z.string().optional().describe('webhook'),
  template: z.string().nullable().optional().describe('webhook'),
  to: z.array(z.string()).optional().describe('email: the recipients.'),
  enabled: z.boolean().describe('false when disabled with PATCH or auto-disabled (then `disabled_reason` says why)'),
  disabled_reason: z
    .string()
    .nullable()
    .describe('Why the channel was auto-disabled after consecutive failed deliveries; null otherwise'),
  disabled_at: NullableTimestamp.describe('When it was auto-disabled; null otherwise'),
  signature_scheme: SignatureSchemeField.optional().describe('webhook'),
  event_types: z.array(z.enum(SUBSCRIBABLE_EVENT_TYPES)).describe('Events this channel receives'),
  secret_hint: z
    .string()
    .describe(
      "Last 4 characters of the secret: a webhook's signing secret, a chat tool's incoming-webhook URL (a credential, " +
        'never returned whole), a PagerDuty routing key; empty for email.',
    ),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const TestSentOut = z.object({ delivery_id: Uuid, workflow_id: z.string() });

/** The public record: the common fields plus only the fields of the channel's type; never a secret, only its last 4. */
export function presentChannel(c: ChannelView): z.infer<typeof ChannelOut> {
  return {
    id: c._id,
    name: c.name,
    type: c.type,
    ...typeFields(c),
    enabled: c.enabled && c.disabled_at === null,
    disabled_reason: c.disabled_reason,
    disabled_at: iso(c.disabled_at),
    ...(c.type === 'webhook' && { signature_scheme: c.signature_scheme ?? 'service' }),
    event_types: c.event_types ?? [...DEFAULT_CHANNEL_EVENT_TYPES],
    secret_hint: c.secret_hint ?? '',
    created_at: iso(c.created_at)!,
    updated_at: iso(c.updated_at)!,
  };
}

function typeFields(c: ChannelView): Partial<z.infer<typeof ChannelOut>> {
  if (c.type === 'webhook') return { url: c.url, template: c.template ?? null };
  if (c.type === 'email') return { to: c.to };
  return {};
}
