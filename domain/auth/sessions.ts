/** Dashboard sessions: start, find, end and sweep them, and the session cookie written and read. */
import type { Config } from '../config';
import { Session, type SessionDoc } from '../models/session';
import { randomToken, sha256Hex } from './tokens';

const SESSION_COOKIE = 'sid';

/** Starts a session; returns the cookie value (only its SHA-256 is stored) and its expiry. */
export async function startSession(
  config: Config,
  now: number,
  user: { _id: string; org_id: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const expiresAt = new Date(now + config.sessionTtlSec * 1000);
  await Session.create({ _id: sha256Hex(token), user_id: user._id, org_id: user.org_id, expires_at: expiresAt });
  return { token, expiresAt };
}

/** The live session for a cookie value; an expired one is deleted on sight and answers null. */
export async function findSession(token: string, now: number): Promise<SessionDoc | null> {
  const id = sha256Hex(token);
  const doc = await Session.findById(id).lean<SessionDoc>();
  if (!doc) return null;
  if (doc.expires_at.getTime() <= now) {
    await Session.deleteOne({ _id: id });
    return null;
  }
  return doc;
}

export async function endSession(sessionId: string): Promise<void> {
  await Session.deleteOne({ _id: sessionId });
}

/** Removes expired sessions (no TTL indexes on FerretDB). */
export async function sweepExpiredSessions(now: number): Promise<number> {
  const r = await Session.deleteMany({ expires_at: { $lte: new Date(now) } });
  return r.deletedCount ?? 0;
}

/** `Set-Cookie` value: HttpOnly, SameSite=Lax, Secure outside development. */
export function sessionCookie(config: Config, token: string, expiresAt: Date): string {
  const parts = [
    `${SESSION_COOKIE}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Expires=${expiresAt.toUTCString()}`,
    `Max-Age=${config.sessionTtlSec}`,
  ];
  if (config.nodeEnv !== 'development') parts.push('Secure');
  return parts.join('; ');
}

export function clearedSessionCookie(config: Config): string {
  const parts = [
    `${SESSION_COOKIE}=`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'Max-Age=0',
  ];
  if (config.nodeEnv !== 'development') parts.push('Secure');
  return parts.join('; ');
}

/** The session cookie's value from a `Cookie` header, or null. */
export function readSessionCookie(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      const v = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{20,100}$/.test(v) ? v : null;
    }
  }
  return null;
}
