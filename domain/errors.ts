/**
 * Typed domain errors: what a service refuses and why, in the contract's vocabulary (`code`, message, extra body
 * fields), with no HTTP in them. `api/httpErrors.ts` is the one place that gives each its HTTP status and headers,
 * and `api/middleware/errorEnvelope.ts` the one place that turns them into the `{ code, message, statusCode, ... }`
 * body. May touch: nothing.
 */
export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    /** The contract's error code (`not_found`, `conflict`, ...). */
    readonly code: string,
    message: string,
    /** Extra fields merged into the body (e.g. `errors`, `retry_after_sec`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidRequestError extends AppError {
  constructor(message: string, errors: FieldError[] = []) {
    super('invalid_request', message, { errors });
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Missing or invalid credentials.') {
    super('unauthorized', message);
  }
}

export class ForbiddenError extends AppError {
  /** `requiredRole`: the least role that may do it, answered as `required_role`. */
  constructor(message = 'This credential is not allowed to do that.', requiredRole?: string) {
    super('forbidden', message, requiredRole === undefined ? {} : { required_role: requiredRole });
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super('not_found', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super('conflict', message);
  }
}

/**
 * The org's plan does not allow the write: names the limit, its value, the usage the write would reach (or the
 * value asked for) and the cheapest plan that allows it (null when none does).
 */
export class PlanLimitError extends AppError {
  constructor(
    message: string,
    detail: {
      limit: string;
      plan: string;
      max: number | boolean | null;
      usage: number | boolean;
      upgrade_to: string | null;
    },
  ) {
    super('plan_limit', message, detail);
  }
}

export class NotImplementedError extends AppError {
  constructor(message = 'Not implemented.') {
    super('not_implemented', message);
  }
}

/** A dependency (the database, Temporal, the mail server) cannot serve the request just now; worth a retry. */
export class ServiceUnavailableError extends AppError {
  constructor(
    message: string,
    /** When a retry is worth it, if known. */
    readonly retryAfterSec?: number,
  ) {
    super('service_unavailable', message);
  }
}

/** True for a MongoDB duplicate-key error, decided by its code, never its text. */
export function isDuplicateKeyError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}

/** Runs an insert whose unique key makes it happen once: true when it was written, false when the key was taken. */
export async function insertedOnce(insert: () => Promise<unknown>): Promise<boolean> {
  try {
    await insert();
    return true;
  } catch (err) {
    if (isDuplicateKeyError(err)) return false;
    throw err;
  }
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
