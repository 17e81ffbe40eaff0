/** Monitors at a glance (state, last check, uptime, sparkline), one monitor's page, pause, resume and delete. */
import { responseTimeSeries, type TimedPoint } from '../../../domain/checkResults/series';
import { presentIncident } from '../../contract/incidents';
import { z } from 'zod';
import { monitorHealth, monitorMatcher } from '../../../domain/monitors/health';
import { MONITOR_STATUSES } from '../../../domain/monitors/status';
import { Uuid } from '../../contract/common';
import { parseInput } from '../../contract/parse';
import { presentMonitor } from '../../contract/presentMonitor';
import { readId } from '../../requestInput';
import { REPORT_WINDOWS } from '../../../domain/reports/uptimeReports';
import type { UptimeMonitor } from '../../../domain/uptime/uptime';
import { presentUptime } from '../../contract/reports';
import { barsOf } from '../../statusPage/bars';
import { lineChart } from '../charts';
import { filledQuery } from '../forms';
import { confirmable } from '../confirm';
import { action, page, safeNext, seeOther, type Dashboard } from '../routing';

const HOUR_MS = 3_600_000;
/** Monitors per page of the list (newest first). */
const PAGE_SIZE = 50;

const MonitorsQuery = z.object({
  q: z.string().max(100).optional(),
  state: z.enum(MONITOR_STATUSES).optional(),
  cursor: Uuid.optional(),
  done: z.string().optional(),
});

export function registerMonitorPages(d: Dashboard): void {
  const { config, services } = d.deps;
  const { monitors } = services;

  page(d, 'monitors', '/app/monitors', async (ctx, user) => {
    const now = services.now();
    const query = filledQuery(ctx);
    const { q, state, cursor, done } = parseInput(MonitorsQuery, query, 'query');
    const stateOf = await services.monitorStates.forOrg(user.orgId);
    const fetched = await monitors.list(
      user.orgId,
      { limit: PAGE_SIZE, before: cursor },
      monitorMatcher({ q, state }, stateOf),
    );
    const health = await monitorHealth(services.uptime, user.orgId, fetched, now, stateOf);
    const older = fetched.length > PAGE_SIZE ? fetched[PAGE_SIZE - 1]._id : null;
    // A heartbeat monitor's state is known only with its last ping (see monitorMatcher).
    const list = fetched.slice(0, PAGE_SIZE).filter((m) => !state || health.get(m._id)?.state === state);
    const ids = list.map((m) => m._id);
    const [points, incidents] = await Promise.all([
      services.responseTimes.hourlyPoints(ids, new Date(now - 24 * HOUR_MS)),
      services.incidents.list(user.orgId, {}, { limit: 10 }),
    ]);
    const names = new Map(list.map((m) => [m._id, m.name]));
    const byMonitor = groupBy(points, (p) => p.monitor_id);
    const rows = list.map((m) => ({
      id: m._id,
      name: m.name,
      type: m.type,
      paused: m.paused,
      ...health.get(m._id)!,
      spark: lineChart(
        responseTimeSeries(byMonitor.get(m._id) ?? [], now, 24 * HOUR_MS, 24),
        120,
        28,
        `Response time of ${m.name}, last 24 h`,
      ),
    }));
    const here = { ...(q && { q }), ...(state && { state }) };
    d.render.page(ctx, 'monitors', user.layout('Monitors', 'monitors'), {
      notice: done === 'deleted' ? 'Monitor deleted.' : undefined,
      q: q ?? '',
      filtered: Boolean(q || state),
      states: MONITOR_STATUSES.map((value) => ({ value, selected: value === state })),
      older: older ? `/app/monitors?${new URLSearchParams({ ...here, cursor: older })}` : null,
      rows,
      regions: services.probing.regions(),
      incidents: incidents.map((i) => ({
        ...presentIncident(i),
        monitor_name: names.get(i.monitor_id) ?? 'Deleted monitor',
      })),
    });
  });

  page(d, 'monitor', '/app/monitors/:id', async (ctx, user) => {
    const now = services.now();
    const m = await monitors.get(user.orgId, readId(ctx));
    const stateOf = await services.monitorStates.forOrg(user.orgId);
    const [health, points, regions, incidents, uptime] = await Promise.all([
      monitorHealth(services.uptime, user.orgId, [m], now, stateOf),
      services.responseTimes.hourlyPoints([m._id], new Date(now - 7 * 24 * HOUR_MS)),
      services.probing.latestResults(m._id),
      services.incidents.list(user.orgId, { monitor_id: m._id }, { limit: 20 }),
      uptimeOf(d, user.orgId, m, now),
    ]);
    d.render.page(ctx, 'monitor', user.layout(m.name, 'monitors'), {
      monitor: presentMonitor(config, m, stateOf(m)),
      health: health.get(m._id),
      charts: charts(m.name, points, now),
      ...uptime,
      // Only the regions it is checked from: a region removed from it keeps an old result that says nothing now.
      regions: regions.filter((r) => m.regions.includes(r.region)).sort((a, b) => a.region.localeCompare(b.region)),
      incidents: incidents.map(presentIncident),
    });
  });

  for (const [name, paused] of [
    ['monitorPause', true],
    ['monitorResume', false],
  ] as const) {
    action(
      d,
      name,
      `/app/monitors/:id/${paused ? 'pause' : 'resume'}`,
      async (ctx, user, form) => {
        await monitors.setPaused(user.orgId, readId(ctx), paused);
        seeOther(ctx, safeNext(form.get('back')));
      },
      'responder',
    );
  }

  confirmable(d, {
    name: 'monitorDelete',
    path: '/app/monitors/:id/delete',
    async ask(user, id) {
      const m = await monitors.get(user.orgId, id);
      return {
        heading: `Delete monitor ${m.name}?`,
        message: `Its checks stop and it is removed from the status page. Its incidents stay in the history. This cannot be undone.`,
        button: 'Delete monitor',
        cancel: `/app/monitors/${m._id}`,
      };
    },
    run: (user, id) => monitors.remove(user.orgId, id),
    done: '/app/monitors?done=deleted',
  });
}

/** The uptime reports of the four windows and the 90 daily bars, as the API and the status page compute them. */
async function uptimeOf(d: Dashboard, orgId: string, m: UptimeMonitor, now: number) {
  const { reports, uptime } = d.deps.services;
  const windows = Object.keys(REPORT_WINDOWS) as (keyof typeof REPORT_WINDOWS)[];
  const [rows, days] = await Promise.all([
    Promise.all(windows.map((window) => reports.forMonitor(orgId, m._id, { window }))),
    uptime.days(orgId, m, 90, now),
  ]);
  const last90 = rows[rows.length - 1];
  const uptimeRows = rows.map((r) => ({ ...presentUptime(r), younger: r.since > r.from }));
  return { uptimeRows, bars: barsOf(days, last90.uptime_pct) };
}

function charts(name: string, points: TimedPoint[], now: number) {
  return [
    {
      title: 'Last 24 hours',
      chart: lineChart(
        responseTimeSeries(points, now, 24 * HOUR_MS, 24),
        640,
        120,
        `Response time of ${name}, last 24 h`,
      ),
    },
    {
      title: 'Last 7 days',
      chart: lineChart(
        responseTimeSeries(points, now, 7 * 24 * HOUR_MS, 168),
        640,
        120,
        `Response time of ${name}, last 7 days`,
      ),
    },
  ];
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}
