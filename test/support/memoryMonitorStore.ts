/**
 * An in-memory monitor store (domain/monitors/stores.ts) for unit tests: the monitors (with the directory's change
 * feed, so a `MonitorDirectory` can run on it), the heartbeat clocks monitor writes restart, the org's channels and
 * escalation policies. Writes are counted, so a test can tell which ones a path made.
 */
import type { MonitorDirectoryStore, MonitorChangeRow } from '../../domain/monitors/directory';
import type { ClockTimes, MonitorClocks, MonitorStore, NewMonitor } from '../../domain/monitors/stores';
import type { MonitorDoc } from '../../domain/models/monitor';
import { uuidv7 } from '../../domain/ids';

export class MemoryMonitorStore implements MonitorStore, MonitorClocks, MonitorDirectoryStore {
  readonly monitors = new Map<string, MonitorDoc>();
  readonly clocks = new Map<string, ClockTimes>();
  /** Channel ids by org. */
  readonly channels = new Map<string, string[]>();
  /** The org of each escalation policy, by policy id. */
  readonly policies = new Map<string, string>();
  readonly calls = new Map<string, number>();
  private readonly changes: (MonitorChangeRow & { at: number })[] = [];

  constructor(private readonly now: () => number) {}

  private count(name: string): void {
    this.calls.set(name, (this.calls.get(name) ?? 0) + 1);
  }

  async insertMonitor(monitor: NewMonitor) {
    this.count('insertMonitor');
    const at = new Date(this.now());
    const doc = { ...monitor, _id: uuidv7(at.getTime()), created_at: at, updated_at: at } as MonitorDoc;
    this.monitors.set(doc._id, doc);
    return { ...doc };
  }
  async readMonitor(monitorId: string) {
    const found = this.monitors.get(monitorId);
    return found ? { ...found } : null;
  }
  async updateMonitor(monitorId: string, fields: Partial<NewMonitor>) {
    this.count('updateMonitor');
    const found = this.monitors.get(monitorId);
    if (found) this.monitors.set(monitorId, { ...found, ...fields, updated_at: new Date(this.now()) });
    return found !== undefined;
  }
  async deleteMonitor(monitorId: string) {
    this.count('deleteMonitor');
    return this.monitors.delete(monitorId);
  }
  async channelsOfOrg(orgId: string, channelIds: string[]) {
    return channelIds.filter((id) => this.channels.get(orgId)?.includes(id));
  }
  async policyOrgOf(policyId: string) {
    return this.policies.get(policyId) ?? null;
  }
  async monitorNames(orgId: string, monitorIds: string[]) {
    this.count('monitorNames');
    return monitorIds.flatMap((id) => {
      const m = this.monitors.get(id);
      return m && m.org_id === orgId ? [{ _id: m._id, name: m.name }] : [];
    });
  }

  async readClocks(monitorIds: string[]) {
    this.count('readClocks');
    return monitorIds.flatMap((id) => this.clocks.get(id) ?? []);
  }
  async restartClock(monitorId: string, dueAt: Date | null) {
    this.count('restartClock');
    const clock = this.clocks.get(monitorId) ?? { _id: monitorId, last_ping_at: null, due_at: null };
    this.clocks.set(monitorId, { ...clock, due_at: dueAt });
  }
  async deleteClock(monitorId: string) {
    this.count('deleteClock');
    this.clocks.delete(monitorId);
  }

  async loadAllMonitors() {
    return [...this.monitors.values()];
  }
  async loadMonitors(ids: string[]) {
    return ids.flatMap((id) => this.monitors.get(id) ?? []);
  }
  async recordMonitorChange(monitorId: string, at: Date) {
    this.changes.push({ id: uuidv7(at.getTime()), monitorId, at: at.getTime() });
  }
  async monitorChangesSince(since: Date) {
    return this.changes.filter((c) => c.at >= since.getTime());
  }
}
