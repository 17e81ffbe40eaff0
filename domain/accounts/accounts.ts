/**
 * Orgs and their users. Without transactions the writes are ordered so a failure leaves nothing half-made:
 * the org (unique slug) first, then the user (unique email); if the user cannot be created the org is removed.
 * Reaches the data only through its `AccountStore`.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { ConflictError, NotFoundError, UnauthorizedError } from '../errors';
import type { OrgDoc } from '../models/org';
import type { UserDoc } from '../models/user';
import type { Members } from './members';
import type { AccountStore } from './stores';

export interface NewAccount {
  email: string;
  password: string | null;
  org_name: string;
  org_slug: string;
}

/** An org crashed out of sign-up before its user was written is reclaimed after this long. */
const ORPHAN_AGE_MS = 5 * 60 * 1000;

export class Accounts {
  /** `now`: the clock the store stamps `created_at` with (the orphan's age is read on it). */
  constructor(
    private readonly store: AccountStore,
    private readonly members: Members,
    private readonly now: () => number = Date.now,
  ) {}

  async create(input: NewAccount): Promise<{ user: UserDoc; org: OrgDoc }> {
    const taken = () => new ConflictError('An account with this email already exists.');
    if (await this.store.findUserByEmail(input.email)) throw taken();
    const passwordHash = input.password === null ? null : await hashPassword(input.password);
    const org = await this.createOrg(input.org_name, input.org_slug);
    let user: UserDoc | null;
    try {
      user = await this.store.insertUser({ org_id: org._id, email: input.email, password_hash: passwordHash });
    } catch (err) {
      await this.store.deleteOrg(org._id, org.slug);
      throw err;
    }
    if (user) {
      await this.members.join(org._id, user, 'owner');
      return { user, org };
    }
    await this.store.deleteOrg(org._id, org.slug); // the email was taken meanwhile
    throw taken();
  }

  /**
   * The account of an e-mail address a sign-in provider has verified: the existing user with that address, or a
   * new one (no password) with an org of its own, named after the address with a random slug.
   */
  async forVerifiedEmail(email: string): Promise<{ user: UserDoc; org: OrgDoc }> {
    const user = await this.store.findUserByEmail(email);
    if (user) return { user, org: await this.landingOrg(user) };
    const local = email.split('@')[0];
    const slugBase = local
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    const slug = `${slugBase.slice(0, 40) || 'org'}-${randomBytes(4).toString('hex')}`;
    return this.create({
      email,
      password: null,
      org_name: `${local.slice(0, 60)}'s org`,
      org_slug: slug,
    });
  }

  /** The user with this (lower-cased) address, if any. */
  findByEmail(email: string): Promise<UserDoc | null> {
    return this.store.findUserByEmail(email);
  }

  /** The user for a correct email and password; one generic 401 otherwise. */
  async authenticatePassword(email: string, password: string): Promise<{ user: UserDoc; org: OrgDoc }> {
    const user = await this.store.findUserByEmail(email);
    const ok = await verifyPassword(password, user?.password_hash ?? null);
    if (!user || !ok) throw new UnauthorizedError('Email or password is wrong.');
    return { user, org: await this.landingOrg(user) };
  }

  /**
   * A new user who joins an org by invitation (that org is also the one they joined first); without a password
   * when a sign-in provider verified the address.
   */
  async createInvited(orgId: string, email: string, password: string | null): Promise<UserDoc> {
    const password_hash = password === null ? null : await hashPassword(password);
    const user = await this.store.insertUser({ org_id: orgId, email, password_hash });
    if (!user) throw new ConflictError('An account with this email already exists; sign in, then accept.');
    return user;
  }

  /** Where a sign-in lands: the org last used if the user still belongs to it, else the first, else any of theirs. */
  async landingOrg(user: UserDoc): Promise<OrgDoc> {
    for (const orgId of [user.last_org_id, user.org_id])
      if (orgId && (await this.members.find(orgId, user._id))) return this.loadOrg(orgId);
    const [any] = await this.members.orgsOf(user._id);
    if (!any) throw new UnauthorizedError('This account is no longer a member of any org.');
    return this.loadOrg(any.org_id);
  }

  /** The org a member switches to (remembered for the next sign-in); 404 unless they belong to it. */
  async switchOrg(userId: string, orgId: string): Promise<OrgDoc> {
    if (!(await this.members.find(orgId, userId))) throw new NotFoundError('Org not found.');
    await this.store.setLastOrg(userId, orgId);
    return this.loadOrg(orgId);
  }

  async loadOrg(orgId: string): Promise<OrgDoc> {
    const org = await this.store.findOrg(orgId);
    if (!org) throw new UnauthorizedError('The workspace of this account no longer exists.');
    return org;
  }

  loadUser(userId: string): Promise<UserDoc | null> {
    return this.store.findUser(userId);
  }

  /** The first insert; a taken slug is tried once more after reclaiming an orphan that holds it. */
  private async createOrg(name: string, slug: string): Promise<OrgDoc> {
    const org = await this.store.insertOrg(name, slug);
    if (org) return org;
    const retried = (await this.removeOrphanOrg(slug)) ? await this.store.insertOrg(name, slug) : null;
    if (!retried) throw new ConflictError('This org slug is already taken.');
    return retried;
  }

  /** Deletes the org holding `slug` if it has no user and is old enough that no sign-up is still writing it. */
  private async removeOrphanOrg(slug: string): Promise<boolean> {
    const org = await this.store.findOrgBySlug(slug);
    if (!org || this.now() - org.created_at.getTime() < ORPHAN_AGE_MS) return false;
    if (await this.store.orgHasUser(org._id)) return false;
    return this.store.deleteOrg(org._id, slug);
  }
}
