/**
 * Heartbeat monitors. A ping is one write by `_id` (`last_ping_at`, `heartbeat_due_at`), plus a read when this
 * process has no fresh state for the token; no Temporal call. Only a ping that finds the previous due time passed
 * (or cleared by the sweep that opened an incident) asks the lifecycle to resolve. Misses are found by a sweep over the `heartbeat_due_at` index, never
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

/** What a ping needs to know about its monitor, cached per token by this process. */
interface PingState {
  id: string;
  /** period + grace, in ms. */
  windowMs: number;
  /** The due time this process last wrote; a ping before it cannot be resolving a miss. */
  dueAt: number;
  loadedAt: number;
}

/** How long a cached window is trusted: a PATCH of period/grace in another process shows within this time. */
const PING_STATE_TTL_MS = 10_000;

/**
 * token -> ping state. The token and monitor id never change, so a ping that finds a fresh entry whose due time
 * is still ahead is ONE write by `_id` (the only filter FerretDB serves without a scan), no read. A write that
 * matches nothing means the monitor was deleted. Anything else takes the full path: read, write, resolve if overdue.
 */
export class HeartbeatTokenCache {
  private readonly states = new Map<string, PingState>();
  constructor(private readonly maxEntries = 10_000) {}

  get(token: string): PingState | undefined {
    return this.states.get(token);
  }

  set(token: string, state: PingState): void {
    this.states.delete(token);
    if (this.states.size >= this.maxEntries) this.states.delete(this.states.keys().next().value as string);
    this.states.set(token, state);
  }

  delete(token: string): void {
    this.states.delete(token);
  }
}

/** By the cached id when there is one (a bare `_id` read), else by token; the token is checked either way. */
async function findHeartbeat(token: string, cachedId: string | undefined): Promise<PingFields | null> {
  if (cachedId) {
    const byId = await Monitor.findById(cachedId).select(`type ${PING_FIELDS}`).lean<PingFields & { type: string }>();
    if (byId && byId.type === 'heartbeat' && byId.heartbeat_token === token) return byId;
  }
  return Monitor.findOne({ heartbeat_token: token, type: 'heartbeat' }).select(PING_FIELDS).lean<PingFields>();
}

function writePing(id: string, now: number, dueAt: number) {
  return Monitor.updateOne({ _id: id }, { $set: { last_ping_at: new Date(now), heartbeat_due_at: new Date(dueAt) } }, { timestamps: false });
}

/** Records a ping; false when no heartbeat monitor has this token. */
export async function recordPing(deps: HeartbeatDeps, token: string): Promise<boolean> {
  if (!TOKEN.test(token)) return false;
  const now = deps.now();
  const cached = deps.tokens.get(token);
  if (cached && now - cached.loadedAt < PING_STATE_TTL_MS && cached.dueAt > now) {
    const dueAt = now + cached.windowMs;
    if ((await writePing(cached.id, now, dueAt)).matchedCount === 1) {
      cached.dueAt = dueAt;
      return true;
    }
  }
  return recordPingFully(deps, token, now, cached?.id);
}

async function recordPingFully(deps: HeartbeatDeps, token: string, now: number, cachedId: string | undefined): Promise<boolean> {
  const monitor = await findHeartbeat(token, cachedId);
  if (!monitor) {
    deps.tokens.delete(token);
    return false;
  }
  const windowMs = ((monitor.heartbeat_period_sec ?? 60) + (monitor.heartbeat_grace_sec ?? 0)) * 1000;
  await writePing(monitor._id, now, now + windowMs);
  deps.tokens.set(token, { id: monitor._id, windowMs, dueAt: now + windowMs, loadedAt: now });
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
  // Not disarmed by us: either a ping re-armed it (possibly before the incident existed: it is alive again), or
  // another process's sweep disarmed it first (due time null: still missed, nothing to resolve).
  if (modifiedCount === 0 && (await isArmed(monitor._id))) await deps.lifecycle.resolveForMonitor(monitor._id, { check: { last_response_ms: null } });
  return created;
}

async function isArmed(id: string): Promise<boolean> {
  const m = await Monitor.findById(id).select('heartbeat_due_at').lean<Pick<MonitorDoc, 'heartbeat_due_at'>>();
  return m?.heartbeat_due_at != null;
}

function missCheck(m: SweepFields) {
  const since = m.last_ping_at ? `since ${iso(m.last_ping_at)}` : 'since the monitor was created';
  return {
    last_response_ms: null,
    last_error_class: 'heartbeat_missed',
    last_error_message: `No ping ${since}; expected one every ${m.heartbeat_period_sec ?? '?'} s with ${m.heartbeat_grace_sec ?? 0} s grace.`,
  };
}
