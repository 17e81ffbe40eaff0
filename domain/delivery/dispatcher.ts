/**
 * Fan-out of recorded events into deliveries and their workflows. Survives crashes and Temporal outages without
 * transactions, and writes no document another process writes:
 *   1. the event's deliveries are inserted in one batch (unique on event + channel; a repeat's duplicates are
 *      tolerated), and never written by the dispatcher again;
 *   2. their workflows are started concurrently, each with an id derived from the pair and REJECT_DUPLICATE, so a
 *      repeated start is a no-op;
 *   3. the event is marked `fanout_done` (only the dispatcher writes that field).
 * An event left without `fanout_done` by a crash or an outage is dispatched again by the lifecycle's recovery
 * sweep (`IncidentLifecycle.recover`), which repeats the idempotent steps.
 *
 * A test alert is answered once step 1 is durable: steps 2 and 3 follow the answer. `stop()` waits for those still
 * under way; one lost to a crash is the sweep's like any other unfinished event.
 */
import { WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy, type Client } from '@temporalio/client';
import type { SearchAttributePair } from '@temporalio/common';
import { allSettledWithin } from '../boundedWait';
import type { Config } from '../config';
import { NotFoundError, isDuplicateKeyError } from '../errors';
import { NIL_UUID, uuidv7 } from '../ids';
import type { Logger } from '../logger';
import type { DetectionTimeline } from '../metrics/detectionTimeline';
import type { DeliveryDoc } from '../models/delivery';
import type { IncidentEventDoc } from '../models/incidentEvent';
import type { OrgDoc } from '../models/org';
import { SA } from '../searchAttributes';
import type { DeliveryWorkflowInput, deliveryWorkflow } from '../../workflows';
import type { Dispatcher, PlannedEvent, Routing } from './dispatcher.types';
import { createRouter, type MonitorChannels } from './routing';
import { buildTestPayload } from './payload';
import type { DispatchStore, NewTestEvent, RoutedChannel } from './stores';

export interface DispatcherDeps {
  config: Pick<Config, 'temporalTaskQueue' | 'delivery' | 'dispatchSweepMs'>;
  log: Logger;
  /** Starts workflows (the API's Temporal client). */
  client: Pick<Client, 'withDeadline'> & { workflow: Pick<Client['workflow'], 'start'> };
  /** Events, deliveries and routing (domain/delivery/mongoStores.ts in the API). */
  store: DispatchStore;
  now: () => number;
  /** Where the fan-out's stages of a probe-decided open are observed (metrics/detectionTimeline.ts). */
  timeline?: DetectionTimeline;
  /**
   * The monitor's org and `channel_ids` as this process holds them (the API's monitor directory), so routing does
   * not read them; undefined (or no function): read from the store.
   */
  monitorChannels?: MonitorChannels;
  /** Deadline for one workflow start, so a Temporal outage never holds up the caller for long. */
  startTimeoutMs?: number;
}

/** What `stop()` waits for test-alert starts beyond the start deadline: the `fanout_done` write after it. */
const STOP_MARGIN_MS = 1_000;

/** Stable and derived from the pair, so a second start for the same pair is rejected by Temporal. */
function deliveryWorkflowId(eventId: string, channelId: string): string {
  return `delivery:${eventId}:${channelId}`;
}

export function createDispatcher(deps: DispatcherDeps): Dispatcher {
  const { log, store } = deps;
  const startTimeoutMs = deps.startTimeoutMs ?? 5_000;
  /** Starts of answered test alerts still under way (none of them ever rejects). */
  const pendingStarts = new Set<Promise<void>>();
  /** Set by `stop()`: from then on a test alert is answered only once started, so the stop waits for it. */
  let stopping = false;

  /** A dispatch of an event recorded more than a sweep period ago resumes one that did not finish. */
  const isResumed = (event: IncidentEventDoc) =>
    deps.now() - new Date(event.created_at).getTime() >= deps.config.dispatchSweepMs;

  const route = createRouter({ store, now: deps.now, monitorChannels: deps.monitorChannels, newDelivery });

  /**
   * Inserts the deliveries of the routed channels in one batch; an auto-disabled channel gets a `skipped` delivery
   * (no workflow) that recover can send later. When some already existed, or the dispatch resumes an unfinished
   * one, returns every delivery recorded for the event (also for a channel no longer routed, whose attempt then
   * fails as `channel_gone`, so it never stays pending).
   */
  async function ensureDeliveries(event: IncidentEventDoc, { channels, skipped }: Routing): Promise<DeliveryDoc[]> {
    const fresh = channels.map((c) => newDelivery(event, c._id, deps.now(), skipped.has(c._id)));
    const repeated = fresh.length > 0 && !(await store.insertDeliveries(fresh));
    if (!repeated && !isResumed(event)) return fresh;
    return store.readEventDeliveries(event._id);
  }

  async function startWorkflow(
    delivery: DeliveryDoc,
    event: IncidentEventDoc,
    channelName: string,
    channelVersion?: Date,
  ): Promise<void> {
    const detectedAt = event.type === 'incident.opened' ? deps.timeline?.anchorOf(event.incident_id) : undefined;
    const input: DeliveryWorkflowInput = {
      deliveryId: delivery._id,
      eventId: event._id,
      eventType: event.type,
      channelId: delivery.channel_id,
      orgId: event.org_id,
      monitorId: event.monitor_id,
      incidentId: event.incident_id,
      ...(delivery.resend_of && { webhookId: delivery.resend_of }),
      retryInitialMs: deps.config.delivery.retryInitialMs,
      ...(detectedAt !== undefined && { detectedAtMs: detectedAt }),
      ...(channelVersion && { channelVersion: new Date(channelVersion).getTime() }),
      listed: { resendKey: delivery.resend_key, createdAtMs: new Date(delivery.created_at).getTime() },
    };
    try {
      const deadline = Date.now() + startTimeoutMs;
      await deps.client.withDeadline(deadline, () =>
        deps.client.workflow.start<typeof deliveryWorkflow>('deliveryWorkflow', {
          taskQueue: deps.config.temporalTaskQueue,
          workflowId: delivery.workflow_id,
          args: [input],
          workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
          typedSearchAttributes: searchAttributes(input),
          staticSummary: summaryOf(event, channelName),
          staticDetails: detailsOf(input),
        }),
      );
    } catch (err) {
      if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
    }
  }

  /** Starts every delivery's workflow at once; throws the first failure after all have settled. */
  async function startAll(
    event: IncidentEventDoc,
    deliveries: DeliveryDoc[],
    channels: RoutedChannel[],
  ): Promise<void> {
    const routed = new Map(channels.map((c) => [c._id, c]));
    const results = await Promise.allSettled(
      deliveries
        .filter((d) => d.status !== 'skipped')
        .map(async (d) => {
          const channel = routed.get(d.channel_id);
          const name = channel?.name ?? (await channelName(store, d.channel_id));
          await startWorkflow(d, event, name, channel?.updated_at);
        }),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** Steps 2 and 3 of a recorded test delivery. Never throws: a failure is logged and left to the recovery sweep. */
  async function startTest(event: IncidentEventDoc, delivery: DeliveryDoc, channel: RoutedChannel): Promise<void> {
    try {
      await startAll(event, [delivery], [channel]);
      await store.markFanoutDone(event._id);
    } catch (err) {
      // Recorded; the recovery sweep starts it once Temporal answers again.
      log.warn('test delivery start deferred', { delivery_id: delivery._id, error: (err as Error).message });
    }
  }

  return {
    startDelivery: startWorkflow,

    route,

    async dispatchEvent(eventOrId, before, routed) {
      const event = typeof eventOrId === 'string' ? await store.readEvent(eventOrId) : eventOrId;
      if (!event) throw new NotFoundError(`Event ${String(eventOrId)} not found.`);
      const routing = (await routed?.catch(() => undefined)) ?? (await route(event));
      const { channels } = routing;
      const deliveries = await ensureDeliveries(event, routing);
      const opened = event.type === 'incident.opened';
      if (opened) deps.timeline?.mark(event.incident_id, 'delivery_inserted');
      await startAll(event, deliveries, channels);
      if (opened) deps.timeline?.mark(event.incident_id, 'workflow_started', true);
      await before;
      await store.markFanoutDone(event._id);
      const skipped = deliveries.filter((d) => d.status === 'skipped').length;
      log.info('event dispatched', {
        event_id: event._id,
        type: event.type,
        channels: deliveries.length,
        ...(skipped && { skipped_auto_disabled: skipped }),
      });
    },

    async sendTest(orgId, channelId, eventId) {
      const { org, channel } = await store.readTestTarget(orgId, channelId);
      if (!org || !channel || channel.org_id !== orgId) throw new NotFoundError('Channel not found.');
      // The event first: a delivery is never recorded without the event the sweep finds it by.
      const event = await recordTestEvent(store, newTestEvent(deps.now(), org, channel, eventId));
      const [delivery] = await ensureDeliveries(event, { channels: [channel], skipped: new Set() });
      const started = startTest(event, delivery, channel);
      if (stopping) await started;
      else {
        pendingStarts.add(started);
        void started.then(() => pendingStarts.delete(started));
      }
      // Both ids exist now: the workflow's is derived from the event and the channel, not returned by the start.
      return { delivery_id: delivery._id, workflow_id: delivery.workflow_id };
    },

    async stop(boundMs = startTimeoutMs + STOP_MARGIN_MS) {
      stopping = true;
      if (pendingStarts.size === 0) return;
      if (!(await allSettledWithin(pendingStarts, boundMs)))
        log.warn('test delivery starts left to the recovery sweep', { count: pendingStarts.size });
    },
  };
}

function newDelivery(event: PlannedEvent, channelId: string, nowMs: number, skipped: boolean): DeliveryDoc {
  const at = new Date(nowMs);
  return {
    _id: uuidv7(nowMs),
    org_id: event.org_id,
    event_id: event._id,
    event_type: event.type,
    incident_id: event.incident_id,
    monitor_id: event.monitor_id,
    channel_id: channelId,
    status: skipped ? 'skipped' : 'pending',
    workflow_id: deliveryWorkflowId(event._id, channelId),
    resend_of: null,
    resend_key: null,
    last_attempt: null,
    completed_at: skipped ? at : null,
    created_at: at,
    updated_at: at,
  };
}

async function channelName(store: DispatchStore, channelId: string): Promise<string> {
  return (await store.readChannelName(channelId)) ?? '(deleted channel)';
}

/**
 * Inserts a test alert's event; the same event again (its request retried after a database outage cut it off
 * after this insert) is read back instead, so one request sends one test alert.
 */
async function recordTestEvent(store: DispatchStore, event: NewTestEvent): Promise<IncidentEventDoc> {
  try {
    return await store.insertEvent(event);
  } catch (err) {
    const stored = isDuplicateKeyError(err) ? await store.readEvent(event._id) : null;
    if (!stored || stored.type !== 'test' || stored.channel_id !== event.channel_id) throw err;
    return stored;
  }
}

function newTestEvent(nowMs: number, org: OrgDoc, channel: RoutedChannel, id?: string): NewTestEvent {
  const eventId = id ?? uuidv7(nowMs);
  const occurredAt = new Date(nowMs);
  return {
    _id: eventId,
    org_id: org._id,
    incident_id: null,
    monitor_id: NIL_UUID,
    type: 'test',
    occurred_at: occurredAt,
    payload: buildTestPayload(org, occurredAt),
    dedupe_key: `test:${eventId}`,
    channel_id: channel._id,
    fanout_done: false,
  };
}

function searchAttributes(input: DeliveryWorkflowInput): SearchAttributePair[] {
  const pairs: SearchAttributePair[] = [
    { key: SA.OrgId, value: input.orgId },
    { key: SA.MonitorId, value: input.monitorId },
    { key: SA.ChannelId, value: input.channelId },
    { key: SA.IncidentEventId, value: input.eventId },
    { key: SA.EventType, value: input.eventType },
    { key: SA.DeliveryStatus, value: 'pending' },
  ];
  if (input.incidentId) pairs.push({ key: SA.IncidentId, value: input.incidentId });
  return pairs;
}

function summaryOf(event: IncidentEventDoc, channelName: string): string {
  const monitorName = (event.payload as { monitor?: { name?: string } }).monitor?.name ?? event.monitor_id;
  return `${event.type} for monitor "${monitorName}" to channel "${channelName}"`.slice(0, 200);
}

function detailsOf(input: DeliveryWorkflowInput): string {
  return [
    `**Webhook delivery** \`${input.deliveryId}\``,
    `- event: ${input.eventType} \`${input.eventId}\``,
    `- incident: ${input.incidentId ? `\`${input.incidentId}\`` : 'none (test alert)'}`,
    `- monitor: \`${input.monitorId}\`, channel: \`${input.channelId}\`, org: \`${input.orgId}\``,
    input.incidentId ? `- every delivery of this incident: \`IncidentId="${input.incidentId}"\`` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
