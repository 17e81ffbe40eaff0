/** What the audit log needs from the database (domain/audit/mongoStores.ts implements it). */
import type { AuditRecordDoc } from '../models/auditRecord';

/** Equality filters the store applies inside a bucket. */
export interface AuditEquality {
  actor_id?: string;
  resource_id?: string;
  action?: string;
}

export interface AuditStore {
  /** Records the (scope, day) directory entries; entries that exist already are no error. */
  markDays(entries: { _id: string; scope: string; day: number }[]): Promise<void>;
  insertRecord(record: AuditRecordDoc): Promise<void>;
  /** The days holding records of `scope` (an org's id, or `*` for every org). */
  daysOf(scope: string): Promise<number[]>;
  /** One bucket's records matching the equalities, in no order. */
  readBucket(bucket: string, equal: AuditEquality): Promise<AuditRecordDoc[]>;
  /** Deletes a whole day: its records, then its directory entries. */
  deleteDay(day: number): Promise<number>;
}
