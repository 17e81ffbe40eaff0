/**
 * What sign-in needs from the database, as interfaces: dashboard sessions and one-time magic links, each keyed by
 * the SHA-256 of its secret. `mongoStores.ts` implements them (wired by `createServices`); unit tests use memory.
 */
import type { MagicLinkDoc } from '../models/magicLink';
import type { SessionDoc } from '../models/session';

export type NewSession = Pick<SessionDoc, '_id' | 'user_id' | 'org_id' | 'expires_at'>;

export interface SessionStore {
  insertSession(session: NewSession): Promise<void>;
  findSession(sessionId: string): Promise<SessionDoc | null>;
  deleteSession(sessionId: string): Promise<void>;
  /** Deletes the sessions expired at `at` (no TTL indexes on FerretDB); how many. */
  deleteSessionsExpiredAt(at: Date): Promise<number>;
}

export type NewMagicLink = Pick<MagicLinkDoc, '_id' | 'email' | 'expires_at'>;

export interface MagicLinkStore {
  insertLink(link: NewMagicLink): Promise<void>;
  findLink(linkId: string): Promise<MagicLinkDoc | null>;
  /**
   * Records the link's one use as a unique insert (a conditional update is no guard on FerretDB, whose updates
   * read, then write); false when it was used already.
   */
  insertLinkUse(linkId: string, expiresAt: Date): Promise<boolean>;
  markLinkUsed(linkId: string, at: Date): Promise<void>;
  /** Deletes the links and link uses expired at `at`. */
  deleteLinksExpiredAt(at: Date): Promise<void>;
}
