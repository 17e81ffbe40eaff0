/**
 * In-memory account and sign-in stores for unit tests: the same contracts as domain/accounts/mongoStores.ts and
 * domain/auth/mongoStores.ts (a unique slug, email or link use refused by answering null or false), on a clock
 * the test moves. Reads can be counted and a store method can be replaced to inject a failure.
 */
import type {
  AccountStore,
  ApiKeyStore,
  KeyOwner,
  MembershipStore,
  NewApiKey,
  NewMembership,
  NewUser,
} from '../../domain/accounts/stores';
import type { Role } from '../../domain/accounts/roles';
import type { MembershipDoc } from '../../domain/models/membership';
import type { MagicLinkStore, NewMagicLink, NewSession, SessionStore } from '../../domain/auth/stores';
import { uuidv7 } from '../../domain/ids';
import type { ApiKeyDoc } from '../../domain/models/apiKey';
import type { MagicLinkDoc } from '../../domain/models/magicLink';
import type { OrgDoc } from '../../domain/models/org';
import type { SessionDoc } from '../../domain/models/session';
import type { UserDoc } from '../../domain/models/user';
import type { PageWindow } from '../../domain/pageWindow';

export interface TestClock {
  t: number;
}

function stamped<T>(doc: T, clock: TestClock): T & { _id: string; created_at: Date; updated_at: Date } {
  const at = new Date(clock.t);
  return { _id: uuidv7(clock.t), created_at: at, updated_at: at, ...doc };
}

export class MemoryAccountStore implements AccountStore {
  readonly orgs = new Map<string, OrgDoc>();
  readonly users = new Map<string, UserDoc>();

  constructor(private readonly clock: TestClock) {}

  async insertOrg(name: string, slug: string) {
    if ([...this.orgs.values()].some((o) => o.slug === slug)) return null;
    const org = stamped({ name, slug }, this.clock);
    this.orgs.set(org._id, org);
    return org;
  }
  async deleteOrg(orgId: string, slug: string) {
    return this.orgs.get(orgId)?.slug === slug && this.orgs.delete(orgId);
  }
  async findOrg(orgId: string) {
    return this.orgs.get(orgId) ?? null;
  }
  async findOrgBySlug(slug: string) {
    return [...this.orgs.values()].find((o) => o.slug === slug) ?? null;
  }
  async insertUser(user: NewUser) {
    if (await this.findUserByEmail(user.email)) return null;
    const doc = stamped(user, this.clock);
    this.users.set(doc._id, doc);
    return doc;
  }
  async findUser(userId: string) {
    return this.users.get(userId) ?? null;
  }
  async findUserByEmail(email: string) {
    return [...this.users.values()].find((u) => u.email === email) ?? null;
  }
  async orgHasUser(orgId: string) {
    return [...this.users.values()].some((u) => u.org_id === orgId);
  }
  async setLastOrg(userId: string, orgId: string) {
    const user = this.users.get(userId);
    if (user) this.users.set(userId, { ...user, last_org_id: orgId });
  }
}

export class MemoryMembershipStore implements MembershipStore {
  readonly memberships = new Map<string, MembershipDoc>();
  readonly migrations = new Set<string>();

  constructor(
    private readonly clock: TestClock,
    private readonly users: MemoryAccountStore,
  ) {}

  async insertMembership(m: NewMembership) {
    if (this.memberships.has(m._id)) return false;
    this.memberships.set(m._id, stamped(m, this.clock));
    return true;
  }
  async findMembership(id: string) {
    return this.memberships.get(id) ?? null;
  }
  async listMemberships(orgId: string, page: PageWindow) {
    return [...this.memberships.values()]
      .filter((m) => m.org_id === orgId && (page.before === undefined || m._id < page.before))
      .sort((a, b) => (a._id < b._id ? 1 : -1))
      .slice(0, page.limit + 1);
  }
  async membershipsOfUser(userId: string) {
    return [...this.memberships.values()].filter((m) => m.user_id === userId);
  }
  async countOwners(orgId: string) {
    return [...this.memberships.values()].filter((m) => m.org_id === orgId && m.role === 'owner').length;
  }
  async setRole(id: string, role: Role) {
    const m = this.memberships.get(id);
    if (m) this.memberships.set(id, { ...m, role });
  }
  async deleteMembership(id: string) {
    this.memberships.delete(id);
  }
  async eachUser(visit: (user: { _id: string; org_id: string; email: string }) => Promise<void>) {
    for (const user of this.users.users.values()) await visit(user);
  }
  async markMigrated(name: string) {
    if (this.migrations.has(name)) return false;
    this.migrations.add(name);
    return true;
  }
  async wasMigrated(name: string) {
    return this.migrations.has(name);
  }
}

export class MemoryApiKeyStore implements ApiKeyStore {
  readonly keys = new Map<string, ApiKeyDoc>();
  readonly uses = new Map<string, Date>();
  /** Key hashes looked up, in order (a resolver's cache shows as fewer of them). */
  readonly lookups: string[] = [];

  constructor(private readonly clock: TestClock) {}

  async insertKey(key: NewApiKey) {
    const doc = stamped({ ...key, revoked_at: null, last_used_at: null }, this.clock);
    this.keys.set(doc._id, doc);
    return doc;
  }
  async listActiveKeys(orgId: string, page: PageWindow) {
    return [...this.keys.values()]
      .filter((k) => k.org_id === orgId && !k.revoked_at && (page.before === undefined || k._id < page.before))
      .sort((a, b) => (a._id < b._id ? 1 : -1))
      .slice(0, page.limit + 1)
      .map((k) => ({ ...k, last_used_at: this.uses.get(k._id) ?? k.last_used_at }));
  }
  async findActiveKey(orgId: string, keyId: string) {
    const key = this.keys.get(keyId);
    return key && key.org_id === orgId && !key.revoked_at ? key : null;
  }
  async revokeKey(orgId: string, keyId: string, at: Date) {
    const key = this.keys.get(keyId);
    if (key?.org_id === orgId) this.keys.set(keyId, { ...key, revoked_at: at });
  }
  async findKeyByHash(keyHash: string): Promise<KeyOwner | null> {
    this.lookups.push(keyHash);
    const value = [...this.keys.values()].find((k) => k.key_hash === keyHash) ?? null; // as the read saw it
    await new Promise((resolve) => setImmediate(resolve));
    return value;
  }
  async readLastUse(keyId: string) {
    return this.uses.get(keyId) ?? null;
  }
  async writeLastUse(keyId: string, at: Date) {
    this.uses.set(keyId, at);
  }
}

export class MemorySessionStore implements SessionStore {
  readonly sessions = new Map<string, SessionDoc>();

  constructor(private readonly clock: TestClock) {}

  async insertSession(session: NewSession) {
    this.sessions.set(session._id, stamped(session, this.clock));
  }
  async findSession(sessionId: string) {
    return this.sessions.get(sessionId) ?? null;
  }
  async deleteSession(sessionId: string) {
    this.sessions.delete(sessionId);
  }
  async deleteSessionsExpiredAt(at: Date) {
    const expired = [...this.sessions.values()].filter((s) => s.expires_at <= at);
    for (const s of expired) this.sessions.delete(s._id);
    return expired.length;
  }
}

export class MemoryMagicLinkStore implements MagicLinkStore {
  readonly links = new Map<string, MagicLinkDoc>();
  readonly uses = new Map<string, Date>();

  constructor(private readonly clock: TestClock) {}

  async insertLink(link: NewMagicLink) {
    this.links.set(link._id, stamped({ ...link, used_at: null }, this.clock));
  }
  async findLink(linkId: string) {
    return this.links.get(linkId) ?? null;
  }
  async insertLinkUse(linkId: string, expiresAt: Date) {
    if (this.uses.has(linkId)) return false;
    this.uses.set(linkId, expiresAt);
    return true;
  }
  async markLinkUsed(linkId: string, at: Date) {
    const link = this.links.get(linkId);
    if (link) this.links.set(linkId, { ...link, used_at: at });
  }
  async deleteLinksExpiredAt(at: Date) {
    for (const [id, link] of this.links) if (link.expires_at <= at) this.links.delete(id);
    for (const [id, expiresAt] of this.uses) if (expiresAt <= at) this.uses.delete(id);
  }
}
