/**
 * The maintenance a status page shows: the windows active now (with the end of the current occurrence) and the
 * next occurrences starting within `UPCOMING_DAYS`, soonest first. Names and times only, plus which monitors
 * (null: all).
 */
import type { MaintenanceWindowDoc } from '../models/maintenanceWindow';
import { activeOccurrence, nextOccurrence, type Occurrence } from './occurrences';

export const UPCOMING_DAYS = 30;
const UPCOMING_MAX = 20;

export interface PublicWindow {
  id: string;
  name: string;
  starts_at: string;
  ends_at: string;
  monitor_ids: string[] | null;
}

export function publicWindows(
  windows: MaintenanceWindowDoc[],
  nowMs: number,
): { active: PublicWindow[]; upcoming: PublicWindow[] } {
  const show = (w: MaintenanceWindowDoc, o: Occurrence): PublicWindow => ({
    id: w._id,
    name: w.name,
    starts_at: o.starts_at.toISOString(),
    ends_at: o.ends_at.toISOString(),
    monitor_ids: w.monitor_ids,
  });
  const horizon = nowMs + UPCOMING_DAYS * 86_400_000;
  const active = windows.flatMap((w) => {
    const o = activeOccurrence(w, nowMs);
    return o ? [show(w, o)] : [];
  });
  const upcoming = windows.flatMap((w) => {
    const o = nextOccurrence(w, nowMs);
    return o && o.starts_at.getTime() <= horizon ? [show(w, o)] : [];
  });
  upcoming.sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  return { active, upcoming: upcoming.slice(0, UPCOMING_MAX) };
}
