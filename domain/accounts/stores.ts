/**
 * What accounts need from the database, as interfaces: orgs and their users, API keys and when each was last used.
 * `mongoStores.ts` implements them (wired by `createServices`); unit tests use memory. A unique index (org slug,
 * user email, key hash) is what refuses a duplicate: an insert it refuses answers null rather than throwing.
 */
import type { ApiKeyDoc } from '../models/apiKey';
import type { OrgDoc } from '../models/org';
import type { UserDoc } from '../models/user';
import type { PageWindow } from '../pageWindow';

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
}

export type NewApiKey = Pick<ApiKeyDoc, 'org_id' | 'name' | 'prefix' | 'key_hash'>;

/** The key fields a bearer's resolution reads. */
export type KeyOwner = Pick<ApiKeyDoc, '_id' | 'org_id' | 'revoked_at'>;

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
