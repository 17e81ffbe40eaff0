/**
 * Attempt records go to the worker's attempt journal (domain/delivery/attemptJournal.ts) before the store, and are
 * confirmed there once the store has them: a worker killed while an insert is on its way leaves the record for the
 * next worker to replay, so the attempt run again does not POST again. A 2xx answer is journaled earlier still, by
 * the posting thread the moment it is read (domain/delivery/postingThread.ts); the journal keeps one line per record.
 * A failed insert stays unconfirmed there (the next start replays it).
 */
import { attemptKey } from '../domain/delivery/attemptJournal';
import type { JournalLink } from '../domain/delivery/postingThread';
import type { DeliveryStore } from '../domain/delivery/stores';

export function journaledAttempts(store: DeliveryStore, journal: JournalLink): DeliveryStore {
  return {
    readEventPayload: (eventId) => store.readEventPayload(eventId),
    readChannel: (channelId) => store.readChannel(channelId),
    readDelivery: (deliveryId) => store.readDelivery(deliveryId),
    readAttempts: (deliveryId, upTo) => store.readAttempts(deliveryId, upTo),
    async insertAttempt(attempt) {
      journal.append(attempt);
      const stored = await store.insertAttempt(attempt);
      journal.confirm(attemptKey(attempt));
      return stored;
    },
    settleDelivery: (...args) => store.settleDelivery(...args),
  };
}
