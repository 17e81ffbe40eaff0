/**
 * The password of a protected status page: a visitor who gave the right one gets a signed cookie (an HMAC of the
 * org and the stored password hash), so changing or removing the password locks every earlier visitor out again,
 * and nothing is stored per visitor.
 */
import { createHmac } from 'node:crypto';
import { safeEqual } from '../auth/tokens';

/** Unlocked for 30 days. */
export const UNLOCK_TTL_SEC = 30 * 86_400;

export class StatusUnlock {
  private readonly key: Buffer;

  constructor(secretsKey: Buffer) {
    this.key = createHmac('sha256', secretsKey).update('status-unlock-v1').digest();
  }

  cookieName(slug: string): string {
    return `status_unlock_${slug}`;
  }

  tokenFor(orgId: string, passwordHash: string): string {
    return createHmac('sha256', this.key).update(`${orgId}:${passwordHash}`).digest('base64url');
  }

  isUnlocked(cookie: string | undefined, orgId: string, passwordHash: string): boolean {
    return cookie !== undefined && safeEqual(cookie, this.tokenFor(orgId, passwordHash));
  }
}
