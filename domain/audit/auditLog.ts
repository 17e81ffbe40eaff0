/**
 * The audit log: one record per accepted write (who, what, which resource, the fields set, from where), appended
 * into the day bucket of its org, listed newest first bucket by bucket, and dropped by whole days after the
 * retention. Every read and delete is an equality on a bucket or a day, so an append and a page cost the same
 * whatever the log holds (FerretDB pushes down neither a range nor a sort).
 */
import { BoundedMap } from '../boundedMap';
import { uuidv7 } from '../ids';
import type { Logger } from '../logger';
import type { AuditRecordDoc } from '../models/auditRecord';
import type { PageWindow } from '../pageWindow';
import { recordedBefore, recordedChanges } from './changes';
import type { AuditEquality, AuditStore } from './stores';

const DAY_MS = 86_400_000;
/** Buckets read at once when a page spans several days. */
const DAYS_AT_ONCE = 4;

export interface Actor {
  type: 'user' | 'api_key' | 'chat';
  id: string;
  name: string;
}

export interface AuditEntry {
  orgId: string;
  actor: Actor;
  action: string;
  resourceId: string | null;
  /** The write's input; only what cannot carry a secret is kept. */
  input: unknown;
  /** The resource as it was before an update (as the API presents it); only the fields the input sets are kept. */
  before?: Record<string, unknown> | null;
  ip: string | null;
}

export interface AuditFilter extends AuditEquality {
  since?: Date;
  until?: Date;
}

const dayOf = (ms: number) => Math.floor(ms / DAY_MS);
/** The millisecond a UUIDv7 was made at (a cursor is a record's id). */
const msOfId = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);

export class AuditLog {
  /** Directory entries this process knows exist (each is inserted once; a repeat would only be refused). */
  private readonly knownDays = new BoundedMap<string, true>(10_000);

  constructor(
    private readonly store: AuditStore,
    private readonly now: () => number,
    private readonly retentionDays: number,
    private readonly log: Logger,
  ) {}

  async append(entry: AuditEntry): Promise<void> {
    const at = this.now();
    const day = dayOf(at);
    await this.markDay(entry.orgId, day);
    await this.store.insertRecord({
      _id: uuidv7(at),
      org_id: entry.orgId,
      bucket: `${entry.orgId}|${day}`,
      day,
      at: new Date(at),
      actor_type: entry.actor.type,
      actor_id: entry.actor.id,
      actor_name: entry.actor.name,
      action: entry.action,
      resource_id: entry.resourceId,
      changes: recordedChanges(entry.input),
      before: entry.before ? recordedBefore(entry.input, entry.before) : null,
      ip: entry.ip,
    });
  }

  /** A page of the org's records matching `filter`, newest first (one extra row: see PageWindow). */
  async list(orgId: string, filter: AuditFilter, page: PageWindow): Promise<AuditRecordDoc[]> {
    const days = await this.daysToRead(orgId, filter, page);
    const { since, until, ...equal } = filter;
    const wanted = (r: AuditRecordDoc) =>
      (page.before === undefined || r._id < page.before) && !(since && r.at < since) && !(until && r.at > until);
    const out: AuditRecordDoc[] = [];
    for (let i = 0; i < days.length && out.length <= page.limit; i += DAYS_AT_ONCE) {
      const read = days.slice(i, i + DAYS_AT_ONCE).map((d) => this.store.readBucket(`${orgId}|${d}`, equal));
      for (const bucket of await Promise.all(read))
        out.push(...bucket.filter(wanted).sort((a, b) => (a._id < b._id ? 1 : -1)));
    }
    return out.slice(0, page.limit + 1);
  }

  /** Deletes the days past the retention, oldest first; how many records went. */
  async sweep(): Promise<number> {
    const keepFrom = dayOf(this.now()) - this.retentionDays;
    let deleted = 0;
    for (const day of (await this.store.daysOf('*')).filter((d) => d < keepFrom).sort((a, b) => a - b))
      deleted += await this.store.deleteDay(day);
    if (deleted > 0) this.log.info('audit records past retention deleted', { deleted });
    return deleted;
  }

  /** The org's days a page may read, newest first: within the time range, from the cursor's day down. */
  private async daysToRead(orgId: string, filter: AuditFilter, page: PageWindow): Promise<number[]> {
    const first = filter.since ? dayOf(filter.since.getTime()) : -Infinity;
    let last = filter.until ? dayOf(filter.until.getTime()) : Infinity;
    if (page.before !== undefined) last = Math.min(last, dayOf(msOfId(page.before)));
    const days = await this.store.daysOf(orgId);
    return days.filter((d) => d >= first && d <= last).sort((a, b) => b - a);
  }

  private async markDay(orgId: string, day: number): Promise<void> {
    const entries = [orgId, '*']
      .map((scope) => ({ _id: `${scope}|${day}`, scope, day }))
      .filter((e) => !this.knownDays.has(e._id));
    if (entries.length === 0) return;
    await this.store.markDays(entries);
    for (const e of entries) this.knownDays.set(e._id, true);
  }
}
