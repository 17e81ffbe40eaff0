/** Route of the org's audit log: who changed what, newest first, filtered by actor, resource, route and time. */
import { AuditLogQuery, AuditRecordOut, auditFilterOf, presentAuditRecord } from '../contract/auditLog';
import { listOf } from '../contract/common';
import { pageOf, toListBody } from '../contract/pagination';
import { ok } from '../contract/responses';
import { route } from '../routing/route';

export const AUDIT_LOG_ROUTES = [
  route({
    name: 'auditLog.list',
    methods: ['get'],
    path: '/api/v1/audit-log',
    auth: 'org',
    query: AuditLogQuery,
    doc: {
      summary: 'List the audit log: one record per accepted write, newest first',
      tag: 'Members',
      responses: { 200: ok(listOf(AuditRecordOut)) },
    },
    async handle({ ctx, deps, auth, query }) {
      const { limit, cursor, ...filter } = query;
      const page = pageOf({ limit, cursor });
      const records = await deps.services.auditLog.list(auth.orgId, auditFilterOf(filter), page);
      ctx.body = toListBody(records, page, presentAuditRecord);
    },
  }),
];
