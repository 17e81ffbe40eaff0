/**
 * Resend: another delivery of a recorded event's payload snapshot to the same channel, with its own id, its own
 * workflow (`resend:<delivery id>`, never reused), fresh attempts (signed anew at each) and `resend_of` naming the
 * dispatcher's original. The original is never written. A resend is unique on (event, channel, `resend_key`): a
 * single resend's key is its own id, a recover's key names its window (domain/delivery/recover.ts), so repeating a
 * recover finds the resend already there instead of sending again.
 *
 * A workflow start Temporal does not confirm in time is kept and retried by `resumeDeferred` (a background loop);
 * after a restart, the first run also starts the pending resends of the last week (a started one is a no-op).
 */
import { ConflictError, NotFoundError } from '../errors';
import { uuidv7, uuidv7Floor } from '../ids';
import type { Logger } from '../logger';
import type { ChannelDoc } from '../models/channel';
import type { DeliveryDoc } from '../models/delivery';
import type { IncidentEventDoc } from '../models/incidentEvent';
import type { Dispatcher } from './dispatcher.types';
import type { ResendStore } from './stores';

export interface ResendDeps {
  store: ResendStore;
  dispatcher: Pick<Dispatcher, 'startDelivery'>;
  log: Logger;
  now: () => number;
}

export interface Resent {
  delivery_id: string;
  workflow_id: string;
}

const WEEK_MS = 7 * 86_400_000;

function resendWorkflowId(deliveryId: string): string {
  return `resend:${deliveryId}`;
}

/** The new delivery for `original` (any delivery of the pair: the link always names the dispatcher's one). */
export function newResend(original: DeliveryDoc, key: ((id: string) => string) | string, nowMs: number): DeliveryDoc {
  const id = uuidv7(nowMs);
  const at = new Date(nowMs);
  return {
    _id: id,
    org_id: original.org_id,
    event_id: original.event_id,
    event_type: original.event_type,
    incident_id: original.incident_id,
    monitor_id: original.monitor_id,
    channel_id: original.channel_id,
    status: 'pending',
    workflow_id: resendWorkflowId(id),
    resend_of: original.resend_of ?? original._id,
    resend_key: typeof key === 'string' ? key : key(id),
    last_attempt: null,
    completed_at: null,
    created_at: at,
    updated_at: at,
  };
}

/** The channel a resend goes to: it must exist in the org and not be disabled by its owner (409 otherwise). */
export async function resendableChannel(
  store: Pick<ResendStore, 'readChannel'>,
  target: { orgId: string; channelId: string },
  missing: () => Error,
): Promise<ChannelDoc> {
  const { orgId, channelId } = target;
  const channel = await store.readChannel(channelId);
  if (!channel || channel.org_id !== orgId) throw missing();
  if (!channel.enabled)
    throw new ConflictError('The channel is disabled; enable it (PATCH enabled: true) before resending.');
  return channel;
}

export function createResendService(deps: ResendDeps) {
  const { store } = deps;
  const deferred = new Map<string, { delivery: DeliveryDoc; event: IncidentEventDoc; channelName: string }>();
  let resumedAfterStart = false;

  async function start(delivery: DeliveryDoc, event: IncidentEventDoc, channelName: string): Promise<void> {
    try {
      await deps.dispatcher.startDelivery(delivery, event, channelName);
      deferred.delete(delivery._id);
    } catch (err) {
      deferred.set(delivery._id, { delivery, event, channelName });
      deps.log.warn('resend start deferred', { delivery_id: delivery._id, error: (err as Error).message });
    }
  }

  /** Pending resends of the last week, started again (a no-op for those already running). */
  async function resumeAfterRestart(): Promise<void> {
    const pending = await store.findPendingResends(uuidv7Floor(deps.now() - WEEK_MS), 5000);
    for (const d of pending) {
      const event = await store.readEvent(d.event_id);
      if (event) await start(d, event, (await store.readChannelName(d.channel_id)) ?? '(deleted channel)');
    }
  }

  return {
    start,

    /** `POST /api/v1/deliveries/:id/resend`. 404 for an unknown or another org's id; 409 while it is in flight. */
    async resend(orgId: string, deliveryId: string): Promise<Resent> {
      const original = await store.readDelivery(deliveryId);
      if (!original || original.org_id !== orgId) throw new NotFoundError('Delivery not found.');
      if (original.status === 'pending')
        throw new ConflictError('The delivery is still in flight; resend it once it has settled.');
      const channel = await resendableChannel(
        store,
        { orgId, channelId: original.channel_id },
        () => new ConflictError('The channel of this delivery was deleted.'),
      );
      const event = await store.readEvent(original.event_id);
      if (!event) throw new ConflictError('The event of this delivery no longer exists.');
      const doc = newResend(original, (id) => `resend:${id}`, deps.now());
      await store.insertResend(doc);
      await start(doc, event, channel.name);
      deps.log.info('delivery resent', { delivery_id: doc._id, resend_of: doc.resend_of, channel_id: doc.channel_id });
      return { delivery_id: doc._id, workflow_id: doc.workflow_id };
    },

    /** Background loop: retries deferred starts; its first run after start-up resumes the pending resends. */
    async resumeDeferred(): Promise<void> {
      if (!resumedAfterStart) {
        await resumeAfterRestart();
        resumedAfterStart = true;
      }
      for (const { delivery, event, channelName } of [...deferred.values()]) await start(delivery, event, channelName);
    },
  };
}

export type ResendService = ReturnType<typeof createResendService>;
