/**
 * The dashboard's side of the reserved-key requests (./reservedKeys.ts), over plain HTTP: every dashboard route of
 * the table gets query strings and forms whose names, and whose values, are the reserved keys. The names come from
 * the dashboard itself: the fields and link parameters of its pages, and every query parameter its code reads.
 * Each POST runs in a session of its own (a sign-out ends only that one) on resources of its own (a delete or a
 * revoke takes only those), so the routes can run side by side.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeTable } from '../../api/app';
import { DASHBOARD_ROUTE_PREFIX } from '../../api/dashboard/limits';
import type { Route } from '../../api/routing/route';
import type { OrgKey } from './client';
import { csrfOf } from './dashboard';
import { methodsOf, paramNames, pathOf, queryStrings, RESERVED_KEYS, send, type Case } from './reservedKeys';
import type { Stack } from './stack';

type Owner = OrgKey & { session: { cookie: string; user: { id: string } } };

/** How a resource the dashboard's paths name (`/app/<kind>/:id`) is made over REST; others get an unknown id. */
const MAKERS: Record<string, (channelId: string) => [path: string, body: unknown]> = {
  monitors: () => ['/api/v1/monitors', { name: 'm', type: 'http', url: 'https://127.0.0.1:9/' }],
  channels: () => [
    '/api/v1/channels',
    { name: 'c', type: 'webhook', url: 'https://127.0.0.1:9/h', secret: 's'.repeat(16) },
  ],
  maintenance: () => [
    '/api/v1/maintenance-windows',
    { name: 'w', starts_at: '2030-01-01T00:00:00.000Z', ends_at: '2030-01-01T01:00:00.000Z', monitor_ids: null },
  ],
  'escalation-policies': (channelId) => [
    '/api/v1/escalation-policies',
    { name: 'p', steps: [{ after_sec: 60, channel_ids: [channelId] }], repeat_every_sec: null },
  ],
  'api-keys': () => ['/api/v1/api-keys', { name: 'k' }],
};

export async function dashboardCases(stack: Stack, owner: Owner): Promise<[Route, Case][]> {
  const routes = routeTable(stack.deps).filter((r) => r.name.startsWith(DASHBOARD_ROUTE_PREFIX));
  const make = async (kind: string): Promise<string> => {
    const maker = MAKERS[kind];
    if (!maker) return randomUUID();
    const [path, body] = maker(kind === 'escalation-policies' ? await make('channels') : '');
    const res = await stack.http('POST', path, { headers: owner.headers, body });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`);
    return res.body.id;
  };
  const idFor = (route: Route) => make(route.path.split('/')[2]);
  const session = async () => {
    const user = { _id: owner.session.user.id, org_id: owner.org.id };
    const cookie = `sid=${(await stack.services.sessions.start(user)).token}`;
    const page = await send(stack.url, { label: '', method: 'GET', path: '/app/monitors', headers: { cookie } });
    return { cookie, csrf: csrfOf(page.text) };
  };

  const shared = await session();
  const pages = await Promise.all(
    routes
      .filter((r) => methodsOf(r).includes('GET'))
      .map(async (r) => [r, pathOf(r, fillWith(await idFor(r)))] as const),
  );
  const html = await Promise.all(pages.map(async ([, path]) => (await send(stack.url, get(path, shared.cookie))).text));
  const names = namesOf(html);
  const cases: [Route, Case][] = [];
  for (const [route, path] of pages) {
    for (const qs of queryStrings(names)) cases.push([route, get(`${path}?${qs}`, shared.cookie, `query ${qs}`)]);
    for (const param of paramNames(route))
      for (const key of RESERVED_KEYS) {
        const keyed = pathOf(route, (name) => (name === param ? key : 'x'));
        cases.push([route, get(keyed, shared.cookie, `path ${param}=${key}`)]);
      }
  }
  for (const route of routes.filter((r) => methodsOf(r).includes('POST'))) {
    const [own, id] = await Promise.all([session(), idFor(route)]);
    for (const form of queryStrings(names))
      cases.push([
        route,
        {
          label: `form ${form}`,
          method: 'POST',
          path: pathOf(route, fillWith(id)),
          headers: { cookie: own.cookie },
          form: `_csrf=${encodeURIComponent(own.csrf)}&${form}`,
        },
      ]);
  }
  return cases;
}

function get(path: string, cookie: string, label = ''): Case {
  return { label, method: 'GET', path, headers: { cookie } };
}

function fillWith(id: string): (name: string) => string {
  return (name) => (name === 'id' ? id : name === 'file' ? 'dashboard.js' : 'x');
}

const DASHBOARD_DIR = join(__dirname, '../../api/dashboard');

/**
 * Every form field and link parameter of the pages, and every query parameter the dashboard's code reads
 * (`ctx.query.done`, `?done=` in a redirect), but the CSRF token (a request without it is refused before anything).
 */
function namesOf(pages: string[]): string[] {
  const names = new Set<string>();
  const add = (text: string, pattern: RegExp) => {
    for (const m of text.matchAll(pattern)) names.add(m[1]);
  };
  for (const page of pages) {
    add(page, /\bname="([\w.]+)"/g);
    add(page, /[?&;]([a-z_]+)=/g);
  }
  for (const file of readdirSync(DASHBOARD_DIR, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.ts'),
  )) {
    const code = readFileSync(join(DASHBOARD_DIR, file), 'utf8');
    add(code, /\bquery\.(\w+)/g);
    add(code, /[?&]([a-z_]+)=/g);
  }
  names.delete('_csrf');
  return [...names];
}
