/**
 * Headless set-up for operators and scripts: an org, its first user (no password; magic link signs them in)
 * (the org's owner) and an API key with full access. The key is returned once; only its hash is stored.
 */
import { Accounts } from './accounts';
import { FULL_ACCESS } from './roles';
import { ApiKeys } from './apiKeys';
import { Members } from './members';
import type { AccountStore, ApiKeyStore, MembershipStore } from './stores';

export async function bootstrapOrg(
  stores: { accounts: AccountStore; apiKeys: ApiKeyStore; memberships: MembershipStore },
  input: { orgName: string; orgSlug: string; email: string },
) {
  const { user, org } = await new Accounts(stores.accounts, new Members(stores.memberships)).create({
    email: input.email,
    password: null,
    org_name: input.orgName,
    org_slug: input.orgSlug,
  });
  // Nothing is revoked here, so no resolver's cache needs telling.
  const apiKeys = new ApiKeys({ store: stores.apiKeys, now: Date.now, forget: () => undefined });
  const { key } = await apiKeys.create(org._id, 'bootstrap', FULL_ACCESS);
  return { org, user, api_key: key };
}
