/**
 * Uptime and latency reports of monitors over a window: uptime and downtime as every reader measures them
 * (domain/uptime), and response-time percentiles from the rollups, never the raw results: whole UTC days from the
 * daily rollups (kept 400 days), the partial days at either edge from the hourly ones (kept 90 days).
 */
import { percentilesOf } from '../checkResults/rollups';
import { NotFoundError } from '../errors';
import type { PageWindow } from '../pageWindow';
import type { UptimeService } from '../uptime/uptime';
import type { ReportMonitor, ReportStore, SketchRow } from './stores';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export const REPORT_WINDOWS = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS, '90d': 90 * DAY_MS } as const;
export type ReportWindowName = keyof typeof REPORT_WINDOWS;

/** A named window ending now, or an explicit `[from, to)`. */
export type ReportRange = { window: ReportWindowName } | { from: Date; to: Date };

export interface UptimeReport {
  monitor_id: string;
  monitor_name: string;
  window: ReportWindowName | null;
  from: Date;
  to: Date;
  /** Where measuring started: `from`, or the monitor's creation when later. */
  since: Date;
  uptime_pct: number | null;
  downtime_sec: number;
  maintenance_sec: number;
  paused_sec: number;
  incidents: number;
  response_ms: { p50: number | null; p95: number | null; p99: number | null };
}

export class UptimeReports {
  constructor(
    private readonly store: ReportStore,
    private readonly now: () => number,
    private readonly uptime: UptimeService,
  ) {}

  async forMonitor(orgId: string, monitorId: string, range: ReportRange): Promise<UptimeReport> {
    const m = await this.store.readMonitor(orgId, monitorId);
    if (!m) throw new NotFoundError('Monitor not found.');
    return (await this.report(orgId, [m], range))[0];
  }

  /** One page of the org's monitors (newest first, as the monitor list), one report each. */
  async forOrg(orgId: string, range: ReportRange, page: PageWindow): Promise<(UptimeReport & { _id: string })[]> {
    const monitors = await this.store.pageOfMonitors(orgId, page);
    const reports = await this.report(orgId, monitors, range);
    return reports.map((r) => ({ ...r, _id: r.monitor_id }));
  }

  private async report(orgId: string, monitors: ReportMonitor[], range: ReportRange): Promise<UptimeReport[]> {
    const { from, to, window } = this.bounds(range);
    const ids = monitors.map((m) => m._id);
    const [figures, rows] = await Promise.all([
      this.uptime.figures(orgId, monitors, [{ from: from.getTime(), to: to.getTime() }]),
      this.sketchRows(ids, from.getTime(), to.getTime()),
    ]);
    return monitors.map((m) => {
      const u = figures.get(m._id)![0];
      return {
        monitor_id: m._id,
        monitor_name: m.name,
        window,
        from,
        to,
        since: new Date(u.since),
        uptime_pct: u.uptimePct,
        downtime_sec: u.downtimeSec,
        maintenance_sec: u.maintenanceSec,
        paused_sec: u.pausedSec,
        incidents: u.incidents,
        response_ms: percentilesOf(rows.filter((r) => r.monitor_id === m._id)),
      };
    });
  }

  private bounds(range: ReportRange): { from: Date; to: Date; window: ReportWindowName | null } {
    if ('window' in range) {
      const to = this.now();
      return { from: new Date(to - REPORT_WINDOWS[range.window]), to: new Date(to), window: range.window };
    }
    return { from: range.from, to: new Date(Math.min(range.to.getTime(), this.now())), window: null };
  }

  /** Daily rows for the whole UTC days inside `[from, to)`, hourly rows for the hours at either edge. */
  private async sketchRows(monitorIds: string[], from: number, to: number): Promise<SketchRow[]> {
    if (monitorIds.length === 0 || to <= from) return [];
    const firstDay = Math.ceil(from / DAY_MS) * DAY_MS;
    const lastDay = Math.floor(to / DAY_MS) * DAY_MS;
    const hours = (a: number, b: number) => ({ from: new Date(Math.floor(a / HOUR_MS) * HOUR_MS), to: new Date(b) });
    if (firstDay >= lastDay) return this.store.sketches(monitorIds, 'hour', [hours(from, to)]);
    const [days, edges] = await Promise.all([
      this.store.sketches(monitorIds, 'day', [{ from: new Date(firstDay), to: new Date(lastDay) }]),
      this.store.sketches(monitorIds, 'hour', [hours(from, firstDay), hours(lastDay, to)]),
    ]);
    return [...days, ...edges];
  }
}
