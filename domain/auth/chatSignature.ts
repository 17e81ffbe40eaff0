/** The chat tool's request signature (HMAC-SHA256 over timestamp and body): how it is made and checked. */
import { createHmac } from 'node:crypto';
import { safeEqual } from './tokens';

const CHAT_REPLAY_WINDOW_SEC = 300;

/** The signature a chat tool sends: `v0=` + hex HMAC-SHA256 of `v0:<timestamp>:<raw body>` (Slack-style). */
export function chatSignature(secret: string, timestamp: string, rawBody: Buffer | string): string {
  return 'v0=' + createHmac('sha256', secret).update(`v0:${timestamp}:`).update(rawBody).digest('hex');
}

/** True when the timestamp is within 300 s of now and the signature matches (compared in constant time). */
export function verifyChatSignature(
  secret: string,
  timestamp: string,
  signature: string,
  rawBody: Buffer | string,
  nowMs: number,
): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > CHAT_REPLAY_WINDOW_SEC) return false;
  return safeEqual(signature, chatSignature(secret, timestamp, rawBody));
}
