/**
 * Every monitor, in memory, for the API process that serves lists and probes: loaded once (at the first use),
 * then kept current. A monitor written through this process is re-read at once (`changed`, before the write is
 * answered); one written elsewhere arrives through the change feed that `syncChanges` reads every few seconds (and
 * a list read asks for a read of that feed when the last one is older than a second). So a list page, a status
 * page or a probe pull never reads the monitors collection, whose every lookup scans on the development store.
 * Listeners (the probe schedule) hear of every row loaded, changed or removed.
 */
import type { Logger } from '../logger';
import type { MonitorDoc } from '../models/monitor';
import { FeedReader } from '../probing/feedReader';
import { OrgMonitorIndex } from './orgIndex';

export type MonitorWrite = 'created' | 'updated' | 'deleted';

export interface MonitorChangeRow {
  id: string;
  monitorId: string;
}

/** What the directory reads and writes: the monitors collection and its append-only change feed. */
export interface MonitorDirectoryStore {
  /** Every monitor, paused ones included. Read once, at the first use. */
  loadAllMonitors(): Promise<MonitorDoc[]>;
  /** These monitors as stored now (absent: deleted). */
  loadMonitors(ids: string[]): Promise<MonitorDoc[]>;
  recordMonitorChange(monitorId: string, at: Date): Promise<void>;
  /** Changes recorded from `since` to `until` (by any process), oldest first. */
  monitorChangesSince(since: Date, until: Date): Promise<MonitorChangeRow[]>;
}

/** `loaded`: read at start; `changed`: written through this process or elsewhere (row undefined: deleted). */
export type DirectoryListener = (monitorId: string, row: MonitorDoc | undefined, when: 'loaded' | 'changed') => void;

/** A monitor id found nowhere is not looked up again for this long (results of a deleted monitor keep coming). */
const MISSING_TTL_MS = 60_000;

export class MonitorDirectory {
  private readonly rows = new Map<string, MonitorDoc>();
  private readonly orgs = new OrgMonitorIndex();
  private readonly listeners: DirectoryListener[] = [];
  private loading: Promise<void> | null = null;
  /** Ids looked up and not found -> until when that answer stands. */
  private readonly missing = new Map<string, number>();
  private readonly changes = new FeedReader();
  private syncing: Promise<number> | null = null;
  /** When the feed was last read, on the monotonic clock (how old a read is: I/O cadence, not domain time). */
  private syncedAt = 0;

  constructor(
    private readonly store: MonitorDirectoryStore,
    private readonly now: () => number,
    private readonly log: Logger,
  ) {}

  /** Registered before the first use: a listener hears every row from the load on. */
  subscribe(listener: DirectoryListener): void {
    this.listeners.push(listener);
  }

  /** Loads every monitor the first time; later calls return at once. A failed load is tried again. */
  ready(): Promise<void> {
    this.loading ??= this.load().catch((err: unknown) => {
      this.loading = null;
      throw err;
    });
    return this.loading;
  }

  get(monitorId: string): MonitorDoc | undefined {
    return this.rows.get(monitorId);
  }

  /** The org's monitors, newest first, older than `before`, that `keep` accepts: at most `count`. */
  newestFirst(orgId: string, before: string | undefined, count: number, keep?: (m: MonitorDoc) => boolean) {
    return this.orgs.newestFirst(orgId, before, count, (id) => {
      const m = this.rows.get(id);
      return m !== undefined && (!keep || keep(m)) ? m : undefined;
    });
  }

  /** How many monitors the org has (as fresh as the directory). */
  countOf(orgId: string): number {
    return this.orgs.countOf(orgId);
  }

  /** The org's oldest `count` monitors, oldest first. */
  oldestFirst(orgId: string, count: number): MonitorDoc[] {
    return this.orgs.oldestFirst(orgId, count).flatMap((id) => this.rows.get(id) ?? []);
  }

  /** A monitor written through this process: recorded for the other replicas, then applied here. */
  async changed(monitorId: string, write: MonitorWrite): Promise<void> {
    await this.store.recordMonitorChange(monitorId, new Date(this.now()));
    await this.ready();
    const [row] = write === 'deleted' ? [] : await this.store.loadMonitors([monitorId]);
    this.apply(monitorId, row, 'changed');
  }

  /**
   * Reads the monitors of these ids that are not known here (created on another replica a moment ago, before the
   * change feed brought them), so their first results are not ignored. Ids found nowhere are remembered a while.
   */
  async lookUp(ids: string[]): Promise<void> {
    const now = this.now();
    const unknown = [...new Set(ids)].filter((id) => !this.rows.has(id) && (this.missing.get(id) ?? 0) < now);
    if (unknown.length === 0) return;
    const rows = new Map((await this.store.loadMonitors(unknown)).map((r) => [r._id, r]));
    for (const id of unknown) {
      const row = rows.get(id);
      if (row) this.apply(id, row, 'changed');
      else this.missing.set(id, now + MISSING_TTL_MS);
    }
    if (this.missing.size > 10_000) for (const [id, until] of this.missing) if (until < now) this.missing.delete(id);
  }

  /** Reads the change feed unless it was read less than `maxAgeMs` ago (one read in flight at a time). */
  async freshen(maxAgeMs: number): Promise<void> {
    await this.ready();
    if (performance.now() - this.syncedAt >= maxAgeMs) await this.syncChanges();
  }

  /** Applies the changes other processes recorded since the last read. */
  syncChanges(): Promise<number> {
    if (!this.loading) return Promise.resolve(0); // not loaded yet: the load will read everything
    this.syncing ??= this.readChanges().finally(() => (this.syncing = null));
    return this.syncing;
  }

  private async readChanges(): Promise<number> {
    await this.loading;
    const now = this.now();
    const readAt = performance.now();
    const recorded = await this.store.monitorChangesSince(this.changes.since(now), new Date(now));
    this.syncedAt = readAt;
    const fresh = this.changes.unseen(recorded, (c) => c.id, now);
    const ids = [...new Set(fresh.map((c) => c.monitorId))];
    if (ids.length === 0) return 0;
    const rows = new Map((await this.store.loadMonitors(ids)).map((r) => [r._id, r]));
    for (const id of ids) this.apply(id, rows.get(id), 'changed');
    return ids.length;
  }

  private async load(): Promise<void> {
    const started = Date.now();
    const readAt = performance.now();
    const rows = await this.store.loadAllMonitors();
    this.syncedAt = readAt;
    for (const row of rows) this.rows.set(row._id, row);
    this.orgs.addAll(rows.map((row) => [row.org_id, row._id]));
    for (const row of rows) for (const listener of this.listeners) listener(row._id, row, 'loaded');
    this.log.info('monitor directory loaded', { monitors: rows.length, ms: Date.now() - started });
  }

  private apply(monitorId: string, row: MonitorDoc | undefined, when: 'loaded' | 'changed'): void {
    const before = this.rows.get(monitorId);
    if (before && before.org_id !== row?.org_id) this.orgs.remove(before.org_id, monitorId);
    if (row) {
      this.rows.set(monitorId, row);
      if (before?.org_id !== row.org_id) this.orgs.add(row.org_id, monitorId);
    } else this.rows.delete(monitorId);
    for (const listener of this.listeners) listener(monitorId, row, when);
  }
}
