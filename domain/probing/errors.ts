/**
 * Stable `error_class` values of failed checks; network failures are told by domain/net/errorCodes.ts.
 * Classes are public (webhook `check.last_error_class`): add new ones, never rename.
 */
import type { CertificateReport } from '../certificates/facts';
import { causeChain, classifyNetworkError } from '../net/errorCodes';
import type { AssertionResult } from './assertions';

/** One step of an `api` check as it went. */
export interface StepResult {
  name: string;
  ok: boolean;
  response_ms: number | null;
  error_message: string | null;
  assertions: AssertionResult[];
}

/** What a check reports beside its verdict: each assertion's result, each step's (`api` and `browser` checks). */
export interface CheckDetails {
  assertions?: AssertionResult[];
  steps?: StepResult[];
  /** A failed browser check: the page as it was, a PNG data URL (bounded; the test-check answers it). */
  screenshot?: string;
}

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
  'assertion_failed',
  'response_too_large',
  'too_many_redirects',
  'extract_failed',
  'browser_step_failed',
  'browser_unavailable',
] as const;
export type ErrorClass = (typeof ERROR_CLASSES)[number] | 'heartbeat_missed';

/** A check failure with its class; runners throw it, `runCheck` turns it into a result. */
export class CheckFailure extends Error {
  constructor(
    readonly errorClass: ErrorClass,
    message: string,
    readonly responseMs: number | null = null,
    /** The verified certificate behind a certificate failure (an expiring one is still warned about). */
    readonly certificate?: CertificateReport,
    readonly details?: CheckDetails,
  ) {
    super(message);
    this.name = 'CheckFailure';
  }
}

const MESSAGES: Partial<Record<ErrorClass, string>> = {
  timeout: 'timed out',
  dns_resolve: 'host name did not resolve',
  connection_refused: 'connection refused',
  connection_reset: 'connection reset by peer',
  host_unreachable: 'host unreachable',
};

/** Maps any thrown error to a CheckFailure (the error chain's `cause` is searched for a known code). */
export function classifyError(err: unknown): CheckFailure {
  const failure = causeChain(err).find((e) => e instanceof CheckFailure);
  if (failure) return failure as CheckFailure;
  const { errorClass, code, source } = classifyNetworkError(err);
  if (!errorClass) return new CheckFailure('network_error', truncate((err as Error)?.message || String(err)));
  // No code: a timeout told by the error's name.
  const message = code === null ? 'timed out' : (source as Error).message || MESSAGES[errorClass] || code;
  return new CheckFailure(errorClass, truncate(message));
}

/** Messages end up in webhook bodies: keep them short. */
export function truncate(message: string, max = 300): string {
  return message.length > max ? `${message.slice(0, max - 1)}…` : message;
}
