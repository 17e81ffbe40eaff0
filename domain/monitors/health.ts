/**
 * Monitors at a glance, for the dashboard: state, last check and uptime. Uptime is measured from incidents (an
 * incident is the quorum's verdict that the monitor is down, the same signal alerts are sent on): the share of the
 * window, since the monitor was created, not covered by an open or acknowledged incident.
 */
import type { MonitorDoc } from '../models/monitor';
import type { StateOf } from './monitorStates';
import type { MonitorStatus } from './status';
import type { MonitorRecord, MonitorStore, Outage } from './stores';

export interface MonitorHealth {
  state: MonitorStatus;
  /** Why it is `pending` for want of probers (status.ts); null otherwise. */
  reason: string | null;
  lastCheckAt: Date | null;
  /** Percent, or null before the first check. */
  uptime24h: number | null;
  uptime30d: number | null;
}

const DAY_MS = 86_400_000;

/**
 * Health of each monitor (same org), with one query whatever the number of monitors; the state is the one every
 * read shows (`stateOf`: domain/monitors/status.ts, from memory).
 */
export async function monitorHealth(
  store: Pick<MonitorStore, 'outagesSince'>,
  monitors: MonitorRecord[],
  now: number,
  stateOf: StateOf,
): Promise<Map<string, MonitorHealth>> {
  const ids = monitors.map((m) => m._id);
  const outages = ids.length === 0 ? [] : await store.outagesSince(ids, new Date(now - 30 * DAY_MS));
  const out = new Map<string, MonitorHealth>();
  for (const m of monitors) {
    const mine = outages.filter((o) => o.monitor_id === m._id);
    const { status, last_checked_at: lastCheckAt, reason } = stateOf(m);
    const uptime = (days: number) =>
      lastCheckAt || mine.length > 0
        ? uptimePercent(mine, Math.max(now - days * DAY_MS, m.created_at.getTime()), now)
        : null;
    out.set(m._id, { state: status, reason: reason ?? null, lastCheckAt, uptime24h: uptime(1), uptime30d: uptime(30) });
  }
  return out;
}

/** What a monitor list can be narrowed to: a part of the name (any case) and a status. */
export interface MonitorListFilter {
  q?: string;
  state?: MonitorStatus;
}

/**
 * A predicate for the org's monitor list, from memory (no read). A heartbeat monitor's clock is not in memory: one
 * that is neither paused nor in maintenance passes for `up`, `down` and `pending` here, and the page's own health
 * (read with the clocks) decides.
 */
export function monitorMatcher(filter: MonitorListFilter, stateOf: StateOf): ((m: MonitorDoc) => boolean) | undefined {
  const { state } = filter;
  const q = filter.q?.trim().toLowerCase();
  if (!q && !state) return undefined;
  return (m) => {
    if (q && !m.name.toLowerCase().includes(q)) return false;
    if (!state) return true;
    const s = stateOf({ ...m, last_ping_at: null }).status;
    return s === state || (m.type === 'heartbeat' && s === 'pending' && ['up', 'down'].includes(state));
  };
}

/** 100 x (1 - time inside outages / window length), rounded to 2 decimals; null for an empty window. */
export function uptimePercent(outages: Outage[], from: number, to: number): number | null {
  if (to <= from) return null;
  let down = 0;
  for (const o of outages) {
    const start = Math.max(from, o.opened_at.getTime());
    const end = Math.min(to, o.resolved_at ? o.resolved_at.getTime() : to);
    if (end > start) down += end - start;
  }
  return Math.round(10_000 * (1 - down / (to - from))) / 100;
}
