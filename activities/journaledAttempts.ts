/**
 * Attempt records go to the worker's attempt journal (domain/delivery/attemptJournal.ts) before the store: the
 * line is written synchronously the moment the record is built, so a worker killed while the insert is on its way
 * leaves it for the next worker to replay, and the attempt run again does not POST again. The record is confirmed
 * in the journal once the store has it; a failed insert stays unconfirmed there (the next start replays it).
 */
import type { AttemptJournal } from '../domain/delivery/attemptJournal';
import type { DeliveryStore } from '../domain/delivery/stores';

export function journaledAttempts(store: DeliveryStore, journal: AttemptJournal): DeliveryStore {
  return {
    readEventPayload: (eventId) => store.readEventPayload(eventId),
    readChannel: (channelId) => store.readChannel(channelId),
    readDelivery: (deliveryId) => store.readDelivery(deliveryId),
    readAttempts: (deliveryId, upTo) => store.readAttempts(deliveryId, upTo),
    async insertAttempt(attempt) {
      const entry = journal.append(attempt);
      await store.insertAttempt(attempt);
      if (entry) journal.confirm(entry);
    },
    settleDelivery: (...args) => store.settleDelivery(...args),
  };
}
