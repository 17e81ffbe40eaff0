/**
 * An incident's state is a projection of its events, which are the source of truth (their unique `dedupe_key`
 * is the only compare-and-swap FerretDB offers: its updates read, then write). `project` rewrites the incident
 * document from the events until the event history it read is still the latest after its write, so a stale
 * concurrent write can never stick.
 */
import type { CheckSnapshot, IncidentActor, IncidentStatus } from '../models/incident';
import type { EventType, IncidentEventDoc } from '../models/incidentEvent';
import type { IncidentStore, NewIncident } from './stores';

export interface IncidentHistory {
  events: IncidentEventDoc[];
  latestSeq: number;
  status: IncidentStatus;
  acknowledgedAt: Date | null;
  resolvedAt: Date | null;
  acknowledgedBy: IncidentActor | null;
  resolvedBy: IncidentActor | null;
}

const STATUS_AFTER: Partial<Record<EventType, IncidentStatus>> = {
  'incident.opened': 'open',
  'incident.acknowledged': 'acknowledged',
  'incident.resolved': 'resolved',
};

/** The incident's state changes in order (escalations, recorded under the incident too, change no state). */
export async function readHistory(store: IncidentStore, incidentId: string): Promise<IncidentHistory | null> {
  const recorded = await store.readIncidentEvents(incidentId);
  const events = recorded.filter((e) => STATUS_AFTER[e.type] !== undefined);
  if (events.length === 0) return null;
  const at = (type: EventType) => events.find((e) => e.type === type)?.occurred_at ?? null;
  const by = (type: EventType) => events.find((e) => e.type === type)?.actor ?? null;
  const latest = events[events.length - 1];
  return {
    events,
    latestSeq: latest.seq,
    status: STATUS_AFTER[latest.type] ?? 'open',
    acknowledgedAt: at('incident.acknowledged'),
    resolvedAt: at('incident.resolved'),
    acknowledgedBy: by('incident.acknowledged'),
    resolvedBy: by('incident.resolved'),
  };
}

/** Writes the incident's derived state; repeats while its history moved on meanwhile (bounded). */
export async function project(store: IncidentStore, incidentId: string, monitorId: string): Promise<void> {
  let history = await readHistory(store, incidentId);
  for (let round = 0; history && round < 8; round++) {
    const resolved = history.status === 'resolved';
    await store.writeIncidentState(incidentId, {
      status: history.status,
      acknowledged_at: history.acknowledgedAt,
      resolved_at: history.resolvedAt,
      acknowledged_by: history.acknowledgedBy,
      resolved_by: history.resolvedBy,
      active_key: resolved ? incidentId : monitorId,
      ...(resolved && { failing_regions: [] }),
    });
    const after = await readHistory(store, incidentId);
    if (after?.latestSeq === history.latestSeq) return;
    history = after;
  }
}

/**
 * Creates the incidents `incident.opened` events announce, in one write. Per event, 'void' when another unresolved
 * incident already holds the monitor (the unique `active_key`): that open lost the race and its event must not be
 * sent.
 */
export async function createOpenedIncidents(store: IncidentStore, events: IncidentEventDoc[], filed = false) {
  const written = await store.insertIncidents(events.map(openedIncidentOf), filed);
  return Promise.all(
    events.map(async (event, i): Promise<'applied' | 'void'> => {
      if (written[i]) return 'applied';
      // Refused: by its own `_id` (a repeat, after a crash) it stands; by `active_key`, the open lost the race.
      return (await store.incidentExists(event.incident_id!)) ? 'applied' : 'void';
    }),
  );
}

/** The incident an `incident.opened` event announces, from its payload snapshot. */
export function openedIncidentOf(
  event: Pick<IncidentEventDoc, 'incident_id' | 'org_id' | 'monitor_id' | 'payload'>,
): NewIncident {
  const p = event.payload as {
    incident: { opened_at: string; failing_regions: NewIncident['failing_regions'] };
    check: CheckSnapshot;
  };
  return {
    _id: event.incident_id!,
    org_id: event.org_id,
    monitor_id: event.monitor_id,
    status: 'open',
    opened_at: new Date(p.incident.opened_at),
    failing_regions: p.incident.failing_regions,
    check: p.check,
    active_key: event.monitor_id,
  };
}

/** Step 2 for any recorded event (inline and in recovery): idempotent. */
export async function applyEvent(store: IncidentStore, event: IncidentEventDoc): Promise<'applied' | 'void'> {
  // Test alerts, certificate warnings and escalations change no incident.
  if (event.incident_id === null || STATUS_AFTER[event.type] === undefined) return 'applied';
  if (event.type === 'incident.opened') return (await createOpenedIncidents(store, [event]))[0];
  await project(store, event.incident_id, event.monitor_id);
  return 'applied';
}
