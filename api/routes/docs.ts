/** Route that serves the rate-limit documentation as an HTML page (where every 429 links). */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { htmlPage, renderMarkdown } from '../docs/markdown';
import { LIMITS, RATE_LIMIT_DOC } from '../rateLimit/policies';
import { route } from '../routing/route';

let page: string | null = null;

/**
 * `GET /docs/rate-limits`: the rate-limit documentation (docs/rate-limits.md) as a self-contained HTML page, the
 * default `DOCS_URL` every 429 links to. Never rate limited, so a limited client can always read why.
 */
export const DOCS_ROUTES = [
  route({
    name: 'docs.rateLimits',
    methods: ['get'],
    path: '/docs/rate-limits',
    auth: 'none',
    limit: LIMITS.never,
    doc: {
      summary: 'Rate-limit documentation (the default DOCS_URL)',
      tag: 'Meta',
      responses: { 200: { schema: null, description: 'HTML page', contentType: 'text/html' } },
    },
    async handle({ ctx }) {
      page ??= htmlPage('Rate limits', renderMarkdown(readFileSync(join(repositoryRoot(), RATE_LIMIT_DOC), 'utf8')));
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.body = page;
    },
  }),
];

/** The folder holding package.json, from the sources (`api/routes`) and from the build (`dist/api/routes`) alike. */
function repositoryRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}
