/**
 * One-time sign-in links: mailed to a known address, consumed exactly once, swept when expired. The links through
 * a `MagicLinkStore` (only the SHA-256 of the token is stored), the users through the `AccountStore`.
 */
import type { AccountStore } from '../accounts/stores';
import type { Config } from '../config';
import type { UserDoc } from '../models/user';
import type { Mailer } from './mailer';
import type { MagicLinkStore } from './stores';
import { randomToken, sha256Hex } from './tokens';

const MAGIC_LINK_TTL_MS = 15 * 60 * 1000;

export interface MagicLinkDeps {
  links: MagicLinkStore;
  users: Pick<AccountStore, 'findUserByEmail'>;
  config: Config;
  mailer: Mailer;
  now: () => number;
}

export class MagicLinks {
  constructor(private readonly deps: MagicLinkDeps) {}

  /**
   * Mails a one-time sign-in link to a known address. Unknown addresses get no mail but the same answer,
   * so the endpoint does not reveal who has an account. `verifyPath`: the API's verify route, or the dashboard's.
   */
  async request(email: string, verifyPath = '/api/auth/magic-link/verify'): Promise<void> {
    const { links, users, config, mailer, now } = this.deps;
    if (!(await users.findUserByEmail(email))) return;
    const token = randomToken(32);
    await links.insertLink({ _id: sha256Hex(token), email, expires_at: new Date(now() + MAGIC_LINK_TTL_MS) });
    const link = `${config.baseUrl}${verifyPath}?token=${token}`;
    await mailer.send({
      to: email,
      subject: 'Your sign-in link',
      text: `Sign in (valid for 15 minutes, once): ${link}`,
      link,
    });
  }

  /** Consumes a link exactly once (a unique insert); the user it signs in, or null when unknown/used/expired. */
  async consume(token: string): Promise<UserDoc | null> {
    const { links, users, now } = this.deps;
    const id = sha256Hex(token);
    const at = now();
    const link = await links.findLink(id);
    if (!link || link.used_at || link.expires_at.getTime() <= at) return null;
    if (!(await links.insertLinkUse(id, link.expires_at))) return null;
    await links.markLinkUsed(id, new Date(at));
    return users.findUserByEmail(link.email);
  }

  sweep(): Promise<void> {
    return this.deps.links.deleteLinksExpiredAt(new Date(this.deps.now()));
  }
}
