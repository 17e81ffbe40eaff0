/**
 * One uptime, whoever reads it: four monitors with incidents open, acknowledged and resolved, crossing the edges of
 * the 24 h, 7 d and 30 d windows, under maintenance (one monitor's window and the org's), paused (a pause ended
 * and one still running), and one monitor younger than every window. At one instant (the stack's clock stopped),
 * `GET /api/v1/monitors/:id/uptime`, `/api/v1/reports/uptime`, MCP's `get_monitor_uptime`, the status page (its
 * JSON, its HTML figures and daily bars), the dashboard (the monitor list, the monitor page's figures, table and
 * bars) and `GET /metrics` must answer the same figures for the same window; a few are checked against figures
 * worked out by hand, so a rule all readers got wrong fails too.
 */
import { Monitor } from '../../domain/models/monitor';
import { durationText, formatPct } from '../../api/statusPage/bars';
import { formatTime } from '../../api/dashboard/render';
import { orgWithKey, type OrgKey, type OrgSession } from '../support/client';
import { connectMcp } from '../support/mcp';
import { startStack, type Stack } from '../support/stack';

jest.setTimeout(120_000);

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const WINDOWS = { '24h': DAY, '7d': 7 * DAY, '30d': 30 * DAY, '90d': 90 * DAY } as const;
type WindowName = keyof typeof WINDOWS;
const NAMES = Object.keys(WINDOWS) as WindowName[];
const CHECK = { last_response_ms: null, last_error_class: 'timeout', last_error_message: 'no answer' };

/** The stack's clock: stopped at `at` while set. */
const clock: { at: number | null } = { at: null };
let stack: Stack;
let org: OrgKey & { session: OrgSession };
/** The instant every reader is asked at. */
let T: number;
const ids: Record<'old' | 'paused' | 'young' | 'edges', string> = { old: '', paused: '', young: '', edges: '' };
/** Each monitor's incidents as [start, end or null while unresolved], for the days the bars must show. */
const incidentSpans = new Map<string, [number, number | null][]>();

async function createMonitor(name: string, createdAt: number): Promise<string> {
  const res = await stack.http('POST', '/api/v1/monitors', {
    headers: org.headers,
    body: { name, type: 'http', url: 'https://example.com/' },
  });
  if (res.status !== 201) throw new Error(`monitor create: ${res.status} ${res.text}`);
  // Stored creation times come from the database's clock; this one is set as if created then.
  // (through the driver: mongoose keeps `created_at` immutable).
  await Monitor.collection.updateOne({ _id: res.body.id } as object, { $set: { created_at: new Date(createdAt) } });
  await stack.services.directory.changed(res.body.id, 'updated');
  return res.body.id;
}

/** An incident opened at `start`, acknowledged at `ack`, resolved at `end` (each skipped when undefined). */
async function incident(monitorId: string, start: number, o: { ack?: number; end?: number } = {}): Promise<void> {
  const { lifecycle } = stack.services;
  clock.at = start;
  const { incident: i } = await lifecycle.open({ monitorId, failingRegions: ['fra1', 'iad1'], check: CHECK });
  if (o.ack !== undefined) await lifecycle.acknowledge(org.org.id, i._id, new Date((clock.at = o.ack)));
  if (o.end !== undefined) await lifecycle.resolve(org.org.id, i._id, new Date((clock.at = o.end)));
  incidentSpans.set(monitorId, [...(incidentSpans.get(monitorId) ?? []), [start, o.end ?? null]]);
}

async function pause(monitorId: string, at: number, paused: boolean): Promise<void> {
  clock.at = at;
  const res = await stack.http('POST', `/api/v1/monitors/${monitorId}/${paused ? 'pause' : 'resume'}`, {
    headers: org.headers,
  });
  if (res.status !== 200) throw new Error(`pause: ${res.status} ${res.text}`);
}

async function maintenance(name: string, starts: number, ends: number, monitorIds: string[] | null): Promise<void> {
  const res = await stack.http('POST', '/api/v1/maintenance-windows', {
    headers: org.headers,
    body: {
      name,
      starts_at: new Date(starts).toISOString(),
      ends_at: new Date(ends).toISOString(),
      monitor_ids: monitorIds,
    },
  });
  if (res.status !== 201) throw new Error(`maintenance: ${res.status} ${res.text}`);
}

beforeAll(async () => {
  // The clock stands still while the readers are asked, so no rate-limit budget refills: budgets x 100.
  stack = await startStack({ now: () => clock.at ?? Date.now(), env: { RATE_LIMIT_SCALE: '100' } });
  T = Math.floor(Date.now() / 1000) * 1000 - 10 * MIN;
  org = await orgWithKey(stack, { orgName: 'One Uptime Inc' });
  ids.old = await createMonitor('Old', T - 100 * DAY);
  ids.paused = await createMonitor('Paused', T - 40 * DAY);
  ids.young = await createMonitor('Young', T - 5 * HOUR);
  ids.edges = await createMonitor('Edges', T - 10 * DAY);
  // Old: resolved across the 30-day edge and across the 24-hour edge; acknowledged and still open, partly in its
  // own maintenance window.
  await incident(ids.old, T - 30 * DAY - HOUR, { end: T - 30 * DAY + 2 * HOUR });
  await incident(ids.old, T - 25 * HOUR, { end: T - 23 * HOUR });
  await incident(ids.old, T - 2 * HOUR, { ack: T - 110 * MIN });
  await maintenance('Old only', T - 90 * MIN, T - 60 * MIN, [ids.old]);
  // Paused: an incident partly inside an ended pause; an open one, paused an hour after it opened and still paused.
  await incident(ids.paused, T - 5 * DAY, { end: T - 5 * DAY + 3 * HOUR });
  await pause(ids.paused, T - 5 * DAY + HOUR, true);
  await pause(ids.paused, T - 5 * DAY + 2 * HOUR, false);
  await incident(ids.paused, T - 4 * HOUR);
  await pause(ids.paused, T - 3 * HOUR, true);
  // Young: down since half an hour after its creation (the case of a monitor created moments before).
  await incident(ids.young, T - 4 * HOUR);
  // Edges: an incident inside the org's maintenance window across the 7-day edge, another after it.
  await maintenance('Everything', T - 7 * DAY - HOUR, T - 7 * DAY + HOUR, null);
  await incident(ids.edges, T - 7 * DAY - 30 * MIN, { end: T - 7 * DAY + 30 * MIN });
  await incident(ids.edges, T - 6 * DAY, { ack: T - 6 * DAY + MIN, end: T - 6 * DAY + HOUR });
  clock.at = T;
  stack.services.statusPages.invalidate();
});
afterAll(async () => {
  await stack?.stop();
});

type Figures = Record<string, any>;

/** The REST answer of each monitor and window: the reference the other readers are held to. */
async function restFigures(): Promise<Map<string, Record<WindowName, Figures>>> {
  const out = new Map<string, Record<WindowName, Figures>>();
  for (const id of Object.values(ids)) {
    const row = {} as Record<WindowName, Figures>;
    for (const w of NAMES) {
      const res = await stack.http('GET', `/api/v1/monitors/${id}/uptime?window=${w}`, { headers: org.headers });
      expect(res.status).toBe(200);
      row[w] = res.body;
    }
    out.set(id, row);
  }
  return out;
}

let rest: Map<string, Record<WindowName, Figures>>;
beforeAll(async () => {
  rest = await restFigures();
});

const fig = (id: string, w: WindowName) => rest.get(id)![w];
/** What a page shows for a figure: the dashboard's two decimals, and "since" when the monitor is younger. */
const shown = (f: Figures) => `${f.uptime_pct.toFixed(2)} %`;
const sinceText = (f: Figures) => (f.since !== f.from ? ` <small>since ${formatTime(f.since)}</small>` : '');

it('REST answers the figures worked out by hand', () => {
  // Old, 24 h: down 1 h (the incident across the edge) + 2 h open, less its 30 min of maintenance.
  expect(fig(ids.old, '24h')).toMatchObject({
    since: new Date(T - DAY).toISOString(),
    downtime_sec: 3600 + 5400,
    maintenance_sec: 1800,
    paused_sec: 0,
    incidents: 2,
    uptime_pct: Math.round((1_000_000 * (84_600 - 9000)) / 84_600) / 10_000,
  });
  // Old, 30 d: two hours of the incident across the 30-day edge, the whole two of the other one.
  expect(fig(ids.old, '30d')).toMatchObject({ downtime_sec: 7200 + 7200 + 5400, incidents: 3 });
  // Paused, 24 h: open 4 h, paused for the last 3: down 1 h of the 21 h measured.
  expect(fig(ids.paused, '24h')).toMatchObject({ downtime_sec: 3600, paused_sec: 3 * 3600, incidents: 1 });
  expect(fig(ids.paused, '24h').uptime_pct).toBe(Math.round((1_000_000 * 72_000) / 75_600) / 10_000);
  // Paused, 7 d: the earlier incident loses its paused hour.
  expect(fig(ids.paused, '7d')).toMatchObject({ downtime_sec: 2 * 3600 + 3600, paused_sec: 4 * 3600 });
  // Young: measured since its creation 5 h ago, whatever the window: down 4 of 5 h.
  for (const w of NAMES)
    expect(fig(ids.young, w)).toMatchObject({
      since: new Date(T - 5 * HOUR).toISOString(),
      downtime_sec: 4 * 3600,
      uptime_pct: 20,
      incidents: 1,
    });
  // Edges: the incident inside maintenance is not downtime; the window across the 7-day edge counts its half.
  expect(fig(ids.edges, '7d')).toMatchObject({ downtime_sec: 3600, maintenance_sec: 3600, incidents: 2 });
  expect(fig(ids.edges, '30d')).toMatchObject({
    since: new Date(T - 10 * DAY).toISOString(),
    downtime_sec: 3600,
    maintenance_sec: 7200,
  });
});

it('the org report and MCP answer exactly the REST figures', async () => {
  const mcp = await connectMcp('http', stack.url, org.key);
  try {
    for (const w of NAMES) {
      const res = await stack.http('GET', `/api/v1/reports/uptime?window=${w}&limit=10`, { headers: org.headers });
      expect(res.status).toBe(200);
      for (const id of Object.values(ids))
        expect(res.body.data.find((r: Figures) => r.monitor_id === id)).toEqual(fig(id, w));
      for (const id of Object.values(ids)) {
        const r = await mcp.call('get_monitor_uptime', { id, window: w });
        expect(r.structuredContent).toEqual(fig(id, w));
      }
    }
  } finally {
    await mcp.close();
  }
});

it('the status page shows the 90-day figures, since the creation of a younger monitor, in JSON and HTML', async () => {
  const json = await stack.http('GET', `/status/${org.org.slug}`, { headers: { accept: 'application/json' } });
  expect(json.status).toBe(200);
  const html = (await stack.http('GET', `/status/${org.org.slug}`, { headers: { accept: 'text/html' } })).text;
  for (const [name, id] of Object.entries({ Old: ids.old, Paused: ids.paused, Young: ids.young, Edges: ids.edges })) {
    const f = fig(id, '90d');
    const younger = f.since !== f.from;
    expect(json.body.monitors.find((m: Figures) => m.id === id)).toMatchObject({
      uptime_pct: f.uptime_pct,
      uptime_since: younger ? f.since : null,
    });
    const figure = formatPct(f.uptime_pct) + (younger ? ` since ${formatTime(f.since)}` : '');
    expect(html).toContain(`<span>${name}</span> <small>${figure}</small>`);
  }
});

/** The UTC days an incident of the monitor touched, up to T. */
function daysTouched(id: string): number[] {
  const days = new Set<number>();
  for (const [start, end] of incidentSpans.get(id)!)
    for (let d = Math.floor(start / DAY) * DAY; d < (end ?? T); d += DAY)
      if (d >= Math.floor(T / DAY) * DAY - 89 * DAY) days.add(d);
  return [...days];
}

/** What the bars say of each day with downtime, and of the whole 90 days, per REST: the day's own window. */
async function barsText(id: string): Promise<string[]> {
  const texts: string[] = [];
  for (const day of daysTouched(id)) {
    const [from, to] = [new Date(day).toISOString(), new Date(Math.min(day + DAY, T)).toISOString()];
    const res = await stack.http('GET', `/api/v1/monitors/${id}/uptime?from=${from}&to=${to}`, {
      headers: org.headers,
    });
    expect(res.status).toBe(200);
    const f = res.body;
    if (f.downtime_sec > 0)
      texts.push(`<title>${from.slice(0, 10)}: ${formatPct(f.uptime_pct)} up, down ${durationText(f.downtime_sec)}`);
  }
  const n = texts.length;
  const f90 = fig(id, '90d');
  texts.push(`Last 90 days: ${formatPct(f90.uptime_pct)} uptime, ${n} ${n === 1 ? 'day' : 'days'} with downtime`);
  return texts;
}

it('the daily bars of the status page and of the dashboard say what REST says of each day', async () => {
  const page = (await stack.http('GET', `/status/${org.org.slug}`, { headers: { accept: 'text/html' } })).text;
  for (const id of Object.values(ids)) {
    const dashboard = (await stack.http('GET', `/app/monitors/${id}`, { headers: org.session.headers })).text;
    for (const text of await barsText(id)) {
      expect(page).toContain(text);
      expect(dashboard).toContain(text);
    }
  }
});

it('the dashboard list and monitor page show the REST figures for 24 h and 30 d, and the table all four', async () => {
  const list = await stack.http('GET', '/app/monitors', { headers: org.session.headers });
  expect(list.status).toBe(200);
  for (const id of Object.values(ids)) {
    const row = list.text.slice(list.text.indexOf(`data-monitor-id="${id}"`));
    const page = await stack.http('GET', `/app/monitors/${id}`, { headers: org.session.headers });
    expect(page.status).toBe(200);
    for (const w of ['24h', '30d'] as const) {
      const cell = `<td data-field="uptime-${w}">${shown(fig(id, w))}${sinceText(fig(id, w))}</td>`;
      expect(row.slice(0, row.indexOf('</tr>'))).toContain(cell);
      expect(page.text).toContain(`<dd data-field="uptime-${w}">${shown(fig(id, w))}${sinceText(fig(id, w))}</dd>`);
    }
    for (const w of NAMES) {
      const f = fig(id, w);
      const cells = `<td>${w}${sinceText(f)}</td><td>${shown(f)}</td><td>${f.downtime_sec} s</td><td>${f.incidents}</td>`;
      expect(page.text).toContain(`<tr data-window="${w}">${cells}`);
    }
  }
});

it('/metrics reports the REST figures for 24 h, 7 d and 30 d', async () => {
  const res = await stack.http('GET', '/metrics', { headers: org.headers });
  expect(res.status).toBe(200);
  const value = (metric: string, id: string, w: string) => {
    const line = res.text
      .split('\n')
      .find((l) => l.startsWith(`${metric}{`) && l.includes(`monitor_id="${id}"`) && l.includes(`window="${w}"`));
    return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
  };
  for (const id of Object.values(ids))
    for (const w of ['24h', '7d', '30d'] as const) {
      expect(value('uptime_monitor_uptime_ratio', id, w)).toBeCloseTo(fig(id, w).uptime_pct / 100, 10);
      expect(value('uptime_monitor_downtime_seconds', id, w)).toBe(fig(id, w).downtime_sec);
    }
});
