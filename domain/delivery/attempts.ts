/** Facts about a delivery's attempt records, shared by the worker (settling) and the API (the read side). */
import { storableText } from '../storedText';
import { DELIVERY_MAX_ATTEMPTS } from './retryPolicy';
import type { DeliveryDoc } from '../models/delivery';
import type { DeliveryAttemptDoc } from '../models/deliveryAttempt';

export type AttemptRecord = Omit<DeliveryAttemptDoc, '_id'>;

/** What an attempt's record holds before its POST is answered. */
export interface AttemptOf {
  delivery_id: string;
  org_id: string;
  n: number;
  /** When the attempt began (ms since the epoch): the record's `at`. */
  startedAtMs: number;
}

/** What every attempt record holds: whose attempt it is, when it began and how long it took. */
export function attemptTiming(a: AttemptOf, endedAtMs: number) {
  return {
    delivery_id: a.delivery_id,
    org_id: a.org_id,
    n: a.n,
    at: new Date(a.startedAtMs),
    duration_ms: Math.max(0, endedAtMs - a.startedAtMs),
  };
}

/** The record of an attempt that got a 2xx (or a provider's acceptance) when it ended. */
export function successRecord(
  a: AttemptOf,
  endedAtMs: number,
  answer: { statusCode: number; responseBody: string },
): AttemptRecord {
  return {
    ...attemptTiming(a, endedAtMs),
    status_code: answer.statusCode,
    error_class: null,
    error_message: null,
    response_body: storableText(answer.responseBody || null),
  };
}

/** How far to look: a settled delivery names its last attempt; otherwise every possible number. */
export function attemptsToRead(d: Pick<DeliveryDoc, 'status' | 'last_attempt'>): number {
  return d.status !== 'pending' && d.last_attempt ? d.last_attempt : DELIVERY_MAX_ATTEMPTS;
}

/** When the attempt's POST ended (ms since the epoch). */
export function attemptEndMs(a: Pick<DeliveryAttemptDoc, 'at' | 'duration_ms'>): number {
  return new Date(a.at).getTime() + a.duration_ms;
}

export const isSuccess = (a: Pick<DeliveryAttemptDoc, 'error_class'>) => a.error_class === null;
