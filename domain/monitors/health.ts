/**
 * Monitors at a glance, for the dashboard: state, last check and uptime. Uptime is measured from incidents (an
 * incident is the quorum's verdict that the monitor is down, the same signal alerts are sent on): the share of the
 * window, since the monitor was created, not covered by an open or acknowledged incident.
 */
import { Incident, type IncidentDoc } from '../models/incident';
import { Monitor, type MonitorDoc } from '../models/monitor';
import type { RegionLatest } from '../probing/votes';
import type { MonitorRecord } from './monitors';

export type MonitorState = 'up' | 'down' | 'paused' | 'pending';

export interface MonitorHealth {
  state: MonitorState;
  lastCheckAt: Date | null;
  /** Percent, or null before the first check. */
  uptime24h: number | null;
  uptime30d: number | null;
}

const DAY_MS = 86_400_000;
type Outage = Pick<IncidentDoc, 'monitor_id' | 'status' | 'opened_at' | 'resolved_at'>;

/**
 * Health of each monitor (same org), with one query whatever the number of monitors; the latest results come from
 * the probing service's memory (`latestOf`).
 */
export async function monitorHealth(
  monitors: MonitorRecord[],
  now: number,
  latestOf: (monitorId: string) => RegionLatest[],
): Promise<Map<string, MonitorHealth>> {
  const ids = monitors.map((m) => m._id);
  const outages = await outagesSince(ids, new Date(now - 30 * DAY_MS));
  const out = new Map<string, MonitorHealth>();
  for (const m of monitors) {
    const mine = outages.filter((o) => o.monitor_id === m._id);
    const results = m.type === 'heartbeat' ? [] : latestOf(m._id);
    const lastCheckAt = m.type === 'heartbeat' ? m.last_ping_at : newest(results);
    const unresolved = mine.some((o) => o.status !== 'resolved');
    const state = stateOf(m, { unresolved, latest: results, lastCheckAt });
    const uptime = (days: number) =>
      lastCheckAt || mine.length > 0
        ? uptimePercent(mine, Math.max(now - days * DAY_MS, m.created_at.getTime()), now)
        : null;
    out.set(m._id, { state, lastCheckAt, uptime24h: uptime(1), uptime30d: uptime(30) });
  }
  return out;
}

async function outagesSince(monitorIds: string[], since: Date): Promise<Outage[]> {
  if (monitorIds.length === 0) return [];
  return Incident.find(
    { monitor_id: { $in: monitorIds }, $or: [{ resolved_at: null }, { resolved_at: { $gt: since } }] },
    { monitor_id: 1, status: 1, opened_at: 1, resolved_at: 1 },
  ).lean<Outage[]>();
}

/** What the state of a monitor is decided from. */
export interface StateFacts {
  /** An open or acknowledged incident. */
  unresolved: boolean;
  /** The latest result of each region that reported (other regions' are ignored). */
  latest: Pick<RegionLatest, 'region' | 'ok'>[];
  lastCheckAt: Date | null;
}

/**
 * The one rule for a monitor's state, used by the dashboard, the status page and its preview, so they always agree
 * with each other and with the regions shown: `paused`; `down` while an incident is unresolved, or while the
 * latest results of at least `down_quorum` of its regions failed (an incident resolved by hand while the checks
 * still fail: the regions say down, so does the monitor); `pending` before any result; else `up`.
 */
export function stateOf(m: Pick<MonitorDoc, 'paused' | 'regions' | 'down_quorum'>, f: StateFacts): MonitorState {
  if (m.paused) return 'paused';
  if (f.unresolved) return 'down';
  const failing = f.latest.filter((r) => !r.ok && m.regions.includes(r.region)).length;
  if (failing > 0 && failing >= m.down_quorum) return 'down';
  return f.lastCheckAt ? 'up' : 'pending';
}

/** What a monitor list can be narrowed to: a part of the name (any case) and a state. */
export interface MonitorListFilter {
  q?: string;
  state?: MonitorState;
}

/**
 * A predicate for the org's monitor list, from memory and at most one read (the org's unresolved incidents, when a
 * state is asked for). A heartbeat monitor's last ping is not in memory: one that is neither paused nor down passes
 * for `up` and `pending` here, and the page's own health decides (`matchesState`).
 */
export async function monitorMatcher(
  orgId: string,
  filter: MonitorListFilter,
  latestOf: (monitorId: string) => RegionLatest[],
): Promise<((m: MonitorDoc) => boolean) | undefined> {
  const { state } = filter;
  const q = filter.q?.trim().toLowerCase();
  if (!q && !state) return undefined;
  const unresolved = state ? await unresolvedMonitors(orgId) : new Set<string>();
  return (m) => {
    if (q && !m.name.toLowerCase().includes(q)) return false;
    if (!state) return true;
    const latest = m.type === 'heartbeat' ? [] : latestOf(m._id);
    const s = stateOf(m, { unresolved: unresolved.has(m._id), latest, lastCheckAt: newest(latest) });
    return s === state || (m.type === 'heartbeat' && s === 'pending' && state === 'up');
  };
}

async function unresolvedMonitors(orgId: string): Promise<Set<string>> {
  const rows = await Incident.find(
    { org_id: orgId, status: { $in: ['open', 'acknowledged'] } },
    { monitor_id: 1 },
  ).lean<Pick<IncidentDoc, 'monitor_id'>[]>();
  return new Set(rows.map((r) => r.monitor_id));
}

function newest(rows: RegionLatest[]): Date | null {
  let best: Date | null = null;
  for (const r of rows) if (r.checked_at && (!best || r.checked_at > best)) best = r.checked_at;
  return best;
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

/** Names of these monitors of the org, by id (a deleted monitor is simply absent). */
export async function monitorNames(orgId: string, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await Monitor.find({ _id: { $in: unique }, org_id: orgId }, { name: 1 }).lean<
    Pick<MonitorDoc, '_id' | 'name'>[]
  >();
  return new Map(rows.map((m) => [m._id, m.name]));
}
