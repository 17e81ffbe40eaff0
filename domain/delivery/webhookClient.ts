/**
 * The HTTP side of a delivery attempt: one HTTPS POST through a pooled keep-alive undici Agent, redirects never
 * followed, one time cap for connect + headers + body, at most 4 KiB of the answer kept, the SSRF guard applied
 * to the resolved address. Every failure is a typed `DeliveryError`.
 */
import { createSecureContext, rootCertificates } from 'node:tls';
import { Agent, request } from 'undici';
import type { Config } from '../config';
import { assertLiteralAllowed, createGuardedLookup, isForbiddenTargetError } from '../net/addressPolicy';
import { classifyNetworkError, type NetworkErrorClass } from '../net/errorCodes';
import { readAtMost } from '../streams';
import type { AttemptOf } from './attempts';
import { OriginSlots } from './originSlots';
import { PermanentDeliveryError, RetryableDeliveryError, type DeliveryError, type DeliveryErrorClass } from './errors';

const USER_AGENT = 'Service-Webhook/1.0';
const RESPONSE_EXCERPT_BYTES = 4096;
/**
 * Longest wait for a free slot to the receiver (originSlots.ts) before the attempt fails unsent: with the 10 s cap
 * on the POST itself, an attempt ends within 20 s, inside its 30 s activity time-out.
 */
const SLOT_WAIT_MS = 10_000;

export interface WebhookRequest {
  url: string;
  body: string;
  contentType: 'application/json' | 'text/plain';
  event: string;
  /** The `X-Service-Delivery-Id` value: the delivery's id, the same on every attempt of it. */
  deliveryId: string;
  /** Unix seconds used in the signature. */
  timestamp: number;
  /** The `X-Service-Signature` value. */
  signatureHeader: string;
  /** Further headers, e.g. a signature scheme's (`webhook-id`, ...); they cannot replace the spec's own headers. */
  extraHeaders?: Record<string, string>;
  /** The attempt this POST is: with it, a 2xx answer is journaled the moment it is read (journalingClient.ts). */
  attempt?: AttemptOf;
}

export interface WebhookResponse {
  statusCode: number;
  responseBody: string;
}

/** A provider's JSON message (a chat tool's incoming webhook, PagerDuty's events address): no signature headers. */
export interface JsonPost {
  url: string;
  body: string;
  /** The `X-Service-Delivery-Id` value, as on a webhook POST. */
  deliveryId: string;
  /** As on a webhook POST. */
  attempt?: AttemptOf;
}

export interface WebhookClient {
  /** Resolves on any 2xx; otherwise throws a `RetryableDeliveryError` or `PermanentDeliveryError`. */
  post(req: WebhookRequest): Promise<WebhookResponse>;
  /** The same POST (agent, SSRF guard, time cap, classification) of a provider's JSON message. */
  postJson(req: JsonPost): Promise<WebhookResponse>;
  close(): Promise<void>;
}

export type WebhookClientConfig = Pick<Config, 'allowPrivateTargets' | 'webhookCa'> & {
  delivery: Pick<Config['delivery'], 'timeoutMs' | 'retryAfterMaxSec' | 'connectionsPerOrigin'>;
};

/** The connections, and the slots that keep POSTs to one receiver within them. */
interface Pool {
  agent: Agent;
  slots: OriginSlots;
}

export function createWebhookClient(config: WebhookClientConfig): WebhookClient {
  const timeoutMs = config.delivery.timeoutMs;
  const slots = new OriginSlots(config.delivery.connectionsPerOrigin);
  const agent = new Agent({
    keepAliveTimeout: 30_000,
    connections: config.delivery.connectionsPerOrigin,
    connectTimeout: timeoutMs,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connect: {
      lookup: createGuardedLookup(config),
      // An extra CA is added to, not instead of, the public roots. Its context is built once: built per connection
      // (from `ca`), parsing the ~140 roots held the event loop ~28 ms for every new connection, and the answers
      // waiting meanwhile are POSTs a crash would repeat.
      ...(config.webhookCa
        ? { secureContext: createSecureContext({ ca: [...rootCertificates, config.webhookCa] }) }
        : {}),
    },
  });
  const pool: Pool = { agent, slots };
  return {
    post: (req) => post(pool, config, req),
    postJson: (req) =>
      send(
        pool,
        config,
        req.url,
        { 'content-type': 'application/json', 'user-agent': USER_AGENT, 'x-service-delivery-id': req.deliveryId },
        req.body,
      ),
    close: () => agent.close(),
  };
}

function post(pool: Pool, config: WebhookClientConfig, req: WebhookRequest): Promise<WebhookResponse> {
  const headers = {
    ...req.extraHeaders,
    'content-type': req.contentType,
    'user-agent': USER_AGENT,
    'x-service-event': req.event,
    'x-service-timestamp': String(req.timestamp),
    'x-service-signature': req.signatureHeader,
    'x-service-delivery-id': req.deliveryId,
  };
  return send(pool, config, req.url, headers, req.body);
}

async function send(
  pool: Pool,
  config: WebhookClientConfig,
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
): Promise<WebhookResponse> {
  const url = checkUrl(rawUrl, config);
  const release = await pool.slots.take(url.origin, SLOT_WAIT_MS);
  if (!release)
    throw new RetryableDeliveryError(
      'receiver_busy',
      `not sent: ${pool.slots.inFlight(url.origin)} POSTs to this receiver were in flight for ${SLOT_WAIT_MS / 1000} s`,
    );
  try {
    return await timedPost(pool.agent, config, url, headers, body);
  } finally {
    // Passed on once the caller has handled the answer (the journal's append, journalingClient.ts, runs first): a
    // crash then finds at most the slots' POSTs sent and their answers unrecorded.
    setImmediate(release);
  }
}

/** One POST under the attempt's time cap (connect + headers + body). */
async function timedPost(
  agent: Agent,
  config: WebhookClientConfig,
  url: URL,
  headers: Record<string, string>,
  body: string,
): Promise<WebhookResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.delivery.timeoutMs);
  try {
    const res = await request(url, { method: 'POST', dispatcher: agent, signal: controller.signal, headers, body });
    // The first 4 KiB; a larger answer is not downloaded (the connection is dropped instead).
    const responseBody = (await readAtMost(res.body, RESPONSE_EXCERPT_BYTES)).toString('utf8');
    return classifyStatus(res.statusCode, res.headers, responseBody, config.delivery.retryAfterMaxSec);
  } catch (err) {
    throw toDeliveryError(err, controller.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
}

function checkUrl(raw: string, config: WebhookClientConfig): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PermanentDeliveryError('invalid_url', 'channel URL is not a valid URL');
  }
  if (url.protocol !== 'https:') throw new PermanentDeliveryError('invalid_url', 'channel URL must be https');
  if (url.username || url.password)
    throw new PermanentDeliveryError('invalid_url', 'channel URL may not carry user info');
  try {
    assertLiteralAllowed(url.hostname, config);
  } catch (err) {
    throw toDeliveryError(err, false);
  }
  return url;
}

type Headers = Record<string, string | string[] | undefined>;

export function classifyStatus(
  statusCode: number,
  headers: Headers,
  responseBody: string,
  retryAfterMaxSec: number,
  nowMs = Date.now(),
): WebhookResponse {
  if (statusCode >= 200 && statusCode < 300) return { statusCode, responseBody };
  const details = { statusCode, responseBody };
  if (statusCode >= 300 && statusCode < 400)
    throw new PermanentDeliveryError(
      'redirect',
      `receiver answered ${statusCode} (redirects are not followed)`,
      details,
    );
  if (statusCode === 429 || statusCode >= 500) {
    const retryAfterSec =
      statusCode === 429 || statusCode === 503
        ? parseRetryAfter(headers['retry-after'], retryAfterMaxSec, nowMs)
        : null;
    throw new RetryableDeliveryError('http_status', `receiver answered ${statusCode}`, { ...details, retryAfterSec });
  }
  throw new PermanentDeliveryError('http_status', `receiver answered ${statusCode}`, details);
}

/** `Retry-After` as seconds or an HTTP date, clamped to [0, max]; null when absent or unreadable. */
export function parseRetryAfter(
  value: string | string[] | undefined,
  maxSec: number,
  nowMs = Date.now(),
): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return null;
  let sec: number;
  if (/^\s*\d+\s*$/.test(v)) sec = Number(v);
  else {
    const at = Date.parse(v);
    if (Number.isNaN(at)) return null;
    sec = Math.ceil((at - nowMs) / 1000);
  }
  return Math.min(Math.max(sec, 0), maxSec);
}

/** The delivery classes of network failures (attempt records keep their older, coarser names). */
const DELIVERY_CLASS: Record<NetworkErrorClass, DeliveryErrorClass> = {
  timeout: 'timeout',
  dns_resolve: 'dns_resolve',
  connection_refused: 'connection_refused',
  connection_reset: 'connection_reset',
  host_unreachable: 'network_error',
  tls_cert_invalid: 'tls_error',
  tls_error: 'tls_error',
  forbidden_target: 'forbidden_target',
};

/** Maps a thrown transport error to a typed delivery error by its code (walking `cause`), never its text. */
function toDeliveryError(err: unknown, timedOut: boolean): DeliveryError {
  if (err instanceof RetryableDeliveryError || err instanceof PermanentDeliveryError) return err;
  if (isForbiddenTargetError(err))
    return new PermanentDeliveryError(
      'forbidden_target',
      'target address is not allowed (private, loopback or reserved)',
    );
  if (timedOut) return new RetryableDeliveryError('timeout', 'receiver did not answer within the per-attempt time cap');
  const { errorClass: networkClass, code } = classifyNetworkError(err);
  const errorClass = networkClass ? DELIVERY_CLASS[networkClass] : 'network_error';
  return new RetryableDeliveryError(errorClass, code ? `${errorClass} (${code})` : errorClass);
}
