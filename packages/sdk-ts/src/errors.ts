/** The contract's error envelope as a thrown error: `code`, `statusCode`, field problems and the 429 wait. */
import type { components } from './generated/schema';

type Envelope = components['schemas']['Error'];
export type FieldProblem = components['schemas']['InvalidRequestError']['errors'][number];

export class UptimeApiError extends Error {
  override readonly name = 'UptimeApiError';
  /** The envelope's `code`: `invalid_request`, `unauthorized`, `not_found`, `conflict`, `rate_limited`, ... */
  readonly code: string;
  readonly statusCode: number;
  /** `invalid_request`: every problem of the request, `{path, message}` (at most 20). */
  readonly errors: FieldProblem[];
  /** `rate_limited`: seconds to wait (the `Retry-After` header). */
  readonly retryAfterSec: number | undefined;
  /** The whole answer body (an envelope, or the text of a non-JSON answer). */
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const envelope = isEnvelope(body) ? body : undefined;
    super(envelope?.message ?? `HTTP ${status}`);
    this.code = envelope?.code ?? 'http_error';
    this.statusCode = envelope?.statusCode ?? status;
    const extra = (envelope ?? {}) as { errors?: FieldProblem[]; retry_after_sec?: number };
    this.errors = extra.errors ?? [];
    this.retryAfterSec = extra.retry_after_sec;
    this.body = body;
  }
}

function isEnvelope(body: unknown): body is Envelope {
  const b = body as Partial<Envelope> | null;
  return typeof b === 'object' && b !== null && typeof b.code === 'string' && typeof b.message === 'string';
}

/** The answer of a generated call on success; an `UptimeApiError` otherwise. */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<NonNullable<T>> {
  const { data, error, response } = await call;
  if (!response.ok) throw new UptimeApiError(response.status, error);
  return data as NonNullable<T>;
}
