/**
 * The monitors probers check, in memory, and their schedule. Loaded once (the first time probing is used), then
 * kept current: a monitor written through this process is re-read at once (`changed`, before the write is
 * answered), and one written elsewhere arrives through the change feed that `syncChanges` reads every few seconds,
 * so a pull or a result never reads the monitors collection.
 */
import type { Logger } from '../logger';
import { definitionOf, type CheckDefinition } from './definition';
import { ProbeSchedule } from './schedule';
import type { ProbedMonitorRow, ProbingStore } from './stores';

export interface ProbedMonitor extends ProbedMonitorRow {
  definition: CheckDefinition;
}

export type MonitorWrite = 'created' | 'updated' | 'deleted';

/** How far back each read of the change feed looks, so a change recorded late (clock skew, slow insert) is seen. */
const FEED_LOOKBACK_MS = 30_000;

export class MonitorCatalog {
  readonly schedule = new ProbeSchedule();
  private readonly monitors = new Map<string, ProbedMonitor>();
  private loading: Promise<void> | null = null;
  /** Feed entries already applied (kept for the lookback), by id -> when read. */
  private readonly seenChanges = new Map<string, number>();

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
    this.apply(monitorId, row, write === 'created' ? 'now' : 'when-timing-changed');
  }

  /** Applies the changes other processes recorded since the last read. */
  async syncChanges(): Promise<number> {
    if (!this.loading) return 0; // not loaded yet: the load will read everything
    await this.loading;
    const now = this.now();
    const fresh = (await this.store.monitorChangesSince(new Date(now - FEED_LOOKBACK_MS))).filter(
      (c) => !this.seenChanges.has(c.id),
    );
    for (const c of fresh) this.seenChanges.set(c.id, now);
    for (const [id, at] of this.seenChanges) if (at < now - 2 * FEED_LOOKBACK_MS) this.seenChanges.delete(id);
    const ids = [...new Set(fresh.map((c) => c.monitorId))];
    if (ids.length === 0) return 0;
    const rows = new Map((await this.store.loadMonitors(ids)).map((r) => [r._id, r]));
    for (const id of ids) this.apply(id, rows.get(id), 'when-timing-changed');
    return ids.length;
  }

  private async load(): Promise<void> {
    const started = Date.now();
    const rows = await this.store.loadProbedMonitors();
    for (const row of rows) this.apply(row._id, row, 'on-grid');
    this.log.info('probe schedule loaded', { monitors: rows.length, ms: Date.now() - started });
  }

  /**
   * `now`: check at once (a new monitor); `when-timing-changed`: at once if its interval, regions or pause changed,
   * else keep its place; `on-grid`: at its current slot (a start).
   */
  private apply(
    monitorId: string,
    row: ProbedMonitorRow | undefined,
    when: 'now' | 'when-timing-changed' | 'on-grid',
  ): void {
    const before = this.monitors.get(monitorId);
    if (!row || row.type === 'heartbeat') {
      this.monitors.delete(monitorId);
      this.schedule.unschedule(monitorId);
      return;
    }
    const m: ProbedMonitor = { ...row, definition: definitionOf(row as unknown as CheckDefinition) };
    this.monitors.set(monitorId, m);
    if (m.paused) return this.schedule.unschedule(monitorId);
    const resumed = before?.paused === true;
    if (when === 'on-grid') this.schedule.schedule(m, this.now(), false);
    else if (when === 'now' || resumed || this.schedule.timingChanged(m)) this.schedule.schedule(m, this.now(), true);
  }
}
