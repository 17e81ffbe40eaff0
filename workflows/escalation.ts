/**
 * One escalation per incident (workflow id `escalation:<incident id>`): durable timers wait for each step's
 * `after_sec` (counted from the opening), then an activity records and dispatches the step's `incident.escalated`
 * event; after the last step, with `repeat_every_sec`, the last step's channels are told again at that period.
 * The `cancel` signal (sent on acknowledge and resolve) ends it at once; the activity also ends it when it finds the
 * incident no longer open. The policy is a snapshot taken at the opening, so the timers are deterministic. After
 * ROUNDS_PER_RUN repeats the workflow continues as new, so a long outage never grows one history without bound.
 */
import { condition, continueAsNew, defineSignal, proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../activities';

export interface EscalationWorkflowInput {
  incidentId: string;
  orgId: string;
  monitorId: string;
  /** The `incident.opened` event whose body the escalations repeat. */
  openedEventId: string;
  openedAtMs: number;
  policyId: string;
  steps: { after_sec: number; channel_ids: string[] }[];
  repeatEverySec: number | null;
  /** The first repeat this run handles (0: the steps first). */
  fromRound?: number;
}

export type EscalationWorkflowResult = { ended: 'cancelled' | 'incident_closed' | 'no_repeat'; sent: number };

/** Acknowledge or resolve: nothing more is sent. */
export const cancelEscalationSignal = defineSignal<[string]>('cancel');

const ROUNDS_PER_RUN = 100;

const { escalateIncident } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { maximumInterval: '30 seconds' },
});

export async function escalationWorkflow(input: EscalationWorkflowInput): Promise<EscalationWorkflowResult> {
  let cancelled = false;
  setHandler(cancelEscalationSignal, () => {
    cancelled = true;
  });
  let sent = 0;
  /** Waits until `afterSec` past the opening; false once cancelled. */
  const reached = async (afterSec: number) => {
    const waitMs = input.openedAtMs + afterSec * 1000 - Date.now();
    if (waitMs > 0) await condition(() => cancelled, waitMs);
    return !cancelled;
  };
  const tell = async (index: number, afterSec: number, round: number) => {
    const step = input.steps[index];
    const outcome = await escalateIncident({
      incidentId: input.incidentId,
      openedEventId: input.openedEventId,
      policyId: input.policyId,
      step: index + 1,
      afterSec,
      channelIds: step.channel_ids,
      round,
    });
    if (outcome === 'sent') sent++;
    return outcome === 'sent';
  };
  const first = input.fromRound ?? 0;
  if (first === 0) {
    for (const [i, step] of input.steps.entries()) {
      if (!(await reached(step.after_sec))) return { ended: 'cancelled', sent };
      if (!(await tell(i, step.after_sec, 0))) return { ended: 'incident_closed', sent };
    }
  }
  if (input.repeatEverySec === null) return { ended: 'no_repeat', sent };
  const last = input.steps.length - 1;
  for (let round = Math.max(first, 1); round < Math.max(first, 1) + ROUNDS_PER_RUN; round++) {
    const afterSec = input.steps[last].after_sec + round * input.repeatEverySec;
    if (!(await reached(afterSec))) return { ended: 'cancelled', sent };
    if (!(await tell(last, afterSec, round))) return { ended: 'incident_closed', sent };
  }
  return continueAsNew<typeof escalationWorkflow>({ ...input, fromRound: Math.max(first, 1) + ROUNDS_PER_RUN });
}
