/**
 * `/jobs`: the checks of one region due now, from the in-memory schedule (domain/probing/schedule.ts), handed out
 * only for the slot seconds this replica owns (domain/probing/slotClaims.ts): a pull costs what is due and at most
 * one insert, however many monitors exist. A check handed out is not handed out again by any replica; a prober
 * that dies holding it leaves that slot unchecked, and the next slot (one interval later) checks it.
 */
import type { Region } from '../regions';
import type { MonitorCatalog } from './catalog';
import type { CheckDefinition } from '../monitors/definition';
import type { SlotClaims } from './slotClaims';

export interface ProbeJob {
  monitor_id: string;
  interval_sec: number;
  /** When this check's slot began: how late it is handed out is `now - due_at`. */
  due_at: string;
  definition: CheckDefinition;
}

export interface JobsDeps {
  catalog: MonitorCatalog;
  claims: SlotClaims;
  now: () => number;
}

export async function dueJobs(deps: JobsDeps, region: Region, limit: number): Promise<ProbeJob[]> {
  await deps.catalog.ready();
  const due = deps.catalog.schedule.takeDue(region, limit, deps.now());
  if (due.length === 0) return [];
  const owned = await deps.claims.filterOwned(due);
  return owned.flatMap((c) => {
    const m = deps.catalog.get(c.monitorId);
    const definition = deps.catalog.definitionOf(c.monitorId);
    const dueAt = new Date(c.slotStartMs).toISOString();
    return m && definition ? [{ monitor_id: m._id, interval_sec: m.interval_sec, due_at: dueAt, definition }] : [];
  });
}
