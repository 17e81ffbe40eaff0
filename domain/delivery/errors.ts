/**
 * Typed outcomes of one failed delivery attempt. Callers branch on the class, never on message text.
 * Pure module (no Node imports): workflow code reads the failure type names from here.
 */
export type DeliveryErrorClass =
  | 'http_status'
  | 'timeout'
  | 'connection_refused'
  | 'connection_reset'
  | 'dns_resolve'
  | 'tls_error'
  | 'network_error'
  | 'forbidden_target'
  | 'redirect'
  | 'invalid_url'
  | 'template_error'
  | 'channel_gone'
  /** Not sent: every connection to the receiver stayed busy (DELIVERY_CONNECTIONS_PER_ORIGIN) for 10 s. */
  | 'receiver_busy'
  /** E-mail channels: the SMTP server refused the message for good (a 5xx reply). */
  | 'smtp_refused'
  /** E-mail channels: a 4xx reply, no connection or no answer in time; or no SMTP server configured. */
  | 'smtp_error';

/** Temporal `ApplicationFailure` types; the permanent one is listed as non-retryable in the retry policy. */
export const RETRYABLE_FAILURE_TYPE = 'RetryableDeliveryError';
export const PERMANENT_FAILURE_TYPE = 'PermanentDeliveryError';

export interface DeliveryErrorDetails {
  statusCode?: number | null;
  /** At most 4 KiB of what the receiver answered. */
  responseBody?: string | null;
}

export abstract class DeliveryError extends Error {
  readonly statusCode: number | null;
  readonly responseBody: string | null;
  abstract readonly retryable: boolean;

  constructor(
    readonly errorClass: DeliveryErrorClass,
    message: string,
    details: DeliveryErrorDetails = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.statusCode = details.statusCode ?? null;
    this.responseBody = details.responseBody ?? null;
  }
}

/** 5xx, 429, time-out and network failures: worth another attempt. */
export class RetryableDeliveryError extends DeliveryError {
  readonly retryable = true;
  constructor(
    errorClass: DeliveryErrorClass,
    message: string,
    details: DeliveryErrorDetails & {
      /** Receiver's Retry-After, already bounded. */ retryAfterSec?: number | null;
    } = {},
  ) {
    super(errorClass, message, details);
    this.retryAfterSec = details.retryAfterSec ?? null;
  }
  readonly retryAfterSec: number | null;
}

/** Other 4xx, 3xx, a refused target, a broken template, a disabled or deleted channel: never retried. */
export class PermanentDeliveryError extends DeliveryError {
  readonly retryable = false;
}

/** Anything unexpected (e.g. the database hiccuped) is worth another attempt. */
export function asDeliveryError(err: unknown): DeliveryError {
  if (err instanceof DeliveryError) return err;
  return new RetryableDeliveryError(
    'network_error',
    `internal error before the POST completed: ${(err as Error)?.message ?? String(err)}`,
  );
}
