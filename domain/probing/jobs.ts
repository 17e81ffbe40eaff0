/**
 * `/jobs`: the checks of one region due now, from the in-memory schedule (domain/probing/schedule.ts), handed out
 * only for the slot seconds this replica owns (domain/probing/slotClaims.ts): a pull costs what is due and at most
 * one insert, however many monitors exist. A check handed out is not handed out again by any replica; a prober
 * that dies holding it leaves that slot unchecked, and the next slot (one interval later) checks it.
 *
 * Checks are handed out by whole seconds, once their second has ended (the unit a replica claims): a prober that
 * pulls in a tight loop gets a second's checks in one answer and posts them in one batch, instead of a few checks
 * per round trip, each costing a request and an insert. A check goes out at most a second later than its slot
 * began, plus the prober's own pull cadence (`PROBER_PULL_MS`, 2 s by default).
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
  const due = deps.catalog.schedule.takeDue(region, limit, endedSecondsUntil(deps.now()));
  if (due.length === 0) return [];
  const owned = await deps.claims.filterOwned(due);
  return owned.flatMap((c) => {
    const m = deps.catalog.get(c.monitorId);
    const definition = deps.catalog.definitionOf(c.monitorId);
    const dueAt = new Date(c.slotStartMs).toISOString();
    return m && definition ? [{ monitor_id: m._id, interval_sec: m.interval_sec, due_at: dueAt, definition }] : [];
  });
}

/** Due checks of a region are counted up to this many (the count walks only what is due). */
export const BEHIND_CAP = 10_000;

/**
 * How many checks of the region were due and left for a later pull after an answer of `handedOut` checks of at most
 * `limit` (0 when the answer was not full), up to `BEHIND_CAP`: how far behind the region's probers are.
 */
export function checksBehind(deps: JobsDeps, region: Region, handedOut: number, limit: number): number {
  if (handedOut < limit) return 0;
  return deps.catalog.schedule.dueCount(region, endedSecondsUntil(deps.now()), BEHIND_CAP);
}

/** The last millisecond of the last whole second before `nowMs`: slots starting up to it are handed out. */
export function endedSecondsUntil(nowMs: number): number {
  return Math.floor(nowMs / 1000) * 1000 - 1;
}
