/**
 * The monitors probers check (every type but heartbeat), with their check definitions and their schedule, kept
 * from the monitor directory: every row it loads or changes is applied here, so a pull or a result never reads the
 * monitors collection.
 */
import type { MonitorDirectory } from '../monitors/directory';
import type { MonitorDoc } from '../models/monitor';
import { definitionOf, type CheckDefinition } from './definition';
import { ProbeSchedule } from './schedule';

export interface ProbedMonitor extends MonitorDoc {
  definition: CheckDefinition;
}

export class MonitorCatalog {
  readonly schedule = new ProbeSchedule();
  private readonly monitors = new Map<string, ProbedMonitor>();

  constructor(
    private readonly directory: MonitorDirectory,
    private readonly now: () => number,
  ) {
    directory.subscribe((id, row, when) => this.apply(id, row, when));
  }

  ready(): Promise<void> {
    return this.directory.ready();
  }

  get(monitorId: string): ProbedMonitor | undefined {
    return this.monitors.get(monitorId);
  }

  get size(): number {
    return this.monitors.size;
  }

  /** Reads the monitors of these ids not known here yet (see `MonitorDirectory.lookUp`). */
  lookUp(ids: string[]): Promise<void> {
    return this.directory.lookUp(ids);
  }

  /**
   * `loaded`: scheduled on the grid of its last write; `changed` (written through this process or elsewhere):
   * re-anchored at that write when its interval, regions or pause changed (so checked at once), else it keeps its
   * place (a name or URL edit changes what is checked, not when).
   */
  private apply(monitorId: string, row: MonitorDoc | undefined, when: 'loaded' | 'changed'): void {
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
