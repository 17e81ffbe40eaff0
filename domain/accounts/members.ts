/**
 * An org's members: who belongs with which role, changed and removed under two rules: only an owner touches an
 * owner (an admin does everything else), and an org always keeps an owner (the last one cannot leave or be
 * demoted). Reaches the data only through its `MembershipStore`.
 */
import { createHash } from 'node:crypto';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import type { MembershipDoc } from '../models/membership';
import type { PageWindow } from '../pageWindow';
import { roleAllows, type Role } from './roles';
import type { MembershipStore } from './stores';

/** The one-time migration that made the first user of every org made before memberships its owner. */
const OWNER_MIGRATION = 'memberships-first-user-owner';

/** A UUID (version 8, RFC 9562) derived from the pair, so one user is in one org at most once. */
export function membershipId(orgId: string, userId: string): string {
  const h = createHash('sha256').update(`${orgId}\0${userId}`).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export class Members {
  constructor(private readonly store: MembershipStore) {}

  /** Adds the user to the org; false when they are a member already. */
  join(orgId: string, user: { _id: string; email: string }, role: Role): Promise<boolean> {
    const _id = membershipId(orgId, user._id);
    return this.store.insertMembership({ _id, org_id: orgId, user_id: user._id, email: user.email, role });
  }

  /** The user's membership of the org, or null (a session's role is read here on every request: one `_id` read). */
  find(orgId: string, userId: string): Promise<MembershipDoc | null> {
    return this.store.findMembership(membershipId(orgId, userId));
  }

  /** Every org the user belongs to. */
  orgsOf(userId: string): Promise<MembershipDoc[]> {
    return this.store.membershipsOfUser(userId);
  }

  list(orgId: string, page: PageWindow): Promise<MembershipDoc[]> {
    return this.store.listMemberships(orgId, page);
  }

  /** A member of this org by id (another org's member is a 404). */
  async get(orgId: string, id: string): Promise<MembershipDoc> {
    const doc = await this.store.findMembership(id);
    if (!doc || doc.org_id !== orgId) throw new NotFoundError('Member not found.');
    return doc;
  }

  /** Sets a member's role as a caller holding `actorRole` may. */
  async changeRole(actorRole: Role, orgId: string, id: string, role: Role): Promise<MembershipDoc> {
    const doc = await this.get(orgId, id);
    if (doc.role === 'owner' || role === 'owner') requireOwner(actorRole, 'make or change an owner');
    if (doc.role === 'owner' && role !== 'owner') await this.keepAnOwner(orgId, 'demoted');
    if (doc.role !== role) await this.store.setRole(id, role);
    return { ...doc, role };
  }

  /** Removes a member (a member may also remove themself); their sessions in this org end with it. */
  async remove(actorRole: Role, orgId: string, id: string): Promise<MembershipDoc> {
    const doc = await this.get(orgId, id);
    if (doc.role === 'owner') {
      requireOwner(actorRole, 'remove an owner');
      await this.keepAnOwner(orgId, 'removed');
    }
    await this.store.deleteMembership(id);
    return doc;
  }

  /** Once per deployment: each user of the time before memberships becomes the owner of the org they made. */
  async migrateFirstUsers(): Promise<number> {
    if (await this.store.wasMigrated(OWNER_MIGRATION)) return 0;
    let added = 0;
    await this.store.eachUser(async (user) => {
      if (await this.join(user.org_id, user, 'owner')) added++;
    });
    await this.store.markMigrated(OWNER_MIGRATION);
    return added;
  }

  private async keepAnOwner(orgId: string, what: string): Promise<void> {
    if ((await this.store.countOwners(orgId)) <= 1)
      throw new ConflictError(`The last owner of an org cannot be ${what}; make another member an owner first.`);
  }
}

function requireOwner(actorRole: Role, what: string): void {
  if (!roleAllows(actorRole, 'owner')) throw new ForbiddenError(`Only the owner role may ${what}.`, 'owner');
}
