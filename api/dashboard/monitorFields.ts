/**
 * The monitor form: which inputs each of the eight types shows (from the domain's own type rules), how the posted
 * strings become the API's create/update body, and how a stored monitor fills the form again.
 */
import { CHECK_DEFAULTS, DNS_RECORD_TYPES, fieldsOfType } from '../../domain/monitors/definition';
import { HTTP_METHODS, REQUEST_FIELDS } from '../../domain/monitors/request';
import { VOTE_RULE_FIELDS } from '../../domain/monitors/voteRules';
import type { MonitorDoc } from '../../domain/models/monitor';
import { REGIONS, type MonitorType } from '../../domain/regions';
import { hintedSecrets } from '../../domain/monitors/requestSecrets';
import { numberField, text, type FormData } from './forms';

type Kind = 'text' | 'textarea' | 'select' | 'regions' | 'channels';
interface FieldSpec {
  label: string;
  kind?: Kind;
  hint?: string;
  options?: readonly string[];
}

const SPECS: Record<string, FieldSpec> = {
  name: { label: 'Name' },
  url: { label: 'URL', hint: 'http:// or https:// address to check.' },
  keyword: { label: 'Keyword', hint: 'Text looked for in the response body.' },
  keyword_mode: { label: 'Keyword must', kind: 'select', options: ['contains', 'not_contains'] },
  method: { label: 'Method', kind: 'select', options: HTTP_METHODS },
  headers: {
    label: 'Request headers',
    kind: 'textarea',
    hint: 'One "Name: value" per line. Credentials (Authorization, Cookie, X-Api-Key...) are sealed and shown as ****; leave a **** value as it is to keep it.',
  },
  body: {
    label: 'Request body',
    kind: 'textarea',
    hint: 'Sent with POST, PUT, PATCH, DELETE; its type from a Content-Type header.',
  },
  assertions: {
    label: 'Assertions (JSON)',
    kind: 'textarea',
    hint: 'A list of {"source", "property", "comparison", "target"}, all must hold; replaces expected status and keyword. See docs/monitors.md.',
  },
  steps: {
    label: 'Steps (JSON)',
    kind: 'textarea',
    hint: 'A list of {"name", "url", "method", "headers", "body", "assertions", "extract"}; {{steps.login.token}} uses an extracted value.',
  },
  host: { label: 'Host', hint: 'Host name or IP address.' },
  port: { label: 'Port' },
  record_type: { label: 'Record type', kind: 'select', options: DNS_RECORD_TYPES },
  expected_value: { label: 'Expected value', hint: 'A value the DNS answer must contain (optional).' },
  expected_status: { label: 'Expected status codes', hint: 'Comma-separated, e.g. 200, 204. Empty: any 2xx.' },
  ssl_expiry_days: {
    label: 'Certificate expiry warning (days)',
    hint: 'Fail this many days before the certificate expires (default 14).',
  },
  timeout_ms: { label: 'Timeout (ms)', hint: 'Default 10000.' },
  cert_warn_days: {
    label: 'Certificate warnings (days before expiry)',
    hint: 'https and ssl only; comma-separated, e.g. 30, 14, 7, 1 (the default). Sends certificate.expiring, no incident.',
  },
  'heartbeat.period_sec': {
    label: 'Heartbeat period (seconds)',
    hint: 'How often your job reports in. Leave empty when it runs on a schedule.',
  },
  'heartbeat.schedule': {
    label: 'Or a cron schedule',
    hint: 'Five fields: minute hour day month weekday, e.g. 0 3 * * * (every day at 03:00).',
  },
  'heartbeat.tz': { label: 'Time zone of the schedule', hint: 'IANA name, e.g. Europe/Berlin. Default UTC.' },
  'heartbeat.grace_sec': {
    label: 'Grace period (seconds)',
    hint: 'How late a heartbeat may be before an incident opens.',
  },
  'heartbeat.max_runtime_sec': {
    label: 'Longest run (seconds)',
    hint: 'Optional: a /start without a success within this time opens an incident.',
  },
  interval_sec: { label: 'Check interval (seconds)', hint: 'Default 60.' },
  regions: { label: 'Regions', kind: 'regions' },
  down_quorum: { label: 'Failing regions needed to open an incident', hint: 'Default: 2, or 1 with a single region.' },
  confirmations: {
    label: 'Failed checks in a row before a region counts as failing',
    hint: '1 to 10; default 1.',
  },
  recoveries: { label: 'Passed checks in a row before a failing region recovers', hint: '1 to 10; default 1.' },
  degraded_after_ms: {
    label: 'Degraded above (ms)',
    hint: 'A passing check slower than this is degraded (no incident). Empty: never.',
  },
  channel_ids: { label: 'Alert channels', kind: 'channels' },
  escalation_policy_id: { label: 'Escalation policy', kind: 'select' },
};

/** A browser monitor's steps are actions, not requests. */
const BROWSER_STEPS: FieldSpec = {
  label: 'Steps (JSON)',
  kind: 'textarea',
  hint: 'A list of {"action", "url", "selector", "value", "text"}, the first a goto; actions: goto, click, fill, press, wait_for, expect_text, expect_title, expect_url. See docs/monitors.md.',
};

const VOTE_FIELDS: readonly string[] = VOTE_RULE_FIELDS;
/** Fields with an input here; the other request fields (basic_auth, redirects...) are set through the API and an edit keeps them. */
const FORM_REQUEST_FIELDS = ['method', 'headers', 'body', 'assertions'];
const API_ONLY_FIELDS: readonly string[] = REQUEST_FIELDS.filter((f) => !FORM_REQUEST_FIELDS.includes(f));
/** Fields edited as JSON text. */
const JSON_FIELDS = new Set(['assertions', 'steps']);
const HEARTBEAT_FIELDS = [
  'heartbeat.period_sec',
  'heartbeat.schedule',
  'heartbeat.tz',
  'heartbeat.grace_sec',
  'heartbeat.max_runtime_sec',
];

/** Form field names of a type, in display order. */
export function formFieldsOf(type: MonitorType): string[] {
  const own = fieldsOfType(type).flatMap((f) =>
    f === 'heartbeat' ? HEARTBEAT_FIELDS : VOTE_FIELDS.includes(f) || API_ONLY_FIELDS.includes(f) ? [] : [f],
  );
  const probed = type === 'heartbeat' ? [] : ['interval_sec', 'regions', 'down_quorum', ...VOTE_FIELDS];
  return ['name', ...own, ...probed, 'channel_ids', 'escalation_policy_id'];
}

export type FormValues = Record<string, string | string[]>;

/** What the template needs per field: label, kind, current value(s), options, its error. */
export function fieldViews(
  type: MonitorType,
  values: FormValues,
  errors: Record<string, string>,
  channels: { id: string; name: string }[],
  policies: { id: string; name: string }[] = [],
) {
  const policyOptions = [{ id: '', name: 'None' }, ...policies];
  return formFieldsOf(type).map((name) => {
    const spec = name === 'steps' && type === 'browser' ? BROWSER_STEPS : SPECS[name];
    const options =
      name === 'escalation_policy_id'
        ? policyOptions.map((p) => ({ value: p.id, label: p.name }))
        : (spec.options ?? []).map((o) => ({ value: o, label: o }));
    const kind = spec.kind ?? 'text';
    const value = values[name] ?? (kind === 'regions' ? [...REGIONS] : '');
    const chosen = Array.isArray(value) ? value : [value];
    return {
      name,
      label: spec.label,
      hint: spec.hint,
      error: errors[name],
      value: Array.isArray(value) ? '' : value,
      isText: kind === 'text',
      isTextarea: kind === 'textarea',
      isSelect: kind === 'select',
      isRegions: kind === 'regions',
      isChannels: kind === 'channels',
      options: options.map((o) => ({ ...o, selected: chosen.includes(o.value) })),
      regions: REGIONS.map((r) => ({ value: r, checked: chosen.includes(r) })),
      allChannels: values.channels_mode !== 'selected',
      channels: channels.map((c) => ({ id: c.id, name: c.name, checked: chosen.includes(c.id) })),
    };
  });
}

/** The posted form as entered (to show it again next to its errors). */
export function valuesOfForm(type: MonitorType, form: FormData): FormValues {
  const out: FormValues = { channels_mode: form.get('channels_mode') ?? 'all' };
  for (const name of formFieldsOf(type))
    out[name] = name === 'regions' || name === 'channel_ids' ? form.getAll(name) : (form.get(name) ?? '');
  return out;
}

/** A stored monitor as form values (the edit form). */
export function valuesOfMonitor(stored: MonitorDoc): FormValues {
  const m = { ...stored, ...hintedSecrets(stored) } as MonitorDoc & Record<string, unknown>;
  const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const out: FormValues = { channels_mode: m.channel_ids === null ? 'all' : 'selected' };
  for (const name of formFieldsOf(m.type)) {
    if (name === 'regions') out[name] = [...m.regions];
    else if (name === 'channel_ids') out[name] = m.channel_ids ?? [];
    else if (name === 'expected_status') out[name] = m.expected_status.join(', ');
    else if (name === 'cert_warn_days') out[name] = (m.cert_warn_days ?? CHECK_DEFAULTS.cert_warn_days).join(', ');
    else if (name === 'headers')
      out[name] = Object.entries((m.headers ?? {}) as Record<string, string>)
        .map(([n, v]) => `${n}: ${v}`)
        .join('\n');
    else if (JSON_FIELDS.has(name)) out[name] = m[name] == null ? '' : JSON.stringify(m[name], null, 2);
    else if (name.startsWith('heartbeat.'))
      out[name] = str((m as unknown as Record<string, unknown>)[`heartbeat_${name.slice(10)}`]);
    else out[name] = str((m as unknown as Record<string, unknown>)[name]);
  }
  return out;
}

/** The API body for the posted form: only the type's fields, empty ones left out so the API's defaults apply. */
export function bodyOfForm(type: MonitorType, form: FormData, forUpdate: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = forUpdate ? {} : { type };
  for (const name of formFieldsOf(type)) {
    const value = fieldValue(name, form, forUpdate);
    if (value === undefined) continue;
    if (name.startsWith('heartbeat.')) body.heartbeat = { ...(body.heartbeat as object), [name.slice(10)]: value };
    else body[name] = value;
  }
  return body;
}

const TEXT_FIELDS = new Set([
  'name',
  'url',
  'keyword',
  'keyword_mode',
  'method',
  'host',
  'record_type',
  'expected_value',
  'heartbeat.schedule',
  'heartbeat.tz',
]);

/** Comma- or space-separated numbers (a word that is not one is passed on, for validation to name). */
function numberList(form: FormData, name: string, empty: unknown): unknown {
  const v = text(form, name);
  if (v === undefined) return empty;
  return v
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** `Name: value` lines as a header object; a line without a colon passes the text on, for validation to refuse. */
function headerLines(form: FormData, forUpdate: boolean): unknown {
  const v = text(form, 'headers');
  if (v === undefined) return forUpdate ? null : undefined;
  const lines = v.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.some((l) => !l.includes(':'))) return v;
  return Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).trim(), l.slice(l.indexOf(':') + 1).trim()]));
}

/** A JSON field; text that is not JSON is passed on as it is, for validation to refuse. */
function jsonValue(form: FormData, name: string, forUpdate: boolean): unknown {
  const v = text(form, name);
  if (v === undefined) return forUpdate && name !== 'steps' ? null : undefined;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}

function fieldValue(name: string, form: FormData, forUpdate: boolean): unknown {
  if (name === 'headers') return headerLines(form, forUpdate);
  if (JSON_FIELDS.has(name)) return jsonValue(form, name, forUpdate);
  if (name === 'body') return form.get('body') || (forUpdate ? null : undefined);
  if (name === 'regions') return form.getAll('regions');
  if (name === 'channel_ids') return form.get('channels_mode') === 'selected' ? form.getAll('channel_ids') : null;
  if (name === 'expected_status') return numberList(form, name, forUpdate ? [] : undefined);
  if (name === 'cert_warn_days') return numberList(form, name, forUpdate ? null : undefined);
  if (name === 'expected_value' || name === 'escalation_policy_id')
    return text(form, name) ?? (forUpdate ? null : undefined);
  if (name === 'degraded_after_ms') return numberField(form, name) ?? (forUpdate ? null : undefined);
  if (TEXT_FIELDS.has(name)) return text(form, name);
  return numberField(form, name);
}
