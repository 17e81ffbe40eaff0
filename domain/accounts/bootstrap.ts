/**
 * Headless set-up for operators and scripts: an org, its first user (no password; magic link signs them in)
 * and an API key. The key is returned once; only its hash is stored.
 */
import { Accounts } from './accounts';
import { ApiKeys } from './apiKeys';
import type { AccountStore, ApiKeyStore } from './stores';

export async function bootstrapOrg(
  stores: { accounts: AccountStore; apiKeys: ApiKeyStore },
  input: { orgName: string; orgSlug: string; email: string },
) {
  const { user, org } = await new Accounts(stores.accounts).create({
    email: input.email,
    password: null,
    org_name: input.orgName,
    org_slug: input.orgSlug,
  });
  // Nothing is revoked here, so no resolver's cache needs telling.
  const apiKeys = new ApiKeys({ store: stores.apiKeys, now: Date.now, forget: () => undefined });
  const { key } = await apiKeys.create(org._id, 'bootstrap');
  return { org, user, api_key: key };
}
