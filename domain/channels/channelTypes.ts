/**
 * The kinds of channel and the settings each one takes (docs/channels.md): a signed `webhook`, the incoming
 * webhooks of Slack, Discord and Microsoft Teams, PagerDuty's Events API v2, and e-mail. Applied to a create body,
 * and to a PATCH against the stored channel's type (a channel never changes its type).
 */
import type { FieldError } from '../errors';

export const CHANNEL_TYPES = ['webhook', 'slack', 'discord', 'teams', 'pagerduty', 'email'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** The chat tools: an incoming-webhook URL, a message in the tool's own format. */
export const CHAT_TYPES = ['slack', 'discord', 'teams'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

/** The settings a channel of any type may carry (besides `name`, `type` and `enabled`). */
export type ChannelSetting = 'url' | 'secret' | 'template' | 'signature_scheme' | 'routing_key' | 'to';

const CHAT_FIELDS = { required: ['url'], optional: [] } as const;

export const FIELDS_BY_TYPE: Record<
  ChannelType,
  { required: readonly ChannelSetting[]; optional: readonly ChannelSetting[] }
> = {
  webhook: { required: ['url', 'secret'], optional: ['template', 'signature_scheme'] },
  slack: CHAT_FIELDS,
  discord: CHAT_FIELDS,
  teams: CHAT_FIELDS,
  pagerduty: { required: ['routing_key'], optional: [] },
  email: { required: ['to'], optional: [] },
};

const SETTINGS: readonly ChannelSetting[] = ['url', 'secret', 'template', 'signature_scheme', 'routing_key', 'to'];

/**
 * Errors for the settings a client sent for a channel of `type`: a setting of another type is refused by name (and
 * `type` is named too, the likelier mistake), and on create (`creating`) every required one must be there. `null`
 * (clearing a template) is never refused.
 */
export function channelRuleErrors(
  request: Partial<Record<ChannelSetting, unknown>>,
  type: ChannelType,
  creating: boolean,
): FieldError[] {
  const { required, optional } = FIELDS_BY_TYPE[type];
  const allowed = new Set<ChannelSetting>([...required, ...optional]);
  const foreign = SETTINGS.filter((key) => request[key] != null && !allowed.has(key));
  const errors: FieldError[] = foreign.map((key) => ({ path: key, message: `is not allowed for ${type} channels` }));
  if (foreign.length > 0) errors.unshift({ path: 'type', message: `${type} channels take ${[...allowed].join(', ')}` });
  if (creating)
    for (const key of required) if (request[key] == null) errors.push({ path: key, message: 'is required' });
  return errors;
}

/** Where a channel's secret comes from: the setting sealed at rest, whose last 4 characters the API shows. */
export const SEALED_SETTING: Partial<Record<ChannelType, ChannelSetting>> = {
  webhook: 'secret',
  slack: 'url',
  discord: 'url',
  teams: 'url',
  pagerduty: 'routing_key',
};

export const isChatType = (type: ChannelType): type is ChatType => (CHAT_TYPES as readonly string[]).includes(type);
