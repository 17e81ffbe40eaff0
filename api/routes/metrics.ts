/** Route of the org's Prometheus metrics (`GET /metrics`, with an API key). */
import { METRICS_CONTENT_TYPE, renderMetrics } from '../metrics/prometheus';
import { route } from '../routing/route';
import { media } from './statusPages';

/** Prometheus scrape target: the key's org, with a Bearer API key (a scraper has no session). */
export const METRICS_ROUTES = [
  route({
    name: 'metrics',
    methods: ['get'],
    path: '/metrics',
    auth: 'key',
    doc: {
      summary: "Prometheus metrics of the key's workspace and of this API process",
      tag: 'Metrics',
      responses: { 200: media('Prometheus text format 0.0.4', 'text/plain') },
    },
    async handle({ ctx, deps, auth }) {
      const facts = await deps.services.metrics(auth.orgId);
      ctx.type = METRICS_CONTENT_TYPE;
      ctx.body = await renderMetrics(facts);
      ctx.set('Cache-Control', 'no-store');
    },
  }),
];
