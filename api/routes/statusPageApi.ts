/** Routes of the status page in Atlassian Statuspage's public JSON format. */
import { z } from 'zod';
import { LIMITS } from '../rateLimit/policies';
import { ok } from '../contract/responses';
import { route } from '../routing/route';
import { pageUrl, readableView } from '../statusPage/access';
import { STATUSPAGE_DOCUMENTS, statuspageDocument } from '../statusPage/statuspage';

const SUMMARIES: Record<string, string> = {
  summary: 'Statuspage summary: page, components, unresolved incidents, maintenance, status',
  status: 'Statuspage status: the indicator (none, minor, major, critical, maintenance) and its description',
  components: 'Statuspage components (groups are components with `group: true`)',
  incidents: 'Statuspage incidents: the 50 most recent, with their updates',
  'scheduled-maintenances': 'Statuspage scheduled maintenances: running and upcoming',
};

/**
 * The status page in Atlassian Statuspage's public format, at `/status/:slug/api/v2/<document>.json` and, on the
 * status host, at `/api/v2/<document>.json`, where existing clients of that format look. Public reads (exempt).
 */
export const STATUSPAGE_ROUTES = STATUSPAGE_DOCUMENTS.map((name) =>
  route({
    name: `status.v2.${name}`,
    methods: ['get'],
    path: `/status/:slug/api/v2/${name}.json`,
    auth: 'none',
    limit: LIMITS.exempt,
    doc: {
      summary: SUMMARIES[name],
      tag: 'Status pages',
      errors: { 401: 'The page is password protected and not unlocked' },
      responses: { 200: ok(z.looseObject({ page: z.looseObject({ id: z.string(), name: z.string() }) })) },
    },
    async handle({ ctx, deps, params }) {
      const view = await readableView(ctx, deps, params.slug);
      ctx.body = statuspageDocument(name, view, pageUrl(deps, view.org.slug));
    },
  }),
);
