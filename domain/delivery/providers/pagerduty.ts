/**
 * PagerDuty Events API v2: `incident.opened` triggers, `incident.acknowledged` acknowledges, `incident.resolved`
 * resolves, all under one `dedup_key` (our incident's id), so PagerDuty's incident follows ours; an escalation
 * triggers it again. A test alert triggers an `info` event, a certificate warning a `warning`, each under its own key.
 */
import type { EventType } from '../../models/incidentEvent';
import { clip, type Alert } from './alert';

const ACTIONS: Record<EventType, 'trigger' | 'acknowledge' | 'resolve'> = {
  'incident.opened': 'trigger',
  'incident.acknowledged': 'acknowledge',
  'incident.resolved': 'resolve',
  'incident.escalated': 'trigger',
  'certificate.expiring': 'trigger',
  test: 'trigger',
};

const SEVERITY: Partial<Record<EventType, 'info' | 'warning'>> = { test: 'info', 'certificate.expiring': 'warning' };

export interface PagerDutyInput {
  routingKey: string;
  /** Our incident id; the event id for a test alert. */
  dedupKey: string;
}

export function pagerDutyEvent(a: Alert, input: PagerDutyInput): Record<string, unknown> {
  return {
    routing_key: input.routingKey,
    event_action: ACTIONS[a.event],
    dedup_key: input.dedupKey,
    payload: {
      summary: clip(a.error ? `${a.title}: ${a.error}` : a.title, 1024),
      source: clip(a.monitorUrl ?? a.monitorName, 255),
      severity: SEVERITY[a.event] ?? 'critical',
      timestamp: a.occurredAt,
      custom_details: {
        monitor: a.monitorName,
        monitor_url: a.monitorUrl,
        event: a.event,
        failing_regions: a.failingRegions,
        error: a.error,
        down_for: a.duration,
        org: a.orgName,
      },
    },
    links: [{ href: a.link, text: a.event === 'test' ? 'Channel in the dashboard' : 'Incident in the dashboard' }],
    client: 'Uptime alerts',
    client_url: a.link,
  };
}
