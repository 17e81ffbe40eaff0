/**
 * Generates the rate-limit tables of docs/rate-limits.md from the one policy table (`domain/rateLimit/policies.ts`).
 *   npx tsx scripts/rateLimitTable.ts          prints them
 *   npx tsx scripts/rateLimitTable.ts --write  rewrites them in docs/rate-limits.md, between the table markers
 * `test/unit/rateLimit.docs.test.ts` fails when the page differs from what this generates.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ALL_BUDGETS,
  RATE_LIMIT_DOC,
  ROUTE_RULES,
  UNMATCHED_RULES,
  type Budget,
  type IdentityKind,
  type RouteRule,
} from '../domain/rateLimit/policies';
import { secondsUntilToken } from '../domain/rateLimit/tokenBucket';

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

export function renderTables(): string {
  return [
    '| Budget | Covers | Per minute (`RateLimit-Limit`) | Burst (capacity) | Refill | Identity | `Retry-After` when empty (s) |',
    '|---|---|---|---|---|---|---|',
    ...ALL_BUDGETS.map(budgetRow),
    '',
    '| Route name (first match wins) | Global budget | Route budgets on top |',
    '|---|---|---|',
    ...ROUTE_RULES.map(ruleRow),
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
