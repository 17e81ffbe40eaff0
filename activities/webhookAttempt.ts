/**
 * One delivery attempt: load the delivery, its event's payload snapshot and the channel, render, sign with this
 * attempt's time, POST, and record the attempt. The secret is read here, by channel id, and never leaves.
 */
import { ApplicationFailure } from '@temporalio/common';
import { DeliveryError, PERMANENT_FAILURE_TYPE, PermanentDeliveryError, RETRYABLE_FAILURE_TYPE, RetryableDeliveryError } from '../domain/delivery/errors';
import type { WebhookPayload } from '../domain/delivery/payload';
import { signatureSchemeHeaders, signWebhook } from '../domain/delivery/signature';
import { renderBody, TemplateRenderError, type RenderedBody } from '../domain/delivery/template';
import { Channel, type ChannelDoc } from '../domain/models/channel';
import { Delivery, type DeliveryAttempt, type DeliveryDoc } from '../domain/models/delivery';
import { IncidentEvent } from '../domain/models/incidentEvent';
import { openSecret } from '../domain/secretBox';
import type { ActivityDeps } from './index';

export interface SendWebhookInput {
  deliveryId: string;
}

export interface SendWebhookResult {
  status: 'delivered';
  status_code: number | null;
  attempts: number;
}

interface Prepared {
  delivery: DeliveryDoc;
  channel: ChannelDoc;
  rendered: RenderedBody;
}

export function createWebhookAttemptActivities(deps: ActivityDeps) {
  return {
    /** Throws `ApplicationFailure`s typed `RetryableDeliveryError` or (non-retryable) `PermanentDeliveryError`. */
    async sendWebhook({ deliveryId }: SendWebhookInput): Promise<SendWebhookResult> {
      const delivery = await Delivery.findById(deliveryId).lean<DeliveryDoc>();
      if (!delivery) throw toFailure(new PermanentDeliveryError('channel_gone', `delivery ${deliveryId} does not exist`));
      // A retry after a success that was recorded but not reported must not POST again.
      if (delivery.status === 'delivered') return { status: 'delivered', status_code: lastStatus(delivery), attempts: delivery.attempts.length };
      const startedAt = deps.now();
      try {
        const prepared = await prepare(delivery);
        const res = await post(deps, prepared);
        const attempt = attemptRecord(delivery, startedAt, deps.now(), { status_code: res.statusCode, response_body: res.responseBody });
        await Delivery.updateOne({ _id: deliveryId }, { $push: { attempts: attempt }, $set: { status: 'delivered', completed_at: new Date(deps.now()) } });
        deps.log.info('webhook delivered', logFields(delivery, attempt));
        return { status: 'delivered', status_code: res.statusCode, attempts: attempt.n };
      } catch (err) {
        const failure = asDeliveryError(err);
        const attempt = attemptRecord(delivery, startedAt, deps.now(), {
          status_code: failure.statusCode,
          error_class: failure.errorClass,
          error_message: failure.message,
          response_body: failure.responseBody,
        });
        // One write per attempt, by bare `_id` (the only filter FerretDB serves without a scan): the attempt and
        // the status together. `delivering` = attempts made, more to come; markDeliveryFailed ends it.
        await Delivery.updateOne({ _id: deliveryId }, { $push: { attempts: attempt }, $set: { status: 'delivering' } });
        deps.log.warn('webhook attempt failed', logFields(delivery, attempt));
        throw toFailure(failure, deps.config.delivery.retryAfterMaxSec);
      }
    },
  };
}

async function prepare(delivery: DeliveryDoc): Promise<Prepared> {
  const [event, channel] = await Promise.all([
    IncidentEvent.findById(delivery.event_id).lean(),
    Channel.findById(delivery.channel_id).lean<ChannelDoc>(),
  ]);
  if (!channel || channel.org_id !== delivery.org_id) throw new PermanentDeliveryError('channel_gone', 'the channel was deleted');
  // A test alert is explicitly requested for this channel, so it goes out even while the channel is disabled.
  if (!channel.enabled && delivery.event_type !== 'test') throw new PermanentDeliveryError('channel_gone', 'the channel is disabled');
  if (!event) throw new PermanentDeliveryError('channel_gone', 'the event no longer exists');
  try {
    return { delivery, channel, rendered: renderBody(event.payload as unknown as WebhookPayload, channel.template ?? null) };
  } catch (err) {
    if (err instanceof TemplateRenderError) throw new PermanentDeliveryError('template_error', `template failed to render: ${err.message}`);
    throw err;
  }
}

async function post(deps: ActivityDeps, { delivery, channel, rendered }: Prepared) {
  const secret = openSecret(deps.config.secretsKey, channel.secret_sealed);
  const timestamp = Math.floor(deps.now() / 1000);
  const signature = signWebhook(secret, timestamp, rendered.body);
  return deps.webhookClient.post({
    url: channel.url,
    body: rendered.body,
    contentType: rendered.contentType,
    event: delivery.event_type,
    timestamp,
    signatureHeader: signature.header,
    extraHeaders: signatureSchemeHeaders({ scheme: channel.signature_scheme, secret, deliveryId: delivery._id, timestamp, body: rendered.body }),
  });
}

function attemptRecord(delivery: DeliveryDoc, startedAt: number, endedAt: number, outcome: Partial<DeliveryAttempt>): DeliveryAttempt {
  return {
    n: delivery.attempts.length + 1,
    at: new Date(startedAt),
    duration_ms: Math.max(0, endedAt - startedAt),
    status_code: outcome.status_code ?? null,
    error_class: outcome.error_class ?? null,
    error_message: outcome.error_message ?? null,
    response_body: outcome.response_body ? outcome.response_body : null,
  };
}

/** Anything unexpected (e.g. the database hiccuped) is worth another attempt. */
function asDeliveryError(err: unknown): DeliveryError {
  if (err instanceof DeliveryError) return err;
  return new RetryableDeliveryError('network_error', `internal error before the POST completed: ${(err as Error)?.message ?? String(err)}`);
}

function toFailure(err: DeliveryError, retryAfterMaxSec = 0): ApplicationFailure {
  const retryAfterSec = err instanceof RetryableDeliveryError && err.retryAfterSec ? Math.min(err.retryAfterSec, retryAfterMaxSec) : 0;
  return ApplicationFailure.create({
    type: err.retryable ? RETRYABLE_FAILURE_TYPE : PERMANENT_FAILURE_TYPE,
    message: err.message,
    nonRetryable: !err.retryable,
    details: [{ error_class: err.errorClass, status_code: err.statusCode }],
    ...(retryAfterSec > 0 ? { nextRetryDelay: retryAfterSec * 1000 } : {}),
  });
}

function lastStatus(d: DeliveryDoc): number | null {
  return d.attempts.length ? d.attempts[d.attempts.length - 1].status_code : null;
}

function logFields(d: DeliveryDoc, a: DeliveryAttempt): Record<string, unknown> {
  return { delivery_id: d._id, event_id: d.event_id, channel_id: d.channel_id, attempt: a.n, status_code: a.status_code, error_class: a.error_class, duration_ms: a.duration_ms };
}
