/**
 * Uptime of monitors over windows, as every reader gets it: their incidents and maintenance windows read once for
 * the widest window, then each window measured by the one definition (figures.ts). Built once per process
 * (domain/services.ts).
 */
import type { IncidentDoc } from '../models/incident';
import type { MonitorDoc } from '../models/monitor';
import { windowCovers, type MaintenanceSource, type MaintenanceWindow } from '../statusPages/sources';
import { dailyFigures, type DayFigure } from './days';
import { uptimeOver, type MonitorSpans, type UptimeFigures } from './figures';
import { pauseSpansOf, type PauseFacts } from './pauses';
import type { UptimeStore } from './stores';

/** What uptime needs of a monitor (every read of a monitor has it). */
export type UptimeMonitor = Pick<MonitorDoc, '_id' | 'created_at'> & PauseFacts;

/** `[from, to)` in ms. */
export interface TimeWindow {
  from: number;
  to: number;
}

/** Monitors whose incidents are looked up at once. */
const LOOKUPS_AT_ONCE = 16;

export class UptimeService {
  constructor(
    private readonly store: UptimeStore,
    private readonly maintenance: MaintenanceSource,
  ) {}

  /** Each monitor's figures (same org) for each window, in the order of `windows`. */
  async figures(
    orgId: string,
    monitors: UptimeMonitor[],
    windows: TimeWindow[],
  ): Promise<Map<string, UptimeFigures[]>> {
    if (monitors.length === 0 || windows.length === 0) return new Map();
    const widest = {
      from: Math.min(...windows.map((w) => w.from)),
      to: Math.max(...windows.map((w) => w.to)),
    };
    const spans = await this.spansOf(orgId, monitors, widest);
    return new Map(monitors.map((m) => [m._id, windows.map((w) => uptimeOver(spans.get(m._id)!, w.from, w.to))]));
  }

  /** Each of the last `days` UTC days of one monitor, up to `now`: its uptime and worst state (the daily bars). */
  async days(orgId: string, m: UptimeMonitor, days: number, now: number): Promise<DayFigure[]> {
    const today = Math.floor(now / 86_400_000) * 86_400_000;
    const spans = await this.spansOf(orgId, [m], { from: today - (days - 1) * 86_400_000, to: now });
    return dailyFigures(spans.get(m._id)!, now, days);
  }

  private async spansOf(orgId: string, monitors: UptimeMonitor[], w: TimeWindow): Promise<Map<string, MonitorSpans>> {
    const [from, to] = [new Date(w.from), new Date(w.to)];
    const windows = await this.maintenance.windowsFor(orgId, from, to);
    const out = new Map<string, MonitorSpans>();
    for (let i = 0; i < monitors.length; i += LOOKUPS_AT_ONCE) {
      const chunk = monitors.slice(i, i + LOOKUPS_AT_ONCE);
      const incidents = await Promise.all(chunk.map((m) => this.store.incidentsOf(m._id, from, to)));
      chunk.forEach((m, j) => out.set(m._id, monitorSpans(m, incidents[j], windows)));
    }
    return out;
  }
}

/** A monitor's spans from its incidents and its org's maintenance occurrences (those covering it are kept). */
export function monitorSpans(
  m: UptimeMonitor,
  incidents: readonly Pick<IncidentDoc, 'opened_at' | 'resolved_at'>[],
  windows: readonly MaintenanceWindow[],
): MonitorSpans {
  return {
    createdAt: m.created_at.getTime(),
    incidents: incidents.map((i) => ({ start: i.opened_at.getTime(), end: i.resolved_at?.getTime() ?? null })),
    maintenance: windows
      .filter((w) => windowCovers(w, m._id))
      .map((w) => ({ start: w.starts_at.getTime(), end: w.ends_at.getTime() })),
    pauses: pauseSpansOf(m),
  };
}
