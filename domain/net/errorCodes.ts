/**
 * What a failed connection or request was, told by the error's code (Node, undici, OpenSSL), never its text. One
 * table for webhook attempts and monitor checks alike; libraries wrap errors, so the whole `cause` chain is read.
 */

/** Network failure classes. They appear in check results and attempt records: add new ones, never rename. */
export type NetworkErrorClass =
  | 'timeout'
  | 'dns_resolve'
  | 'connection_refused'
  | 'connection_reset'
  | 'host_unreachable'
  | 'tls_cert_invalid'
  | 'tls_error'
  | 'forbidden_target';

const BY_CODE: Record<string, NetworkErrorClass> = {
  ETIMEDOUT: 'timeout',
  ETIMEOUT: 'timeout',
  ABORT_ERR: 'timeout',
  UND_ERR_CONNECT_TIMEOUT: 'timeout',
  UND_ERR_HEADERS_TIMEOUT: 'timeout',
  UND_ERR_BODY_TIMEOUT: 'timeout',
  UND_ERR_ABORTED: 'timeout',
  ENOTFOUND: 'dns_resolve',
  EAI_AGAIN: 'dns_resolve',
  EAI_FAIL: 'dns_resolve',
  EAI_NONAME: 'dns_resolve',
  ENODATA: 'dns_resolve',
  ESERVFAIL: 'dns_resolve',
  ENOTIMP: 'dns_resolve',
  EREFUSED: 'dns_resolve',
  EBADNAME: 'dns_resolve',
  ECONNREFUSED: 'connection_refused',
  ECONNRESET: 'connection_reset',
  ECONNABORTED: 'connection_reset',
  EPIPE: 'connection_reset',
  UND_ERR_SOCKET: 'connection_reset',
  EHOSTUNREACH: 'host_unreachable',
  ENETUNREACH: 'host_unreachable',
  EHOSTDOWN: 'host_unreachable',
  CERT_HAS_EXPIRED: 'tls_cert_invalid',
  CERT_NOT_YET_VALID: 'tls_cert_invalid',
  CERT_REVOKED: 'tls_cert_invalid',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'tls_cert_invalid',
  SELF_SIGNED_CERT_IN_CHAIN: 'tls_cert_invalid',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'tls_cert_invalid',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'tls_cert_invalid',
  ERR_TLS_CERT_ALTNAME_INVALID: 'tls_cert_invalid',
  EPROTO: 'tls_error',
  ERR_FORBIDDEN_TARGET: 'forbidden_target',
};
/** Any other TLS or certificate code. */
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|ERR_OSSL_|HOSTNAME_MISMATCH)/;
/** Abort and timeout errors that carry a name instead of a code (AbortSignal.timeout, fetch). */
const TIMEOUT_NAMES = new Set(['TimeoutError', 'AbortError']);
const MAX_DEPTH = 5;

/** The error and its causes, outermost first (bounded: a cause chain can be cyclic). */
export function causeChain(err: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = err; e && chain.length < MAX_DEPTH; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

export interface NetworkFailure {
  /** null when no error in the chain has a known code. */
  errorClass: NetworkErrorClass | null;
  /** The code that told the class, else the first code in the chain, else null. */
  code: string | null;
  /** The error in the chain the class was told by (the error itself when none). */
  source: unknown;
}

/** Classifies a thrown error by the first error in its cause chain whose code (or timeout name) is known. */
export function classifyNetworkError(err: unknown): NetworkFailure {
  let firstCode: string | null = null;
  for (const e of causeChain(err)) {
    const { code, name } = e as { code?: unknown; name?: unknown };
    if (typeof name === 'string' && TIMEOUT_NAMES.has(name)) return { errorClass: 'timeout', code: null, source: e };
    if (typeof code !== 'string') continue;
    const errorClass = BY_CODE[code] ?? (TLS_CODE.test(code) ? 'tls_error' : null);
    if (errorClass) return { errorClass, code, source: e };
    firstCode ??= code;
  }
  return { errorClass: null, code: firstCode, source: err };
}
