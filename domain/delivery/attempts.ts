/** Facts about a delivery's attempt records, shared by the worker (settling) and the API (the read side). */
import { DELIVERY_MAX_ATTEMPTS } from './retryPolicy';
import type { DeliveryDoc } from '../models/delivery';
import type { DeliveryAttemptDoc } from '../models/deliveryAttempt';

export type AttemptRecord = Omit<DeliveryAttemptDoc, '_id'>;

/** How far to look: a settled delivery names its last attempt; otherwise every possible number. */
export function attemptsToRead(d: Pick<DeliveryDoc, 'status' | 'last_attempt'>): number {
  return d.status !== 'pending' && d.last_attempt ? d.last_attempt : DELIVERY_MAX_ATTEMPTS;
}

/** When the attempt's POST ended (ms since the epoch). */
export function attemptEndMs(a: Pick<DeliveryAttemptDoc, 'at' | 'duration_ms'>): number {
  return new Date(a.at).getTime() + a.duration_ms;
}

export const isSuccess = (a: Pick<DeliveryAttemptDoc, 'error_class'>) => a.error_class === null;
