/**
 * Routes of public status pages: the page, feed, badge and host look-ups, the password unlock, e-mail subscriptions
 * and the TLS-issuance ask.
 */
import { ConflictError, NotFoundError, UnauthorizedError } from '../../domain/errors';
import { LIMITS } from '../rateLimit/policies';
import { renderBadge, renderRss } from '../statusPages/render';
import { UNLOCK_TTL_SEC } from '../../domain/statusPages/unlock';
import { verifyPassword } from '../../domain/auth/passwords';
import { AnyObject, ok } from '../contract/responses';
import {
  StatusHostQuery,
  StatusSubscribeBody,
  StatusUnlockBody,
  SubscriptionTokenQuery,
  TlsAskQuery,
} from '../contract/statusPages';
import { isForm } from '../routing/pipeline';
import { route, type DocumentedResponse, type Method } from '../routing/route';
import {
  guardView,
  isUnlocked,
  pageBase,
  pageUrl,
  PUBLIC_CACHE,
  readableView,
  unlockCookie,
} from '../statusPage/access';
import { renderLocked, renderMessage, renderStatusPage } from '../statusPage/html';
import { presentStatusPage } from '../statusPage/present';
import { STATUSPAGE_ROUTES } from './statusPageApi';

const tag = 'Status pages';
const read = (name: string, path: string, summary: string) => ({
  name,
  methods: ['get'] as Method[],
  path,
  auth: 'none' as const,
  limit: LIMITS.exempt,
  doc: {
    summary,
    tag,
    errors: { 401: 'The page is password protected and not unlocked' },
    responses: { 200: ok(AnyObject) },
  },
});

/**
 * Public status pages, at `/status/:slug` and at `<slug>.STATUS_DOMAIN` (api/middleware/statusHost.ts): the page
 * (HTML for browsers, JSON otherwise), feed, badge and Statuspage JSON (exempt from the IP budget); the password
 * unlock and e-mail subscribe forms (abuse-limited per IP) with the subscription links; the TLS-issuance ask
 * callback (exempt). No credential anywhere.
 */
export const STATUS_PAGE_ROUTES = [
  route({
    ...read('status.page', '/status/:slug', 'Public status page: HTML for `Accept: text/html`, JSON otherwise'),
    async handle({ ctx, deps, params }) {
      const html = ctx.accepts('json', 'html') === 'html';
      const view = await deps.services.statusPages.view(params.slug);
      if (html && !isUnlocked(ctx, deps, view)) {
        ctx.set('Cache-Control', 'private, no-store');
        return renderLocked(ctx, view.title, pageBase(ctx, view.org.slug));
      }
      guardView(ctx, deps, view);
      if (html) renderStatusPage(ctx, view, pageBase(ctx, view.org.slug));
      else ctx.body = presentStatusPage(view);
    },
  }),
  route({
    ...read('status.rss', '/status/:slug/rss', 'Status page incident feed'),
    doc: { summary: 'Status page incident feed', tag, responses: { 200: media('RSS 2.0', 'application/rss+xml') } },
    async handle({ ctx, deps, params }) {
      const view = await readableView(ctx, deps, params.slug);
      const { org, items } = deps.services.statusPages.feedOf(view);
      ctx.type = 'application/rss+xml; charset=utf-8';
      ctx.body = renderRss(org, pageUrl(deps, org.slug), items);
    },
  }),
  route({
    ...read('status.badge', '/status/:slug/badge.svg', 'Status badge'),
    doc: { summary: 'Status badge', tag, responses: { 200: media('SVG', 'image/svg+xml') } },
    async handle({ ctx, deps, params }) {
      const view = await readableView(ctx, deps, params.slug);
      ctx.type = 'image/svg+xml';
      ctx.body = renderBadge(view);
    },
  }),
  ...STATUSPAGE_ROUTES,
  route({
    ...read('status.byHost', '/status-host', 'Status page by host name'),
    query: StatusHostQuery,
    async handle({ ctx, deps, query }) {
      const slug = deps.services.statusPages.slugOfHost(query.host);
      if (!slug) throw new NotFoundError('No status page at this host.');
      ctx.body = presentStatusPage(await readableView(ctx, deps, slug));
    },
  }),
  // Status pages live only at <slug>.<STATUS_DOMAIN> (no custom domains yet), so that host is always verified.
  route({
    ...read('status.verify', '/status/:slug/verify', 'Status page host verification'),
    async handle({ ctx, deps, params }) {
      const pages = deps.services.statusPages;
      const org = await pages.orgBySlug(params.slug);
      ctx.body = { slug: org.slug, host: pages.hostOf(org.slug), verified: true };
      ctx.set('Cache-Control', PUBLIC_CACHE);
    },
  }),
  route({
    name: 'status.unlock',
    methods: ['post'],
    path: '/status/:slug/unlock',
    auth: 'none',
    body: StatusUnlockBody,
    reads: 'jsonOrForm',
    limit: LIMITS.statusUnlock,
    doc: {
      summary: 'Password unlock: sets a signed HttpOnly cookie (a form post is sent back to the page)',
      tag,
      errors: { 401: 'Wrong password', 409: 'The page has no password' },
      responses: { 204: { schema: null, description: 'Unlocked: the cookie is set' } },
    },
    async handle({ ctx, deps, params, body }) {
      const view = await deps.services.statusPages.view(params.slug);
      const base = pageBase(ctx, view.org.slug);
      if (view.settings.passwordHash === null)
        throw new ConflictError('This status page has no password: it is public.');
      if (!(await verifyPassword(body.password, view.settings.passwordHash))) {
        if (isForm(ctx)) return renderLocked(ctx, view.title, base, 'That password is not right.');
        throw new UnauthorizedError('Wrong password for this status page.');
      }
      ctx.append('Set-Cookie', unlockCookie(deps, view, UNLOCK_TTL_SEC));
      if (!isForm(ctx)) ctx.status = 204;
      else {
        ctx.redirect(base || '/');
        ctx.status = 303;
      }
    },
  }),
  route({
    name: 'status.subscribe',
    methods: ['post'],
    path: '/status/:slug/subscribe',
    auth: 'none',
    body: StatusSubscribeBody,
    reads: 'jsonOrForm',
    limit: LIMITS.statusSubscribe,
    doc: {
      summary: 'E-mail subscribe: sends a confirmation link (nothing else is sent before it is followed)',
      tag,
      responses: { 202: ok(AnyObject, 'Confirmation e-mail sent') },
    },
    async handle({ ctx, deps, params, body }) {
      await deps.services.statusSubscriptions.subscribe(params.slug, body.email);
      const message = 'We sent you an e-mail with a link: follow it to confirm the subscription.';
      if (isForm(ctx))
        return renderMessage(ctx, { title: 'Check your inbox', heading: 'Check your inbox', message, status: 202 });
      ctx.status = 202;
      ctx.body = { message };
    },
  }),
  route({
    name: 'status.subscriptionConfirm',
    methods: ['get'],
    path: '/status/:slug/subscriptions/:id/confirm',
    auth: 'none',
    query: SubscriptionTokenQuery,
    limit: LIMITS.statusSubscribe,
    doc: {
      summary: 'Confirm an e-mail subscription (the link of the confirmation e-mail)',
      tag,
      responses: { 200: media('HTML', 'text/html') },
    },
    async handle({ ctx, deps, params, query }) {
      const sub = await deps.services.statusSubscriptions.confirm(params.slug, params.id, query.token);
      const message = `${sub.email} will get an e-mail for every incident; each has a one-click unsubscribe link.`;
      renderMessage(ctx, {
        title: 'Subscribed',
        heading: 'Subscription confirmed',
        message,
        back: `/status/${params.slug}`,
      });
    },
  }),
  route({
    name: 'status.unsubscribe',
    methods: ['get', 'post'],
    path: '/status/:slug/subscriptions/:id/unsubscribe',
    auth: 'none',
    query: SubscriptionTokenQuery,
    // The one-click POST of mail clients (RFC 8058) carries `List-Unsubscribe=One-Click`, nothing to read.
    reads: 'ignored',
    limit: LIMITS.statusSubscribe,
    doc: {
      summary: 'One-click unsubscribe (the link and List-Unsubscribe header of every notice)',
      tag,
      responses: { 200: media('HTML', 'text/html') },
    },
    async handle({ ctx, deps, params, query }) {
      await deps.services.statusSubscriptions.unsubscribe(params.slug, params.id, query.token);
      renderMessage(ctx, {
        title: 'Unsubscribed',
        heading: 'Unsubscribed',
        message: 'You will get no more e-mail from this status page.',
      });
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
      const pages = deps.services.statusPages;
      const slug = pages.slugOfHost(query.domain);
      if (!slug) throw new NotFoundError('Not a status-page host.');
      await pages.orgBySlug(slug);
      ctx.body = { domain: pages.hostOf(slug) };
    },
  }),
];

export function media(description: string, contentType: string): DocumentedResponse {
  return { schema: null, description, contentType };
}
