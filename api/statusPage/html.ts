/**
 * The status page as HTML: server-rendered with Handlebars (escaping on), no script, the style sheet inline and
 * allowed by its hash in a strict Content-Security-Policy, so the page is one request and readable without
 * JavaScript. Views are compiled once at start-up.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import type { Context } from 'koa';
import { OWN_DATA_ONLY } from '../../domain/ownKeys';
import { formatTime } from '../dashboard/render';
import type { ComponentStatus, OverallStatus } from '../../domain/statusPages/sources';
import type { ComponentView, StatusView } from '../../domain/statusPages/statusPage';
import { barsOf, CLASS_OF, durationText, formatPct } from './bars';

const VIEWS_DIR = join(__dirname, 'views');
const hbs = Handlebars.create();
hbs.registerHelper('time', (d: unknown) => formatTime(d));
// The dashboard's monitor page draws the same bars with the same partial.
hbs.registerPartial('uptimeBars', readFileSync(join(__dirname, '../dashboard/views/partials/uptimeBars.hbs'), 'utf8'));
const view = (name: string) => {
  const template = hbs.compile(readFileSync(join(VIEWS_DIR, `${name}.hbs`), 'utf8'));
  return (data: unknown) => template(data, OWN_DATA_ONLY);
};
const templates = { layout: view('layout'), page: view('page'), locked: view('locked'), message: view('message') };
/**
 * The style sheet, then the uptime bars' rules the dashboard serves too, their comments and the white space around
 * their punctuation dropped (it is sent with every page).
 */
const CSS = [join(VIEWS_DIR, 'status.css'), join(__dirname, '../dashboard/assets/uptimeBars.css')]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n')
  .replace(/\/\*[^]*?\*\//g, '')
  .replace(/\s*([{}:;,])\s*/g, '$1')
  .replace(/\s*\n\s*/g, '');
const CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(CSS).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const BANNERS: Record<OverallStatus, string> = {
  operational: 'All systems operational',
  degraded: 'Degraded performance',
  partial_outage: 'Partial outage',
  major_outage: 'Major outage',
  maintenance: 'Maintenance in progress',
};

export const COMPONENT_TEXT: Record<ComponentStatus, string> = {
  operational: 'Operational',
  degraded_performance: 'Degraded performance',
  partial_outage: 'Partial outage',
  major_outage: 'Major outage',
  under_maintenance: 'Under maintenance',
};

/** Where the page's own links start: '' at the status host, `/status/<slug>` at the API's host. */
export type PageBase = string;

/**
 * Each composed page is rendered once per base and kept with it (pages are composed at most every few seconds,
 * domain/statusPages/viewCache.ts), so a read of a kept page costs no rendering.
 */
const renderedPages = new WeakMap<StatusView, Map<PageBase, Rendered>>();

/** A rendered page, and its gzip once a client took it. */
interface Rendered {
  html: string;
  gzip?: Buffer;
}

export function renderStatusPage(ctx: Context, v: StatusView, base: PageBase): void {
  let pages = renderedPages.get(v);
  if (!pages) renderedPages.set(v, (pages = new Map()));
  let page = pages.get(base);
  if (page === undefined) pages.set(base, (page = { html: pageHtml(v, base) }));
  sendHtml(ctx, page, 200);
}

function pageHtml(v: StatusView, base: PageBase): string {
  const body = templates.page({
    ...v,
    base,
    bannerText: BANNERS[v.status],
    groups: v.groups.map((g) => ({
      name: g.name,
      components: g.components.map((c) => ({
        name: c.name,
        cls: CLASS_OF[c.status],
        statusText: COMPONENT_TEXT[c.status],
        bars: barsOf(c.days, c.uptimePct),
        figure: figureOf(c),
      })),
    })),
    history: v.history.map((i) => ({
      ...i,
      until: i.resolved_at ? untilText(i.opened_at, i.resolved_at) : null,
      duration: i.resolved_at ? durationText(Math.round((+i.resolved_at - +i.opened_at) / 1000)) : null,
    })),
  });
  return layout(v.title, { base, links: true }, body);
}

/** `99.95 %`, `97.5 % since 2026-11-28 13:40:05 UTC` for a monitor younger than the 90 days, or `no data yet`. */
function figureOf(c: ComponentView): string {
  if (c.uptimePct === null) return 'no data yet';
  return c.uptimeSince ? `${formatPct(c.uptimePct)} since ${formatTime(c.uptimeSince)}` : formatPct(c.uptimePct);
}

/** When an incident ended: its time alone if it ended on the day it began (the day is read once). */
function untilText(opened: Date, resolved: Date): string {
  const text = formatTime(resolved);
  return formatTime(opened).slice(0, 10) === text.slice(0, 10) ? text.slice(11) : text;
}

export function renderLocked(ctx: Context, title: string, base: PageBase, error?: string): void {
  sendHtml(ctx, { html: layout(title, { base, links: false }, templates.locked({ base, error })) }, 401);
}

export function renderMessage(
  ctx: Context,
  o: { title: string; heading: string; message: string; back?: string; status?: number },
): void {
  sendHtml(ctx, { html: layout(o.title, { base: '', links: false }, templates.message(o)) }, o.status ?? 200);
}

function layout(title: string, at: { base: PageBase; links: boolean }, body: string): string {
  return templates.layout({ title, css: CSS, ...at, body });
}

function sendHtml(ctx: Context, page: Rendered, status: number): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set({ 'Content-Security-Policy': CSP, 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin' });
  // A page of many components compresses about tenfold; a client that does not take gzip gets it as it is.
  ctx.vary('Accept-Encoding');
  if (page.html.length < 8_192 || ctx.acceptsEncodings('gzip', 'identity') !== 'gzip') ctx.body = page.html;
  else {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = page.gzip ??= gzipSync(page.html);
  }
}
