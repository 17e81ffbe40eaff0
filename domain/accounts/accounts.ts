/**
 * Orgs and their users. Without transactions the writes are ordered so a failure leaves nothing half-made:
 * the org (unique slug) first, then the user (unique email); if the user cannot be created the org is removed.
 */
import { hashPassword, verifyPassword } from '../auth/passwords';
import { ConflictError, isDuplicateKeyError, UnauthorizedError } from '../errors';
import { Org, type OrgDoc } from '../models/org';
import { User, type UserDoc } from '../models/user';

export interface NewAccount {
  email: string;
  password: string | null;
  org_name: string;
  org_slug: string;
}

export async function createAccount(input: NewAccount): Promise<{ user: UserDoc; org: OrgDoc }> {
  if (await User.exists({ email: input.email })) throw new ConflictError('An account with this email already exists.');
  const passwordHash = input.password === null ? null : await hashPassword(input.password);
  const org = await createOrg(input.org_name, input.org_slug);
  try {
    const user = (await User.create({ org_id: org._id, email: input.email, password_hash: passwordHash })).toObject();
    return { user, org };
  } catch (err) {
    await Org.deleteOne({ _id: org._id });
    if (isDuplicateKeyError(err)) throw new ConflictError('An account with this email already exists.');
    throw err;
  }
}

/** An org crashed out of sign-up before its user was written is reclaimed after this long. */
const ORPHAN_AGE_MS = 5 * 60 * 1000;

async function createOrg(name: string, slug: string): Promise<OrgDoc> {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await Org.create({ name, slug })).toObject();
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      if (attempt > 0 || !(await removeOrphanOrg(slug))) throw new ConflictError('This org slug is already taken.');
    }
  }
}

/** Deletes the org holding `slug` if it has no user and is old enough that no sign-up is still writing it. */
async function removeOrphanOrg(slug: string): Promise<boolean> {
  const org = await Org.findOne({ slug }).lean<OrgDoc>();
  if (!org || Date.now() - org.created_at.getTime() < ORPHAN_AGE_MS) return false;
  if (await User.exists({ org_id: org._id })) return false;
  return (await Org.deleteOne({ _id: org._id, slug })).deletedCount === 1;
}

/** The user for a correct email and password; one generic 401 otherwise. */
export async function authenticatePassword(email: string, password: string): Promise<{ user: UserDoc; org: OrgDoc }> {
  const user = await User.findOne({ email }).lean<UserDoc>();
  const ok = await verifyPassword(password, user?.password_hash ?? null);
  if (!user || !ok) throw new UnauthorizedError('Email or password is wrong.');
  return { user, org: await loadOrg(user.org_id) };
}

export async function loadOrg(orgId: string): Promise<OrgDoc> {
  const org = await Org.findById(orgId).lean<OrgDoc>();
  if (!org) throw new UnauthorizedError('The workspace of this account no longer exists.');
  return org;
}

export async function loadUser(userId: string): Promise<UserDoc | null> {
  return User.findById(userId).lean<UserDoc>();
}
