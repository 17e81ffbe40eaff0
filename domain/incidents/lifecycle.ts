/**
 * The incident state machine (spec section 3). Every transition is written in the same crash-safe order:
 *   1. record the IncidentEvent (payload snapshot; its unique `dedupe_key` makes each transition happen once),
 *   2. apply it to the Incident with a conditional update,
 *   3. dispatch it (deliveries + workflows).
 * No transactions are needed: an event left with `fanout_done: false` by a crash is finished by `recover()`,
 * which repeats steps 2 and 3 (both idempotent), or voids the event when its transition lost a race.
 */
import { ConflictError, isDuplicateKeyError, NotFoundError } from '../errors';
import { uuidv7 } from '../ids';
import type { Logger } from '../logger';
import { Incident, type CheckSnapshot, type IncidentDoc } from '../models/incident';
import { IncidentEvent, type IncidentEventDoc } from '../models/incidentEvent';
import { buildIncidentPayload, type IncidentEventType } from '../delivery/payload';
import { loadEventSubjects, type EventSubjects } from './eventSubjects';
import type { IncidentLifecycle } from './lifecycle.types';

export interface LifecycleDeps {
  log: Logger;
  now: () => number;
  /** Fan-out of a recorded event (the dispatcher); failures are retried by `recover()`. */
  dispatch: (eventId: string) => Promise<void>;
  /** How old an unfinished event must be before `recover()` takes it over. */
  recoverAfterMs?: number;
}

type Applied = 'applied' | 'void';

export function createIncidentLifecycle(deps: LifecycleDeps): IncidentLifecycle {
  const at = (d?: Date) => d ?? new Date(deps.now());

  /** Records the event for a transition of `incident` (as it will be after the transition). */
  async function recordEvent(type: IncidentEventType, incident: IncidentDoc, occurredAt: Date, subjects?: EventSubjects): Promise<IncidentEventDoc> {
    const { org, monitor } = subjects ?? (await loadEventSubjects(incident.org_id, incident.monitor_id, incident._id));
    const eventId = uuidv7(occurredAt.getTime());
    const payload = buildIncidentPayload({ event: type, eventId, occurredAt, org, monitor, incident });
    try {
      const doc = await IncidentEvent.create({
        _id: eventId, org_id: incident.org_id, incident_id: incident._id, monitor_id: incident.monitor_id,
        type, occurred_at: occurredAt, payload, dedupe_key: `${incident._id}:${type}`,
      });
      return doc.toObject();
    } catch (err) {
      if (isDuplicateKeyError(err)) throw new ConflictError(`Incident is already ${payload.incident!.status}.`);
      throw err;
    }
  }

  async function dispatchQuietly(eventId: string): Promise<void> {
    try {
      await deps.dispatch(eventId);
    } catch (err) {
      deps.log.warn('dispatch deferred to recovery', { event_id: eventId, error: (err as Error).message });
    }
  }

  /** Steps 2 and 3 for an already recorded event; used inline and by `recover()`. */
  async function finish(event: IncidentEventDoc): Promise<Applied> {
    const result = await applyEvent(event);
    if (result === 'void') {
      await IncidentEvent.deleteOne({ _id: event._id, fanout_done: false });
      return 'void';
    }
    await dispatchQuietly(event._id);
    return 'applied';
  }

  async function findOwned(orgId: string, incidentId: string): Promise<IncidentDoc> {
    const incident = await Incident.findOne({ _id: incidentId, org_id: orgId }).lean<IncidentDoc>();
    if (!incident) throw new NotFoundError('Incident not found.');
    return incident;
  }

  async function reload(id: string): Promise<IncidentDoc> {
    return (await Incident.findById(id).lean<IncidentDoc>())!;
  }

  return {
    async open({ monitorId, failingRegions, check, at: when }) {
      const existing = await Incident.findOne({ active_key: monitorId }).lean<IncidentDoc>();
      if (existing) return { incident: existing, created: false };
      const subjects = await loadEventSubjects(null, monitorId);
      const { monitor } = subjects;
      const openedAt = at(when);
      const draft: IncidentDoc = {
        _id: uuidv7(openedAt.getTime()), org_id: monitor.org_id, monitor_id: monitorId, status: 'open',
        opened_at: openedAt, acknowledged_at: null, resolved_at: null, failing_regions: [...failingRegions],
        check: normaliseCheck(check), active_key: monitorId, created_at: openedAt, updated_at: openedAt,
      };
      const event = await recordEvent('incident.opened', draft, openedAt, subjects);
      if ((await finish(event)) === 'void') {
        const winner = await Incident.findOne({ active_key: monitorId }).lean<IncidentDoc>();
        if (winner) return { incident: winner, created: false };
        throw new ConflictError('Incident could not be opened.');
      }
      return { incident: await reload(draft._id), created: true };
    },

    async acknowledge(orgId, incidentId, when) {
      const incident = await findOwned(orgId, incidentId);
      if (incident.status !== 'open') throw new ConflictError(`Only an open incident can be acknowledged; this one is ${incident.status}.`);
      const ackAt = at(when);
      const event = await recordEvent('incident.acknowledged', { ...incident, status: 'acknowledged', acknowledged_at: ackAt }, ackAt);
      if ((await finish(event)) === 'void') throw new ConflictError('Incident changed state while being acknowledged.');
      return reload(incidentId);
    },

    async resolve(orgId, incidentId, when) {
      const incident = await findOwned(orgId, incidentId);
      if (incident.status === 'resolved') throw new ConflictError('Incident is already resolved.');
      const resolvedAt = at(when);
      const event = await recordEvent('incident.resolved', { ...incident, status: 'resolved', resolved_at: resolvedAt }, resolvedAt);
      await finish(event);
      return reload(incidentId);
    },

    async resolveForMonitor(monitorId, input = {}) {
      const incident = await Incident.findOne({ active_key: monitorId }).lean<IncidentDoc>();
      if (!incident) return null;
      const resolvedAt = at(input.at);
      const withCheck = { ...incident, status: 'resolved' as const, resolved_at: resolvedAt, check: { ...incident.check, ...input.check } };
      try {
        await finish(await recordEvent('incident.resolved', withCheck, resolvedAt));
      } catch (err) {
        if (err instanceof ConflictError) return null; // resolved concurrently: nothing more to send
        throw err;
      }
      return reload(incident._id);
    },

    async recover() {
      const cutoff = new Date(deps.now() - (deps.recoverAfterMs ?? 10_000));
      const stale = await IncidentEvent.find({ fanout_done: false, created_at: { $lt: cutoff } })
        .sort({ created_at: 1 }).limit(100).lean<IncidentEventDoc[]>();
      for (const event of stale) {
        try {
          const outcome = await finish(event);
          deps.log.info('recovered incident event', { event_id: event._id, type: event.type, outcome });
        } catch (err) {
          deps.log.warn('event recovery failed; will retry', { event_id: event._id, error: (err as Error).message });
        }
      }
    },
  };
}

/** Step 2: make the incident reflect the event. Idempotent; 'void' when the transition lost a race. */
export async function applyEvent(event: IncidentEventDoc): Promise<Applied> {
  if (event.incident_id === null) return 'applied'; // test alerts change no incident
  const p = event.payload as { incident: { opened_at: string; failing_regions: string[] }; check: CheckSnapshot };
  const id = event.incident_id;
  switch (event.type) {
    case 'incident.opened':
      try {
        await Incident.create({
          _id: id, org_id: event.org_id, monitor_id: event.monitor_id, status: 'open',
          opened_at: new Date(p.incident.opened_at), failing_regions: p.incident.failing_regions,
          check: p.check, active_key: event.monitor_id,
        });
        return 'applied';
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        // Our own incident already exists (a repeat): fine. Another unresolved one holds the monitor: void.
        return (await Incident.exists({ _id: id })) ? 'applied' : 'void';
      }
    case 'incident.acknowledged': {
      const r = await Incident.updateOne({ _id: id, status: 'open' }, { $set: { status: 'acknowledged', acknowledged_at: event.occurred_at } });
      if (r.modifiedCount === 1) return 'applied';
      const now = await Incident.findById(id).lean<IncidentDoc>();
      return now?.acknowledged_at ? 'applied' : 'void';
    }
    case 'incident.resolved':
      await Incident.updateOne(
        { _id: id, status: { $ne: 'resolved' } },
        { $set: { status: 'resolved', resolved_at: event.occurred_at, active_key: id, failing_regions: [] } },
      );
      return 'applied';
    default:
      return 'applied';
  }
}

function normaliseCheck(c: CheckSnapshot): CheckSnapshot {
  return {
    last_response_ms: c.last_response_ms ?? null,
    last_error_class: c.last_error_class ?? null,
    last_error_message: c.last_error_message ?? null,
  };
}
