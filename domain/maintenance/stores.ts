/**
 * What maintenance windows need from the database, as an interface: the org's windows (the cache's one read), the
 * CRUD of one window, and which monitor ids belong to the org. `mongoStores.ts` implements it; unit tests use memory.
 */
import type { MaintenanceWindowDoc } from '../models/maintenanceWindow';
import type { PageWindow } from '../pageWindow';

/** A window's own fields, as the API sets them. */
export type MaintenanceWindowFields = Pick<
  MaintenanceWindowDoc,
  'name' | 'starts_at' | 'ends_at' | 'rrule' | 'monitor_ids'
>;

export interface MaintenanceStore {
  /** Every window of the org (ended ones too). */
  windowsOfOrg(orgId: string): Promise<MaintenanceWindowDoc[]>;
  readWindow(id: string): Promise<MaintenanceWindowDoc | null>;
  /** The org's windows older than the page's cursor, newest first, one more than the page holds. */
  pageOfWindows(orgId: string, page: PageWindow): Promise<MaintenanceWindowDoc[]>;
  /** Inserts the window and returns it as stored. */
  insertWindow(window: MaintenanceWindowFields & { org_id: string }): Promise<MaintenanceWindowDoc>;
  updateWindow(id: string, set: Partial<MaintenanceWindowFields>): Promise<void>;
  deleteWindow(id: string): Promise<void>;
  /** The ids among `ids` (not empty) that are monitors of the org. */
  ownMonitorIds(orgId: string, ids: string[]): Promise<Set<string>>;
}
