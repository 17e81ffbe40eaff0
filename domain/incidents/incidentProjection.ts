/**
 * An incident's state is a projection of its events, which are the source of truth (their unique `dedupe_key`
 * is the only compare-and-swap FerretDB offers: its updates read, then write). `project` rewrites the incident
 * document from the events until the event history it read is still the latest after its write, so a stale
 * concurrent write can never stick.
 */
import { isDuplicateKeyError } from '../errors';
import { Incident, type CheckSnapshot, type IncidentStatus } from '../models/incident';
import { IncidentEvent, type EventType, type IncidentEventDoc } from '../models/incidentEvent';

export interface IncidentHistory {
  events: IncidentEventDoc[];
  latestSeq: number;
  status: IncidentStatus;
  acknowledgedAt: Date | null;
  resolvedAt: Date | null;
}

const STATUS_AFTER: Partial<Record<EventType, IncidentStatus>> = {
  'incident.opened': 'open',
  'incident.acknowledged': 'acknowledged',
  'incident.resolved': 'resolved',
};

/** The incident's state changes in order (escalations, recorded under the incident too, change no state). */
export async function readHistory(incidentId: string): Promise<IncidentHistory | null> {
  const recorded = await IncidentEvent.find({ incident_id: incidentId }).sort({ seq: 1 }).lean<IncidentEventDoc[]>();
  const events = recorded.filter((e) => STATUS_AFTER[e.type] !== undefined);
  if (events.length === 0) return null;
  const at = (type: EventType) => events.find((e) => e.type === type)?.occurred_at ?? null;
  const latest = events[events.length - 1];
  return {
    events,
    latestSeq: latest.seq,
    status: STATUS_AFTER[latest.type] ?? 'open',
    acknowledgedAt: at('incident.acknowledged'),
    resolvedAt: at('incident.resolved'),
  };
}

/** Writes the incident's derived state; repeats while its history moved on meanwhile (bounded). */
export async function project(incidentId: string, monitorId: string): Promise<void> {
  let history = await readHistory(incidentId);
  for (let round = 0; history && round < 8; round++) {
    const resolved = history.status === 'resolved';
    await Incident.updateOne(
      { _id: incidentId },
      {
        $set: {
          status: history.status,
          acknowledged_at: history.acknowledgedAt,
          resolved_at: history.resolvedAt,
          active_key: resolved ? incidentId : monitorId,
          ...(resolved && { failing_regions: [] }),
        },
      },
    );
    const after = await readHistory(incidentId);
    if (after?.latestSeq === history.latestSeq) return;
    history = after;
  }
}

/**
 * Creates the incident an `incident.opened` event announces. 'void' when another unresolved incident already
 * holds the monitor (the unique `active_key`): that open lost the race and its event must not be sent.
 */
async function createOpenedIncident(event: IncidentEventDoc): Promise<'applied' | 'void'> {
  const p = event.payload as { incident: { opened_at: string; failing_regions: string[] }; check: CheckSnapshot };
  try {
    await Incident.create({
      _id: event.incident_id,
      org_id: event.org_id,
      monitor_id: event.monitor_id,
      status: 'open',
      opened_at: new Date(p.incident.opened_at),
      failing_regions: p.incident.failing_regions,
      check: p.check,
      active_key: event.monitor_id,
    });
    return 'applied';
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    return (await Incident.exists({ _id: event.incident_id })) ? 'applied' : 'void';
  }
}

/** Step 2 for any recorded event (inline and in recovery): idempotent. */
export async function applyEvent(event: IncidentEventDoc): Promise<'applied' | 'void'> {
  // Test alerts, certificate warnings and escalations change no incident.
  if (event.incident_id === null || STATUS_AFTER[event.type] === undefined) return 'applied';
  if (event.type === 'incident.opened') return createOpenedIncident(event);
  await project(event.incident_id, event.monitor_id);
  return 'applied';
}
