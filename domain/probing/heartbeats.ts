/**
 * Heartbeat monitors. A ping is one indexed read and one write by `_id` (`last_ping_at`, `heartbeat_due_at`), no
 * Temporal call; only a ping that finds the previous due time passed (or cleared by the sweep that opened an
 * incident) asks the lifecycle to resolve. Misses are found by a sweep over the `heartbeat_due_at` index, never
 * a scan of every monitor: an overdue monitor gets an incident, then its due time is cleared (the next ping
 * re-arms it), so each miss is handled once.
 */
import type { IncidentLifecycle } from '../incidents/lifecycle.types';
import type { Logger } from '../logger';
import { Monitor, type MonitorDoc } from '../models/monitor';
import { iso } from '../time';

export interface HeartbeatDeps {
  lifecycle: IncidentLifecycle;
  tokens: HeartbeatTokenCache;
  log: Logger;
  now: () => number;
}

const TOKEN = /^[A-Za-z0-9_-]{8,200}$/;
const SWEEP_BATCH = 100;
const SWEEP_MAX_BATCHES = 10;

type PingFields = Pick<MonitorDoc, '_id' | 'heartbeat_token' | 'heartbeat_period_sec' | 'heartbeat_grace_sec' | 'heartbeat_due_at'>;
const PING_FIELDS = 'heartbeat_token heartbeat_period_sec heartbeat_grace_sec heartbeat_due_at';

/**
 * token -> monitor id. Both never change, so caching them is safe; it turns the ping's read and write into
 * `_id` lookups (the only ones FerretDB answers from an index; on MongoDB the token index serves either way).
 * The read still checks the token, so a deleted monitor or a changed token falls back to the token lookup.
 */
export class HeartbeatTokenCache {
  private readonly ids = new Map<string, string>();
  constructor(private readonly maxEntries = 10_000) {}

  get(token: string): string | undefined {
    return this.ids.get(token);
  }

  set(token: string, id: string): void {
    if (this.ids.size >= this.maxEntries) this.ids.delete(this.ids.keys().next().value as string);
    this.ids.set(token, id);
  }

  delete(token: string): void {
    this.ids.delete(token);
  }
}

async function findHeartbeat(cache: HeartbeatTokenCache, token: string): Promise<PingFields | null> {
  const cachedId = cache.get(token);
  if (cachedId) {
    const byId = await Monitor.findById(cachedId).select(`type ${PING_FIELDS}`).lean<PingFields & { type: string }>();
    if (byId && byId.type === 'heartbeat' && byId.heartbeat_token === token) return byId;
    cache.delete(token);
  }
  const byToken = await Monitor.findOne({ heartbeat_token: token, type: 'heartbeat' }).select(PING_FIELDS).lean<PingFields>();
  if (byToken) cache.set(token, byToken._id);
  return byToken;
}

/** Records a ping; false when no heartbeat monitor has this token. */
export async function recordPing(deps: HeartbeatDeps, token: string): Promise<boolean> {
  if (!TOKEN.test(token)) return false;
  const monitor = await findHeartbeat(deps.tokens, token);
  if (!monitor) return false;
  const now = deps.now();
  const windowSec = (monitor.heartbeat_period_sec ?? 60) + (monitor.heartbeat_grace_sec ?? 0);
  await Monitor.updateOne(
    { _id: monitor._id },
    { $set: { last_ping_at: new Date(now), heartbeat_due_at: new Date(now + windowSec * 1000) } },
    { timestamps: false },
  );
  const wasOverdue = monitor.heartbeat_due_at === null || monitor.heartbeat_due_at.getTime() <= now;
  if (wasOverdue) await deps.lifecycle.resolveForMonitor(monitor._id, { at: new Date(now), check: { last_response_ms: null } });
  return true;
}

type SweepFields = Pick<MonitorDoc, '_id' | 'type' | 'paused' | 'heartbeat_due_at' | 'last_ping_at' | 'heartbeat_period_sec' | 'heartbeat_grace_sec'>;

/** Opens an incident for every heartbeat monitor whose due time has passed (bounded per run). */
export async function sweepMissedHeartbeats(deps: HeartbeatDeps): Promise<number> {
  let opened = 0;
  for (let batch = 0; batch < SWEEP_MAX_BATCHES; batch++) {
    const now = new Date(deps.now());
    const overdue = await Monitor.find({ heartbeat_due_at: { $lte: now } })
      .select('type paused heartbeat_due_at last_ping_at heartbeat_period_sec heartbeat_grace_sec')
      .sort({ heartbeat_due_at: 1 }).limit(SWEEP_BATCH).lean<SweepFields[]>();
    for (const monitor of overdue) {
      try {
        if (await handleMiss(deps, monitor, now)) opened++;
      } catch (err) {
        deps.log.warn('heartbeat miss not handled; retried next sweep', { monitor_id: monitor._id, error: (err as Error).message });
      }
    }
    if (overdue.length < SWEEP_BATCH) break;
  }
  return opened;
}

async function handleMiss(deps: HeartbeatDeps, monitor: SweepFields, now: Date): Promise<boolean> {
  const disarm = () => Monitor.updateOne(
    { _id: monitor._id, heartbeat_due_at: monitor.heartbeat_due_at },
    { $set: { heartbeat_due_at: null } },
    { timestamps: false },
  );
  if (monitor.type !== 'heartbeat' || monitor.paused) {
    await disarm(); // paused: the next ping (or resume) re-arms it
    return false;
  }
  // Open first, then disarm: a crash in between only repeats the (idempotent) open on the next sweep.
  const { created } = await deps.lifecycle.open({ monitorId: monitor._id, failingRegions: [], check: missCheck(monitor), at: now });
  const { modifiedCount } = await disarm();
  // A ping landed between our read and the disarm, possibly before the incident existed: it is alive again.
  if (modifiedCount === 0) await deps.lifecycle.resolveForMonitor(monitor._id, { check: { last_response_ms: null } });
  return created;
}

function missCheck(m: SweepFields) {
  const since = m.last_ping_at ? `since ${iso(m.last_ping_at)}` : 'since the monitor was created';
  return {
    last_response_ms: null,
    last_error_class: 'heartbeat_missed',
    last_error_message: `No ping ${since}; expected one every ${m.heartbeat_period_sec ?? '?'} s with ${m.heartbeat_grace_sec ?? 0} s grace.`,
  };
}
