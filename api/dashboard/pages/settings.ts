/** API keys (create: the key is shown once, with a copy button; revoke) and the public status page's settings. */
import type { Context } from 'koa';
import { presentStatusPage } from '../../statusPage/present';
import { CreateApiKeyBody, presentApiKey } from '../../contract/auth';
import { parseInput } from '../../contract/parse';
import { formErrorsOf, text, type FormErrors } from '../forms';
import { confirmable } from '../confirm';
import { action, page, type Dashboard, type SignedIn } from '../routing';
import { grantableRoles } from './members';

export function registerSettingsPages(d: Dashboard): void {
  const { config, services } = d.deps;
  const { statusPages, apiKeys } = services;

  async function showKeys(
    ctx: Context,
    user: SignedIn,
    extra: { created?: { name: string; key: string }; values?: Record<string, string>; formErrors?: FormErrors } = {},
    status = 200,
  ): Promise<void> {
    const keys = (await apiKeys.list(user.orgId, { limit: 100 })).slice(0, 100).map(presentApiKey);
    const notice =
      ctx.query.done === 'revoked' ? 'API key revoked: requests with it are refused from now on.' : undefined;
    const roles = grantableRoles(user.role, extra.values?.role || 'admin');
    d.render.page(ctx, 'apiKeys', user.layout('API keys', 'apiKeys'), { keys, notice, roles, ...extra }, status);
  }

  page(d, 'apiKeys', '/app/api-keys', async (ctx, user) => showKeys(ctx, user));

  action(d, 'apiKeyCreate', '/app/api-keys', async (ctx, user, form) => {
    try {
      const b = parseInput(CreateApiKeyBody, { name: text(form, 'name'), role: form.get('role') || undefined }, 'body');
      const { doc, key } = await apiKeys.create(user.orgId, b.name, b.role, user.role);
      // Rendered, not redirected: the key exists only in this answer (Cache-Control: no-store).
      await showKeys(ctx, user, { created: { name: doc.name, key } }, 201);
    } catch (err) {
      const errors = formErrorsOf(err, ['name', 'role']);
      if (!errors) throw err;
      const values = { name: form.get('name') ?? '', role: form.get('role') ?? '' };
      await showKeys(ctx, user, { values, formErrors: errors }, 400);
    }
  });

  confirmable(d, {
    name: 'apiKeyRevoke',
    path: '/app/api-keys/:id/revoke',
    async ask(user, id) {
      const key = await apiKeys.get(user.orgId, id);
      return {
        heading: `Revoke API key ${key.name}?`,
        message: `Requests and agents using the key starting ${key.prefix} are refused from the moment you revoke it. This cannot be undone.`,
        button: 'Revoke key',
        cancel: '/app/api-keys',
      };
    },
    run: (user, id) => apiKeys.revoke(user.orgId, id),
    done: '/app/api-keys?done=revoked',
  });

  page(d, 'statusPage', '/app/status-page', async (ctx, user) => {
    const org = await services.accounts.loadOrg(user.orgId);
    const view = await statusPages.preview(org._id);
    const preview = presentStatusPage(view);
    d.render.page(ctx, 'statusPage', user.layout('Status page', 'statusPage'), {
      org,
      preview,
      settings: { public: view.settings.public, password_protected: view.settings.password_protected },
      host: statusPages.hostOf(org.slug),
      address: statusPageAddress(config.baseUrl, statusPages.hostOf(org.slug)),
      api: {
        page: `${config.baseUrl}/status/${org.slug}`,
        rss: `${config.baseUrl}/status/${org.slug}/rss`,
        badge: `${config.baseUrl}/status/${org.slug}/badge.svg`,
        summary: `${config.baseUrl}/status/${org.slug}/api/v2/summary.json`,
      },
    });
  });
}

/**
 * The status page's address as a link that opens it: the API serves `<slug>.STATUS_DOMAIN` itself, so it is this
 * API's scheme and port with the status host (in development `http://<slug>.status.localhost:3000/`, a name
 * browsers resolve to this machine).
 */
export function statusPageAddress(baseUrl: string, host: string): string {
  const url = new URL(baseUrl);
  url.hostname = host;
  url.pathname = '/';
  return url.toString();
}
