/**
 * The monitors probers check (every type but heartbeat), with their check definitions and their schedule, kept
 * from the monitor directory: every row it loads or changes is applied here, so a pull or a result never reads the
 * monitors collection.
 */
import type { MonitorDirectory } from '../monitors/directory';
import type { MonitorDoc } from '../models/monitor';
import { definitionOf, type CheckDefinition } from '../monitors/definition';
import { hasSealed, openedSecrets } from '../monitors/requestSecrets';
import { ProbeSchedule } from './schedule';

/** A probed monitor: the directory's own row (not a copy: 50,000 monitors are about 100 MB of rows). */
export type ProbedMonitor = MonitorDoc;

export class MonitorCatalog {
  readonly schedule = new ProbeSchedule();
  /** The check of each probed monitor (the monitors of every other type are not here). */
  private readonly definitions = new Map<string, CheckDefinition>();

  constructor(
    private readonly directory: MonitorDirectory,
    private readonly now: () => number,
    /** Opens the request secrets of the checks handed to probers (config's SECRETS_KEY). */
    private readonly secretsKey: Buffer,
  ) {
    directory.subscribe((id, row, when) => this.apply(id, row, when));
  }

  ready(): Promise<void> {
    return this.directory.ready();
  }

  get(monitorId: string): ProbedMonitor | undefined {
    return this.definitions.has(monitorId) ? this.directory.get(monitorId) : undefined;
  }

  definitionOf(monitorId: string): CheckDefinition | undefined {
    return this.definitions.get(monitorId);
  }

  /** Reads the monitors of these ids not known here yet (see `MonitorDirectory.lookUp`). */
  lookUp(ids: string[]): Promise<void> {
    return this.directory.lookUp(ids);
  }

  /** The check probers run: the request's secrets opened (a monitor without any is read as it is). */
  private checkOf(row: MonitorDoc): CheckDefinition {
    const opened = hasSealed(row) ? { ...row, ...openedSecrets(this.secretsKey, row) } : row;
    return definitionOf(opened as unknown as CheckDefinition);
  }

  /**
   * `loaded`: scheduled on the grid of its last write; `changed` (written through this process or elsewhere):
   * re-anchored at that write when its interval, regions or pause changed (so checked at once), else it keeps its
   * place (a name or URL edit changes what is checked, not when).
   */
  private apply(monitorId: string, row: MonitorDoc | undefined, when: 'loaded' | 'changed'): void {
    if (!row || row.type === 'heartbeat') {
      this.definitions.delete(monitorId);
      this.schedule.unschedule(monitorId);
      return;
    }
    this.definitions.set(monitorId, this.checkOf(row));
    if (row.paused) return this.schedule.unschedule(monitorId);
    // A monitor paused until now is not in the schedule: its timing counts as changed, so it is checked at once.
    if (when === 'changed' && !this.schedule.timingChanged(row)) return; // keeps its place
    const timing = { ...row, anchorMs: row.updated_at.getTime() };
    this.schedule.schedule(timing, this.now());
  }
}
