/**
 * Heartbeat ingest: pings answered from memory, written about once a second per monitor.
 *
 * The promise: a ping answered 2xx is never lost in a way that opens a false "missed" incident. A ping is answered
 * at once only when a write of a ping at most `ANSWER_WINDOW_MS` (2 s) older than it has already landed; otherwise
 * it waits for a write that covers it (joining the one in flight, so a burst for one token is one write). While
 * pings keep coming, a write of the latest one starts in the background once the stored one is `WRITE_EVERY_MS`
 * (1 s) old, so pings do not wait on the database; `stop()` writes the rest on a graceful stop. A crash can
 * therefore lose at most 2 s of a monitor's pings: its stored due time is at most that much earlier than it should
 * be, while the sweep opens an incident only after period + grace (grace >= MIN_INTERVAL_SEC, 30 s by default)
 * without a ping, so a job that keeps pinging on schedule never sees a false miss.
 *
 * Each write is one `findOneAndUpdate` by bare `_id` on the monitor's clock (`heartbeat_states`), which also
 * returns the clock it replaced: when that due time had passed (or the clock was stopped), the incident is resolved
 * before the ping is answered. A write that finds no clock means the monitor is gone: 404 from then on, so another
 * process's pings for a deleted monitor stop answering 2xx within `ANSWER_WINDOW_MS` of its last write.
 */
import { BoundedMap } from '../boundedMap';
import { ServiceUnavailableError } from '../errors';
import type { IncidentLifecycle } from '../incidents/lifecycle.types';
import type { Logger } from '../logger';
import { dueAfter, type HeartbeatTiming } from '../heartbeats/cron';
import { recordSignal, runOutstanding, timingOf, type RunSignal } from '../heartbeats/runs';
import type { HeartbeatRunStore } from '../heartbeats/stores';
import type { HeartbeatClockStore } from './stores';

export interface HeartbeatDeps {
  lifecycle: IncidentLifecycle;
  log: Logger;
  now: () => number;
  /** The clocks pings write, and the monitors a token is looked up in. */
  clocks: HeartbeatClockStore;
  /** Runs opened by `/start` (monitors with a run limit) and the runtime sweep's mark. */
  runs: HeartbeatRunStore;
  /** Told after each clock write (it moves the `last_ping_at` that monitor lists show). */
  clockWritten?: (orgId: string) => void;
}

/** While pings keep coming, one background write per monitor per this many ms. */
const WRITE_EVERY_MS = 1_000;
/** Pings are answered from memory while the stored ping is at most this old: the most a crash can take back. */
const ANSWER_WINDOW_MS = 2 * WRITE_EVERY_MS;
/** How long a token's monitor (id, period + grace) is trusted before it is read again (a PATCH elsewhere). */
const TOKEN_TTL_MS = 10_000;
const TOKEN = /^[A-Za-z0-9_-]{8,200}$/;

/** What this process knows about one token's monitor and its unwritten pings. */
interface Entry {
  token: string;
  monitorId: string;
  orgId: string;
  /** Period or schedule, grace and run limit: when a ping is followed by an overdue one. */
  timing: HeartbeatTiming;
  loadedAt: number;
  /** Ping time of the last write that landed (the stored `last_ping_at`). */
  storedPingAt: number;
  /** Latest ping answered or waiting but not written yet. */
  pendingPingAt: number | null;
  writing: Promise<void> | null;
  /** The monitor is deleted (or no longer a heartbeat monitor). */
  gone: boolean;
  /** No write yet since loaded by token: the first one may create a missing clock. */
  fresh: boolean;
  /** A write found the monitor overdue but resolving its incident failed: the next write tries again. */
  resolveOwed: boolean;
}

export class HeartbeatIngest {
  private readonly entries: BoundedMap<string, Entry>;
  private readonly loading = new Map<string, Promise<Entry | null>>();
  /** Tokens no heartbeat monitor had, until when: a flood of made-up tokens costs one read per token per TTL. */
  private readonly unknown: BoundedMap<string, number>;
  private stopped = false;
  /** Writes of clocks made by this process (tests and the bench read it). */
  writes = 0;

  constructor(
    private readonly deps: HeartbeatDeps,
    maxEntries = 10_000,
  ) {
    // An entry pushed out may hold a ping not written yet: write it on the way out.
    this.entries = new BoundedMap(
      maxEntries,
      (_token, oldest) => void this.writePending(oldest).catch(() => undefined),
    );
    this.unknown = new BoundedMap(maxEntries);
  }

  /** Records a ping; false when no heartbeat monitor has this token. */
  async ping(token: string): Promise<boolean> {
    if (!TOKEN.test(token)) return false;
    const now = this.deps.now();
    const entry = await this.entryFor(token, now);
    if (!entry) return false;
    entry.pendingPingAt = Math.max(entry.pendingPingAt ?? now, now);
    if (!this.stopped && entry.storedPingAt >= now - ANSWER_WINDOW_MS) {
      if (!entry.writing && entry.storedPingAt < now - WRITE_EVERY_MS) this.writeInBackground(entry);
      return true;
    }
    await this.cover(entry, this.stopped ? now : now - ANSWER_WINDOW_MS);
    return !entry.gone;
  }

  /**
   * `/start` (a run begins: with `max_runtime_sec`, a success must follow in time) or `/fail` (the run failed: an
   * incident opens at once). Written before answered, after the pings answered before it; false when no heartbeat
   * monitor has this token.
   */
  async signal(token: string, signal: RunSignal): Promise<boolean> {
    if (!TOKEN.test(token)) return false;
    const now = this.deps.now();
    const entry = await this.entryFor(token, now);
    if (!entry) return false;
    await this.writePending(entry);
    if (entry.gone) return false;
    await recordSignal(this.deps, { monitorId: entry.monitorId, timing: entry.timing, at: now }, signal);
    // The success that follows ends the failure or the run: it is written before it is answered.
    entry.storedPingAt = Number.NEGATIVE_INFINITY;
    return true;
  }

  /** The monitor changed (PATCH, pause, resume) or was deleted through this process: read it again next ping. */
  forgetMonitor(monitorId: string, deleted: boolean): void {
    for (const entry of this.entries.values()) {
      if (entry.monitorId !== monitorId) continue;
      entry.loadedAt = Number.NEGATIVE_INFINITY;
      if (deleted) this.drop(entry);
    }
  }

  /** Graceful stop: every ping answered so far is written; pings from now on are written before they are answered. */
  async stop(): Promise<void> {
    this.stopped = true;
    // A failed write is logged where it fails; the others still go.
    await Promise.allSettled([...this.entries.values()].map((e) => this.writePending(e)));
  }

  private async entryFor(token: string, now: number): Promise<Entry | null> {
    const entry = this.entries.get(token);
    if (entry && now - entry.loadedAt < TOKEN_TTL_MS) return entry;
    if (!entry && (this.unknown.get(token) ?? 0) > now) return null;
    let pending = this.loading.get(token);
    if (!pending) {
      pending = this.load(token, entry, now).finally(() => this.loading.delete(token));
      this.loading.set(token, pending);
    }
    return pending;
  }

  /** By the known id when there is one (a bare `_id` read), else by token; the token is checked either way. */
  private async load(token: string, known: Entry | undefined, now: number): Promise<Entry | null> {
    const { clocks } = this.deps;
    const byId = known && (await clocks.readPingWindow(known.monitorId));
    const monitor = byId && byId.heartbeat_token === token ? byId : await clocks.readPingWindowByToken(token);
    if (!monitor || monitor.type !== 'heartbeat') {
      if (known) this.drop(known);
      this.rememberUnknown(token, now);
      return null;
    }
    const timing = timingOf(monitor);
    if (known && known.monitorId === monitor._id && !known.gone) return Object.assign(known, { timing, loadedAt: now });
    const entry: Entry = {
      token,
      monitorId: monitor._id,
      orgId: monitor.org_id,
      timing,
      loadedAt: now,
      storedPingAt: Number.NEGATIVE_INFINITY,
      pendingPingAt: null,
      writing: null,
      gone: false,
      fresh: true,
      resolveOwed: false,
    };
    this.remember(entry);
    return entry;
  }

  private remember(entry: Entry): void {
    this.entries.set(entry.token, entry);
  }

  /** Tokens are random and never reused, so a token unknown now stays unknown (a new monitor gets a new one). */
  private rememberUnknown(token: string, now: number): void {
    this.unknown.set(token, now + TOKEN_TTL_MS);
  }

  private drop(entry: Entry): void {
    entry.gone = true;
    entry.pendingPingAt = null;
    if (this.entries.get(entry.token) === entry) this.entries.delete(entry.token);
  }

  /** Waits until a write of a ping at or after `since` has landed (or the monitor turned out to be gone). */
  private async cover(entry: Entry, since: number): Promise<void> {
    while (!entry.gone && entry.storedPingAt < since) {
      if (!entry.writing) this.startWrite(entry);
      await entry.writing;
    }
  }

  private async writePending(entry: Entry): Promise<void> {
    while (entry.writing) await entry.writing.catch(() => undefined);
    if (entry.pendingPingAt !== null && !entry.gone) {
      this.startWrite(entry);
      await entry.writing;
    }
  }

  /** Nobody waits on it: a failure is logged where it happens and the pings stay pending for the next write. */
  private writeInBackground(entry: Entry): void {
    this.startWrite(entry);
    entry.writing?.catch(() => undefined);
  }

  private startWrite(entry: Entry): void {
    const pingAt = entry.pendingPingAt ?? this.deps.now();
    entry.pendingPingAt = null;
    entry.writing = this.write(entry, pingAt)
      .catch((err) => {
        // Not written: keep the ping pending, and refuse the pings waiting on it (never a 2xx for a lost ping).
        entry.pendingPingAt = Math.max(entry.pendingPingAt ?? pingAt, pingAt);
        this.deps.log.warn('heartbeat write failed', { monitor_id: entry.monitorId, error: (err as Error).message });
        throw new ServiceUnavailableError('The heartbeat could not be recorded; retry.');
      })
      .finally(() => {
        entry.writing = null;
      });
  }

  private async write(entry: Entry, pingAt: number): Promise<void> {
    const dueAt = new Date(dueAfter(entry.timing, pingAt));
    const previous = await this.deps.clocks.writePing(entry.monitorId, new Date(pingAt), dueAt, entry.fresh);
    this.writes++;
    if (!previous && !entry.fresh) return this.drop(entry);
    this.deps.clockWritten?.(entry.orgId);
    entry.fresh = false;
    entry.storedPingAt = Math.max(entry.storedPingAt, pingAt);
    if (entry.pendingPingAt !== null && entry.pendingPingAt <= entry.storedPingAt) entry.pendingPingAt = null;
    // No clock (an old monitor), a cleared one, a due time already passed (a miss, a `/fail`), or a run started
    // since the last success (it may have overrun): this ping ends it.
    const overdue = !previous?.due_at || previous.due_at.getTime() <= pingAt;
    const runOpen = () => runOutstanding(entry.monitorId, entry.timing, previous, this.deps.runs);
    if (entry.resolveOwed || overdue || (await runOpen())) {
      entry.resolveOwed = true;
      await this.deps.lifecycle.resolveForMonitor(entry.monitorId, {
        at: new Date(pingAt),
        check: { last_response_ms: null },
      });
      entry.resolveOwed = false;
    }
  }
}
