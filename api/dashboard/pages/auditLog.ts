/** The audit log page: the latest records (who, what, which resource, what was set, from where), newest first. */
import { presentAuditRecord } from '../../contract/auditLog';
import { page, type Dashboard } from '../routing';

const SHOWN = 100;

export function registerAuditLogPage(d: Dashboard): void {
  page(d, 'auditLog', '/app/audit-log', async (ctx, user) => {
    const records = await d.deps.services.auditLog.list(user.orgId, {}, { limit: SHOWN });
    const rows = records.slice(0, SHOWN).map((r) => {
      const record = presentAuditRecord(r);
      return { ...record, changes: JSON.stringify(record.changes) };
    });
    d.render.page(ctx, 'auditLog', user.layout('Audit log', 'auditLog'), { records: rows });
  });
}
