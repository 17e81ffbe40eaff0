/**
 * The channel forms per type: which form fields a type reads (domain/channels/channelTypes.ts), the type picker,
 * and the words each type's page uses. The pages validate what is read with the API's own channel schema.
 */
import {
  CHANNEL_TYPES,
  FIELDS_BY_TYPE,
  SEALED_SETTING,
  type ChannelSetting,
  type ChannelType,
} from '../../domain/channels/channelTypes';
import { DEFAULT_CHANNEL_EVENT_TYPES, SUBSCRIBABLE_EVENT_TYPES } from '../../domain/eventTypes';
import { text, type FormData } from './forms';

export const CHANNEL_FORM_FIELDS = [
  'type',
  'name',
  'url',
  'secret',
  'template',
  'routing_key',
  'to',
  'event_types',
] as const;

/** The ticked events; undefined when the form had no event checkboxes (the default, or no change, applies). */
function eventTypesOf(form: FormData): string[] | undefined {
  return form.get('event_types_shown') === '1' ? form.getAll('event_types') : undefined;
}

/** The event checkboxes, ticked as `chosen` (a comma-joined list; absent: the default three incident events). */
export function eventTypeOptions(chosen?: string) {
  const ticked: readonly string[] = chosen === undefined ? DEFAULT_CHANNEL_EVENT_TYPES : chosen.split(',');
  return SUBSCRIBABLE_EVENT_TYPES.map((value) => ({ value, checked: ticked.includes(value) }));
}

interface TypeWords {
  label: string;
  /** What the rotate form replaces; absent: nothing secret (email). */
  secretLabel?: string;
  secretHint?: string;
}

const CHAT_SECRET = {
  secretLabel: 'Incoming-webhook URL',
  secretHint: 'The https address the chat tool gave you. It is a credential: only its last 4 characters are shown.',
};

const WORDS: Record<ChannelType, TypeWords> = {
  webhook: {
    label: 'Signed webhook',
    secretLabel: 'Signing secret',
    secretHint: 'At least 16 characters. Receivers should accept the old and the new secret while you switch.',
  },
  slack: { label: 'Slack', ...CHAT_SECRET },
  discord: { label: 'Discord', ...CHAT_SECRET },
  teams: { label: 'Microsoft Teams', ...CHAT_SECRET },
  pagerduty: {
    label: 'PagerDuty',
    secretLabel: 'Routing key',
    secretHint: 'The 32-character Events API v2 integration key of your PagerDuty service.',
  },
  email: { label: 'E-mail' },
};

const isType = (v: string): v is ChannelType => (CHANNEL_TYPES as readonly string[]).includes(v);

/** The type picker's options, `selected` marking the current choice (default: webhook). */
export function typeOptions(selected = 'webhook') {
  return CHANNEL_TYPES.map((value) => ({ value, label: WORDS[value].label, selected: value === selected }));
}

/** A channel page's view of its type: its name, whether it is a webhook, and what its secret is called. */
export function typeView(type: ChannelType) {
  return { ...WORDS[type], isWebhook: type === 'webhook', isEmail: type === 'email' };
}

/** `to` typed as addresses separated by commas, spaces or new lines. */
function addresses(raw: string | null): string[] | undefined {
  const list = (raw ?? '').split(/[\s,;]+/).filter(Boolean);
  return list.length > 0 ? list : undefined;
}

function setting(form: FormData, key: ChannelSetting): unknown {
  if (key === 'to') return addresses(form.get('to'));
  return form.get(key) || undefined;
}

/** The create body: the chosen type's fields only (an unknown type is passed on, for the schema to name). */
export function createBodyOf(form: FormData): Record<string, unknown> {
  const type = text(form, 'type') || 'webhook';
  const body: Record<string, unknown> = { type, name: text(form, 'name'), event_types: eventTypesOf(form) };
  if (!isType(type)) return body;
  const { required, optional } = FIELDS_BY_TYPE[type];
  for (const key of [...required, ...optional]) body[key] = setting(form, key);
  return body;
}

/** The settings form's body for a channel of `type` (its sealed secret is replaced by the rotate form instead). */
export function updateBodyOf(form: FormData, type: ChannelType): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: text(form, 'name'),
    enabled: form.get('enabled') === 'on',
    event_types: eventTypesOf(form),
  };
  if (type === 'webhook') Object.assign(body, { url: text(form, 'url'), template: form.get('template') || null });
  if (type === 'email') body.to = addresses(form.get('to')) ?? [];
  return body;
}

/** The rotate form's body: its one `secret` field is the type's sealed setting. */
export function rotateBodyOf(form: FormData, type: ChannelType): Record<string, unknown> {
  const key = SEALED_SETTING[type] ?? 'secret';
  return { [key]: form.get('secret') || undefined };
}

/** The rotate form's errors are reported at the type's own setting name. */
export const rotateField = (type: ChannelType) => SEALED_SETTING[type] ?? 'secret';
