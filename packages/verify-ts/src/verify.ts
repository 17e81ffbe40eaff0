/**
 * Receiver side of the service's webhook signature: HMAC-SHA256 over `t=<unix seconds>.<raw body>`, lower-case hex,
 * sent as `X-Service-Signature: t=<t>,v1=<hex>`. Checked in constant time against one or more secrets (rotation),
 * within a replay window. Failures say why, so a receiver can log it and answer 401.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Service-Signature';
export const TIMESTAMP_HEADER = 'X-Service-Timestamp';
export const REPLAY_TOLERANCE_SEC = 300;
const MAX_HEADER_LENGTH = 1024;

/** `malformed_header`: not `t=<digits>` plus at least one `v1=<64 lower-case hex>`; the others are self-explaining. */
export type VerifyFailure = 'malformed_header' | 'timestamp_out_of_tolerance' | 'signature_mismatch';

export type VerifyResult =
  | {
      ok: true;
      timestamp: number;
      /** Index into `secrets` of the secret that matched (rotation). */ secretIndex: number;
    }
  | { ok: false; reason: VerifyFailure };

export interface VerifyInput {
  /** The exact bytes received, before any JSON parsing. */
  rawBody: string | Uint8Array;
  /** The `X-Service-Signature` header value. */
  header: string | string[] | undefined | null;
  /** One or more secrets (the new and the old one during rotation). */
  secrets: string[];
  /** Replay window in seconds (default 300). */
  toleranceSec?: number;
  /** The receiver's current Unix time in seconds (defaults to the clock). */
  nowSec?: number;
}

/** The hex digest the sender puts in `v1`, for a timestamp as written in the header. */
export function signatureDigest(secret: string, timestamp: number | string, rawBody: string | Uint8Array): string {
  return createHmac('sha256', secret).update(`t=${timestamp}.`).update(rawBody).digest('hex');
}

export function verifyWebhook(input: VerifyInput): VerifyResult {
  const parsed = parseSignatureHeader(Array.isArray(input.header) ? input.header[0] : input.header);
  if (!parsed) return { ok: false, reason: 'malformed_header' };
  const now = input.nowSec ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - parsed.timestamp) > (input.toleranceSec ?? REPLAY_TOLERANCE_SEC)) {
    return { ok: false, reason: 'timestamp_out_of_tolerance' };
  }
  let matched = -1;
  input.secrets.forEach((secret, i) => {
    // Every secret and candidate is checked (no early exit) so timing does not reveal which one matched.
    const expected = Buffer.from(signatureDigest(secret, parsed.timestampText, input.rawBody), 'hex');
    const hit = parsed.v1.reduce((any, candidate) => timingSafeEqual(candidate, expected) || any, false);
    if (hit && matched < 0) matched = i;
  });
  return matched >= 0
    ? { ok: true, timestamp: parsed.timestamp, secretIndex: matched }
    : { ok: false, reason: 'signature_mismatch' };
}

export interface ParsedSignatureHeader {
  timestamp: number;
  /** The digits exactly as sent: they are what was signed. */
  timestampText: string;
  /** Every well-formed `v1` digest, as bytes. */
  v1: Buffer[];
}

/**
 * `t=<digits>,v1=<hex>`. Spaces around parts are ignored, unknown parts (e.g. `v0=`) are skipped and several `v1`
 * parts are accepted (a sender may sign with two secrets). A part without `=` or a repeated `t` is malformed.
 */
export function parseSignatureHeader(header: string | undefined | null): ParsedSignatureHeader | null {
  if (!header || header.length > MAX_HEADER_LENGTH) return null;
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
