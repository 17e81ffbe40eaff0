/**
 * The one definition of a monitor's check: the field rules, which fields each of the eight types needs or accepts,
 * the defaults, and what one check needs (a monitor minus its schedule, org and secrets: the shape `/jobs` hands to
 * probers and `POST /api/v1/monitors/test` runs). Monitor create and update, the test-check and the probers' `/jobs`
 * all derive from it, so a definition the test-check accepts is one a monitor can be created with. May touch: nothing.
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import type { MonitorType } from '../regions';
import { absoluteUrl } from '../absoluteUrl';
import { VOTE_RULE_FIELDS } from './voteRules';
import { StepsField as ApiStepsField, type ApiStep } from './apiSteps';
import { BrowserStepsField, MAX_BROWSER_TIMEOUT_MS, type BrowserStep } from './browserSteps';
import { REQUEST_FIELDS, requestFields, setRequestFields, storedRequestFields, type RequestFields } from './request';

export const DNS_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS'] as const;
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number];
export type KeywordMode = 'contains' | 'not_contains';

export const MAX_TIMEOUT_MS = 30_000;
export const CHECK_DEFAULTS = {
  timeout_ms: 10_000,
  ssl_port: 443,
  ssl_expiry_days: 14,
  cert_warn_days: [30, 14, 7, 1],
  keyword_mode: 'contains' as KeywordMode,
  record_type: 'A' as DnsRecordType,
};

const HOSTNAME =
  /^(?=.{1,253}$)([A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9])?)*\.?$/;

/** The rules of each check field, shared by every request that carries a definition. */
export const checkFields = {
  url: absoluteUrl(['https:', 'http:'], 'must be an http or https URL').describe(
    'http and keyword monitors only (required there).',
  ),
  keyword: z.string().min(1).max(1024).describe('keyword monitors: text looked for in the body (required there).'),
  keyword_mode: z.enum(['contains', 'not_contains']),
  host: z
    .string()
    .trim()
    .max(253)
    .refine((h) => HOSTNAME.test(h) || isIP(h) !== 0, 'must be a host name or an IP address (no scheme, port or path)')
    .meta({ anyOf: [{ pattern: HOSTNAME.source }, { format: 'ipv4' }, { format: 'ipv6' }] })
    .describe('tcp, ssl, ping and dns monitors (required there).'),
  port: z.number().int().min(1).max(65535).describe(`tcp (required) and ssl (default ${CHECK_DEFAULTS.ssl_port}).`),
  record_type: z.enum(DNS_RECORD_TYPES).describe(`dns monitors; default ${CHECK_DEFAULTS.record_type}.`),
  expected_value: z.string().min(1).max(1024).describe('dns monitors: a value the answer must contain.'),
  expected_status: z
    .array(z.number().int().min(100).max(599))
    .max(20)
    .describe('http and keyword monitors; empty means any 2xx.'),
  ssl_expiry_days: z
    .number()
    .int()
    .min(0)
    .max(365)
    .describe('ssl monitors: fail this many days before the certificate expires.'),
  timeout_ms: z
    .number()
    .int()
    .min(100)
    .max(MAX_BROWSER_TIMEOUT_MS)
    .describe(
      `The whole check (every step of an api or browser monitor) must end within it: at most ${MAX_TIMEOUT_MS} ms, ` +
        `${MAX_BROWSER_TIMEOUT_MS} ms for browser monitors.`,
    ),
  ...requestFields,
  /** api steps (requests) or browser steps (actions): which one a monitor takes is its type's (`stepsProblems`). */
  steps: z.union([ApiStepsField, BrowserStepsField]),
};

/** The most a check of `type` may take. */
export function maxTimeoutOf(type: MonitorType): number {
  return type === 'browser' ? MAX_BROWSER_TIMEOUT_MS : MAX_TIMEOUT_MS;
}

/** Problems of `steps` and `timeout_ms` that depend on the type: steps of the other kind, a time-out too long. */
export function typedFieldProblems(
  type: MonitorType,
  d: { steps?: unknown; timeout_ms?: number | null },
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (d.timeout_ms != null && d.timeout_ms > maxTimeoutOf(type))
    problems.push({ path: 'timeout_ms', message: `must be at most ${maxTimeoutOf(type)} for ${type} monitors` });
  // Steps valid as a whole (the schema took them) but of the other form.
  if (type === 'api' && d.steps != null && !ApiStepsField.safeParse(d.steps).success)
    problems.push({
      path: 'steps',
      message: 'must be requests ({name, url, ...}) for api monitors, not browser actions',
    });
  if (type === 'browser' && d.steps != null && !BrowserStepsField.safeParse(d.steps).success)
    problems.push({ path: 'steps', message: 'must be actions ({action, ...}) for browser monitors, not api requests' });
  return problems;
}

type CheckField = keyof typeof checkFields;

/** The check fields of a stored monitor, as stored (the one list of them is `checkFields`). */
export function storedCheckFields(m: Partial<Record<CheckField, unknown>>): Partial<Record<CheckField, unknown>> {
  return Object.fromEntries(Object.keys(checkFields).map((k) => [k, m[k as CheckField]]));
}
export type DefinitionField = CheckField | 'heartbeat' | 'cert_warn_days' | (typeof VOTE_RULE_FIELDS)[number];

/** Fields every monitor accepts, whatever its type. */
export const COMMON_FIELDS = [
  'name',
  'type',
  'interval_sec',
  'regions',
  'down_quorum',
  'channel_ids',
  'escalation_policy_id',
] as const;

/** Which definition fields each type needs and which it accepts besides the common ones. */
export const FIELDS_BY_TYPE: Record<MonitorType, { required: DefinitionField[]; optional: DefinitionField[] }> = {
  http: {
    required: ['url'],
    optional: ['expected_status', ...REQUEST_FIELDS, 'timeout_ms', 'cert_warn_days', ...VOTE_RULE_FIELDS],
  },
  keyword: {
    required: ['url', 'keyword'],
    optional: [
      'keyword_mode',
      'expected_status',
      ...REQUEST_FIELDS,
      'timeout_ms',
      'cert_warn_days',
      ...VOTE_RULE_FIELDS,
    ],
  },
  tcp: { required: ['host', 'port'], optional: ['timeout_ms', ...VOTE_RULE_FIELDS] },
  ssl: {
    required: ['host'],
    optional: ['port', 'ssl_expiry_days', 'timeout_ms', 'cert_warn_days', ...VOTE_RULE_FIELDS],
  },
  ping: { required: ['host'], optional: ['timeout_ms', ...VOTE_RULE_FIELDS] },
  dns: { required: ['host'], optional: ['record_type', 'expected_value', 'timeout_ms', ...VOTE_RULE_FIELDS] },
  heartbeat: { required: ['heartbeat'], optional: [] },
  api: { required: ['steps'], optional: ['timeout_ms', ...VOTE_RULE_FIELDS] },
  browser: { required: ['steps'], optional: ['timeout_ms', ...VOTE_RULE_FIELDS] },
};

/** Whether a monitor of `type` watches a certificate (and so takes `cert_warn_days`). */
export function watchesCertificate(m: { type: MonitorType; url?: string | null }): boolean {
  return m.type === 'ssl' || ((m.type === 'http' || m.type === 'keyword') && /^https:/i.test(m.url ?? ''));
}

/** The type-specific fields a monitor of `type` takes, required ones first. */
export function fieldsOfType(type: MonitorType): DefinitionField[] {
  return [...FIELDS_BY_TYPE[type].required, ...FIELDS_BY_TYPE[type].optional];
}

/** What a check needs, every field present (null where the type has none or it is not set). */
export interface CheckFields extends RequestFields {
  url: string | null;
  keyword: string | null;
  keyword_mode: KeywordMode;
  host: string | null;
  port: number | null;
  record_type: DnsRecordType | null;
  expected_value: string | null;
  ssl_expiry_days: number;
  expected_status: number[];
  timeout_ms: number;
  /** `api` and `browser` monitors only (absent elsewhere, so other monitors' jobs do not carry it). */
  steps?: ApiStep[] | BrowserStep[];
}

export type CheckInput = { [K in CheckField]?: z.output<(typeof checkFields)[K]> | null };

/** The check fields of a valid definition of `type`: the type's own fields with their defaults, the others empty. */
export function checkFieldsOf(type: MonitorType, d: CheckInput): CheckFields {
  const http = type === 'http' || type === 'keyword';
  return {
    url: http ? (d.url ?? null) : null,
    keyword: type === 'keyword' ? (d.keyword ?? null) : null,
    keyword_mode: type === 'keyword' ? (d.keyword_mode ?? CHECK_DEFAULTS.keyword_mode) : CHECK_DEFAULTS.keyword_mode,
    host: type === 'tcp' || type === 'ssl' || type === 'ping' || type === 'dns' ? (d.host ?? null) : null,
    port: type === 'tcp' ? (d.port ?? null) : type === 'ssl' ? (d.port ?? CHECK_DEFAULTS.ssl_port) : null,
    record_type: type === 'dns' ? (d.record_type ?? CHECK_DEFAULTS.record_type) : null,
    expected_value: type === 'dns' ? (d.expected_value ?? null) : null,
    expected_status: http ? (d.expected_status ?? []) : [],
    ssl_expiry_days: d.ssl_expiry_days ?? CHECK_DEFAULTS.ssl_expiry_days,
    timeout_ms: d.timeout_ms ?? CHECK_DEFAULTS.timeout_ms,
    ...storedRequestFields(http ? d : {}),
    ...((type === 'api' || type === 'browser') && d.steps && { steps: d.steps }),
  };
}

export type ProbedType = Exclude<MonitorType, 'heartbeat'>;
export const PROBED_TYPES = [
  'http',
  'keyword',
  'tcp',
  'dns',
  'ssl',
  'ping',
  'api',
  'browser',
] as const satisfies readonly ProbedType[];

/** A check as probers run it: the request fields only where set (unused ones cost nothing in a job). */
export interface CheckDefinition extends Omit<CheckFields, keyof RequestFields>, Partial<RequestFields> {
  type: ProbedType;
}

/** A definition as checked (e.g. the test-check's `definition`), with the type's defaults filled in. */
export function toDefinition(input: CheckInput & { type: ProbedType }): CheckDefinition {
  return definitionOf({ type: input.type, ...checkFieldsOf(input.type, input) });
}

/** The check part of a stored monitor (for `/jobs`). */
export function definitionOf(m: CheckDefinition): CheckDefinition {
  return {
    type: m.type,
    url: m.url,
    keyword: m.keyword,
    keyword_mode: m.keyword_mode,
    host: m.host,
    port: m.port,
    record_type: m.record_type,
    expected_value: m.expected_value,
    ssl_expiry_days: m.ssl_expiry_days,
    expected_status: [...m.expected_status],
    timeout_ms: Math.min(m.timeout_ms, maxTimeoutOf(m.type)),
    ...setRequestFields({ ...m, secret_headers: null }),
    ...(m.steps && { steps: m.steps }),
  };
}
