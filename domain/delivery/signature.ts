/**
 * Webhook signatures. Spec 5.1 (every delivery): HMAC-SHA256 over `t=<unix seconds>.<raw body>`, lower-case hex,
 * sent as `X-Service-Signature: t=<t>,v1=<hex>`. A channel may opt in to Standard Webhooks as well
 * (`signature_scheme`), which adds `webhook-id`, `webhook-timestamp` and `webhook-signature`. The receiver side
 * lives in the publishable package `packages/verify-ts` and is re-exported here.
 */
import { createHmac } from 'node:crypto';
import { signatureDigest, standardWebhooksKey } from '../../packages/verify-ts/src';

export {
  parseSignatureHeader,
  REPLAY_TOLERANCE_SEC,
  SIGNATURE_HEADER,
  standardWebhooksSecret,
  TIMESTAMP_HEADER,
  verifyWebhook,
  type VerifyFailure,
  type VerifyInput,
  type VerifyResult,
} from '../../packages/verify-ts/src';

/** `service`: spec 5.1 only (default). `standard` and `both`: spec 5.1 plus the Standard Webhooks headers. */
export const SIGNATURE_SCHEMES = ['service', 'standard', 'both'] as const;
export type SignatureScheme = (typeof SIGNATURE_SCHEMES)[number];

export interface WebhookSignature {
  timestamp: number;
  /** Lower-case hex HMAC-SHA256 digest. */
  signature: string;
  /** The `X-Service-Signature` value: `t=<t>,v1=<hex>`. */
  header: string;
}

export function signWebhook(secret: string, unixSeconds: number, rawBody: string | Buffer): WebhookSignature {
  const signature = signatureDigest(secret, unixSeconds, rawBody);
  return { timestamp: unixSeconds, signature, header: `t=${unixSeconds},v1=${signature}` };
}

export interface SchemeHeadersInput {
  /** The channel's scheme; channels stored before the setting existed have none (= `service`). */
  scheme: SignatureScheme | null | undefined;
  secret: string;
  /** `webhook-id`: the delivery id, so every retry of one delivery carries the same value. */
  deliveryId: string;
  /** This attempt's Unix seconds, the same value as `X-Service-Timestamp`. */
  timestamp: number;
  body: string | Buffer;
}

/** The headers a channel's scheme adds to the spec 5.1 ones; none for `service`. */
export function signatureSchemeHeaders(input: SchemeHeadersInput): Record<string, string> {
  if (!input.scheme || input.scheme === 'service') return {};
  const digest = createHmac('sha256', standardWebhooksKey(input.secret))
    .update(`${input.deliveryId}.${input.timestamp}.`)
    .update(input.body)
    .digest('base64');
  return {
    'webhook-id': input.deliveryId,
    'webhook-timestamp': String(input.timestamp),
    'webhook-signature': `v1,${digest}`,
  };
}
