/** Routes of uptime and latency reports: one monitor, or every monitor of the org. */
import { listOf } from '../contract/common';
import { pageOf, toListBody } from '../contract/pagination';
import { presentUptime, rangeOf, UptimeOut, UptimeQuery, UptimeReportQuery } from '../contract/reports';
import { ok } from '../contract/responses';
import { route } from '../routing/route';

/**
 * Uptime and latency reports: one monitor, or every monitor of the org (paged as the monitor list). Downtime comes
 * from incidents, percentiles from the rollups (domain/reports/uptimeReports.ts).
 */
export const REPORT_ROUTES = [
  route({
    name: 'monitors.uptime',
    methods: ['get'],
    path: '/api/v1/monitors/:id/uptime',
    auth: 'org',
    query: UptimeQuery,
    doc: {
      summary: "A monitor's uptime, downtime and response-time percentiles over a window",
      tag: 'Reports',
      responses: { 200: ok(UptimeOut) },
    },
    async handle({ ctx, deps, auth, params, query }) {
      ctx.body = presentUptime(await deps.services.reports.forMonitor(auth.orgId, params.id, rangeOf(query)));
    },
  }),
  route({
    name: 'reports.uptime',
    methods: ['get'],
    path: '/api/v1/reports/uptime',
    auth: 'org',
    query: UptimeReportQuery,
    doc: {
      summary: 'Uptime report of every monitor over one window, newest monitor first',
      tag: 'Reports',
      responses: { 200: ok(listOf(UptimeOut)) },
    },
    async handle({ ctx, deps, auth, query }) {
      const { limit, cursor, ...range } = query;
      const page = pageOf({ limit, cursor });
      const rows = await deps.services.reports.forOrg(auth.orgId, rangeOf(range), page);
      ctx.body = toListBody(rows, page, presentUptime);
    },
  }),
];
