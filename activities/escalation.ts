/**
 * The escalation workflow's one activity: record a step's `incident.escalated` event and dispatch it to the step's
 * channels (deliveries and their workflows, exactly as the API dispatches any event). Retried by Temporal until it
 * succeeds; a repeat records nothing new.
 */
import type { EscalationStepInput } from '../domain/escalation/events';
import type { IncidentEventDoc } from '../domain/models/incidentEvent';
import type { Logger } from '../domain/logger';

export interface EscalationDeps {
  log: Logger;
  now: () => number;
  /** Records the step's event once (null: the incident is no longer open). */
  recordEscalation(input: EscalationStepInput, nowMs: number): Promise<IncidentEventDoc | null>;
  /** Fan-out of a recorded event (the dispatcher). */
  dispatch(eventId: string): Promise<void>;
}

export type EscalationOutcome = 'sent' | 'closed';

export function createEscalationActivities(deps: EscalationDeps) {
  return {
    async escalateIncident(input: EscalationStepInput): Promise<EscalationOutcome> {
      const event = await deps.recordEscalation(input, deps.now());
      if (!event) return 'closed';
      await deps.dispatch(event._id);
      deps.log.info('incident escalated', { incident_id: input.incidentId, step: input.step, round: input.round });
      return 'sent';
    },
  };
}
