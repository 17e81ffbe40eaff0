/**
 * A log write that failed for a passing reason (e.g. the embedded database busy under a burst) is tried again a
 * few times within the attempt, because giving up means the attempt is retried and the receiver gets the POST
 * twice. After the last try the error goes up, and Temporal retries the attempt.
 */
import type { DeliveryStore } from '../domain/delivery/stores';

const DEFAULT_DELAYS_MS = [250, 1_000];

export function retryingLogWrites(
  store: DeliveryStore,
  delaysMs: readonly number[] = DEFAULT_DELAYS_MS,
): DeliveryStore {
  return {
    readEventPayload: (eventId) => store.readEventPayload(eventId),
    readChannel: (channelId) => store.readChannel(channelId),
    readDelivery: (deliveryId) => store.readDelivery(deliveryId),
    readAttempts: (deliveryId, upTo) => store.readAttempts(deliveryId, upTo),
    insertAttempt: (attempt) => persistently(delaysMs, () => store.insertAttempt(attempt)),
    settleDelivery: (...args) => persistently(delaysMs, () => store.settleDelivery(...args)),
  };
}

async function persistently<T>(delaysMs: readonly number[], write: () => Promise<T>): Promise<T> {
  for (let tried = 0; ; tried++) {
    try {
      return await write();
    } catch (err) {
      if (tried >= delaysMs.length) throw err;
      await new Promise((r) => setTimeout(r, delaysMs[tried]));
    }
  }
}
