/**
 * Fan-out of recorded events into deliveries and their workflows. Survives crashes and Temporal outages without
 * transactions: the Delivery document is written first (unique on event + channel), then its workflow is started
 * with an id derived from the pair and REJECT_DUPLICATE, then `workflow_started` is set. A sweep re-starts any
 * delivery left unstarted; a repeated start is a no-op.
 */
import { WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy, type Client } from '@temporalio/client';
import type { SearchAttributePair } from '@temporalio/common';
import type { Config } from '../config';
import { isDuplicateKeyError, NotFoundError } from '../errors';
import { NIL_UUID, uuidv7 } from '../ids';
import type { Logger } from '../logger';
import { Channel, type ChannelDoc } from '../models/channel';
import { Delivery, type DeliveryDoc } from '../models/delivery';
import { IncidentEvent, type IncidentEventDoc } from '../models/incidentEvent';
import { Org, type OrgDoc } from '../models/org';
import { SA } from '../searchAttributes';
import type { DeliveryWorkflowInput, deliveryWorkflow } from '../../workflows';
import type { Dispatcher } from './dispatcher.types';
import { buildTestPayload } from './payload';
import { routeEvent, type RoutedChannel } from './routing';

export interface DispatcherDeps {
  config: Pick<Config, 'temporalTaskQueue' | 'delivery' | 'dispatchSweepMs'>;
  log: Logger;
  client: Client;
  now: () => number;
  /** Deadline for one workflow start, so a Temporal outage never holds up the caller for long. */
  startTimeoutMs?: number;
}

const SWEEP_BATCH = 100;

/** Stable and derived from the pair, so a second start for the same pair is rejected by Temporal. */
export function deliveryWorkflowId(eventId: string, channelId: string): string {
  return `delivery:${eventId}:${channelId}`;
}

export function createDispatcher(deps: DispatcherDeps): Dispatcher {
  const { log } = deps;

  /** The delivery for (event, channel): created now, or the one that already exists. */
  async function ensureDelivery(event: IncidentEventDoc, channelId: string): Promise<DeliveryDoc> {
    try {
      const doc = await Delivery.create({
        _id: uuidv7(deps.now()),
        org_id: event.org_id,
        event_id: event._id,
        event_type: event.type,
        incident_id: event.incident_id,
        monitor_id: event.monitor_id,
        channel_id: channelId,
        status: 'pending',
        attempts: [],
        workflow_id: deliveryWorkflowId(event._id, channelId),
        workflow_started: false,
        completed_at: null,
      });
      return doc.toObject();
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      const existing = await Delivery.findOne({ event_id: event._id, channel_id: channelId }).lean<DeliveryDoc>();
      if (!existing) throw err;
      return existing;
    }
  }

  async function startWorkflow(delivery: DeliveryDoc, event: IncidentEventDoc, channelName: string): Promise<void> {
    const input: DeliveryWorkflowInput = {
      deliveryId: delivery._id,
      eventId: event._id,
      eventType: event.type,
      channelId: delivery.channel_id,
      orgId: event.org_id,
      monitorId: event.monitor_id,
      incidentId: event.incident_id,
      retryInitialMs: deps.config.delivery.retryInitialMs,
    };
    try {
      const deadline = Date.now() + (deps.startTimeoutMs ?? 5_000);
      await deps.client.withDeadline(deadline, () => deps.client.workflow.start<typeof deliveryWorkflow>('deliveryWorkflow', {
        taskQueue: deps.config.temporalTaskQueue,
        workflowId: delivery.workflow_id,
        args: [input],
        workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
        typedSearchAttributes: searchAttributes(input),
        staticSummary: summaryOf(event, channelName),
        staticDetails: detailsOf(input),
      }));
    } catch (err) {
      if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
    }
    // Idempotent, so no condition: a bare {_id} filter is the one FerretDB serves without scanning the collection.
    await Delivery.updateOne({ _id: delivery._id }, { $set: { workflow_started: true } });
  }

  async function fanOut(event: IncidentEventDoc): Promise<void> {
    const channels = await routeEvent(event);
    for (const channel of channels) {
      const delivery = await ensureDelivery(event, channel._id);
      if (!delivery.workflow_started) await startWorkflow(delivery, event, channel.name);
    }
    await IncidentEvent.updateOne({ _id: event._id }, { $set: { fanout_done: true } });
    log.info('event dispatched', { event_id: event._id, type: event.type, channels: channels.length });
  }

  return {
    async dispatchEvent(eventId) {
      const event = await IncidentEvent.findById(eventId).lean<IncidentEventDoc>();
      if (!event) throw new NotFoundError(`Event ${eventId} not found.`);
      await fanOut(event);
    },

    async sendTest(orgId, channelId) {
      const [org, channel] = await Promise.all([
        Org.findById(orgId).lean<OrgDoc>(),
        Channel.findOne({ _id: channelId, org_id: orgId }, { _id: 1, name: 1 }).lean<RoutedChannel>(),
      ]);
      if (!org || !channel) throw new NotFoundError('Channel not found.');
      const event = await recordTestEvent(deps.now(), org, channel);
      const delivery = await ensureDelivery(event, channel._id);
      try {
        await startWorkflow(delivery, event, channel.name);
        await IncidentEvent.updateOne({ _id: event._id }, { $set: { fanout_done: true } });
      } catch (err) {
        // Recorded; the sweep starts it once Temporal answers again.
        log.warn('test delivery start deferred', { delivery_id: delivery._id, error: (err as Error).message });
      }
      return { delivery_id: delivery._id, workflow_id: delivery.workflow_id };
    },

    async sweep() {
      const cutoff = new Date(deps.now() - deps.config.dispatchSweepMs);
      const stale = await Delivery.find({ workflow_started: false, created_at: { $lt: cutoff } })
        .sort({ created_at: 1 }).limit(SWEEP_BATCH).lean<DeliveryDoc[]>();
      for (const delivery of stale) {
        const [event, channel] = await Promise.all([
          IncidentEvent.findById(delivery.event_id).lean<IncidentEventDoc>(),
          Channel.findById(delivery.channel_id, { name: 1 }).lean<Pick<ChannelDoc, 'name'>>(),
        ]);
        if (!event) {
          log.warn('delivery without its event; skipped', { delivery_id: delivery._id });
          continue;
        }
        // Throws on a Temporal outage: the run ends and the next tick tries again.
        await startWorkflow(delivery, event, channel?.name ?? '(deleted channel)');
        log.info('delivery workflow started by sweep', { delivery_id: delivery._id });
      }
    },
  };
}

async function recordTestEvent(nowMs: number, org: OrgDoc, channel: RoutedChannel): Promise<IncidentEventDoc> {
  const eventId = uuidv7(nowMs);
  const occurredAt = new Date(nowMs);
  const doc = await IncidentEvent.create({
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
  });
  return doc.toObject();
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
  ].filter(Boolean).join('\n');
}
