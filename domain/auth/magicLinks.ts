/** One-time sign-in links by e-mail: request, consume (once) and sweep the expired ones. */
import type { Config } from '../config';
import { isDuplicateKeyError } from '../errors';
import { MagicLink } from '../models/magicLink';
import { MagicLinkUse } from '../models/magicLinkUse';
import { User, type UserDoc } from '../models/user';
import type { Mailer } from './mailer';
import { randomToken, sha256Hex } from './tokens';

const MAGIC_LINK_TTL_MS = 15 * 60 * 1000;

/**
 * Mails a one-time sign-in link to a known address. Unknown addresses get no mail but the same answer,
 * so the endpoint does not reveal who has an account. `verifyPath`: the API's verify route, or the dashboard's.
 */
export async function requestMagicLink(
  config: Config,
  mailer: Mailer,
  now: number,
  email: string,
  verifyPath = '/api/auth/magic-link/verify',
): Promise<void> {
  const user = await User.findOne({ email }, { _id: 1 }).lean<UserDoc>();
  if (!user) return;
  const token = randomToken(32);
  await MagicLink.create({ _id: sha256Hex(token), email, expires_at: new Date(now + MAGIC_LINK_TTL_MS) });
  const link = `${config.baseUrl}${verifyPath}?token=${token}`;
  await mailer.send({
    to: email,
    subject: 'Your sign-in link',
    text: `Sign in (valid for 15 minutes, once): ${link}`,
    link,
  });
}

/** Consumes a link exactly once (a unique insert); the user it signs in, or null when unknown/used/expired. */
export async function consumeMagicLink(now: number, token: string): Promise<UserDoc | null> {
  const id = sha256Hex(token);
  const link = await MagicLink.findById(id).lean();
  if (!link || link.used_at || link.expires_at.getTime() <= now) return null;
  try {
    await MagicLinkUse.create({ _id: id, expires_at: link.expires_at });
  } catch (err) {
    if (isDuplicateKeyError(err)) return null;
    throw err;
  }
  await MagicLink.updateOne({ _id: id }, { $set: { used_at: new Date(now) } });
  return User.findOne({ email: link.email }).lean<UserDoc>();
}

export async function sweepMagicLinks(now: number): Promise<void> {
  const expired = { expires_at: { $lte: new Date(now) } };
  await MagicLink.deleteMany(expired);
  await MagicLinkUse.deleteMany(expired);
}
