/**
 * Generates the rate-limit tables of docs/rate-limits.md from the policy (`api/rateLimit/policies.ts`: budgets and
 * classes) and the route table (api/routes, api/dashboard/limits.ts: which class each route has).
 *   npx tsx scripts/rateLimitTable.ts          prints them
 *   npx tsx scripts/rateLimitTable.ts --write  rewrites them in docs/rate-limits.md, between the table markers
 * `test/unit/rateLimit.docs.test.ts` fails when the page differs from what this generates.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DASHBOARD_LIMITS, DASHBOARD_ROUTE_PREFIX } from '../api/dashboard/limits';
import { API_ROUTES } from '../api/routes';
import {
  ALL_BUDGETS,
  LIMITS,
  RATE_LIMIT_DOC,
  UNMATCHED_RULES,
  type Budget,
  type IdentityKind,
  type RouteRule,
} from '../api/rateLimit/policies';
import { secondsUntilToken } from '../api/rateLimit/tokenBucket';

export const TABLE_START = '<!-- generated:rate-limit-tables (npx tsx scripts/rateLimitTable.ts --write) -->';
export const TABLE_END = '<!-- /generated:rate-limit-tables -->';

const IDENTITY: Record<IdentityKind, string> = {
  ip: 'client IP',
  key: 'API key',
  userOrKey: 'user (session) or key',
  user: 'user (session); a key request counts per key',
  heartbeatToken: 'heartbeat token',
};

const GLOBAL_CLASS: Record<RouteRule['global'], string> = {
  counted: 'key read/write for a valid key, else client IP',
  ip: 'client IP (whatever the credential)',
  exempt: 'exempt',
  never: 'never limited',
  ipUnlessKey:
    'client IP without a valid key; none with one (its tool calls spend the key budgets of their REST calls)',
};

function budgetRow(b: Budget): string {
  const every = 60_000 / b.quota;
  return `| \`${b.id}\` | ${b.covers} | ${b.quota} | ${b.burst} | 1 token / ${every} ms | ${IDENTITY[b.identity]} | ${secondsUntilToken(b, 0)} |`;
}

function ruleRow(r: RouteRule & { pathPrefix?: string }): string {
  const name = r.pathPrefix ? `${r.route}` : `\`${r.route}\``;
  const budgets = r.budgets.length ? r.budgets.map((b) => `\`${b.id}\``).join(' + ') : '-';
  return `| ${name} | ${GLOBAL_CLASS[r.global]} | ${budgets} |`;
}

/** Every route whose class is not the default (counted), by name, then the dashboard's. */
function routeRules(): RouteRule[] {
  const names = new Set<string>();
  const rules: RouteRule[] = [];
  for (const r of API_ROUTES) {
    if (r.limit === LIMITS.counted || names.has(r.name)) continue;
    names.add(r.name);
    rules.push({ route: r.name, ...r.limit });
  }
  for (const [name, limit] of Object.entries(DASHBOARD_LIMITS)) rules.push({ route: name, ...limit });
  rules.push({ route: `${DASHBOARD_ROUTE_PREFIX}*`, ...LIMITS.dashboard });
  return rules;
}

export function renderTables(): string {
  return [
    '| Budget | Covers | Per minute (`RateLimit-Limit`) | Burst (capacity) | Refill | Identity | `Retry-After` when empty (s) |',
    '|---|---|---|---|---|---|---|',
    ...ALL_BUDGETS.map(budgetRow),
    '',
    '| Route name (as the route table classifies it) | Global budget | Route budgets on top |',
    '|---|---|---|',
    ...routeRules().map(ruleRow),
    '| any other route | key read/write for a valid key, else client IP | - |',
    ...UNMATCHED_RULES.map(ruleRow),
  ].join('\n');
}

export function docWithTables(doc: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${RATE_LIMIT_DOC} has no rate-limit table markers`);
  return `${doc.slice(0, start + TABLE_START.length)}\n${renderTables()}\n${doc.slice(end)}`;
}

if (require.main === module) {
  const path = join(__dirname, '..', RATE_LIMIT_DOC);
  if (process.argv.includes('--write')) writeFileSync(path, docWithTables(readFileSync(path, 'utf8')));
  else process.stdout.write(`${renderTables()}\n`);
}
