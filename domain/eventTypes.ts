/**
 * The kinds of incident event (opened, resolved, test...), which of them a channel may subscribe to and its default
 * choice. Plain values with no data access, so the API's schemas and forms read them without the models.
 */
export type EventType =
  | 'incident.opened'
  | 'incident.acknowledged'
  | 'incident.resolved'
  | 'incident.escalated'
  | 'certificate.expiring'
  | 'test';
export const EVENT_TYPES: EventType[] = [
  'incident.opened',
  'incident.acknowledged',
  'incident.resolved',
  'incident.escalated',
  'certificate.expiring',
  'test',
];
/** The events a channel can choose to receive (`event_types`); a `test` alert always goes through. */
export type SubscribableEventType = Exclude<EventType, 'test'>;
export const SUBSCRIBABLE_EVENT_TYPES = EVENT_TYPES.filter((t): t is SubscribableEventType => t !== 'test');
/** What a channel receives when it names no `event_types` (the spec's three incident events). */
export const DEFAULT_CHANNEL_EVENT_TYPES: SubscribableEventType[] = [
  'incident.opened',
  'incident.acknowledged',
  'incident.resolved',
];
