import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Router } from '@koa/router';
import { htmlPage, renderMarkdown } from '../../domain/docs/markdown';
import { RATE_LIMIT_DOC } from '../../domain/rateLimit/policies';
import type { AppDeps } from '../deps';

/**
 * `GET /docs/rate-limits`: the rate-limit documentation (docs/rate-limits.md) as a self-contained HTML page, the
 * default `DOCS_URL` every 429 links to. Never rate limited, so a limited client can always read why.
 */
export function registerDocsRoutes(router: Router, _deps: AppDeps): void {
  let page: string | null = null;
  router.get('docs.rateLimits', '/docs/rate-limits', async (ctx) => {
    page ??= htmlPage('Rate limits', renderMarkdown(readFileSync(join(repositoryRoot(), RATE_LIMIT_DOC), 'utf8')));
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = page;
  });
}

/** The folder holding package.json, from the sources (`api/routes`) and from the build (`dist/api/routes`) alike. */
function repositoryRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}
