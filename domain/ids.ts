/** Identifiers: UUIDv7 (time-ordered) and the UUID pattern ids are checked against. */
import { randomBytes } from 'node:crypto';

/** UUIDv7 (RFC 9562): 48-bit millisecond timestamp, then random bits; time-ordered and index-friendly. */
export function uuidv7(now: number = Date.now()): string {
  const b = randomBytes(16);
  b.writeUIntBE(now, 0, 6);
  b[6] = (b[6] & 0x0f) | 0x70; // version 7
  b[8] = (b[8] & 0x3f) | 0x80; // RFC 4122 variant
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The smallest UUIDv7 of millisecond `ms`: `_id >= uuidv7Floor(t)` selects records created at `t` or later. */
export function uuidv7Floor(ms: number): string {
  const h = Math.max(0, Math.floor(ms)).toString(16).padStart(12, '0');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-7000-8000-000000000000`;
}

export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** Any UUID in its canonical text form (ids in paths and bodies are checked against it). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
