/**
 * The attempt of a provider channel (slack, discord, teams, pagerduty, email): the event's payload snapshot laid
 * out in the provider's own format (domain/delivery/providers), then POSTed through the webhook client (same agent,
 * SSRF guard, time cap and status classification: a 429's Retry-After is honoured, a 4xx is permanent) or sent
 * through SMTP (a 5xx reply is permanent). Everything around it (retries, the delivery log, settling, auto-disable)
 * is the webhook attempt's own (webhookAttempt.ts).
 */
import type { ChatType } from '../domain/channels/channelTypes';
import type { AttemptOf } from '../domain/delivery/attempts';
import { PermanentDeliveryError, RetryableDeliveryError } from '../domain/delivery/errors';
import type { WebhookPayload } from '../domain/delivery/payload';
import { alertOf, type Alert } from '../domain/delivery/providers/alert';
import { CHAT_MESSAGES } from '../domain/delivery/providers/chat';
import { alertEmail } from '../domain/delivery/providers/email';
import { pagerDutyEvent } from '../domain/delivery/providers/pagerduty';
import type { WebhookResponse } from '../domain/delivery/webhookClient';
import type { SmtpSender } from '../domain/mail/smtp';
import { SmtpError } from '../domain/mail/smtp';
import type { ChannelDoc } from '../domain/models/channel';
import { openSecret } from '../domain/secretBox';
import type { ActivityDeps } from './index';

/** What provider channels need beyond a webhook's; the worker wires it from its configuration. */
export interface ProviderDeps {
  /** The dashboard's public address, for links in messages. */
  baseUrl: string;
  pagerdutyEventsUrl: string;
  /** null: no SMTP server configured (an e-mail delivery fails permanently, saying so). */
  smtp: SmtpSender | null;
  /** The sender address, whose domain names each message (`Message-ID`). */
  mailFrom: string;
}

export interface ProviderAttempt {
  channel: ChannelDoc;
  payload: WebhookPayload;
  deliveryId: string;
  eventId: string;
  /** The record a POST's 2xx is journaled as (journalingClient.ts). */
  attempt: AttemptOf;
  /** The delivery's incident as its workflow's listing carries it; undefined: read from the delivery. */
  incidentId?: string | null;
}

/** One attempt; resolves with what the provider answered, throws a typed `DeliveryError` otherwise. */
export async function sendToProvider(deps: ActivityDeps, attempt: ProviderAttempt): Promise<WebhookResponse> {
  const providers = deps.providers;
  if (!providers) throw new PermanentDeliveryError('channel_gone', `${attempt.channel.type} channels are not set up`);
  const { channel } = attempt;
  const incidentId = await incidentOf(deps, attempt);
  const alert = alertOf(attempt.payload, { baseUrl: providers.baseUrl, incidentId, channelId: channel._id });
  if (channel.type === 'email') return sendEmail(providers, channel, alert, attempt.deliveryId);
  const secret = openSecret(deps.config.secretsKey, channel.secret_sealed);
  if (channel.type === 'pagerduty') {
    const event = pagerDutyEvent(alert, { routingKey: secret, dedupKey: incidentId ?? attempt.eventId });
    const body = JSON.stringify(event);
    const url = providers.pagerdutyEventsUrl;
    return deps.webhookClient.postJson({ url, body, deliveryId: attempt.deliveryId, attempt: attempt.attempt });
  }
  const message = CHAT_MESSAGES[channel.type as ChatType](alert);
  const body = JSON.stringify(message);
  return deps.webhookClient.postJson({ url: secret, body, deliveryId: attempt.deliveryId, attempt: attempt.attempt });
}

/**
 * The incident (not the event: PagerDuty's `dedup_key` must be the same for its trigger and its resolve): as the
 * workflow's listing carries it, else (a workflow started by an older version) from the delivery, by bare `_id`;
 * null for a test alert.
 */
async function incidentOf(deps: ActivityDeps, attempt: ProviderAttempt): Promise<string | null> {
  if (attempt.payload.event === 'test') return null;
  if (attempt.incidentId !== undefined) return attempt.incidentId;
  const delivery = await deps.store.readDelivery(attempt.deliveryId);
  return delivery?.incident_id ?? null;
}

async function sendEmail(
  providers: ProviderDeps,
  channel: ChannelDoc,
  alert: Alert,
  deliveryId: string,
): Promise<WebhookResponse> {
  if (!providers.smtp) throw new PermanentDeliveryError('smtp_error', 'no SMTP server is configured (SMTP_URL)');
  const mail = alertEmail(alert, deliveryId, providers.mailFrom);
  try {
    const reply = await providers.smtp.send({ to: channel.to ?? [], ...mail });
    return { statusCode: reply.code, responseBody: reply.response };
  } catch (err) {
    if (!(err instanceof SmtpError)) throw err;
    const details = { statusCode: err.code, responseBody: err.response };
    if (err.permanent) throw new PermanentDeliveryError('smtp_refused', err.message, details);
    throw new RetryableDeliveryError('smtp_error', err.message, details);
  }
}
