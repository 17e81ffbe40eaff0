/** The messages between the worker and its posting thread (postingThread.ts, postingThreadMain.ts). */
import type { AttemptRecord } from './attempts';
import {
  asDeliveryError,
  PermanentDeliveryError,
  RetryableDeliveryError,
  type DeliveryError,
  type DeliveryErrorClass,
} from './errors';
import type { JsonPost, WebhookClientConfig, WebhookRequest, WebhookResponse } from './webhookClient';
import type { LogLevel } from '../logger';

export interface PostingThreadData {
  client: WebhookClientConfig;
  journalDir: string;
}

export type ToPostingThread =
  | { op: 'post'; id: number; req: WebhookRequest }
  | { op: 'postJson'; id: number; req: JsonPost }
  | { op: 'append'; record: AttemptRecord }
  | { op: 'confirm'; keys: string[] }
  | { op: 'close' };

/** A `DeliveryError` as plain data: errors lose their class crossing to another thread. */
export interface WireError {
  retryable: boolean;
  errorClass: DeliveryErrorClass;
  message: string;
  statusCode: number | null;
  responseBody: string | null;
  retryAfterSec: number | null;
}

export type FromPostingThread =
  | { id: number; res: WebhookResponse }
  | { id: number; error: WireError }
  | { log: LogLevel; msg: string; fields?: Record<string, unknown> };

export function toWire(err: unknown): WireError {
  const e = asDeliveryError(err);
  return {
    retryable: e.retryable,
    errorClass: e.errorClass,
    message: e.message,
    statusCode: e.statusCode,
    responseBody: e.responseBody,
    retryAfterSec: e instanceof RetryableDeliveryError ? e.retryAfterSec : null,
  };
}

export function fromWire(w: WireError): DeliveryError {
  const details = { statusCode: w.statusCode, responseBody: w.responseBody };
  return w.retryable
    ? new RetryableDeliveryError(w.errorClass, w.message, { ...details, retryAfterSec: w.retryAfterSec })
    : new PermanentDeliveryError(w.errorClass, w.message, details);
}
