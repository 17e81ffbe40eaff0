/**
 * One delivery attempt: load its event's payload snapshot (cached, see payloadCache.ts) and the channel, render,
 * sign with this attempt's time, POST, and record the attempt as a record of its own. The attempt that ends the delivery (a
 * success, a permanent rejection, or the last retry) also settles the delivery document, so the common case needs
 * no bookkeeping activity. The secret is read here, by channel id, and never leaves. A provider channel (slack,
 * discord, teams, pagerduty, email) sends its own message instead of the signed POST (providerAttempt.ts).
 */
import { Context } from '@temporalio/activity';
import { ApplicationFailure, ApplicationFailureCategory } from '@temporalio/common';
import { attemptTiming, successRecord, type AttemptOf, type AttemptRecord } from '../domain/delivery/attempts';
import {
  asDeliveryError,
  DeliveryError,
  PERMANENT_FAILURE_TYPE,
  PermanentDeliveryError,
  RETRYABLE_FAILURE_TYPE,
  RetryableDeliveryError,
} from '../domain/delivery/errors';
import { DELIVERY_MAX_ATTEMPTS } from '../domain/delivery/retryPolicy';
import { storableText } from '../domain/storedText';
import { signatureSchemeHeaders, signWebhook } from '../domain/delivery/signature';
import { renderBody, TemplateRenderError, type RenderedBody } from '../domain/delivery/template';
import type { WebhookResponse } from '../domain/delivery/webhookClient';
import type { AttemptIds, DeliveryListing } from '../domain/delivery/listing';
import type { WebhookPayload } from '../domain/delivery/payload';
import type { ChannelDoc } from '../domain/models/channel';
import { observeStage, type DetectionStage } from '../domain/metrics/detectionTimeline';
import { openSecret } from '../domain/secretBox';
import type { ActivityDeps } from './index';
import { createChannelCache, type ChannelRead } from './channelCache';
import { createPayloadCache, type PayloadCache } from './payloadCache';
import { sendToProvider } from './providerAttempt';
import { earlierSuccess, knownSettlement } from './settling';

/** An attempt's ids (never the secret) and what the workflow knows that spares the attempt a read. */
export interface SendWebhookInput extends AttemptIds {
  /** Attempts made before this activity's own (the first attempt runs as a local activity); default 0. */
  attemptsBefore?: number;
  /**
   * Set by the workflow's very first task (workflows/delivery.ts): this attempt has never run before, so no record
   * of it can exist and the read for one is skipped.
   */
  firstTask?: boolean;
  /** The first attempt's: the channel's `updated_at` (epoch ms) as routed, so a copy of it may serve (channelCache.ts). */
  channelVersion?: number;
  /** The first attempt of an `incident.opened` the probe vote decided: when its result batch arrived (epoch ms). */
  detected?: { atMs: number; incidentId: string };
  /** The delivery's other listed fields, so the attempt that settles it needs no read of it (listing.ts). */
  listed?: DeliveryListing;
}

export interface SendWebhookResult {
  status: 'delivered';
  status_code: number | null;
  attempts: number;
}

/**
 * Carried by a failed attempt's `ApplicationFailure`. `settled`: this attempt already marked the delivery failed;
 * `retry_after_ms`: the receiver's `Retry-After` (capped), for the workflow's own first back-off.
 */
export interface AttemptFailureDetails {
  error_class: string;
  status_code: number | null;
  settled: boolean;
  retry_after_ms: number | null;
}

interface Loaded {
  input: SendWebhookInput;
  channel: ChannelDoc;
  payload: WebhookPayload;
}

interface Prepared {
  input: SendWebhookInput;
  channel: ChannelDoc;
  rendered: RenderedBody;
}

type Outcome = { ok: true; res: WebhookResponse } | { ok: false; failure: DeliveryError };

/** An attempt's reads: the event's payload (payloadCache.ts) and the channel (channelCache.ts). */
interface Reads {
  payloadOf: PayloadCache;
  channelOf: ChannelRead;
}

export function createWebhookAttemptActivities(deps: ActivityDeps) {
  const { store } = deps;
  const reads: Reads = {
    payloadOf: createPayloadCache((eventId) => store.readEventPayload(eventId)),
    channelOf: createChannelCache((channelId) => store.readChannel(channelId)),
  };
  return {
    /** Throws `ApplicationFailure`s typed `RetryableDeliveryError` or (non-retryable) `PermanentDeliveryError`. */
    async sendWebhook(input: SendWebhookInput): Promise<SendWebhookResult> {
      const { deliveryId } = input;
      const n = (input.attemptsBefore ?? 0) + Context.current().info.attempt;
      const timed = n === 1 ? detectionStage(deps, input) : () => undefined;
      timed('first_attempt_started');
      // The records of attempts 1..n made so far (none can exist on the workflow's very first task).
      const recorded = n === 1 && input.firstTask ? [] : await store.readAttempts(deliveryId, n);
      const earlier = await earlierSuccess(store, input, recorded);
      if (earlier) return earlier;
      const attempt: AttemptOf = { delivery_id: deliveryId, org_id: input.orgId, n, startedAtMs: deps.now() };
      const outcome = await attemptOnce(deps, reads, input, attempt);
      timed('post_answered');
      const record = attemptRecord(attempt, deps.now(), outcome);
      // If recording fails the activity is retried and the POST may repeat: at least once, never lost.
      const stored = await store.insertAttempt(record);
      // A record of this number already there is the one stored (and listed): the settle reads it back then.
      const known = stored ? knownSettlement(input, [...recorded, record]) : undefined;
      if (outcome.ok) {
        await store.settleDelivery(deliveryId, 'delivered', n, new Date(deps.now()), known);
        deps.log.info('webhook delivered', logFields(record));
        if (input.eventType === 'test') await deps.channelHealth.afterTestDelivered(settledOf(input));
        return { status: 'delivered', status_code: outcome.res.statusCode, attempts: n };
      }
      const final = !outcome.failure.retryable || n >= DELIVERY_MAX_ATTEMPTS;
      if (final) {
        await store.settleDelivery(deliveryId, 'failed', n, new Date(deps.now()), known);
        await deps.channelHealth.afterFailure(settledOf(input));
      }
      deps.log.info('webhook attempt failed', { ...logFields(record), final });
      throw toFailure(outcome.failure, final, deps.config.delivery.retryAfterMaxSec);
    },
  };
}

/** Observes a stage of the first attempt on the detection timeline, when the dispatcher said when it began. */
function detectionStage(deps: ActivityDeps, input: SendWebhookInput): (stage: DetectionStage) => void {
  const { detected } = input;
  if (!detected) return () => undefined;
  return (stage) => observeStage(deps.log, stage, detected.incidentId, detected.atMs, deps.now());
}

/** Prepare, sign and POST (or send a provider's message); every failure becomes a classified outcome, never an exception. */
async function attemptOnce(
  deps: ActivityDeps,
  reads: Reads,
  input: SendWebhookInput,
  attempt: AttemptOf,
): Promise<Outcome> {
  try {
    const loaded = await load(reads, input);
    if (loaded.channel.type !== 'webhook')
      return { ok: true, res: await sendToProvider(deps, providerAttempt(loaded, attempt)) };
    return { ok: true, res: await signAndPost(deps, prepare(loaded), attempt) };
  } catch (err) {
    return { ok: false, failure: asDeliveryError(err) };
  }
}

async function load({ payloadOf, channelOf }: Reads, input: SendWebhookInput): Promise<Loaded> {
  const [payload, channel] = await Promise.all([
    payloadOf(input.eventId),
    channelOf(input.channelId, input.channelVersion),
  ]);
  if (!channel || channel.org_id !== input.orgId)
    throw new PermanentDeliveryError('channel_gone', 'the channel was deleted');
  // A test alert is explicitly requested for this channel, so it goes out even while the channel is disabled.
  if (!channel.enabled && input.eventType !== 'test')
    throw new PermanentDeliveryError('channel_gone', 'the channel is disabled');
  if (!payload) throw new PermanentDeliveryError('channel_gone', 'the event no longer exists');
  return { input, channel, payload };
}

function providerAttempt({ input, channel, payload }: Loaded, attempt: AttemptOf) {
  const listed = input.listed && { incidentId: input.listed.incidentId };
  return { channel, payload, deliveryId: input.deliveryId, eventId: input.eventId, attempt, ...listed };
}

function prepare({ input, channel, payload }: Loaded): Prepared {
  try {
    return { input, channel, rendered: renderBody(payload, channel.template ?? null) };
  } catch (err) {
    if (err instanceof TemplateRenderError)
      throw new PermanentDeliveryError('template_error', `template failed to render: ${err.message}`);
    throw err;
  }
}

/** Signs the rendered body with this attempt's time and POSTs it. */
async function signAndPost(
  deps: ActivityDeps,
  { input, channel, rendered }: Prepared,
  attempt: AttemptOf,
): Promise<WebhookResponse> {
  const secret = openSecret(deps.config.secretsKey, channel.secret_sealed);
  const timestamp = Math.floor(deps.now() / 1000);
  const signature = signWebhook(secret, timestamp, rendered.body);
  return deps.webhookClient.post({
    url: channel.url,
    body: rendered.body,
    contentType: rendered.contentType,
    event: input.eventType,
    deliveryId: input.deliveryId,
    timestamp,
    signatureHeader: signature.header,
    // A resend is the same message again: Standard Webhooks keeps its `webhook-id`.
    extraHeaders: signatureSchemeHeaders({
      scheme: channel.signature_scheme,
      secret,
      deliveryId: input.webhookId ?? input.deliveryId,
      timestamp,
      body: rendered.body,
    }),
    attempt,
  });
}

function attemptRecord(attempt: AttemptOf, endedAt: number, outcome: Outcome): AttemptRecord {
  if (outcome.ok) return successRecord(attempt, endedAt, outcome.res);
  const f = outcome.failure;
  return {
    ...attemptTiming(attempt, endedAt),
    status_code: f.statusCode,
    error_class: f.errorClass,
    error_message: storableText(f.message),
    response_body: storableText(f.responseBody || null),
  };
}

function settledOf(input: SendWebhookInput) {
  return { _id: input.deliveryId, org_id: input.orgId, channel_id: input.channelId };
}

function toFailure(err: DeliveryError, settled: boolean, retryAfterMaxSec = 0): ApplicationFailure {
  const retryAfterSec =
    err instanceof RetryableDeliveryError && err.retryAfterSec ? Math.min(err.retryAfterSec, retryAfterMaxSec) : 0;
  const details: AttemptFailureDetails = {
    error_class: err.errorClass,
    status_code: err.statusCode,
    settled,
    retry_after_ms: retryAfterSec > 0 ? retryAfterSec * 1000 : null,
  };
  return ApplicationFailure.create({
    // An unreachable receiver is an expected outcome, logged above in one line: the SDK logs it at debug only.
    category: ApplicationFailureCategory.BENIGN,
    type: err.retryable ? RETRYABLE_FAILURE_TYPE : PERMANENT_FAILURE_TYPE,
    message: err.message,
    nonRetryable: !err.retryable,
    details: [details],
    ...(retryAfterSec > 0 ? { nextRetryDelay: retryAfterSec * 1000 } : {}),
  });
}

function logFields(a: AttemptRecord): Record<string, unknown> {
  return {
    delivery_id: a.delivery_id,
    attempt: a.n,
    status_code: a.status_code,
    error_class: a.error_class,
    duration_ms: a.duration_ms,
  };
}
