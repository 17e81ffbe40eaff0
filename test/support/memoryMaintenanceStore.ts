/**
 * An in-memory `MaintenanceStore` for unit tests of the maintenance service and cache: the same contract as
 * domain/maintenance/mongoStores.ts (pages newest first by `_id`, one row more than the page), with every read of an
 * org's windows counted so a test can see what the cache saves.
 */
import type { MaintenanceStore, MaintenanceWindowFields } from '../../domain/maintenance/stores';
import type { MaintenanceWindowDoc } from '../../domain/models/maintenanceWindow';
import type { PageWindow } from '../../domain/pageWindow';

export class MemoryMaintenanceStore implements MaintenanceStore {
  readonly windows = new Map<string, MaintenanceWindowDoc>();
  /** Monitor id -> its org. */
  readonly monitors = new Map<string, string>();
  orgReads = 0;
  private nextId = 0;

  async windowsOfOrg(orgId: string): Promise<MaintenanceWindowDoc[]> {
    this.orgReads++;
    return [...this.windows.values()].filter((w) => w.org_id === orgId).map((w) => ({ ...w }));
  }

  async readWindow(id: string): Promise<MaintenanceWindowDoc | null> {
    const w = this.windows.get(id);
    return w ? { ...w } : null;
  }

  async pageOfWindows(orgId: string, page: PageWindow): Promise<MaintenanceWindowDoc[]> {
    return [...this.windows.values()]
      .filter((w) => w.org_id === orgId && (page.before === undefined || w._id < page.before))
      .sort((a, b) => (a._id < b._id ? 1 : -1))
      .slice(0, page.limit + 1);
  }

  async insertWindow(window: MaintenanceWindowFields & { org_id: string }): Promise<MaintenanceWindowDoc> {
    const at = new Date();
    const doc = { ...window, _id: `w${String(++this.nextId).padStart(6, '0')}`, created_at: at, updated_at: at };
    this.windows.set(doc._id, doc);
    return { ...doc };
  }

  async updateWindow(id: string, set: Partial<MaintenanceWindowFields>): Promise<void> {
    const w = this.windows.get(id);
    if (w) this.windows.set(id, { ...w, ...set, updated_at: new Date() });
  }

  async deleteWindow(id: string): Promise<void> {
    this.windows.delete(id);
  }

  async ownMonitorIds(orgId: string, ids: string[]): Promise<Set<string>> {
    return new Set(ids.filter((id) => this.monitors.get(id) === orgId));
  }
}
