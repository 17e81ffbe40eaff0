/** Headless set-up of an org, its first user and an API key, for operators and scripts. */
import { createAccount } from './accounts';
import { createApiKey } from './apiKeys';

/**
 * Headless set-up for operators and scripts: an org, its first user (no password; magic link signs them in)
 * and an API key. The key is returned once; only its hash is stored.
 */
export async function bootstrapOrg(input: { orgName: string; orgSlug: string; email: string }) {
  const { user, org } = await createAccount({
    email: input.email,
    password: null,
    org_name: input.orgName,
    org_slug: input.orgSlug,
  });
  const { key } = await createApiKey(org._id, 'bootstrap');
  return { org, user, api_key: key };
}
