/**
 * Uptime and latency reports of monitors over a window: downtime from incidents (domain/reports/uptime.ts),
 * maintenance excluded, and response-time percentiles from the rollups, never the raw results: whole UTC days from
 * the daily rollups (kept 400 days), the partial days at either edge from the hourly ones (kept 90 days).
 */
import { percentilesOf } from '../checkResults/rollups';
import { NotFoundError } from '../errors';
import { CheckRollup, type RollupDoc } from '../models/checkRollup';
import { Incident, type IncidentDoc } from '../models/incident';
import { Monitor, type MonitorDoc } from '../models/monitor';
import { windowQuery, type PageWindow } from '../pageWindow';
import { windowCovers, type MaintenanceSource, type MaintenanceWindow } from '../statusPages/sources';
import { dailyFigures, type DayFigure } from './days';
import { overlapping, uptimeOf, type Span } from './uptime';

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
  uptime_pct: number | null;
  downtime_sec: number;
  maintenance_sec: number;
  incidents: number;
  response_ms: { p50: number | null; p95: number | null; p99: number | null };
}

type ReportMonitor = Pick<MonitorDoc, '_id' | 'name'>;
type SketchRow = Pick<RollupDoc, 'monitor_id' | 'sketch_keys' | 'sketch_counts'>;

export class UptimeReports {
  constructor(
    private readonly now: () => number,
    private readonly maintenance: MaintenanceSource,
  ) {}

  async forMonitor(orgId: string, monitorId: string, range: ReportRange): Promise<UptimeReport> {
    const m = await Monitor.findOne({ _id: monitorId, org_id: orgId }, { _id: 1, name: 1 }).lean<ReportMonitor>();
    if (!m) throw new NotFoundError('Monitor not found.');
    return (await this.report(orgId, [m], range))[0];
  }

  /** One page of the org's monitors (newest first, as the monitor list), one report each. */
  async forOrg(orgId: string, range: ReportRange, page: PageWindow): Promise<(UptimeReport & { _id: string })[]> {
    const { filter, fetch } = windowQuery(page);
    const monitors = await Monitor.find({ org_id: orgId, ...filter }, { _id: 1, name: 1 })
      .sort({ _id: -1 })
      .limit(fetch)
      .lean<ReportMonitor[]>();
    const reports = await this.report(orgId, monitors, range);
    return reports.map((r) => ({ ...r, _id: r.monitor_id }));
  }

  /** Each of the last `days` UTC days of one monitor: its uptime and worst state (the 90-day bars). */
  async days(orgId: string, m: Pick<MonitorDoc, '_id' | 'created_at'>, days: number): Promise<DayFigure[]> {
    const to = new Date(this.now());
    const from = new Date(to.getTime() - days * DAY_MS);
    const [incidents, windows] = await Promise.all([
      incidentsIn([m._id], from, to),
      this.maintenance.windowsFor(orgId, from, to),
    ]);
    const downs = incidents.map((i) => ({ start: i.opened_at.getTime(), end: i.resolved_at?.getTime() ?? null }));
    return dailyFigures(downs, spansOf(windows, m._id), m.created_at.getTime(), to.getTime(), days);
  }

  private async report(orgId: string, monitors: ReportMonitor[], range: ReportRange): Promise<UptimeReport[]> {
    const { from, to, window } = this.bounds(range);
    const ids = monitors.map((m) => m._id);
    const [incidents, windows, rows] = await Promise.all([
      incidentsIn(ids, from, to),
      this.maintenance.windowsFor(orgId, from, to),
      sketchRows(ids, from.getTime(), to.getTime()),
    ]);
    return monitors.map((m) => {
      const downs: Span[] = incidents
        .filter((i) => i.monitor_id === m._id)
        .map((i) => ({ start: i.opened_at.getTime(), end: i.resolved_at?.getTime() ?? null }));
      const u = uptimeOf(downs, spansOf(windows, m._id), from.getTime(), to.getTime());
      return {
        monitor_id: m._id,
        monitor_name: m.name,
        window,
        from,
        to,
        uptime_pct: u.uptimePct,
        downtime_sec: u.downtimeSec,
        maintenance_sec: u.maintenanceSec,
        incidents: overlapping(downs, from.getTime(), to.getTime()),
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
}

function spansOf(windows: MaintenanceWindow[], monitorId: string): Span[] {
  return windows
    .filter((w) => windowCovers(w, monitorId))
    .map((w) => ({ start: w.starts_at.getTime(), end: w.ends_at.getTime() }));
}

async function incidentsIn(
  monitorIds: string[],
  from: Date,
  to: Date,
): Promise<Pick<IncidentDoc, 'monitor_id' | 'opened_at' | 'resolved_at'>[]> {
  if (monitorIds.length === 0) return [];
  return Incident.find(
    {
      monitor_id: { $in: monitorIds },
      opened_at: { $lt: to },
      $or: [{ resolved_at: null }, { resolved_at: { $gt: from } }],
    },
    { monitor_id: 1, opened_at: 1, resolved_at: 1 },
  ).lean();
}

/** Daily rows for the whole UTC days inside `[from, to)`, hourly rows for the hours at either edge. */
async function sketchRows(monitorIds: string[], from: number, to: number): Promise<SketchRow[]> {
  if (monitorIds.length === 0 || to <= from) return [];
  const firstDay = Math.ceil(from / DAY_MS) * DAY_MS;
  const lastDay = Math.floor(to / DAY_MS) * DAY_MS;
  const fields = { monitor_id: 1, sketch_keys: 1, sketch_counts: 1 };
  const hours = (a: number, b: number) => ({
    start: { $gte: new Date(Math.floor(a / HOUR_MS) * HOUR_MS), $lt: new Date(b) },
  });
  if (firstDay >= lastDay) {
    return CheckRollup.find({ monitor_id: { $in: monitorIds }, period: 'hour', ...hours(from, to) }, fields).lean();
  }
  const [days, edges] = await Promise.all([
    CheckRollup.find(
      { monitor_id: { $in: monitorIds }, period: 'day', start: { $gte: new Date(firstDay), $lt: new Date(lastDay) } },
      fields,
    ).lean<SketchRow[]>(),
    CheckRollup.find(
      { monitor_id: { $in: monitorIds }, period: 'hour', $or: [hours(from, firstDay), hours(lastDay, to)] },
      fields,
    ).lean<SketchRow[]>(),
  ]);
  return [...days, ...edges];
}
