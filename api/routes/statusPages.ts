import type { Router } from '@koa/router';
import type { Context } from 'koa';
import { NotFoundError, NotImplementedError } from '../../domain/errors';
import { renderBadge, renderRss } from '../../domain/statusPages/render';
import { StatusPageService } from '../../domain/statusPages/statusPage';
import {
  StatusHostQuery,
  StatusSubscribeBody,
  StatusUnlockBody,
  TlsAskQuery,
} from '../../domain/validation/statusSchemas';
import type { AppDeps } from '../deps';
import { readBody, readQuery } from '../requestInput';

/**
 * Public status pages: reads (`status.*`, exempt from the IP budget), the password unlock and e-mail subscribe
 * forms (abuse-limited per IP), and the TLS-issuance ask callback (`tls.ask`, exempt). No credential anywhere.
 */
export function registerStatusPageRoutes(router: Router, deps: AppDeps): void {
  const pages = new StatusPageService(deps.config.statusDomain, deps.services.now);
  const slugOf = (ctx: Context) => String((ctx as Context & { params: Record<string, string> }).params.slug);
  const publicCache = (ctx: Context) => ctx.set('Cache-Control', 'public, max-age=30');

  router.get('status.page', '/status/:slug', async (ctx) => {
    ctx.body = await pages.page(slugOf(ctx));
    publicCache(ctx);
  });

  router.get('status.rss', '/status/:slug/rss', async (ctx) => {
    const { org, items } = await pages.feed(slugOf(ctx));
    ctx.type = 'application/rss+xml; charset=utf-8';
    ctx.body = renderRss(org, `https://${pages.hostOf(org.slug)}/`, items);
    publicCache(ctx);
  });

  router.get('status.badge', '/status/:slug/badge.svg', async (ctx) => {
    ctx.type = 'image/svg+xml';
    ctx.body = renderBadge(await pages.page(slugOf(ctx)));
    publicCache(ctx);
  });

  router.get('status.byHost', '/status-host', async (ctx) => {
    const { host } = readQuery(ctx, StatusHostQuery);
    const slug = pages.slugOfHost(host);
    if (!slug) throw new NotFoundError('No status page at this host.');
    ctx.body = await pages.page(slug);
    publicCache(ctx);
  });

  // Status pages live only at <slug>.<STATUS_DOMAIN> (no custom domains yet), so that host is always verified.
  router.get('status.verify', '/status/:slug/verify', async (ctx) => {
    const org = await pages.orgBySlug(slugOf(ctx));
    ctx.body = { slug: org.slug, host: pages.hostOf(org.slug), verified: true };
  });

  router.post('status.unlock', '/status/:slug/unlock', async (ctx) => {
    readBody(ctx, StatusUnlockBody);
    await pages.orgBySlug(slugOf(ctx));
    throw new NotImplementedError('Password-protected status pages are not available yet; this status page is public.');
  });

  router.post('status.subscribe', '/status/:slug/subscribe', async (ctx) => {
    readBody(ctx, StatusSubscribeBody);
    await pages.orgBySlug(slugOf(ctx));
    throw new NotImplementedError('E-mail subscriptions to status pages are not available yet; the RSS feed is.');
  });

  // The TLS terminator asks before issuing a certificate on demand: only hosts that serve a status page.
  router.get('tls.ask', '/api/tls/ask', async (ctx) => {
    const { domain } = readQuery(ctx, TlsAskQuery);
    const slug = pages.slugOfHost(domain);
    if (!slug) throw new NotFoundError('Not a status-page host.');
    await pages.orgBySlug(slug);
    ctx.body = { domain: pages.hostOf(slug) };
  });
}
