/**
 * The heartbeat miss sweep. It reads the clocks that fell due since its mark (`sweep_marks`), opens an incident for
 * each (the lifecycle keeps it to one per outage), and moves the mark forward. Clocks are read by the minute they
 * fall due in (`due_minute`, by equality: a pass reads the clocks of one or two minutes, whatever the number of
 * monitors); a process start may read by a range once instead (heartbeatStartRead.ts). It never writes a clock, so pings
 * (which do, from any API process) have no second writer to race with on FerretDB; its only write is the mark.
 *
 * Several API processes may sweep at once: each handles the same misses (opening is idempotent), and a mark written
 * back by a slower process only makes the next sweep look at some clocks again. Once handled, a miss is behind
 * the mark and never looked at again, so an incident resolved by hand stays resolved until a ping re-arms the clock.
 */
import type { HeartbeatStateDoc } from '../models/heartbeatState';
import { iso } from '../time';
import type { HeartbeatDeps } from './heartbeats';
import type { HeartbeatStartRead } from './heartbeatStartRead';
import type { HeldMisses } from './heldMisses';
import type { MissFields } from './stores';

const MARK_ID = 'heartbeat-miss';
const SWEEP_BATCH = 100;
const SWEEP_MAX_BATCHES = 10;
/** One batch reads at most this span of due minutes (a long stall is caught up over batches and passes). */
const SWEEP_SPAN_MS = 30 * 60_000;

export type SweepDeps = HeartbeatDeps & { held: HeldMisses; start: HeartbeatStartRead };

/**
 * Opens an incident for every heartbeat monitor whose clock fell due since the last sweep, and for the misses held
 * during a maintenance window that is now over (heldMisses.ts); returns how many.
 */
export async function sweepMissedHeartbeats(deps: SweepDeps): Promise<number> {
  const { clocks } = deps;
  const now = deps.now();
  let mark = await clocks.readSweepMark(MARK_ID);
  let opened = 0;
  try {
    for (const miss of await deps.held.due(now)) if (await handleMiss(deps, miss.clock, now)) opened++;
    for (const clock of await deps.start.due(now)) if (await handleMiss(deps, clock, now)) opened++;
    const start = deps.start.done ? null : await deps.start.read(mark, now);
    if (start) {
      for (const clock of start.due) if (await handleMiss(deps, clock, now)) opened++;
      await start.commit();
      mark = now;
    }
    for (let batch = 0; batch < SWEEP_MAX_BATCHES && mark < now; batch++) {
      const until = Math.min(now, mark + SWEEP_SPAN_MS);
      const due = await clocks.clocksDue(new Date(mark), new Date(until), SWEEP_BATCH);
      const full = due.length === SWEEP_BATCH;
      for (const clock of withoutLastTies(due, full)) {
        if (await handleMiss(deps, clock, now)) opened++;
        mark = clock.due_at!.getTime();
      }
      if (!full) mark = until;
    }
  } catch (err) {
    deps.log.warn('heartbeat sweep stopped; the rest is retried next sweep', { error: (err as Error).message });
  }
  await clocks.writeSweepMark(MARK_ID, new Date(mark));
  return opened;
}

/**
 * A full batch may end in the middle of clocks sharing one due time; those are left for the next batch, so the
 * mark (a due time) never passes a clock that was not handled. A batch of ties only is handled whole.
 */
function withoutLastTies(due: HeartbeatStateDoc[], full: boolean): HeartbeatStateDoc[] {
  if (!full) return due;
  const last = due[due.length - 1].due_at!.getTime();
  const kept = due.filter((c) => c.due_at!.getTime() !== last);
  return kept.length > 0 ? kept : due;
}

async function handleMiss(deps: SweepDeps, clock: HeartbeatStateDoc, now: number): Promise<boolean> {
  const monitor = await deps.clocks.readMissFields(clock._id);
  if (!monitor) {
    await deps.clocks.deleteClock(clock._id); // the monitor is gone: its clock goes too
    return false;
  }
  if (monitor.type !== 'heartbeat' || monitor.paused) return false; // resume restarts the clock
  if (await deps.held.hold(monitor.org_id, clock, now)) return false; // maintenance: opens after the window
  const { created } = await deps.lifecycle.open({
    monitorId: monitor._id,
    failingRegions: [],
    check: missCheck(monitor, clock),
    at: new Date(now),
  });
  if (!created) return false;
  // A ping may have landed after our read and found no incident to resolve yet: it is alive again.
  const after = await deps.clocks.readLastPing(clock._id);
  if (after && after.last_ping_at?.getTime() !== clock.last_ping_at?.getTime()) {
    await deps.lifecycle.resolveForMonitor(monitor._id, { check: { last_response_ms: null } });
  }
  return true;
}

function missCheck(m: MissFields, clock: HeartbeatStateDoc) {
  const since = clock.last_ping_at ? `since ${iso(clock.last_ping_at)}` : 'since the monitor was created';
  return {
    last_response_ms: null,
    last_error_class: 'heartbeat_missed',
    last_error_message: `No ping ${since}; expected one every ${m.heartbeat_period_sec ?? '?'} s with ${m.heartbeat_grace_sec ?? 0} s grace.`,
  };
}
