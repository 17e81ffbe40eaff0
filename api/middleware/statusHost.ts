/**
 * Status hosts: a request to `<slug>.STATUS_DOMAIN` is the status page of that workspace, so its path is read as
 * the same path under `/status/<slug>` (`/` is the page, `/api/v2/summary.json` the Statuspage JSON, `/rss` the
 * feed) before the route table matches it. Every other host is left alone.
 */
import type { Middleware } from 'koa';
import type { StatusPageService } from '../../domain/statusPages/statusPage';

export function statusHost(pages: StatusPageService): Middleware {
  return (ctx, next) => {
    const slug = pages.slugOfHost(ctx.host);
    if (slug) {
      ctx.state.statusHost = slug;
      ctx.path = `/status/${slug}${ctx.path === '/' ? '' : ctx.path}`;
    }
    return next();
  };
}
