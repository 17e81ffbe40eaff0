/**
 * Heartbeat monitors stored before clocks had a collection of their own (domain/models/heartbeatState.ts) keep
 * `last_ping_at` and `heartbeat_due_at` on the monitor document. Each gets its clock once, at API start, so the miss
 * sweep sees it even if it never pings again. Inserts by `_id` only: a clock written meanwhile (a ping, or another
 * API doing the same) wins, and the monitor document is never written. A mark (`heartbeat-clocks-created`) records
 * that every monitor had its clock, so later starts read neither the monitors nor the clocks (a read of both whole
 * collections on FerretDB, which serves no `$in` from an index): monitors created since get their clock from the
 * monitor routes.
 */
import type { HeartbeatClockStore } from './stores';

/** Creates the missing clocks; returns how many. */
export async function createMissingClocks(clocks: HeartbeatClockStore, now: number): Promise<number> {
  if ((await clocks.readSweepMark(CREATED_MARK)) > 0) return 0;
  const created = await createClocks(clocks, now);
  await clocks.writeSweepMark(CREATED_MARK, new Date(now));
  return created;
}

const CREATED_MARK = 'heartbeat-clocks-created';

async function createClocks(clocks: HeartbeatClockStore, now: number): Promise<number> {
  const monitors = await clocks.heartbeatMonitors();
  if (monitors.length === 0) return 0;
  const have = new Set(await clocks.monitorsWithClocks(monitors.map((m) => m._id)));
  let created = 0;
  for (const m of monitors.filter((x) => !have.has(x._id))) {
    const windowMs = ((m.heartbeat_period_sec ?? 60) + (m.heartbeat_grace_sec ?? 0)) * 1000;
    // Never before now: the sweep only reads clocks that fall due after the point it has reached.
    const due = m.paused ? null : new Date(Math.max(m.heartbeat_due_at?.getTime() ?? now + windowMs, now));
    if (await clocks.insertClock({ _id: m._id, last_ping_at: m.last_ping_at ?? null, due_at: due })) created += 1;
  }
  return created;
}
