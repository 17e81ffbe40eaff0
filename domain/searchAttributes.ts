/**
 * Custom search attributes set on every delivery workflow, so an operator can find deliveries in the
 * Temporal Web UI, e.g. `IncidentId = "<id>"`. Pure definitions: safe to import from workflow code.
 */
import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

export const SA = {
  OrgId: defineSearchAttributeKey('OrgId', SearchAttributeType.KEYWORD),
  MonitorId: defineSearchAttributeKey('MonitorId', SearchAttributeType.KEYWORD),
  ChannelId: defineSearchAttributeKey('ChannelId', SearchAttributeType.KEYWORD),
  IncidentId: defineSearchAttributeKey('IncidentId', SearchAttributeType.KEYWORD),
  IncidentEventId: defineSearchAttributeKey('IncidentEventId', SearchAttributeType.KEYWORD),
  EventType: defineSearchAttributeKey('EventType', SearchAttributeType.KEYWORD),
  DeliveryStatus: defineSearchAttributeKey('DeliveryStatus', SearchAttributeType.KEYWORD),
} as const;

/** `Name=Type` pairs for `temporal server start-dev --search-attribute` and `operator search-attribute create`. */
export const SEARCH_ATTRIBUTE_FLAGS: string[] = Object.values(SA).map((k) => `${k.name}=Keyword`);
