/**
 * Typed API errors. Each carries its HTTP status and contract `code`; `api/middleware/errorEnvelope.ts`
 * is the one place that turns them into the `{ code, message, statusCode, ... }` body.
 */
export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra fields merged into the body (e.g. `errors`, `retry_after_sec`). */
    readonly extra: Record<string, unknown> = {},
    /** Extra response headers (e.g. `Allow`, `Retry-After`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidRequestError extends AppError {
  constructor(message: string, errors: FieldError[] = []) {
    super(400, 'invalid_request', message, { errors });
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Missing or invalid credentials.') {
    super(401, 'unauthorized', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'This credential is not allowed to do that.') {
    super(403, 'forbidden', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, 'not_found', message);
  }
}

export class MethodNotAllowedError extends AppError {
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

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, 'conflict', message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(limitBytes: number) {
    super(413, 'payload_too_large', `Request body exceeds ${limitBytes} bytes.`);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message = 'Request body must be JSON (Content-Type: application/json).') {
    super(415, 'unsupported_media_type', message);
  }
}

/**
 * Spec 7.1: `{ code: "rate_limited", message, statusCode: 429, retry_after_sec, docs_url }` with `Retry-After`,
 * `Link: <docs>; rel="describedby"` and the RateLimit-* headers of the bucket that refused the request.
 */
export class RateLimitedError extends AppError {
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

export class NotImplementedError extends AppError {
  constructor(message = 'Not implemented.') {
    super(501, 'not_implemented', message);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string, retryAfterSec?: number) {
    super(503, 'service_unavailable', message, {}, retryAfterSec ? { 'Retry-After': String(retryAfterSec) } : {});
  }
}

/** True for a MongoDB duplicate-key error, decided by its code, never its text. */
export function isDuplicateKeyError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}

/**
 * The rows of an unordered bulk insert of `count` rows that a unique index refused, when that is all that failed
 * (the other rows are written); null when anything else failed. A single-row insert fails with a plain E11000.
 */
export function duplicateRowsOf(err: unknown, count: number): Set<number> | null {
  const writeErrors = (err as { writeErrors?: Array<{ index: number; code?: number; err?: { code?: number } }> })
    .writeErrors;
  if (!writeErrors?.length) return count === 1 && isDuplicateKeyError(err) ? new Set([0]) : null;
  if (writeErrors.some((e) => (e.code ?? e.err?.code) !== 11000)) return null;
  return new Set(writeErrors.map((e) => e.index));
}
