/**
 * `dns` check: the host has at least one `record_type` record, and when `expected_value` is set one of them
 * equals it (names compared case-insensitively without the trailing dot). No connection is made to the host,
 * so the SSRF rule does not apply; the resolver is the system's or `PROBE_DNS_SERVERS`.
 */
import { promises as dns } from 'node:dns';
import { CheckFailure, truncate } from '../errors';
import { CHECK_DEFAULTS, type DnsRecordType } from '../../monitors/definition';
import { elapsedMs, type CheckRunner } from '../context';

export const runDnsCheck: CheckRunner = async (def, ctx, signal) => {
  const type = def.record_type ?? CHECK_DEFAULTS.record_type;
  const resolver = new dns.Resolver({ timeout: def.timeout_ms, tries: 1 });
  if (ctx.dnsServers) resolver.setServers(ctx.dnsServers);
  const onAbort = () => resolver.cancel();
  signal.addEventListener('abort', onAbort, { once: true });
  const startedAt = process.hrtime.bigint();
  let answers: string[];
  try {
    answers = normaliseAnswers(type, await resolver.resolve(def.host!, type));
  } catch (err) {
    throw dnsFailure(err, def.host!, type, signal.aborted);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  const responseMs = elapsedMs(startedAt);
  if (answers.length === 0) throw new CheckFailure('dns_resolve', `no ${type} record for ${def.host}`, responseMs);
  if (def.expected_value !== null) {
    const expected = type === 'TXT' ? def.expected_value : normaliseName(def.expected_value);
    if (!answers.includes(expected)) {
      throw new CheckFailure(
        'dns_mismatch',
        truncate(`${type} ${def.host} is ${answers.join(', ')}; expected ${def.expected_value}`),
        responseMs,
      );
    }
  }
  return { responseMs };
};

function normaliseAnswers(type: DnsRecordType, raw: unknown): string[] {
  const list = raw as unknown[];
  if (type === 'MX') return (list as { exchange: string }[]).map((r) => normaliseName(r.exchange));
  if (type === 'TXT') return (list as string[][]).map((parts) => parts.join(''));
  return (list as string[]).map(normaliseName);
}

function normaliseName(value: string): string {
  return value.trim().toLowerCase().replace(/\.$/, '');
}

function dnsFailure(err: unknown, host: string, type: string, aborted: boolean): CheckFailure {
  const code = (err as { code?: string }).code;
  if (aborted || code === 'ETIMEOUT' || code === 'ECANCELLED')
    return new CheckFailure('timeout', `DNS query for ${type} ${host} timed out`);
  if (code === 'ENODATA') return new CheckFailure('dns_resolve', `no ${type} record for ${host}`);
  if (code === 'ENOTFOUND') return new CheckFailure('dns_resolve', `${host} does not exist (NXDOMAIN)`);
  return new CheckFailure(
    'dns_resolve',
    truncate(`DNS query for ${type} ${host} failed: ${code ?? (err as Error).message}`),
  );
}
