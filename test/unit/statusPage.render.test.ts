/**
 * The HTML status page rendered from a composed page of 200 components whose 90-day histories hold 1.5 days with
 * downtime on average (half one, half two), with 50 incidents in the last 14 days' history: under 100 KB, every
 * day accounted for, every day with downtime titled with its figure, user text escaped.
 */
import type { Context } from 'koa';
import { dailyFigures } from '../../domain/uptime/days';
import type { ComponentView, IncidentView, StatusView } from '../../domain/statusPages/statusPage';
import { renderStatusPage } from '../../api/statusPage/html';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-25T12:00:00Z');

function component(i: number): ComponentView {
  const downs = [
    { start: NOW - (10 + (i % 30)) * DAY, end: NOW - (10 + (i % 30)) * DAY + 36 * 60_000 },
    { start: NOW - (50 + (i % 20)) * DAY, end: NOW - (50 + (i % 20)) * DAY + 5 * 60_000 },
  ].slice(0, 1 + (i % 2));
  return {
    id: `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`,
    name: `Service <${i}> & co`,
    type: 'http',
    groupId: `g${Math.floor(i / 50)}`,
    position: i % 50,
    status: i === 7 ? 'major_outage' : 'operational',
    state: 'up',
    days: dailyFigures({ createdAt: NOW - 100 * DAY, incidents: downs, maintenance: [], pauses: [] }, NOW, 90),
    uptimePct: 99.9694,
    uptimeSince: null,
    createdAt: new Date(NOW - 100 * DAY),
    updatedAt: new Date(NOW - 100 * DAY),
  };
}

/** One of the 50 resolved incidents of the last 14 days, newest first, each a few minutes to an hour long. */
function pastIncident(i: number): IncidentView {
  const opened = new Date(NOW - (i + 1) * 6 * 3_600_000);
  const resolved = new Date(opened.getTime() + ((i % 50) + 1) * 60_000);
  return {
    _id: `00000000-0000-7000-9000-${String(i).padStart(12, '0')}`,
    monitor_id: `00000000-0000-7000-8000-${String((i * 37) % 200).padStart(12, '0')}`,
    monitor_name: `Service <${(i * 37) % 200}> & co`,
    status: 'resolved',
    opened_at: opened,
    acknowledged_at: null,
    resolved_at: resolved,
    updated_at: resolved,
  };
}

function view(): StatusView {
  const components = Array.from({ length: 200 }, (_, i) => component(i));
  const groups = [0, 1, 2, 3].map((g) => ({
    id: `g${g}`,
    name: `Group ${g}`,
    position: g,
    status: 'operational' as const,
    components: components.slice(g * 50, g * 50 + 50),
  }));
  return {
    org: { id: 'org', name: 'Acme', slug: 'acme', createdAt: new Date(NOW - 200 * DAY) },
    title: 'Acme status',
    settings: { title: null, public: true, components: null, password_protected: false, passwordHash: null },
    status: 'partial_outage',
    groups,
    components,
    activeIncidents: [],
    history: Array.from({ length: 50 }, (_, i) => pastIncident(i)),
    incidents: [],
    maintenance: { active: [], upcoming: [] },
    generatedAt: new Date(NOW),
  };
}

/** The page as a client that takes no gzip gets it. */
function render(v: StatusView): string {
  const ctx = { set() {}, vary() {}, acceptsEncodings: () => 'identity', status: 0, type: '', body: '' };
  renderStatusPage(ctx as unknown as Context, v, '');
  return ctx.body as string;
}

it('a page of 200 components with their 90 daily bars and 50 past incidents stays under 100 KB', () => {
  const html = render(view());
  expect(Buffer.byteLength(html)).toBeLessThan(100 * 1024);
  expect(html.match(/<ol class="incidents">[^]*?<\/ol>/)![0].match(/<li>/g)).toHaveLength(50);
  // Every component has 90 days of bars, one stroke per day with downtime (titled with its figure), and its
  // steady days in one path.
  const svgs = html.match(/<svg[^]*?<\/svg>/g)!;
  expect(svgs).toHaveLength(200);
  svgs.forEach((svg, i) => {
    const widths = [...svg.matchAll(/M\d+ 2h(\d+)/g)].map((m) => Number(m[1]));
    expect(widths.reduce((a, b) => a + b, 0)).toBe(90);
    expect(svg.match(/class="o"/g)).toHaveLength(1);
    expect(svg.match(/class="m"><title>\d{4}-\d\d-\d\d: 9\d(\.\d+)? % up, down \d+ min<\/title>/g)).toHaveLength(
      1 + (i % 2),
    );
  });
  expect(html).toContain('Service &lt;7&gt; &amp; co');
  // An incident that ended on the day it began gives that day once.
  expect(html).toContain('Service &lt;0&gt; &amp; co was down from 2026-11-25 06:00:00 UTC to 06:01:00 UTC (1 min).');
  expect(html).not.toContain('Service <7>');
});

it('renders well within the 100 ms a page read may take', () => {
  const v = view();
  render(v);
  const t = performance.now();
  for (let i = 0; i < 20; i++) render({ ...v }); // a new page each time: rendered, not read from the kept ones
  const ms = (performance.now() - t) / 20;
  console.log(`render: ${ms.toFixed(1)} ms, ${Buffer.byteLength(render(v))} bytes`);
  // A page already rendered is served as it is.
  const t2 = performance.now();
  for (let i = 0; i < 20; i++) render(v);
  expect((performance.now() - t2) / 20).toBeLessThan(ms);
  expect(ms).toBeLessThan(100);
});

it('inlines the uptime bars rules the dashboard serves too, after its own', () => {
  const style = render(view()).match(/<style>([^]*?)<\/style>/)![1];
  expect(style).toContain('svg.bars{margin:0.25rem 0;}');
  expect(style).toContain('svg.bars{display:block;width:100%;height:auto;}');
  expect(style).toContain('.bars .o{stroke:#2da44e;}');
  expect(style.indexOf('.bars .o{')).toBeGreaterThan(style.indexOf('footer{'));
});
