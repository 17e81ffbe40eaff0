/**
 * What every provider message says, read once from the event's webhook payload snapshot: the monitor, the event,
 * the failing regions, the error and a link to the dashboard. Each provider module (slack.ts, discord.ts, teams.ts,
 * pagerduty.ts, email.ts) only lays this out in its own format.
 */
import type { EventType } from '../../models/incidentEvent';
import type { WebhookPayload } from '../payload';

export interface Alert {
  event: EventType;
  /** One line: "Checkout API is down", "Checkout API: acknowledged", ... */
  title: string;
  /** The event in words, for subjects and labels. */
  eventLabel: string;
  monitorName: string;
  monitorUrl: string | null;
  orgName: string;
  failingRegions: string[];
  /** `class: message` of the last failed check; null when resolved or for a test. */
  error: string | null;
  /** The incident in the dashboard (the channel's page for a test alert). */
  link: string;
  occurredAt: string;
  /** How long the outage lasted, in words, once resolved. */
  duration: string | null;
  /** A colour per event (red down, amber acknowledged, green resolved, blue test), as `#rrggbb`. */
  color: string;
}

export interface AlertContext {
  /** The dashboard's public address (BASE_URL). */
  baseUrl: string;
  /** The incident (not the event) the alert is about; null for a test alert. */
  incidentId: string | null;
  channelId: string;
}

const LABELS: Record<EventType, { label: string; color: string; title: (monitor: string) => string }> = {
  'incident.opened': { label: 'Incident opened', color: '#d92d20', title: (m) => `${m} is down` },
  'incident.acknowledged': { label: 'Incident acknowledged', color: '#f79009', title: (m) => `${m}: acknowledged` },
  'incident.resolved': { label: 'Incident resolved', color: '#12b76a', title: (m) => `${m} is back up` },
  'incident.escalated': { label: 'Incident escalated', color: '#b42318', title: (m) => `${m} is still down` },
  'certificate.expiring': {
    label: 'Certificate expiring',
    color: '#f79009',
    title: (m) => `${m}: certificate expires soon`,
  },
  test: { label: 'Test alert', color: '#2e90fa', title: (m) => `Test alert for ${m}` },
};

export function alertOf(payload: WebhookPayload, ctx: AlertContext): Alert {
  const kind = LABELS[payload.event];
  const check = payload.check;
  const error = check?.last_error_class
    ? `${check.last_error_class}${check.last_error_message ? `: ${check.last_error_message}` : ''}`
    : certificateLine(payload.certificate);
  return {
    event: payload.event,
    title: kind.title(payload.monitor.name),
    eventLabel: kind.label,
    monitorName: payload.monitor.name,
    monitorUrl: payload.monitor.url ?? null,
    orgName: payload.org.name,
    failingRegions: payload.incident?.failing_regions ?? [],
    error,
    link: ctx.incidentId
      ? `${ctx.baseUrl}/app/incidents/${ctx.incidentId}`
      : `${ctx.baseUrl}/app/channels/${ctx.channelId}`,
    occurredAt: payload.occurred_at,
    duration: durationText(payload.incident?.duration_sec ?? null),
    color: kind.color,
  };
}

/** A certificate warning's one line: which certificate, when it expires. */
function certificateLine(c: WebhookPayload['certificate']): string | null {
  return c ? `certificate ${c.subject} expires ${c.not_after} (${c.days_left} days left)` : null;
}

function durationText(sec: number | null): string | null {
  if (sec === null) return null;
  const h = Math.floor(sec / 3600);
  const m = Math.floor((sec % 3600) / 60);
  const s = sec % 60;
  return [h && `${h} h`, m && `${m} min`, `${s} s`].filter(Boolean).join(' ');
}

/** The facts every layout lists, label and value, in this order; absent ones left out. */
export function factsOf(a: Alert): { label: string; value: string }[] {
  const facts = [
    { label: 'Monitor', value: a.monitorUrl ? `${a.monitorName} (${a.monitorUrl})` : a.monitorName },
    { label: 'Event', value: a.eventLabel },
    { label: 'Failing regions', value: a.failingRegions.join(', ') },
    { label: 'Error', value: a.error ?? '' },
    { label: 'Down for', value: a.duration ?? '' },
    { label: 'When', value: a.occurredAt },
  ];
  return facts.filter((f) => f.value !== '');
}

/** Cuts `text` to at most `max` characters (a provider's field limit), marking the cut. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
