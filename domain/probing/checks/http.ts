/**
 * `http` and `keyword` checks: one GET on a fresh connection (so latency includes connect and TLS, as a visitor
 * sees it), redirects not followed (a 3xx fails unless listed in `expected_status`), the SSRF guard on the
 * resolved address, certificates verified. `keyword` reads at most 1 MiB of the body.
 */
import { TLSSocket } from 'node:tls';
import { Agent, buildConnector, request } from 'undici';
import { certificateReport, type CertificateReport } from '../../certificates/facts';
import { readAtMost } from '../../streams';
import { CheckFailure, truncate } from '../errors';
import type { CheckDefinition } from '../../monitors/definition';
import {
  assertHostAllowed,
  elapsedMs,
  guardedLookup,
  trustedCas,
  type CheckRunner,
  type ProbeContext,
} from '../context';

const PROBE_USER_AGENT = 'Service-Prober/1.0';
const KEYWORD_BODY_LIMIT = 1024 * 1024;

export const runHttpCheck: CheckRunner = async (def, ctx, signal) => {
  const url = new URL(def.url!);
  assertHostAllowed(url.hostname, ctx);
  let certificate: CertificateReport | undefined;
  const agent = checkAgent(def, ctx, (c) => (certificate = c));
  const startedAt = process.hrtime.bigint();
  try {
    const res = await request(url, {
      method: 'GET',
      dispatcher: agent,
      signal,
      headers: { 'user-agent': PROBE_USER_AGENT, accept: '*/*' },
    });
    const headersMs = elapsedMs(startedAt);
    if (!statusAccepted(def, res.statusCode)) {
      await res.body.dump().catch(() => undefined);
      throw new CheckFailure('http_status', `HTTP ${res.statusCode}${expectation(def)}`, headersMs);
    }
    if (def.type !== 'keyword') {
      await res.body.dump().catch(() => undefined);
      return { responseMs: headersMs, certificate };
    }
    const body = (await readAtMost(res.body, KEYWORD_BODY_LIMIT)).toString('utf8');
    const responseMs = elapsedMs(startedAt);
    assertKeyword(def, body, responseMs);
    return { responseMs, certificate };
  } finally {
    agent.destroy().catch(() => undefined);
  }
};

/** One connection for one check; an https connection's verified certificate is handed to `seen`. */
function checkAgent(def: CheckDefinition, ctx: ProbeContext, seen: (c: CertificateReport) => void): Agent {
  const ca = trustedCas(ctx);
  const connector = buildConnector({ lookup: guardedLookup(ctx), timeout: def.timeout_ms, ...(ca ? { ca } : {}) });
  return new Agent({
    connections: 1,
    pipelining: 0,
    headersTimeout: def.timeout_ms,
    bodyTimeout: def.timeout_ms,
    connect: (opts, callback) =>
      connector(opts, (err, socket) => {
        if (!err && socket instanceof TLSSocket) {
          const report = certificateReport(socket.getPeerCertificate());
          if (report) seen(report);
        }
        // Node-style callback: the socket on success, the error otherwise (undici's own types pair them so).
        if (err) callback(err, null);
        else callback(null, socket);
      }),
  });
}

function statusAccepted(def: Pick<CheckDefinition, 'expected_status'>, status: number): boolean {
  return def.expected_status.length > 0 ? def.expected_status.includes(status) : status >= 200 && status <= 299;
}

function expectation(def: CheckDefinition): string {
  return def.expected_status.length > 0 ? ` (expected ${def.expected_status.join(', ')})` : ' (expected 2xx)';
}

function assertKeyword(def: Pick<CheckDefinition, 'keyword' | 'keyword_mode'>, body: string, responseMs: number): void {
  const found = body.includes(def.keyword!);
  const shown = JSON.stringify(truncate(def.keyword!, 80));
  if (def.keyword_mode === 'not_contains' && found)
    throw new CheckFailure('keyword_present', `keyword ${shown} found in the response body`, responseMs);
  if (def.keyword_mode !== 'not_contains' && !found)
    throw new CheckFailure('keyword_missing', `keyword ${shown} not found in the response body`, responseMs);
}
