/**
 * The recovery sweep of the incident lifecycle (lifecycle.ts): events left with `fanout_done: false` by a crash or
 * a failed fan-out are finished here (projection and fan-out, both idempotent), except those waiting their turn in
 * this process's fan-out queue and those another live process still fans out (its owner beats, fanOutOwners.ts).
 */
import type { IncidentEventDoc } from '../models/incidentEvent';
import { TAKE_OVER_AFTER_MS, type OwnerRegistry } from './fanOutOwners';
import type { LifecycleDeps } from './lifecycle';

type SweepDeps = Pick<
  LifecycleDeps,
  'log' | 'now' | 'fanOut' | 'store' | 'recoverAfterMs' | 'owners' | 'takeOverAfterMs'
>;

/** `finish`: the lifecycle's steps 2 and 3 for a recorded event. */
export function createRecoverySweep(
  deps: SweepDeps,
  finish: (event: IncidentEventDoc) => Promise<'applied' | 'void'>,
): (signal?: AbortSignal) => Promise<void> {
  return async (signal) => {
    const now = deps.now();
    const heldBefore = deps.fanOut?.heldNow(); // what ran here since the read below is not this sweep's either
    const stale = await deps.store.findUnfinishedEvents(new Date(now - (deps.recoverAfterMs ?? 10_000)), 100);
    const elsewhere = await heldElsewhere(stale, deps.owners, now - (deps.takeOverAfterMs ?? TAKE_OVER_AFTER_MS));
    for (const event of stale) {
      if (signal?.aborted) return; // the process is stopping: the next sweep (here or elsewhere) goes on
      const here = heldBefore?.has(event._id) || deps.fanOut?.holds(event._id);
      if (here || elsewhere.has(event._id)) continue; // waiting its turn (or ran meanwhile), here or there
      try {
        const outcome = await finish(event);
        deps.log.info('recovered incident event', { event_id: event._id, type: event.type, outcome });
      } catch (err) {
        deps.log.warn('event recovery failed; will retry', { event_id: event._id, error: (err as Error).message });
      }
    }
  };
}

/**
 * The events of `stale` another live process still fans out (their owner beats), younger than `takeOverBefore`:
 * not this sweep's. Read only when there are such events (one read of the beats per sweep at most).
 */
async function heldElsewhere(
  stale: IncidentEventDoc[],
  owners: OwnerRegistry | undefined,
  takeOverBefore: number,
): Promise<Set<string>> {
  if (!owners) return new Set();
  const theirs = stale.filter((e) => e.owner && e.owner !== owners.id && e.created_at.getTime() > takeOverBefore);
  if (theirs.length === 0) return new Set();
  const live = await owners.live();
  return new Set(theirs.filter((e) => live.has(e.owner!)).map((e) => e._id));
}
