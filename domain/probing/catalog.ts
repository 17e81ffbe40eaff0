/**
 * The monitors probers check, in memory, and their schedule. Loaded once (the first time probing is used), then
 * kept current: a monitor written through this process is re-read at once (`changed`, before the write is
 * answered), and one written elsewhere arrives through the change feed that `syncChanges` reads every few seconds,
 * so a pull or a result never reads the monitors collection.
 */
import type { Logger } from '../logger';
import { definitionOf, type CheckDefinition } from '../monitors/definition';
import { FeedReader } from './feedReader';
import { ProbeSchedule } from './schedule';
import type { ProbedMonitorRow, ProbingStore } from './stores';

export interface ProbedMonitor extends ProbedMonitorRow {
  definition: CheckDefinition;
}

export type MonitorWrite = 'created' | 'updated' | 'deleted';

/** A monitor id found nowhere is not looked up again for this long (results of a deleted monitor keep coming). */
const MISSING_TTL_MS = 60_000;

export class MonitorCatalog {
  readonly schedule = new ProbeSchedule();
  private readonly monitors = new Map<string, ProbedMonitor>();
  private loading: Promise<void> | null = null;
  /** Ids looked up and not found -> until when that answer stands. */
  private readonly missing = new Map<string, number>();
  private readonly changes = new FeedReader();

  constructor(
    private readonly store: ProbingStore,
    private readonly now: () => number,
    private readonly log: Logger,
  ) {}

  /** Loads every probed monitor the first time; later calls return at once. A failed load is tried again. */
  ready(): Promise<void> {
    this.loading ??= this.load().catch((err: unknown) => {
      this.loading = null;
      throw err;
    });
    return this.loading;
  }

  get(monitorId: string): ProbedMonitor | undefined {
    return this.monitors.get(monitorId);
  }

  get size(): number {
    return this.monitors.size;
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
    const unknown = [...new Set(ids)].filter((id) => !this.monitors.has(id) && (this.missing.get(id) ?? 0) < now);
    if (unknown.length === 0) return;
    const rows = new Map((await this.store.loadMonitors(unknown)).map((r) => [r._id, r]));
    for (const id of unknown) {
      const row = rows.get(id);
      if (row && row.type !== 'heartbeat') this.apply(id, row, 'changed');
      else this.missing.set(id, now + MISSING_TTL_MS);
    }
    if (this.missing.size > 10_000) for (const [id, until] of this.missing) if (until < now) this.missing.delete(id);
  }

  /** Applies the changes other processes recorded since the last read. */
  async syncChanges(): Promise<number> {
    if (!this.loading) return 0; // not loaded yet: the load will read everything
    await this.loading;
    const now = this.now();
    const recorded = await this.store.monitorChangesSince(this.changes.since(now));
    const fresh = this.changes.unseen(recorded, (c) => c.id, now);
    const ids = [...new Set(fresh.map((c) => c.monitorId))];
    if (ids.length === 0) return 0;
    const rows = new Map((await this.store.loadMonitors(ids)).map((r) => [r._id, r]));
    for (const id of ids) this.apply(id, rows.get(id), 'changed');
    return ids.length;
  }

  private async load(): Promise<void> {
    const started = Date.now();
    const rows = await this.store.loadProbedMonitors();
    for (const row of rows) this.apply(row._id, row, 'loaded');
    this.log.info('probe schedule loaded', { monitors: rows.length, ms: Date.now() - started });
  }

  /**
   * `loaded`: scheduled on the grid of its last write; `changed` (written through this process or elsewhere):
   * re-anchored at that write when its interval, regions or pause changed (so checked at once), else it keeps its
   * place (a name or URL edit changes what is checked, not when).
   */
  private apply(monitorId: string, row: ProbedMonitorRow | undefined, when: 'loaded' | 'changed'): void {
    const before = this.monitors.get(monitorId);
    if (!row || row.type === 'heartbeat') {
      this.monitors.delete(monitorId);
      this.schedule.unschedule(monitorId);
      return;
    }
    const m: ProbedMonitor = { ...row, definition: definitionOf(row as unknown as CheckDefinition) };
    this.monitors.set(monitorId, m);
    if (m.paused) return this.schedule.unschedule(monitorId);
    const timing = { ...m, anchorMs: row.updated_at.getTime() };
    if (when === 'changed' && before?.paused !== true && !this.schedule.timingChanged(m)) return; // keeps its place
    this.schedule.schedule(timing, this.now());
  }
}
