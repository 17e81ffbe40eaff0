/**
 * Webhook signature (spec 5.1): HMAC-SHA256 over `t=<unix seconds>.<raw body>`, lower-case hex,
 * sent as `X-Service-Signature: t=<t>,v1=<hex>`. `verifyWebhook` is the receiver side, exported for customers.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Service-Signature';
export const TIMESTAMP_HEADER = 'X-Service-Timestamp';
export const REPLAY_TOLERANCE_SEC = 300;

export interface WebhookSignature {
  timestamp: number;
  /** Lower-case hex HMAC-SHA256 digest. */
  signature: string;
  /** The `X-Service-Signature` value: `t=<t>,v1=<hex>`. */
  header: string;
}

export function signWebhook(secret: string, unixSeconds: number, rawBody: string | Buffer): WebhookSignature {
  const signature = digest(secret, unixSeconds, rawBody);
  return { timestamp: unixSeconds, signature, header: `t=${unixSeconds},v1=${signature}` };
}

function digest(secret: string, t: number | string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`t=${t}.`).update(rawBody).digest('hex');
}

export type VerifyFailure = 'malformed_header' | 'timestamp_out_of_tolerance' | 'signature_mismatch';

export type VerifyResult =
  | { ok: true; timestamp: number; /** Index into `secrets` of the secret that matched (rotation). */ secretIndex: number }
  | { ok: false; reason: VerifyFailure };

export interface VerifyInput {
  /** The exact bytes received, before any JSON parsing. */
  rawBody: string | Buffer;
  /** The `X-Service-Signature` header value. */
  header: string | undefined | null;
  /** One or more secrets (old and new during rotation). */
  secrets: string[];
  toleranceSec?: number;
  /** Receiver's current Unix time in seconds (defaults to the clock). */
  nowSec?: number;
}

/** Receiver-side check: constant-time digest compare against each secret, within the replay window. */
export function verifyWebhook(input: VerifyInput): VerifyResult {
  const parsed = parseSignatureHeader(input.header);
  if (!parsed) return { ok: false, reason: 'malformed_header' };
  const now = input.nowSec ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - parsed.timestamp) > (input.toleranceSec ?? REPLAY_TOLERANCE_SEC)) {
    return { ok: false, reason: 'timestamp_out_of_tolerance' };
  }
  let matched = -1;
  input.secrets.forEach((secret, i) => {
    // Every secret is checked (no early exit) so timing does not reveal which one matched.
    const expected = Buffer.from(digest(secret, parsed.timestampText, input.rawBody), 'hex');
    if (parsed.v1.some((candidate) => candidate.length === expected.length && timingSafeEqual(candidate, expected)) && matched < 0) {
      matched = i;
    }
  });
  return matched >= 0 ? { ok: true, timestamp: parsed.timestamp, secretIndex: matched } : { ok: false, reason: 'signature_mismatch' };
}

interface ParsedHeader {
  timestamp: number;
  timestampText: string;
  v1: Buffer[];
}

/** `t=<digits>,v1=<hex>`; several `v1` entries are tolerated so a sender could sign with two secrets. */
export function parseSignatureHeader(header: string | undefined | null): ParsedHeader | null {
  if (!header || header.length > 1024) return null;
  let timestampText: string | null = null;
  const v1: Buffer[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) return null;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name === 't') {
      if (!/^\d{1,12}$/.test(value) || timestampText !== null) return null;
      timestampText = value;
    } else if (name === 'v1' && /^[0-9a-f]{64}$/.test(value)) {
      v1.push(Buffer.from(value, 'hex'));
    }
  }
  if (timestampText === null || v1.length === 0) return null;
  return { timestamp: Number(timestampText), timestampText, v1 };
}
