/**
 * Heartbeat monitors stored before clocks had a collection of their own (domain/models/heartbeatState.ts) keep
 * `last_ping_at` and `heartbeat_due_at` on the monitor document. Each gets its clock once, at API start, so the miss
 * sweep sees it even if it never pings again. Inserts by `_id` only: a clock written meanwhile (a ping, or another
 * API doing the same) wins, and the monitor document is never written.
 */
import { isDuplicateKeyError } from '../errors';
import { HeartbeatState } from '../models/heartbeatState';
import { Monitor } from '../models/monitor';

interface StoredHeartbeatMonitor {
  _id: string;
  paused?: boolean;
  last_ping_at?: Date | null;
  heartbeat_due_at?: Date | null;
  heartbeat_period_sec?: number | null;
  heartbeat_grace_sec?: number | null;
}

/** Creates the missing clocks; returns how many. */
export async function createMissingClocks(now: number): Promise<number> {
  const projection = {
    paused: 1,
    last_ping_at: 1,
    heartbeat_due_at: 1,
    heartbeat_period_sec: 1,
    heartbeat_grace_sec: 1,
  };
  const monitors = await Monitor.collection
    .find<StoredHeartbeatMonitor>({ type: 'heartbeat' }, { projection })
    .toArray();
  if (monitors.length === 0) return 0;
  const clocks = await HeartbeatState.find({ _id: { $in: monitors.map((m) => m._id) } }, { _id: 1 }).lean();
  const have = new Set(clocks.map((c) => c._id));
  let created = 0;
  for (const m of monitors.filter((x) => !have.has(x._id))) {
    const windowMs = ((m.heartbeat_period_sec ?? 60) + (m.heartbeat_grace_sec ?? 0)) * 1000;
    // Never before now: the sweep only reads clocks that fall due after the point it has reached.
    const due = m.paused ? null : new Date(Math.max(m.heartbeat_due_at?.getTime() ?? now + windowMs, now));
    try {
      await HeartbeatState.create({ _id: m._id, last_ping_at: m.last_ping_at ?? null, due_at: due });
      created += 1;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
  }
  return created;
}
