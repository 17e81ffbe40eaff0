/**
 * Errors on the HTTP side, and the one place where an error gets its HTTP status and headers: the domain's typed
 * errors (domain/errors.ts) by their code, and refusals only HTTP knows (405 with `Allow`, 413, 415, 429 with
 * `Retry-After`, `Link` and the RateLimit-* headers, a 401 with its `WWW-Authenticate` challenge) as `HttpError`s
 * that carry their own. May touch: nothing.
 */
import { AppError, ServiceUnavailableError } from '../domain/errors';

/** The status of each domain error code (spec 7.1); a code not listed is a 500. */
const STATUS_OF_CODE: Record<string, number> = {
  invalid_request: 400,
  unauthorized: 401,
  plan_limit: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  not_implemented: 501,
  service_unavailable: 503,
};

/** An error that exists only over HTTP: it carries its own status and response headers. */
export class HttpError extends AppError {
  constructor(
    readonly statusCode: number,
    code: string,
    message: string,
    extra: Record<string, unknown> = {},
    /** Extra response headers (e.g. `Allow`, `Retry-After`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(code, message, extra);
  }
}

export function httpStatusOf(err: AppError): number {
  return err instanceof HttpError ? err.statusCode : (STATUS_OF_CODE[err.code] ?? 500);
}

export function httpHeadersOf(err: AppError): Record<string, string> {
  if (err instanceof HttpError) return err.headers;
  if (err instanceof ServiceUnavailableError && err.retryAfterSec) return { 'Retry-After': String(err.retryAfterSec) };
  return {};
}

export class MethodNotAllowedError extends HttpError {
  constructor(allowed: string[]) {
    super(
      405,
      'method_not_allowed',
      `Method not allowed. Allowed: ${allowed.join(', ')}.`,
      {},
      { Allow: allowed.join(', ') },
    );
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(limitBytes: number) {
    super(413, 'payload_too_large', `Request body exceeds ${limitBytes} bytes.`);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(message = 'Request body must be JSON (Content-Type: application/json).') {
    super(415, 'unsupported_media_type', message);
  }
}

/**
 * Spec 7.1: `{ code: "rate_limited", message, statusCode: 429, retry_after_sec, docs_url }` with `Retry-After`,
 * `Link: <docs>; rel="describedby"` and the RateLimit-* headers of the bucket that refused the request.
 */
export class RateLimitedError extends HttpError {
  constructor(retryAfterSec: number, docsUrl: string, rateLimitHeaders: Record<string, string>) {
    super(
      429,
      'rate_limited',
      `Rate limit exceeded. Retry in ${retryAfterSec} second${retryAfterSec === 1 ? '' : 's'}.`,
      { retry_after_sec: retryAfterSec, docs_url: docsUrl },
      { ...rateLimitHeaders, 'Retry-After': String(retryAfterSec), Link: `<${docsUrl}>; rel="describedby"` },
    );
  }
}
