/**
 * The delivery log as the counting and the retention sweep see it, in memory, with the MongoDB stores' rules:
 * a settled row is filed (with its status bucket's marks) before its delivery is settled, a skipped delivery is
 * filed under its status bucket when stored, the sweep keeps what is in flight (and the day's marks while any is),
 * and a day's count per org is inserted once.
 */
import type { FiledStatus } from '../../domain/delivery/log/buckets';
import type { DayCount, DeliveryCountReads } from '../../domain/delivery/log/counts/counts';
import type { DaySwept, LogRetentionStore } from '../../domain/delivery/log/retention';

export const DAY_MS = 86_400_000;

interface Entry {
  id: string;
  org: string;
  day: number;
  status: 'pending' | FiledStatus;
}

export class MemoryDeliveryLog implements DeliveryCountReads, LogRetentionStore {
  readonly docs = new Map<string, Entry>();
  readonly rows = new Map<string, Entry>();
  /** Status buckets' day marks (`<org>|<status>|<day>`) and the all-days and counted-days directories. */
  readonly marks = new Set<string>();
  readonly allDays = new Set<number>();
  readonly counted = new Set<number>();
  readonly filed = new Map<string, DayCount>();
  /** Runs once after a scrape read the filed counts and the open days, before it reads an open day's rows. */
  duringScrape: (() => Promise<void>) | null = null;
  private next = 0;

  /** A delivery stored at `atMs`: pending (its workflow runs) or skipped. */
  insert(org: string, atMs: number, status: 'pending' | 'skipped' = 'pending'): string {
    const e: Entry = { id: `d${this.next++}`, org, day: Math.floor(atMs / DAY_MS), status };
    this.allDays.add(e.day);
    if (status === 'skipped') this.marks.add(`${org}|skipped|${e.day}`);
    this.docs.set(e.id, e);
    return e.id;
  }

  /** The settling workflow: its row (and marks) first, then the document. Gone (swept): nothing. */
  settle(id: string, status: 'delivered' | 'failed'): void {
    const doc = this.docs.get(id);
    if (!doc) return;
    this.marks.add(`${doc.org}|${status}|${doc.day}`);
    if (!this.rows.has(id)) this.rows.set(id, { ...doc, status });
    doc.status = status;
  }

  async filedOf(orgId: string): Promise<DayCount[]> {
    return [...this.filed.values()].filter((c) => c.org_id === orgId).map((c) => ({ ...c }));
  }

  async daysOf(orgId: string, status: FiledStatus): Promise<number[]> {
    return [...this.marks].filter((m) => m.startsWith(`${orgId}|${status}|`)).map((m) => Number(m.split('|')[2]));
  }

  async countOpen(orgId: string, status: FiledStatus, day: number): Promise<number> {
    const hook = this.duringScrape;
    this.duringScrape = null;
    if (hook) await hook();
    const of = (e: Entry) => e.org === orgId && e.status === status && e.day === day;
    return new Set([...this.rows.values(), ...this.docs.values()].filter(of).map((e) => e.id)).size;
  }

  async daysBefore(day: number): Promise<number[]> {
    return [...this.allDays].filter((d) => d < day).sort((a, b) => a - b);
  }

  async countedDays(): Promise<number[]> {
    return [...this.counted];
  }

  async closable(day: number): Promise<boolean> {
    return ![...this.docs.values()].some((d) => d.day === day && d.status === 'pending');
  }

  async closeDay(day: number): Promise<number> {
    const unsettled = [...this.docs.values()].filter((d) => d.status === 'skipped' || d.status === 'pending');
    const ofDay = [...this.rows.values(), ...unsettled];
    const byOrg = new Map<string, Map<string, Set<string>>>();
    for (const e of ofDay.filter((x) => x.day === day)) {
      const org = byOrg.get(e.org) ?? new Map<string, Set<string>>();
      byOrg.set(e.org, org.set(e.status, (org.get(e.status) ?? new Set()).add(e.id)));
    }
    for (const [org, ids] of byOrg) {
      const n = (s: string) => ids.get(s)?.size ?? 0;
      const count = { org_id: org, day, delivered: n('delivered'), failed: n('failed'), skipped: n('skipped') };
      if (!this.filed.has(`${org}|${day}`)) this.filed.set(`${org}|${day}`, count);
    }
    this.counted.add(day);
    return byOrg.size;
  }

  async sweepDay(day: number): Promise<DaySwept> {
    const inFlight = [...this.docs.values()].filter((d) => d.day === day && d.status === 'pending').map((d) => d.id);
    let deliveries = 0;
    for (const d of [...this.docs.values()])
      if (d.day === day && d.status !== 'pending') deliveries += Number(this.docs.delete(d.id));
    for (const r of [...this.rows.values()]) if (r.day === day && !inFlight.includes(r.id)) this.rows.delete(r.id);
    if (inFlight.length === 0) {
      for (const m of [...this.marks]) if (Number(m.split('|')[2]) === day) this.marks.delete(m);
      this.allDays.delete(day);
      this.counted.delete(day);
    }
    return { deliveries, attempts: 0, collections: 0, events: 0, kept: inFlight.length };
  }

  async backfill(): Promise<number> {
    return 0;
  }
}
