/**
 * Who may read a status page: anyone when it has no password; otherwise a visitor holding the signed unlock cookie
 * (`POST /status/:slug/unlock`). Also where the page's own links start, which depends on how it was reached.
 */
import type { Context } from 'koa';
import { UnauthorizedError } from '../../domain/errors';
import type { StatusView } from '../../domain/statusPages/statusPage';
import type { AppDeps } from '../deps';

export const PUBLIC_CACHE = 'public, max-age=30';

/** '' at the status host (`<slug>.STATUS_DOMAIN`, see api/middleware/statusHost.ts), `/status/<slug>` elsewhere. */
export function pageBase(ctx: Context, slug: string): string {
  return ctx.state.statusHost ? '' : `/status/${slug}`;
}

/** The page's public address, for feeds and Statuspage's `page.url`. */
export function pageUrl(deps: AppDeps, slug: string): string {
  return `https://${deps.services.statusPages.hostOf(slug)}/`;
}

export function isUnlocked(ctx: Context, deps: AppDeps, view: StatusView): boolean {
  const hash = view.settings.passwordHash;
  if (!hash) return true;
  const { statusUnlock } = deps.services;
  return statusUnlock.isUnlocked(ctx.cookies.get(statusUnlock.cookieName(view.org.slug)), view.org.id, hash);
}

/** The view of a page the caller may read, with caching headers to match; 401 while it is locked. */
export async function readableView(ctx: Context, deps: AppDeps, slug: string): Promise<StatusView> {
  return guardView(ctx, deps, await deps.services.statusPages.view(slug));
}

export function guardView(ctx: Context, deps: AppDeps, view: StatusView): StatusView {
  ctx.vary('Accept');
  ctx.vary('Cookie');
  if (!isUnlocked(ctx, deps, view)) {
    ctx.set('Cache-Control', 'private, no-store');
    throw new UnauthorizedError('This status page is password protected: POST its password to /status/:slug/unlock.');
  }
  ctx.set('Cache-Control', view.settings.passwordHash ? 'private, no-store' : PUBLIC_CACHE);
  return view;
}

/** `Set-Cookie` of a visitor who gave the right password: HttpOnly, SameSite=Lax, Secure outside development. */
export function unlockCookie(deps: AppDeps, view: StatusView, ttlSec: number): string {
  const { statusUnlock } = deps.services;
  const token = statusUnlock.tokenFor(view.org.id, view.settings.passwordHash!);
  const parts = [`${statusUnlock.cookieName(view.org.slug)}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  parts.push(`Max-Age=${ttlSec}`);
  if (deps.config.nodeEnv !== 'development') parts.push('Secure');
  return parts.join('; ');
}
