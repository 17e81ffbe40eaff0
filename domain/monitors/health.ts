/**
 * Monitors at a glance, for the dashboard: state, last check and uptime over the last 24 hours and 30 days, as
 * every reader measures it (domain/uptime).
 */
import type { MonitorDoc } from '../models/monitor';
import type { UptimeFigures } from '../uptime/figures';
import type { UptimeService } from '../uptime/uptime';
import type { StateOf } from './monitorStates';
import type { MonitorStatus } from './status';
import type { MonitorRecord } from './stores';

export interface MonitorHealth {
  state: MonitorStatus;
  /** Why it is `pending` for want of probers (status.ts); null otherwise. */
  reason: string | null;
  lastCheckAt: Date | null;
  /** Percent, or null when nothing of the window was measured (paused or in maintenance throughout). */
  uptime24h: number | null;
  uptime30d: number | null;
  /** Where each figure was measured from, when later than the window's start (a younger monitor); else null. */
  since24h: Date | null;
  since30d: Date | null;
}

const DAY_MS = 86_400_000;

/**
 * Health of each monitor (same org): the state every read shows (`stateOf`: domain/monitors/status.ts, from
 * memory), and uptime, one incident lookup per monitor.
 */
export async function monitorHealth(
  uptime: Pick<UptimeService, 'figures'>,
  orgId: string,
  monitors: MonitorRecord[],
  now: number,
  stateOf: StateOf,
): Promise<Map<string, MonitorHealth>> {
  const windows = [
    { from: now - DAY_MS, to: now },
    { from: now - 30 * DAY_MS, to: now },
  ];
  const figures = await uptime.figures(orgId, monitors, windows);
  const out = new Map<string, MonitorHealth>();
  for (const m of monitors) {
    const [day, month] = figures.get(m._id)!;
    const { status, last_checked_at: lastCheckAt, reason } = stateOf(m);
    out.set(m._id, {
      state: status,
      reason: reason ?? null,
      lastCheckAt,
      uptime24h: day.uptimePct,
      uptime30d: month.uptimePct,
      since24h: sinceOf(day, windows[0].from),
      since30d: sinceOf(month, windows[1].from),
    });
  }
  return out;
}

function sinceOf(u: UptimeFigures, windowStart: number): Date | null {
  return u.since > windowStart ? new Date(u.since) : null;
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
