/**
 * What accounts need from the database, as interfaces: orgs and their users, API keys and when each was last used.
 * `mongoStores.ts` implements them (wired by `createServices`); unit tests use memory. A unique index (org slug,
 * user email, key hash) is what refuses a duplicate: an insert it refuses answers null rather than throwing.
 */
import type { ApiKeyDoc } from '../models/apiKey';
import type { InvitationDoc } from '../models/invitation';
import type { InvitationUseDoc } from '../models/invitationUse';
import type { MembershipDoc } from '../models/membership';
import type { OrgDoc } from '../models/org';
import type { UserDoc } from '../models/user';
import type { PageWindow } from '../pageWindow';
import type { Role } from './roles';

export type NewUser = Pick<UserDoc, 'org_id' | 'email' | 'password_hash'>;

/** Orgs and users (domain/accounts/accounts.ts; magic links look users up by email). */
export interface AccountStore {
  /** The new org, or null when its slug is taken. */
  insertOrg(name: string, slug: string): Promise<OrgDoc | null>;
  /** Deletes the org if it still holds this slug; whether it did. */
  deleteOrg(orgId: string, slug: string): Promise<boolean>;
  findOrg(orgId: string): Promise<OrgDoc | null>;
  findOrgBySlug(slug: string): Promise<OrgDoc | null>;
  /** The new user, or null when the email is taken. */
  insertUser(user: NewUser): Promise<UserDoc | null>;
  findUser(userId: string): Promise<UserDoc | null>;
  findUserByEmail(email: string): Promise<UserDoc | null>;
  orgHasUser(orgId: string): Promise<boolean>;
  /** Records the org the user is signed in to now (sign-in lands there next time). */
  setLastOrg(userId: string, orgId: string): Promise<void>;
}

export type NewMembership = Pick<MembershipDoc, '_id' | 'org_id' | 'user_id' | 'email' | 'role'>;

/** Who belongs to which org with which role (domain/accounts/members.ts). */
export interface MembershipStore {
  /** False when the pair is a member already (the `_id` is derived from it: a unique insert). */
  insertMembership(membership: NewMembership): Promise<boolean>;
  findMembership(membershipId: string): Promise<MembershipDoc | null>;
  /** The org's members in the window, newest first (one extra row: see PageWindow). */
  listMemberships(orgId: string, page: PageWindow): Promise<MembershipDoc[]>;
  /** Every org the user belongs to (a user belongs to a handful). */
  membershipsOfUser(userId: string): Promise<MembershipDoc[]>;
  countOwners(orgId: string): Promise<number>;
  setRole(membershipId: string, role: Role): Promise<void>;
  deleteMembership(membershipId: string): Promise<void>;
  /** Every user with the org they joined first, oldest first (the one-time owner migration walks them). */
  eachUser(visit: (user: Pick<UserDoc, '_id' | 'org_id' | 'email'>) => Promise<void>): Promise<void>;
  /** Records that a one-time migration ran; false when it had already. */
  markMigrated(name: string): Promise<boolean>;
  wasMigrated(name: string): Promise<boolean>;
}

export type NewApiKey = Pick<ApiKeyDoc, 'org_id' | 'name' | 'prefix' | 'key_hash' | 'role'>;

/** The key fields a bearer's resolution reads. */
export type KeyOwner = Pick<ApiKeyDoc, '_id' | 'org_id' | 'revoked_at' | 'name' | 'role'>;

/** API keys (domain/accounts/apiKeys.ts) and their resolution (domain/auth/keyResolver.ts). */
export interface ApiKeyStore {
  insertKey(key: NewApiKey): Promise<ApiKeyDoc>;
  /** The org's active keys in the window, newest first (one extra row: see PageWindow), with their last use. */
  listActiveKeys(orgId: string, page: PageWindow): Promise<ApiKeyDoc[]>;
  findActiveKey(orgId: string, keyId: string): Promise<ApiKeyDoc | null>;
  revokeKey(orgId: string, keyId: string, at: Date): Promise<void>;
  findKeyByHash(keyHash: string): Promise<KeyOwner | null>;
  /** When the key was last used, from the uses kept apart from the key (models/apiKeyUse.ts); null if never. */
  readLastUse(keyId: string): Promise<Date | null>;
  /** Records a use (an upsert: a concurrent first use may throw a duplicate-key error, which callers ignore). */
  writeLastUse(keyId: string, at: Date): Promise<void>;
}

export type NewInvitation = Pick<
  InvitationDoc,
  'org_id' | 'email' | 'role' | 'token_hash' | 'invited_by' | 'expires_at'
>;

/** Invitations and how each ended (domain/accounts/invitations.ts). */
export interface InvitationStore {
  insertInvitation(invitation: NewInvitation): Promise<InvitationDoc>;
  findInvitation(invitationId: string): Promise<InvitationDoc | null>;
  findInvitationByToken(tokenHash: string): Promise<InvitationDoc | null>;
  /** The org's invitations (an org has tens: read by the org, newest first, one extra row: see PageWindow). */
  listInvitations(orgId: string, page: PageWindow): Promise<InvitationDoc[]>;
  /** Records how the invitation ended, once: false when it had already (accepted or revoked). */
  insertInvitationUse(use: InvitationUseDoc): Promise<boolean>;
  /** Undoes an acceptance whose membership could not be made, so the link works again. */
  deleteInvitationUse(invitationId: string): Promise<void>;
  findInvitationUses(invitationIds: string[]): Promise<InvitationUseDoc[]>;
}
