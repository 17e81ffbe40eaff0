/**
 * The MongoDB (mongoose) implementation of the account stores: orgs, users, API keys and their last uses.
 * Wired by `createServices` and by the headless set-up (domain/accounts/bootstrap.ts); `createMongoAccountStores`
 * gathers them with the session, magic-link and contact stores that `createAccountServices` takes.
 */
import { insertedOnce, isDuplicateKeyError } from '../errors';
import { ApiKey, type ApiKeyDoc } from '../models/apiKey';
import { ApiKeyUse, type ApiKeyUseDoc } from '../models/apiKeyUse';
import { Invitation, type InvitationDoc } from '../models/invitation';
import { InvitationUse, type InvitationUseDoc } from '../models/invitationUse';
import { Membership, type MembershipDoc } from '../models/membership';
import { Migration } from '../models/migration';
import { Org, type OrgDoc } from '../models/org';
import { User, type UserDoc } from '../models/user';
import { windowQuery } from '../pageWindow';
import { createMongoMagicLinkStore, createMongoSessionStore } from '../auth/mongoStores';
import { createMongoContactMessageStore } from '../contact/mongoStores';
import type { AccountStores } from './accountServices';
import type { AccountStore, ApiKeyStore, InvitationStore, KeyOwner, MembershipStore } from './stores';

/** The created document, or null when a unique index refused it. */
async function insertUnique<T>(create: () => Promise<{ toObject(): T }>): Promise<T | null> {
  try {
    return (await create()).toObject();
  } catch (err) {
    if (isDuplicateKeyError(err)) return null;
    throw err;
  }
}

/** Every store of the account services on MongoDB. */
export function createMongoAccountStores(): AccountStores {
  return {
    accounts: createMongoAccountStore(),
    memberships: createMongoMembershipStore(),
    invitations: createMongoInvitationStore(),
    apiKeys: createMongoApiKeyStore(),
    sessions: createMongoSessionStore(),
    magicLinks: createMongoMagicLinkStore(),
    contactMessages: createMongoContactMessageStore(),
  };
}

export function createMongoAccountStore(): AccountStore {
  return {
    insertOrg: (name, slug) => insertUnique<OrgDoc>(() => Org.create({ name, slug })),
    deleteOrg: async (orgId, slug) => (await Org.deleteOne({ _id: orgId, slug })).deletedCount === 1,
    findOrg: (orgId) => Org.findById(orgId).lean<OrgDoc>(),
    findOrgBySlug: (slug) => Org.findOne({ slug }).lean<OrgDoc>(),
    insertUser: (user) => insertUnique<UserDoc>(() => User.create(user)),
    findUser: (userId) => User.findById(userId).lean<UserDoc>(),
    findUserByEmail: (email) => User.findOne({ email }).lean<UserDoc>(),
    orgHasUser: async (orgId) => (await User.exists({ org_id: orgId })) !== null,
    setLastOrg: async (userId, orgId) => {
      await User.updateOne({ _id: userId }, { $set: { last_org_id: orgId } });
    },
  };
}

export function createMongoMembershipStore(): MembershipStore {
  return {
    insertMembership: (membership) => insertedOnce(() => Membership.create(membership)),
    findMembership: (membershipId) => Membership.findById(membershipId).lean<MembershipDoc>(),
    listMemberships: async (orgId, page) => {
      // An org has tens of members: read them by the org (an equality), order and cut the page here.
      const all = await Membership.find({ org_id: orgId }).lean<MembershipDoc[]>();
      const older = all.filter((m) => page.before === undefined || m._id < page.before);
      return older.sort((a, b) => (a._id < b._id ? 1 : -1)).slice(0, page.limit + 1);
    },
    membershipsOfUser: (userId) => Membership.find({ user_id: userId }).lean<MembershipDoc[]>(),
    countOwners: (orgId) => Membership.countDocuments({ org_id: orgId, role: 'owner' }),
    setRole: async (membershipId, role) => {
      await Membership.updateOne({ _id: membershipId }, { $set: { role } });
    },
    deleteMembership: async (membershipId) => {
      await Membership.deleteOne({ _id: membershipId });
    },
    eachUser: async (visit) => {
      for await (const user of User.find({}, { org_id: 1, email: 1 }).lean().cursor()) await visit(user as never);
    },
    markMigrated: (name) => insertedOnce(() => Migration.create({ _id: name, at: new Date() })),
    wasMigrated: async (name) => (await Migration.exists({ _id: name })) !== null,
  };
}

export function createMongoInvitationStore(): InvitationStore {
  return {
    insertInvitation: async (invitation) => (await Invitation.create(invitation)).toObject(),
    findInvitation: (invitationId) => Invitation.findById(invitationId).lean<InvitationDoc>(),
    findInvitationByToken: (tokenHash) => Invitation.findOne({ token_hash: tokenHash }).lean<InvitationDoc>(),
    listInvitations: async (orgId, page) => {
      // Read by the org (an equality), order and cut the page here, as members are.
      const all = await Invitation.find({ org_id: orgId }).lean<InvitationDoc[]>();
      const older = all.filter((i) => page.before === undefined || i._id < page.before);
      return older.sort((a, b) => (a._id < b._id ? 1 : -1)).slice(0, page.limit + 1);
    },
    insertInvitationUse: (use) => insertedOnce(() => InvitationUse.create(use)),
    deleteInvitationUse: async (invitationId) => {
      await InvitationUse.deleteOne({ _id: invitationId });
    },
    // One `_id` read each (FerretDB pushes an equality down, not an `$in`); a page holds at most 100.
    findInvitationUses: async (invitationIds) => {
      const uses = await Promise.all(invitationIds.map((id) => InvitationUse.findById(id).lean<InvitationUseDoc>()));
      return uses.filter((u): u is InvitationUseDoc => u !== null);
    },
  };
}

export function createMongoApiKeyStore(): ApiKeyStore {
  return {
    insertKey: async (key) => (await ApiKey.create(key)).toObject(),
    listActiveKeys,
    findActiveKey: (orgId, keyId) => ApiKey.findOne({ _id: keyId, org_id: orgId, revoked_at: null }).lean<ApiKeyDoc>(),
    revokeKey: async (orgId, keyId, at) => {
      await ApiKey.updateOne({ _id: keyId, org_id: orgId }, { $set: { revoked_at: at } });
    },
    findKeyByHash: (keyHash) =>
      ApiKey.findOne({ key_hash: keyHash }, { org_id: 1, revoked_at: 1, name: 1, role: 1 }).lean<KeyOwner>(),
    readLastUse: async (keyId) => (await ApiKeyUse.findById(keyId).lean<ApiKeyUseDoc>())?.last_used_at ?? null,
    writeLastUse: async (keyId, at) => {
      await ApiKeyUse.updateOne({ _id: keyId }, { $set: { last_used_at: at } }, { upsert: true });
    },
  };
}

async function listActiveKeys(orgId: string, page: Parameters<ApiKeyStore['listActiveKeys']>[1]): Promise<ApiKeyDoc[]> {
  const w = windowQuery(page);
  const keys = await ApiKey.find({ org_id: orgId, revoked_at: null, ...w.filter })
    .sort({ _id: -1 })
    .limit(w.fetch)
    .lean<ApiKeyDoc[]>();
  // Last use lives in its own collection, read by `_id`; keys last used before it existed carry it inline.
  const uses = await Promise.all(keys.map((k) => ApiKeyUse.findById(k._id).lean<ApiKeyUseDoc>()));
  return keys.map((k, i) => ({ ...k, last_used_at: uses[i]?.last_used_at ?? k.last_used_at ?? null }));
}
