/** The audit log on MongoDB: appends, and reads and deletes by equality on a bucket or a day (never a range). */
import { duplicateRowsOf } from '../errors';
import { AuditDay, type AuditDayDoc } from '../models/auditDay';
import { AuditRecord, type AuditRecordDoc } from '../models/auditRecord';
import type { AuditStore } from './stores';

export function createMongoAuditStore(): AuditStore {
  return {
    markDays: async (entries) => {
      try {
        await AuditDay.insertMany(entries, { ordered: false, lean: true });
      } catch (err) {
        if (!duplicateRowsOf(err, entries.length)) throw err;
      }
    },
    insertRecord: async (record) => {
      await AuditRecord.create(record);
    },
    daysOf: async (scope) => (await AuditDay.find({ scope }, { day: 1 }).lean<AuditDayDoc[]>()).map((d) => d.day),
    readBucket: (bucket, equal) => AuditRecord.find({ bucket, ...equal }).lean<AuditRecordDoc[]>(),
    deleteDay: async (day) => {
      const { deletedCount } = await AuditRecord.deleteMany({ day });
      await AuditDay.deleteMany({ day });
      return deletedCount;
    },
  };
}
