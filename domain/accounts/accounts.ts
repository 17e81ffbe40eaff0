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
  let org: OrgDoc;
  try {
    org = (await Org.create({ name: input.org_name, slug: input.org_slug })).toObject();
  } catch (err) {
    if (isDuplicateKeyError(err)) throw new ConflictError('This org slug is already taken.');
    throw err;
  }
  try {
    const user = (await User.create({ org_id: org._id, email: input.email, password_hash: passwordHash })).toObject();
    return { user, org };
  } catch (err) {
    await Org.deleteOne({ _id: org._id });
    if (isDuplicateKeyError(err)) throw new ConflictError('An account with this email already exists.');
    throw err;
  }
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
