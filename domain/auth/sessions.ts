/**
 * Dashboard sessions: started, found and ended through a `SessionStore` (only the SHA-256 of the cookie value is
 * stored), and the session cookie's own format (written, cleared, read).
 */
import type { Config } from '../config';
import type { SessionDoc } from '../models/session';
import type { SessionStore } from './stores';
import { randomToken, sha256Hex } from './tokens';

const SESSION_COOKIE = 'sid';

export class Sessions {
  constructor(
    private readonly store: SessionStore,
    private readonly config: Config,
    private readonly now: () => number,
  ) {}

  /** Starts a session; returns the cookie value (only its SHA-256 is stored) and its expiry. */
  async start(user: { _id: string; org_id: string }): Promise<{ token: string; expiresAt: Date }> {
    const token = randomToken(32);
    const expiresAt = new Date(this.now() + this.config.sessionTtlSec * 1000);
    await this.store.insertSession({
      _id: sha256Hex(token),
      user_id: user._id,
      org_id: user.org_id,
      expires_at: expiresAt,
    });
    return { token, expiresAt };
  }

  /** The live session for a cookie value; an expired one is deleted on sight and answers null. */
  async find(token: string): Promise<SessionDoc | null> {
    const id = sha256Hex(token);
    const doc = await this.store.findSession(id);
    if (!doc) return null;
    if (doc.expires_at.getTime() <= this.now()) {
      await this.store.deleteSession(id);
      return null;
    }
    return doc;
  }

  end(sessionId: string): Promise<void> {
    return this.store.deleteSession(sessionId);
  }

  /** Removes expired sessions (no TTL indexes on FerretDB). */
  sweep(): Promise<number> {
    return this.store.deleteSessionsExpiredAt(new Date(this.now()));
  }
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
