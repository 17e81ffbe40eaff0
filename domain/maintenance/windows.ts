/**
 * Maintenance windows, scoped by org: create, read, PATCH (checked whole after the merge), delete. Every write
 * clears this process's cached facts of the org (its windows, its monitor list pages, whose `status` it changes).
 */
import { InvalidRequestError, NotFoundError, type FieldError } from '../errors';
import type { MaintenanceWindowDoc } from '../models/maintenanceWindow';
import type { PageWindow } from '../pageWindow';
import type { MaintenanceStore } from './stores';

/** The longest one occurrence may last. */
export const MAX_WINDOW_MS = 31 * 86_400_000;

export interface MaintenanceWindowInput {
  name: string;
  starts_at: Date;
  ends_at: Date;
  rrule?: string | null;
  monitor_ids?: string[] | null;
}

export type MaintenanceWindowPatch = Partial<MaintenanceWindowInput>;

export class MaintenanceService {
  constructor(
    private readonly store: MaintenanceStore,
    private readonly changed: (orgId: string) => void,
  ) {}

  async create(orgId: string, input: MaintenanceWindowInput): Promise<MaintenanceWindowDoc> {
    const fields = { ...input, rrule: input.rrule ?? null, monitor_ids: input.monitor_ids ?? null };
    await this.check(orgId, fields, fields);
    const doc = await this.store.insertWindow({ ...fields, org_id: orgId });
    this.changed(orgId);
    return doc;
  }

  async get(orgId: string, id: string): Promise<MaintenanceWindowDoc> {
    const doc = await this.store.readWindow(id);
    if (!doc || doc.org_id !== orgId) throw new NotFoundError('Maintenance window not found.');
    return doc;
  }

  list(orgId: string, page: PageWindow): Promise<MaintenanceWindowDoc[]> {
    return this.store.pageOfWindows(orgId, page);
  }

  async update(orgId: string, id: string, patch: MaintenanceWindowPatch): Promise<MaintenanceWindowDoc> {
    const existing = await this.get(orgId, id);
    const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    await this.check(orgId, patch, { ...existing, ...set });
    await this.store.updateWindow(id, set);
    this.changed(orgId);
    return this.get(orgId, id);
  }

  async remove(orgId: string, id: string): Promise<void> {
    await this.get(orgId, id);
    await this.store.deleteWindow(id);
    this.changed(orgId);
  }

  /** The rules across fields, on the window as it will be stored; reported on the fields the request sent. */
  private async check(orgId: string, request: MaintenanceWindowPatch, merged: MaintenanceWindowInput): Promise<void> {
    const errors: FieldError[] = [];
    const length = merged.ends_at.getTime() - merged.starts_at.getTime();
    const timePath = request.ends_at !== undefined || request.starts_at === undefined ? 'ends_at' : 'starts_at';
    if (length <= 0) errors.push({ path: timePath, message: 'ends_at must be after starts_at' });
    if (length > MAX_WINDOW_MS) errors.push({ path: timePath, message: 'a window must last at most 31 days' });
    if (request.monitor_ids) errors.push(...(await this.unknownMonitors(orgId, request.monitor_ids)));
    if (errors.length > 0) throw new InvalidRequestError('Invalid maintenance window.', errors);
  }

  private async unknownMonitors(orgId: string, ids: string[]): Promise<FieldError[]> {
    if (ids.length === 0) return [];
    const found = await this.store.ownMonitorIds(orgId, ids);
    return ids.flatMap((id, i) =>
      found.has(id) ? [] : [{ path: `monitor_ids.${i}`, message: 'is not a monitor of this org' }],
    );
  }
}
