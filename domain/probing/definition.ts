/**
 * What one check needs (a monitor minus its schedule, org and secrets): the shape `/jobs` hands to probers and
 * `POST /api/v1/monitors/test` accepts as `definition`.
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import type { MonitorType } from '../regions';

export const DNS_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS'] as const;
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number];
export type ProbedType = Exclude<MonitorType, 'heartbeat'>;

export interface CheckDefinition {
  type: ProbedType;
  url: string | null;
  keyword: string | null;
  keyword_mode: 'contains' | 'not_contains';
  host: string | null;
  port: number | null;
  record_type: DnsRecordType | null;
  expected_value: string | null;
  ssl_expiry_days: number;
  expected_status: number[];
  timeout_ms: number;
}

export const MAX_TIMEOUT_MS = 30_000;
const HOSTNAME = /^(?=.{1,253}$)([A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9])?)*\.?$/;

export const Host = z.string().trim().refine((h) => HOSTNAME.test(h) || isIP(h) !== 0, 'must be a host name or an IP address (no scheme, port or path)');
export const HttpUrl = z.string().trim().max(2048).refine((u) => {
  try {
    const parsed = new URL(u);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}, 'must be an http or https URL');

/** Request shape: unknown fields (name, interval_sec, regions, ...) are dropped so a whole monitor body can be tested. */
export const DefinitionInput = z.object({
  type: z.enum(['http', 'keyword', 'tcp', 'dns', 'ssl', 'ping'], { message: 'must be one of http, keyword, tcp, dns, ssl, ping (heartbeat monitors are not probed)' }),
  url: HttpUrl.nullish(),
  keyword: z.string().min(1).max(1024).nullish(),
  keyword_mode: z.enum(['contains', 'not_contains']).optional(),
  host: Host.nullish(),
  port: z.number().int().min(1).max(65535).nullish(),
  record_type: z.enum(DNS_RECORD_TYPES).nullish(),
  expected_value: z.string().min(1).max(1024).nullish(),
  ssl_expiry_days: z.number().int().min(0).max(3650).optional(),
  expected_status: z.array(z.number().int().min(100).max(599)).max(20).optional(),
  timeout_ms: z.number().int().min(100).max(MAX_TIMEOUT_MS).optional(),
}).superRefine((d, ctx) => {
  const need = (field: keyof typeof d, why: string) => {
    if (d[field] === undefined || d[field] === null) ctx.addIssue({ code: 'custom', path: [field], message: `is required ${why}` });
  };
  if (d.type === 'http' || d.type === 'keyword') need('url', `for ${d.type} monitors`);
  else if (d.url != null) ctx.addIssue({ code: 'custom', path: ['url'], message: `must be absent for ${d.type} monitors` });
  if (d.type === 'keyword') need('keyword', 'for keyword monitors');
  if (d.type === 'tcp' || d.type === 'dns' || d.type === 'ssl' || d.type === 'ping') need('host', `for ${d.type} monitors`);
  if (d.type === 'tcp') need('port', 'for tcp monitors');
});

export function toDefinition(input: z.output<typeof DefinitionInput>): CheckDefinition {
  return {
    type: input.type,
    url: input.url ?? null,
    keyword: input.keyword ?? null,
    keyword_mode: input.keyword_mode ?? 'contains',
    host: input.host ?? null,
    port: input.port ?? null,
    record_type: input.record_type ?? (input.type === 'dns' ? 'A' : null),
    expected_value: input.expected_value ?? null,
    ssl_expiry_days: input.ssl_expiry_days ?? 14,
    expected_status: input.expected_status ?? [],
    timeout_ms: input.timeout_ms ?? 10_000,
  };
}

/** The check part of a stored monitor (for `/jobs`). */
export function definitionOf(m: CheckDefinition): CheckDefinition {
  return {
    type: m.type, url: m.url, keyword: m.keyword, keyword_mode: m.keyword_mode, host: m.host, port: m.port,
    record_type: m.record_type, expected_value: m.expected_value, ssl_expiry_days: m.ssl_expiry_days,
    expected_status: [...m.expected_status], timeout_ms: Math.min(m.timeout_ms, MAX_TIMEOUT_MS),
  };
}
