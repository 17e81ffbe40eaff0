import { NotFoundError, NotImplementedError } from '../../domain/errors';
import { LIMITS } from '../rateLimit/policies';
import { renderBadge, renderRss } from '../statusPages/render';
import { StatusPageService } from '../../domain/statusPages/statusPage';
import { AnyObject, ok } from '../contract/responses';
import { StatusHostQuery, StatusSubscribeBody, StatusUnlockBody, TlsAskQuery } from '../contract/statusPages';
import type { AppDeps } from '../deps';
import { route, type DocumentedResponse, type Method } from '../routing/route';

const tag = 'Status pages';
const pages = (deps: AppDeps) =>
  new StatusPageService(deps.config.statusDomain, deps.services.now, deps.services.probing.latestResults);
const PUBLIC_CACHE = 'public, max-age=30';
const read = (name: string, path: string, summary: string) => ({
  name,
  methods: ['get'] as Method[],
  path,
  auth: 'none' as const,
  limit: LIMITS.exempt,
  doc: { summary, tag, responses: { 200: ok(AnyObject) } },
});

/**
 * Public status pages: reads (exempt from the IP budget), the password unlock and e-mail subscribe forms
 * (abuse-limited per IP), and the TLS-issuance ask callback (exempt). No credential anywhere.
 */
export const STATUS_PAGE_ROUTES = [
  route({
    ...read('status.page', '/status/:slug', 'Public status page (JSON)'),
    async handle({ ctx, deps, params }) {
      ctx.body = await pages(deps).page(params.slug);
      ctx.set('Cache-Control', PUBLIC_CACHE);
    },
  }),
  route({
    ...read('status.rss', '/status/:slug/rss', 'Status page incident feed'),
    doc: { summary: 'Status page incident feed', tag, responses: { 200: media('RSS 2.0', 'application/rss+xml') } },
    async handle({ ctx, deps, params }) {
      const service = pages(deps);
      const { org, items } = await service.feed(params.slug);
      ctx.type = 'application/rss+xml; charset=utf-8';
      ctx.body = renderRss(org, `https://${service.hostOf(org.slug)}/`, items);
      ctx.set('Cache-Control', PUBLIC_CACHE);
    },
  }),
  route({
    ...read('status.badge', '/status/:slug/badge.svg', 'Status badge'),
    doc: { summary: 'Status badge', tag, responses: { 200: media('SVG', 'image/svg+xml') } },
    async handle({ ctx, deps, params }) {
      ctx.type = 'image/svg+xml';
      ctx.body = renderBadge(await pages(deps).page(params.slug));
      ctx.set('Cache-Control', PUBLIC_CACHE);
    },
  }),
  route({
    ...read('status.byHost', '/status-host', 'Status page by host name'),
    query: StatusHostQuery,
    async handle({ ctx, deps, query }) {
      const service = pages(deps);
      const slug = service.slugOfHost(query.host);
      if (!slug) throw new NotFoundError('No status page at this host.');
      ctx.body = await service.page(slug);
      ctx.set('Cache-Control', PUBLIC_CACHE);
    },
  }),
  // Status pages live only at <slug>.<STATUS_DOMAIN> (no custom domains yet), so that host is always verified.
  route({
    ...read('status.verify', '/status/:slug/verify', 'Status page host verification'),
    async handle({ ctx, deps, params }) {
      const service = pages(deps);
      const org = await service.orgBySlug(params.slug);
      ctx.body = { slug: org.slug, host: service.hostOf(org.slug), verified: true };
    },
  }),
  route({
    name: 'status.unlock',
    methods: ['post'],
    path: '/status/:slug/unlock',
    auth: 'none',
    body: StatusUnlockBody,
    limit: LIMITS.statusUnlock,
    doc: {
      summary: 'Password unlock (not available: 501)',
      tag,
      responses: {},
      errors: { 501: 'Password-protected status pages are not available' },
    },
    async handle({ deps, params }) {
      await pages(deps).orgBySlug(params.slug);
      throw new NotImplementedError(
        'Password-protected status pages are not available yet; this status page is public.',
      );
    },
  }),
  route({
    name: 'status.subscribe',
    methods: ['post'],
    path: '/status/:slug/subscribe',
    auth: 'none',
    body: StatusSubscribeBody,
    limit: LIMITS.statusSubscribe,
    doc: {
      summary: 'E-mail subscribe (not available: 501)',
      tag,
      responses: {},
      errors: { 501: 'E-mail subscriptions are not available' },
    },
    async handle({ deps, params }) {
      await pages(deps).orgBySlug(params.slug);
      throw new NotImplementedError('E-mail subscriptions to status pages are not available yet; the RSS feed is.');
    },
  }),
  // The TLS terminator asks before issuing a certificate on demand: only hosts that serve a status page.
  route({
    name: 'tls.ask',
    methods: ['get'],
    path: '/api/tls/ask',
    auth: 'none',
    query: TlsAskQuery,
    limit: LIMITS.exempt,
    doc: { summary: 'TLS-issuance ask callback', tag: 'Integrations', responses: { 200: ok(AnyObject) } },
    async handle({ ctx, deps, query }) {
      const service = pages(deps);
      const slug = service.slugOfHost(query.domain);
      if (!slug) throw new NotFoundError('Not a status-page host.');
      await service.orgBySlug(slug);
      ctx.body = { domain: service.hostOf(slug) };
    },
  }),
];

function media(description: string, contentType: string): DocumentedResponse {
  return { schema: null, description, contentType };
}
