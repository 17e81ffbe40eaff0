/** Uptime and latency reports: the window asked for (a named one ending now, or `from`/`to`) and the answer. */
import { z } from 'zod';
import { REPORT_WINDOWS, type ReportRange, type UptimeReport } from '../../domain/reports/uptimeReports';
import { ListQuery } from './common';

const DAY_MS = 86_400_000;
/** Daily rollups are kept 400 days: no report reaches further back. */
const MAX_SPAN_DAYS = 400;

const Instant = z.iso
  .datetime({ offset: true, error: 'must be an ISO 8601 date-time, e.g. 2026-11-01T00:00:00Z' })
  .transform((s) => new Date(s));

const RangeFields = {
  window: z
    .enum(Object.keys(REPORT_WINDOWS) as [keyof typeof REPORT_WINDOWS], { error: 'must be one of 24h, 7d, 30d, 90d' })
    .describe('A window ending now (default 30d); or give `from` and `to`.')
    .optional(),
  from: Instant.describe('Start of the window (inclusive), with `to`.').optional(),
  to: Instant.describe('End of the window (exclusive), with `from`; later than now counts up to now.').optional(),
};

type RangeInput = { window?: keyof typeof REPORT_WINDOWS; from?: Date; to?: Date };

function checkRange(q: RangeInput, ctx: z.RefinementCtx): void {
  const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  // A field that failed its own check is already reported (zod runs this refinement anyway).
  if ([q.from, q.to].some((d) => d !== undefined && !(d instanceof Date))) return;
  if (q.window && (q.from || q.to)) return problem('window', 'give either window or from and to, not both');
  if (Boolean(q.from) !== Boolean(q.to))
    return problem(q.from ? 'to' : 'from', 'is required with ' + (q.from ? 'from' : 'to'));
  if (q.from && q.to && q.from >= q.to) return problem('to', 'must be after from');
  if (q.from && q.to && q.to.getTime() - q.from.getTime() > MAX_SPAN_DAYS * DAY_MS)
    problem('from', `must be at most ${MAX_SPAN_DAYS} days before to`);
}

export const UptimeQuery = z.strictObject(RangeFields).superRefine(checkRange);
export const UptimeReportQuery = ListQuery.extend(RangeFields).superRefine(checkRange);

export function rangeOf(q: RangeInput): ReportRange {
  return q.from && q.to ? { from: q.from, to: q.to } : { window: q.window ?? '30d' };
}

export const UptimeOut = z.object({
  monitor_id: z.string(),
  monitor_name: z.string(),
  window: z.string().nullable().describe('The named window, or null for `from`/`to`.'),
  from: z.string(),
  to: z.string(),
  since: z
    .string()
    .describe(
      "Where measuring started: `from`, or the monitor's creation when later (a monitor younger than the window).",
    ),
  uptime_pct: z
    .number()
    .nullable()
    .describe('100 x (time measured - downtime) / time measured, from `since` to `to`; 4 decimals.'),
  downtime_sec: z
    .number()
    .int()
    .describe('Seconds inside incidents (an open one up to `to`), maintenance and paused time excluded.'),
  maintenance_sec: z.number().int().describe('Seconds inside maintenance windows (not measured).'),
  paused_sec: z.number().int().describe('Seconds the monitor was paused, outside maintenance (not measured).'),
  incidents: z.number().int().describe('Incidents that overlap the time measured.'),
  response_ms: z.object({ p50: z.number().nullable(), p95: z.number().nullable(), p99: z.number().nullable() }),
});

export function presentUptime(r: UptimeReport): z.output<typeof UptimeOut> {
  const { monitor_id, monitor_name, window, uptime_pct, downtime_sec, maintenance_sec, paused_sec } = r;
  const span = { from: r.from.toISOString(), to: r.to.toISOString(), since: r.since.toISOString() };
  return {
    monitor_id,
    monitor_name,
    window,
    ...span,
    uptime_pct,
    downtime_sec,
    maintenance_sec,
    paused_sec,
    incidents: r.incidents,
    response_ms: r.response_ms,
  };
}
