/**
 * Event payloads for attempts. A payload is snapshotted when its event is recorded and never changes, and the M
 * channels of one event are attempted at about the same time, so the worker keeps the last few in memory: one
 * database read per event instead of one per channel (concurrent reads of the same event share it). Bounded;
 * the oldest goes first. A missing event is not remembered.
 */
import { BoundedMap } from '../domain/boundedMap';
import type { WebhookPayload } from '../domain/delivery/payload';

export type PayloadCache = (eventId: string) => Promise<WebhookPayload | null>;

export function createPayloadCache(read: PayloadCache, maxEntries = 1_000): PayloadCache {
  const cache = new BoundedMap<string, Promise<WebhookPayload | null>>(maxEntries);
  return (eventId) => {
    const hit = cache.get(eventId);
    if (hit) return hit;
    const reading = read(eventId);
    cache.set(eventId, reading);
    reading.then(
      (p) => {
        if (p === null) cache.delete(eventId);
      },
      () => cache.delete(eventId),
    );
    return reading;
  };
}
