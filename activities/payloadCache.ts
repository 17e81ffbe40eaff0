/**
 * Event payloads for attempts. A payload is snapshotted when its event is recorded and never changes, and the M
 * channels of one event are attempted at about the same time, so the worker keeps the last few in memory: one
 * database read per event instead of one per channel (concurrent reads of the same event share it). Bounded;
 * the oldest goes first. A missing event is not remembered.
 */
import type { WebhookPayload } from '../domain/delivery/payload';
import { IncidentEvent } from '../domain/models/incidentEvent';

export type PayloadCache = (eventId: string) => Promise<WebhookPayload | null>;

export function createPayloadCache(maxEntries = 1_000): PayloadCache {
  const cache = new Map<string, Promise<WebhookPayload | null>>();
  return (eventId) => {
    const hit = cache.get(eventId);
    if (hit) return hit;
    const read = IncidentEvent.findById(eventId, { payload: 1 })
      .lean()
      .then((e) => (e ? (e.payload as unknown as WebhookPayload) : null));
    cache.set(eventId, read);
    read.then(
      (p) => {
        if (p === null) cache.delete(eventId);
      },
      () => cache.delete(eventId),
    );
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
    return read;
  };
}
