/**
 * Follows incident events for escalation (API side, before an event is dispatched): an `incident.opened` event of a
 * monitor that names an escalation policy starts the incident's escalation workflow with a snapshot of the policy;
 * an acknowledge or a resolve signals it to cancel. Both are idempotent (the workflow id is derived from the
 * incident, REJECT_DUPLICATE; a signal to an escalation that never ran or already ended is a no-op), so the
 * lifecycle's recovery sweep may repeat them with the dispatch.
 */
import {
  WorkflowExecutionAlreadyStartedError,
  WorkflowIdReusePolicy,
  WorkflowNotFoundError,
  type Client,
} from '@temporalio/client';
import type { Config } from '../config';
import type { WebhookPayload } from '../delivery/payload';
import type { EscalationPolicyDoc } from '../models/escalationPolicy';
import type { MonitorDoc } from '../models/monitor';
import type { IncidentEventDoc } from '../models/incidentEvent';
import { SA } from '../searchAttributes';
import type { EscalationWorkflowInput, escalationWorkflow } from '../../workflows';
import type { EscalationPolicyStore } from './stores';

export interface EscalationStarterDeps {
  config: Pick<Config, 'temporalTaskQueue'>;
  /** Monitors' policies and the policies themselves. */
  policies: Pick<EscalationPolicyStore, 'read' | 'readMonitorPolicy'>;
  client: Pick<Client, 'withDeadline'> & { workflow: Pick<Client['workflow'], 'start' | 'getHandle'> };
  /** Deadline for one Temporal call, so an outage never holds up the caller for long. */
  callTimeoutMs?: number;
  /**
   * The monitor as this process holds it in memory (the API's monitor directory, which routing reads too);
   * undefined: its policy is read from the store.
   */
  monitorOf?: (monitorId: string) => MonitorPolicy | undefined;
}

type MonitorPolicy = Pick<MonitorDoc, 'org_id' | 'escalation_policy_id'>;

/** Stable and derived from the incident: one escalation per incident, visible in the Temporal UI by that id. */
export function escalationWorkflowId(incidentId: string): string {
  return `escalation:${incidentId}`;
}

export function createEscalationStarter(deps: EscalationStarterDeps): (event: IncidentEventDoc) => Promise<void> {
  const timeoutMs = deps.callTimeoutMs ?? 5_000;
  const call = <T>(fn: () => Promise<T>) => deps.client.withDeadline(Date.now() + timeoutMs, fn);

  async function start(event: IncidentEventDoc, incidentId: string): Promise<void> {
    const policy = await policyOf(deps, event);
    if (!policy) return;
    const input = workflowInput(event, incidentId, policy);
    try {
      await call(() =>
        deps.client.workflow.start<typeof escalationWorkflow>('escalationWorkflow', {
          taskQueue: deps.config.temporalTaskQueue,
          workflowId: escalationWorkflowId(incidentId),
          args: [input],
          workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
          typedSearchAttributes: [
            { key: SA.OrgId, value: event.org_id },
            { key: SA.MonitorId, value: event.monitor_id },
            { key: SA.IncidentId, value: incidentId },
          ],
          staticSummary: `escalation of incident ${incidentId} (policy "${policy.name}")`.slice(0, 200),
        }),
      );
    } catch (err) {
      if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
    }
  }

  async function cancel(event: IncidentEventDoc, incidentId: string): Promise<void> {
    try {
      await call(() => deps.client.workflow.getHandle(escalationWorkflowId(incidentId)).signal('cancel', event.type));
    } catch (err) {
      if (!(err instanceof WorkflowNotFoundError)) throw err;
    }
  }

  return async (event) => {
    if (!event.incident_id) return;
    if (event.type === 'incident.opened') await start(event, event.incident_id);
    else if (event.type === 'incident.acknowledged' || event.type === 'incident.resolved')
      await cancel(event, event.incident_id);
  };
}

/** The policy the event's monitor names, if it is one of the org's (the monitor as held in memory, else read). */
async function policyOf(
  deps: Pick<EscalationStarterDeps, 'policies' | 'monitorOf'>,
  event: IncidentEventDoc,
): Promise<EscalationPolicyDoc | null> {
  const store = deps.policies;
  const held = deps.monitorOf?.(event.monitor_id);
  const monitor = held?.org_id === event.org_id ? held : await store.readMonitorPolicy(event.monitor_id);
  if (monitor?.org_id !== event.org_id || !monitor.escalation_policy_id) return null;
  const policy = await store.read(monitor.escalation_policy_id);
  return policy?.org_id === event.org_id ? policy : null;
}

function workflowInput(event: IncidentEventDoc, incidentId: string, p: EscalationPolicyDoc): EscalationWorkflowInput {
  const openedAt = (event.payload as unknown as WebhookPayload).incident?.opened_at;
  return {
    incidentId,
    orgId: event.org_id,
    monitorId: event.monitor_id,
    openedEventId: event._id,
    openedAtMs: openedAt ? Date.parse(openedAt) : new Date(event.occurred_at).getTime(),
    policyId: p._id,
    steps: p.steps.map((s) => ({ after_sec: s.after_sec, channel_ids: [...s.channel_ids] })),
    repeatEverySec: p.repeat_every_sec ?? null,
  };
}
