/**
 * Server-side rendering of the dashboard: one isolated Handlebars environment with HTML escaping ON (unlike
 * webhook templates), every view and partial compiled once at start-up, one layout around each page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import Handlebars from 'handlebars';
import type { Context } from 'koa';
import { OWN_DATA_ONLY } from '../../domain/ownKeys';
import { setSecurityHeaders, type CsrfTokens } from './security';

const VIEWS_DIR = join(__dirname, 'views');
const hbs = Handlebars.create();

hbs.registerHelper('eq', (a: unknown, b: unknown) => a === b);
hbs.registerHelper('includes', (list: unknown, v: unknown) => Array.isArray(list) && list.includes(v));
hbs.registerHelper('concat', (...args: unknown[]) => args.slice(0, -1).join(''));
hbs.registerHelper('time', (d: unknown) => formatTime(d));
hbs.registerHelper('percent', (v: unknown) => (typeof v === 'number' ? `${v.toFixed(2)} %` : 'no data'));
hbs.registerHelper('ms', (v: unknown) => (typeof v === 'number' ? `${Math.round(v)} ms` : '-'));

/** `2026-11-21 17:04:05 UTC`; '-' for none. */
export function formatTime(d: unknown): string {
  if (d === null || d === undefined || d === '') return '-';
  const date = new Date(d as string | Date);
  return Number.isNaN(date.getTime()) ? '-' : `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

for (const file of readdirSync(join(VIEWS_DIR, 'partials'))) {
  hbs.registerPartial(basename(file, '.hbs'), readFileSync(join(VIEWS_DIR, 'partials', file), 'utf8'));
}
const views = new Map<string, HandlebarsTemplateDelegate>();
for (const file of readdirSync(VIEWS_DIR).filter((f) => f.endsWith('.hbs'))) {
  views.set(basename(file, '.hbs'), hbs.compile(readFileSync(join(VIEWS_DIR, file), 'utf8'), { strict: false }));
}

export interface LayoutInfo {
  title: string;
  /** Nav entry to mark as current (`monitors`, `incidents`, ...); none on the sign-in pages. */
  nav?: string;
  /** Workspace and user shown in the header when signed in. */
  account?: { orgName: string; email: string; role: string; orgs?: { id: string; name: string; current: boolean }[] };
  /** What the signed-in user's role may do; views read it as `can` to hide buttons it would refuse. */
  can?: Record<string, boolean>;
}

export type ViewData = Record<string, unknown>;

export class Renderer {
  constructor(private readonly csrf: CsrfTokens) {}

  /** Renders `view` inside the layout as the response (HTML, security headers, no caching). */
  page(ctx: Context, view: string, layout: LayoutInfo, data: ViewData = {}, status = 200): void {
    const template = views.get(view);
    if (!template) throw new Error(`no dashboard view ${view}`);
    const csrf = this.csrf.tokenFor(ctx);
    const body = template({ ...data, csrf, can: layout.can }, OWN_DATA_ONLY);
    const nav = layout.nav ? { [layout.nav]: true } : {};
    setSecurityHeaders(ctx);
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = views.get('layout')!({ ...layout, navCurrent: nav, csrf, body }, OWN_DATA_ONLY);
  }
}
