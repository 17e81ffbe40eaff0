/**
 * One HTTP request as a monitor defines it (method, headers, body, basic auth, redirects, IP family), on fresh
 * connections (so latency includes connect and TLS, as a visitor sees it), certificates verified, and the address
 * policy applied to every hop of a redirect: a hop to a refused address fails before anything is sent to it.
 */
import { TLSSocket } from 'node:tls';
import { Agent, buildConnector, request } from 'undici';
import { certificateReport, type CertificateReport } from '../../certificates/facts';
import { DEFAULT_MAX_REDIRECTS, type HttpMethod, type RequestFields } from '../../monitors/request';
import { readAtMost } from '../../streams';
import { CheckFailure } from '../errors';
import { assertHostAllowed, elapsedMs, guardedLookup, trustedCas, type ProbeContext } from '../context';
import type { AnswerFacts } from '../assertions';

const PROBE_USER_AGENT = 'Service-Prober/1.0';
/** The most of a body a check reads; a larger one fails a check that must read it whole. */
export const BODY_LIMIT = 1024 * 1024;

export type RequestSpec = Partial<Omit<RequestFields, 'assertions'>> & {
  url: string;
  timeout_ms: number;
  /** Whether a 3xx is followed when `follow_redirects` is not set. */
  followByDefault: boolean;
};

export interface Answer extends AnswerFacts {
  certificate?: CertificateReport;
  /** The body was longer than BODY_LIMIT (and cut there). */
  truncated: boolean;
  url: string;
}

/** Sends `spec`; reads the body (at most BODY_LIMIT) when `readBody`. */
export async function sendRequest(
  spec: RequestSpec,
  ctx: ProbeContext,
  signal: AbortSignal,
  readBody: boolean,
): Promise<Answer> {
  let certificate: CertificateReport | undefined;
  const agent = checkAgent(spec, ctx, (c) => (certificate = c));
  const startedAt = process.hrtime.bigint();
  try {
    const { res, url } = await followHops(spec, ctx, signal, agent);
    const headersMs = elapsedMs(startedAt);
    const body = readBody && spec.method !== 'HEAD' ? await readAtMost(res.body, BODY_LIMIT + 1) : null;
    if (!body) await res.body.dump().catch(() => undefined);
    return {
      status: res.statusCode,
      responseMs: body ? elapsedMs(startedAt) : headersMs,
      headers: flatHeaders(res.headers),
      body: body ? body.subarray(0, BODY_LIMIT).toString('utf8') : readBody ? '' : null,
      truncated: (body?.length ?? 0) > BODY_LIMIT,
      certificateDays: certificate ? daysLeft(certificate) : null,
      url: url.href,
      ...(certificate && { certificate }),
    };
  } finally {
    agent.destroy().catch(() => undefined);
  }
}

type UndiciAnswer = Awaited<ReturnType<typeof request>>;

/** Sends the request, following redirects as the spec says; each hop's host goes through the address policy. */
async function followHops(spec: RequestSpec, ctx: ProbeContext, signal: AbortSignal, agent: Agent) {
  let url = new URL(spec.url);
  let method: HttpMethod = spec.method ?? 'GET';
  let headers = requestHeaders(spec);
  const follow = spec.follow_redirects ?? spec.followByDefault;
  const maxHops = spec.max_redirects ?? DEFAULT_MAX_REDIRECTS;
  for (let hop = 0; ; hop++) {
    assertHostAllowed(url.hostname, ctx);
    const body = method === 'GET' || method === 'HEAD' ? undefined : (spec.body ?? undefined);
    const res: UndiciAnswer = await request(url, { method, headers, body, dispatcher: agent, signal });
    const location = res.headers.location;
    if (!follow || !isRedirect(res.statusCode) || typeof location !== 'string') return { res, url };
    await res.body.dump().catch(() => undefined);
    const next = redirectTarget(location, url);
    if (hop >= maxHops) throw new CheckFailure('too_many_redirects', `more than ${maxHops} redirects (next: ${next})`);
    if (next.origin !== url.origin) headers = withoutCredentials(headers);
    if (res.statusCode === 303 || (method === 'POST' && res.statusCode < 303)) {
      method = 'GET';
      headers = withoutHeader(headers, 'content-type');
    }
    url = next;
  }
}

function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

function redirectTarget(location: string, from: URL): URL {
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    throw new CheckFailure('http_status', `redirect to an invalid URL (${location.slice(0, 200)})`);
  }
  if (next.protocol !== 'http:' && next.protocol !== 'https:')
    throw new CheckFailure('http_status', `redirect to a non-HTTP URL (${next.protocol})`);
  return next;
}

/** The prober's defaults, then the monitor's headers (names compared case-insensitively), then basic auth. */
function requestHeaders(spec: RequestSpec): Record<string, string> {
  const headers: Record<string, string> = { 'user-agent': PROBE_USER_AGENT, accept: '*/*' };
  for (const [name, value] of Object.entries(spec.headers ?? {})) headers[name.toLowerCase()] = value;
  if (spec.basic_auth && headers.authorization === undefined) {
    const { username, password } = spec.basic_auth;
    headers.authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  }
  return headers;
}

/** A redirect to another origin does not carry the monitor's credentials there. */
function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  return withoutHeader(withoutHeader(headers, 'authorization'), 'cookie');
}

function withoutHeader(headers: Record<string, string>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => k !== name));
}

function flatHeaders(headers: UndiciAnswer['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) flat[k] = Array.isArray(v) ? v.join(', ') : v;
  return flat;
}

function daysLeft(c: CertificateReport): number {
  return Math.floor((Date.parse(c.not_after) - Date.now()) / 86_400_000);
}

/** Connections for one check; an https connection's verified certificate is handed to `seen`. */
function checkAgent(spec: RequestSpec, ctx: ProbeContext, seen: (c: CertificateReport) => void): Agent {
  const ca = trustedCas(ctx);
  const guarded = guardedLookup(ctx);
  const family = spec.ip_family === '4' ? 4 : spec.ip_family === '6' ? 6 : undefined;
  const lookup: typeof guarded = family ? (host, opts, cb) => guarded(host, { ...opts, family }, cb) : guarded;
  const connector = buildConnector({ lookup, timeout: spec.timeout_ms, ...(ca ? { ca } : {}) });
  return new Agent({
    connections: 1,
    pipelining: 0,
    headersTimeout: spec.timeout_ms,
    bodyTimeout: spec.timeout_ms,
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
