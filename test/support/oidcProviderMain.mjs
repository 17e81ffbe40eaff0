// A real OpenID Connect provider (oidc-provider, ESM-only, so a process of its own) on a loopback port, with its
// development sign-in pages: the login typed there is the account's id and its e-mail address; addresses that
// start with "unverified" come back with email_verified=false.
// Usage: node oidcProviderMain.mjs <port> <client_id> <client_secret> <redirect_uri>
import Provider from 'oidc-provider';

const [port, clientId, clientSecret, redirectUri] = process.argv.slice(2);

const provider = new Provider(`http://127.0.0.1:${port}`, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  cookies: { keys: ['loopback-test-cookie-key'] },
  pkce: { required: () => true },
  async findAccount(_ctx, sub) {
    return {
      accountId: sub,
      claims: async () => ({ sub, email: sub, email_verified: !sub.startsWith('unverified') }),
    };
  },
});

provider.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
