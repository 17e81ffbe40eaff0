/**
 * Stable `error_class` values of failed checks, and the one mapping from Node/undici error codes to them.
 * Classes are public (webhook `check.last_error_class`): add new ones, never rename.
 */
export const ERROR_CLASSES = [
  'timeout',
  'dns_resolve',
  'connection_refused',
  'connection_reset',
  'host_unreachable',
  'tls_cert_invalid',
  'tls_cert_expiring',
  'tls_error',
  'http_status',
  'keyword_missing',
  'keyword_present',
  'dns_mismatch',
  'forbidden_target',
  'ping_unavailable',
  'network_error',
] as const;
export type ErrorClass = (typeof ERROR_CLASSES)[number] | 'heartbeat_missed';

/** A check failure with its class; runners throw it, `runCheck` turns it into a result. */
export class CheckFailure extends Error {
  constructor(
    readonly errorClass: ErrorClass,
    message: string,
    readonly responseMs: number | null = null,
  ) {
    super(message);
    this.name = 'CheckFailure';
  }
}

const BY_CODE: Record<string, ErrorClass> = {
  ETIMEDOUT: 'timeout',
  ETIMEOUT: 'timeout',
  ABORT_ERR: 'timeout',
  UND_ERR_CONNECT_TIMEOUT: 'timeout',
  UND_ERR_HEADERS_TIMEOUT: 'timeout',
  UND_ERR_BODY_TIMEOUT: 'timeout',
  UND_ERR_ABORTED: 'timeout',
  ENOTFOUND: 'dns_resolve',
  EAI_AGAIN: 'dns_resolve',
  ENODATA: 'dns_resolve',
  ESERVFAIL: 'dns_resolve',
  ENOTIMP: 'dns_resolve',
  EREFUSED: 'dns_resolve',
  EBADNAME: 'dns_resolve',
  ECONNREFUSED: 'connection_refused',
  ECONNRESET: 'connection_reset',
  EPIPE: 'connection_reset',
  UND_ERR_SOCKET: 'connection_reset',
  EHOSTUNREACH: 'host_unreachable',
  ENETUNREACH: 'host_unreachable',
  EHOSTDOWN: 'host_unreachable',
  CERT_HAS_EXPIRED: 'tls_cert_invalid',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'tls_cert_invalid',
  SELF_SIGNED_CERT_IN_CHAIN: 'tls_cert_invalid',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'tls_cert_invalid',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'tls_cert_invalid',
  CERT_NOT_YET_VALID: 'tls_cert_invalid',
  ERR_TLS_CERT_ALTNAME_INVALID: 'tls_cert_invalid',
  CERT_REVOKED: 'tls_cert_invalid',
  ERR_SSL_WRONG_VERSION_NUMBER: 'tls_error',
  EPROTO: 'tls_error',
  ERR_FORBIDDEN_TARGET: 'forbidden_target',
};

const MESSAGES: Partial<Record<ErrorClass, string>> = {
  timeout: 'timed out',
  dns_resolve: 'host name did not resolve',
  connection_refused: 'connection refused',
  connection_reset: 'connection reset by peer',
  host_unreachable: 'host unreachable',
};

/** Maps any thrown error to a CheckFailure (the error chain's `cause` is searched for a known code). */
export function classifyError(err: unknown): CheckFailure {
  if (err instanceof CheckFailure) return err;
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof CheckFailure) return e;
    const code = (e as { code?: unknown }).code;
    const name = (e as { name?: unknown }).name;
    if (name === 'TimeoutError' || name === 'AbortError') return new CheckFailure('timeout', 'timed out');
    if (typeof code === 'string' && BY_CODE[code]) {
      const cls = BY_CODE[code];
      return new CheckFailure(cls, truncate((e as Error).message || MESSAGES[cls] || code));
    }
  }
  return new CheckFailure('network_error', truncate((err as Error)?.message || String(err)));
}

/** Messages end up in webhook bodies: keep them short. */
export function truncate(message: string, max = 300): string {
  return message.length > max ? `${message.slice(0, max - 1)}…` : message;
}
