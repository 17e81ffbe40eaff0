/**
 * The incident state machine (spec section 3). Every transition is written in the same crash-safe order:
 *   1. record the IncidentEvent at `latest seq + 1` (payload snapshot). Its unique `dedupe_key`
 *      (`<incident>:<seq>`) is the compare-and-swap: of two racing transitions one wins, the other re-reads the
 *      history and decides again (e.g. an acknowledge that lost to a resolve becomes a 409);
 *   2. project the events onto the Incident document (incidentProjection.ts);
 *   3. dispatch the event (deliveries + workflows).
 * No transactions are needed: an event left with `fanout_done: false` by a crash is finished by `recover()`
 * (recoverySweep.ts), which repeats steps 2 and 3 (both idempotent), or voids an opened event whose monitor was
 * taken meanwhile.
 */
import { ConflictError, NotFoundError } from '../errors';
import { uuidv7 } from '../ids';
import type { Logger } from '../logger';
import type { CheckSnapshot, IncidentActor, IncidentDoc, IncidentStatus } from '../models/incident';
import type { IncidentEventDoc } from '../models/incidentEvent';
import { buildIncidentPayload, type IncidentEventType } from '../delivery/payload';
import type { DispatchStore } from '../delivery/stores';
import type { PlannedEvent, Routing } from '../delivery/dispatcher.types';
import { loadEventSubjects, withOrgCache, type EventSubjects } from './eventSubjects';
import { applyEvent, readHistory, type IncidentHistory } from './incidentProjection';
import type { FanOutQueue } from './fanOutQueue';
import type { OwnerRegistry } from './fanOutOwners';
import type { IncidentLifecycle } from './lifecycle.types';
import type { DetectionTimeline } from '../metrics/detectionTimeline';
import { OpenWriter } from './openWriter';
import { createRecoverySweep } from './recoverySweep';
import { RoutesAhead } from './routeAhead';
import type { IncidentStore, NewIncidentEvent } from './stores';

export interface LifecycleDeps {
  log: Logger;
  now: () => number;
  /**
   * Fan-out of a recorded event (the dispatcher); failures are retried by `recover()`. `before`: what must have
   * succeeded before the event is marked done (the escalation start, run beside the deliveries).
   */
  dispatch: (event: IncidentEventDoc, before?: Promise<void>, routed?: Promise<Routing>) => Promise<void>;
  /**
   * Reads where an event will go (the dispatcher's `route`): an open the probe vote asks reads it beside its own
   * write, so the fan-out after the write only writes (routeAhead.ts).
   */
  routeAhead?: (event: PlannedEvent) => Promise<Routing>;
  /**
   * The monitor as this process holds it in memory (the API's monitor directory), so an open does not read the
   * monitors collection; undefined (or no function): read from the store.
   */
  monitorOf?: (monitorId: string) => EventSubjects['monitor'] | undefined;
  /**
   * Where the fan-outs of opens and recoveries asked `fanOutLater` (the probe vote) wait their turn
   * (fanOutQueue.ts). Absent: every fan-out runs inline. Transitions asked through the REST API (acknowledge,
   * resolve) always fan out before they are answered.
   */
  fanOut?: FanOutQueue;
  /** Incidents and their events (stores.ts). */
  incidents: IncidentStore;
  /** Where opens are written together; shared with the fan-out queue, which yields to it. Absent: one of its own. */
  opens?: OpenWriter;
  /** Where `recover()` finds the events whose fan-out did not finish (the dispatcher's store). */
  store: Pick<DispatchStore, 'findUnfinishedEvents'>;
  /** How old an unfinished event must be before `recover()` takes it over. */
  recoverAfterMs?: number;
  /**
   * Who fans out what (fanOutOwners.ts): the events recorded here name this process, and `recover()` leaves another
   * live process's events to it until they are `takeOverAfterMs` old. Absent: events name no owner, and `recover()`
   * takes over every unfinished event not queued here.
   */
  owners?: OwnerRegistry;
  takeOverAfterMs?: number;
  /**
   * Told of each recorded event before it is dispatched (escalations start and stop); a failure leaves the event to
   * the recovery sweep like a failed dispatch, so it must be idempotent.
   */
  followed?: (event: IncidentEventDoc) => Promise<void>;
  /** Where the stages of a probe-decided open are observed (metrics/detectionTimeline.ts); absent: nowhere. */
  timeline?: DetectionTimeline;
  /** Told after an incident is resolved, whoever resolved it (the probe vote re-checks a monitor still down). */
  resolved?: (monitorId: string) => void;
}

/** Which transitions each state allows (spec 3). */
const ALLOWED: Record<Exclude<IncidentEventType, 'incident.opened'>, IncidentStatus[]> = {
  'incident.acknowledged': ['open'],
  'incident.resolved': ['open', 'acknowledged'],
};
const CONFLICT_MESSAGE: Record<keyof typeof ALLOWED, (s: IncidentStatus) => string> = {
  'incident.acknowledged': (s) => `Only an open incident can be acknowledged; this one is ${s}.`,
  'incident.resolved': () => 'Incident is already resolved.',
};
const MAX_RACES = 5;

export function createIncidentLifecycle(deps: LifecycleDeps): IncidentLifecycle {
  const at = (d?: Date) => d ?? new Date(deps.now());

  const { incidents } = deps;
  const opens = deps.opens ?? new OpenWriter(incidents);
  const subjectStore = withOrgCache(incidents, deps.now);
  const ahead = new RoutesAhead(deps.routeAhead, deps.fanOut);
  const owner = deps.owners?.id;

  /** Inserts the event; null when another transition took that seq first (the caller re-decides). */
  async function insertEvent(
    type: IncidentEventType,
    incident: IncidentDoc,
    seq: number,
    occurredAt: Date,
    actor: IncidentActor | null,
  ): Promise<IncidentEventDoc | null> {
    const from = { incidentId: incident._id };
    const subjects = await loadEventSubjects(subjectStore, incident.org_id, incident.monitor_id, from);
    return incidents.insertEvent({ ...newEvent(type, incident, seq, occurredAt, subjects), actor, owner });
  }

  /**
   * Steps 2 and 3 for a recorded event; used inline and by `recover()`. `queued`: step 3 waits its turn in the
   * fan-out queue (when there is one) instead of running before this returns.
   */
  async function finish(event: IncidentEventDoc, queued = false): Promise<'applied' | 'void'> {
    const outcome = await applyEvent(incidents, event);
    await followUp(event, outcome, queued);
    return outcome;
  }

  /** A void event is dropped; an applied one fans out, now or from the queue. */
  async function followUp(
    event: IncidentEventDoc,
    outcome: 'applied' | 'void',
    queued: boolean,
    routed?: Promise<Routing>,
  ): Promise<void> {
    if (outcome === 'void') await incidents.deleteUnfinishedEvent(event._id);
    else if (queued && deps.fanOut) deps.fanOut.push(event._id, () => fanOut(event, routed));
    else await fanOut(event, routed);
  }

  /**
   * Step 3: escalations hear of the event while it is dispatched (their reads and start no longer delay the
   * deliveries); the event is marked done only once both succeeded. Never throws: a failure is the sweep's.
   */
  async function fanOut(event: IncidentEventDoc, routed?: Promise<Routing>): Promise<void> {
    if (event.type === 'incident.opened') deps.timeline?.mark(event.incident_id, 'fanout_started');
    const told = Promise.resolve().then(() => deps.followed?.(event));
    told.catch(() => undefined); // awaited below
    try {
      await deps.dispatch(event, told, routed);
      await told;
    } catch (err) {
      deps.log.warn('dispatch deferred to recovery', { event_id: event._id, error: (err as Error).message });
    }
  }

  /** acknowledge / resolve: decide on the latest history, record at seq + 1, retry when a race took the seq. */
  async function transition(
    orgId: string,
    incidentId: string,
    type: keyof typeof ALLOWED,
    when: Date,
    check?: Partial<CheckSnapshot>,
    queued = false,
    by: IncidentActor | null = null,
  ): Promise<IncidentDoc> {
    const incident = await incidents.readIncident(incidentId, orgId);
    if (!incident) throw new NotFoundError('Incident not found.');
    for (let race = 0; race < MAX_RACES; race++) {
      const history = (await readHistory(incidents, incidentId)) ?? emptyHistory(incident);
      if (!ALLOWED[type].includes(history.status)) throw new ConflictError(CONFLICT_MESSAGE[type](history.status));
      const snapshot = snapshotAfter(incident, history, type, when, check);
      const event = await insertEvent(type, snapshot, history.latestSeq + 1, when, by);
      if (!event) continue;
      await finish(event, queued);
      if (type === 'incident.resolved') deps.resolved?.(incident.monitor_id);
      return (await incidents.readIncident(incidentId))!;
    }
    throw new ConflictError('Incident is changing concurrently; try again.');
  }

  return {
    async open({ monitorId, failingRegions, check, at: when, noneOpenKnown, fanOutLater, decided }) {
      if (!noneOpenKnown) {
        const existing = await incidents.activeIncidentOf(monitorId);
        if (existing) return { incident: existing, created: false };
      }
      const subjects = await loadEventSubjects(subjectStore, null, monitorId, { known: deps.monitorOf?.(monitorId) });
      const openedAt = at(when);
      const draft: IncidentDoc = {
        _id: uuidv7(openedAt.getTime()),
        org_id: subjects.monitor.org_id,
        monitor_id: monitorId,
        status: 'open',
        opened_at: openedAt,
        acknowledged_at: null,
        resolved_at: null,
        failing_regions: [...failingRegions],
        check: normaliseCheck(check),
        active_key: monitorId,
        created_at: openedAt,
        updated_at: openedAt,
      };
      const opening = { ...newEvent('incident.opened', draft, 0, openedAt, subjects), owner };
      const routed = fanOutLater === true ? ahead.route(opening) : undefined;
      const { event, outcome } = await opens.write(opening);
      if (outcome === 'applied' && decided) deps.timeline?.opened(draft._id, decided);
      await followUp(event, outcome, fanOutLater === true, routed);
      if (outcome === 'void') {
        const winner = await incidents.activeIncidentOf(monitorId);
        if (winner) return { incident: winner, created: false };
        throw new ConflictError('Incident could not be opened.');
      }
      return { incident: draft, created: true }; // as the projection stored it: no read back
    },

    acknowledge: (orgId, incidentId, when, by) =>
      transition(orgId, incidentId, 'incident.acknowledged', at(when), undefined, false, by ?? null),
    resolve: (orgId, incidentId, when, by) =>
      transition(orgId, incidentId, 'incident.resolved', at(when), undefined, false, by ?? null),

    async resolveForMonitor(monitorId, input = {}) {
      const incident = await incidents.activeIncidentOf(monitorId);
      if (!incident) return null;
      try {
        const { check, fanOutLater } = input;
        return await transition(incident.org_id, incident._id, 'incident.resolved', at(input.at), check, fanOutLater);
      } catch (err) {
        if (err instanceof ConflictError) return null; // resolved concurrently: nothing more to send
        throw err;
      }
    },

    recover: createRecoverySweep(deps, (event) => finish(event)),
  };
}

/** The event recording `type` at `seq` of this incident, its payload a snapshot of the incident as it will be. */
function newEvent(
  type: IncidentEventType,
  incident: IncidentDoc,
  seq: number,
  occurredAt: Date,
  { org, monitor }: EventSubjects,
): NewIncidentEvent {
  const eventId = uuidv7(occurredAt.getTime());
  return {
    _id: eventId,
    org_id: incident.org_id,
    incident_id: incident._id,
    monitor_id: incident.monitor_id,
    type,
    seq,
    occurred_at: occurredAt,
    payload: { ...buildIncidentPayload({ event: type, eventId, occurredAt, org, monitor, incident }) },
    dedupe_key: `${incident._id}:${seq}`,
  };
}

/** The incident as it will be once `type` happened, for the event's payload snapshot. */
function snapshotAfter(
  incident: IncidentDoc,
  h: IncidentHistory,
  type: keyof typeof ALLOWED,
  when: Date,
  check?: Partial<CheckSnapshot>,
): IncidentDoc {
  const acknowledged = type === 'incident.acknowledged';
  return {
    ...incident,
    status: acknowledged ? 'acknowledged' : 'resolved',
    acknowledged_at: acknowledged ? when : h.acknowledgedAt,
    resolved_at: acknowledged ? null : when,
    check: { ...incident.check, ...check },
  };
}

/** An incident with no recorded events (created before events had a sequence): treat it by its own status. */
function emptyHistory(incident: IncidentDoc): IncidentHistory {
  return {
    events: [],
    latestSeq: 0,
    status: incident.status,
    acknowledgedAt: incident.acknowledged_at,
    resolvedAt: incident.resolved_at,
    acknowledgedBy: incident.acknowledged_by ?? null,
    resolvedBy: incident.resolved_by ?? null,
  };
}

function normaliseCheck(c: CheckSnapshot): CheckSnapshot {
  return {
    last_response_ms: c.last_response_ms ?? null,
    last_error_class: c.last_error_class ?? null,
    last_error_message: c.last_error_message ?? null,
  };
}
