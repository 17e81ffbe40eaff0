import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RATE_LIMIT_DOC } from '../../api/rateLimit/policies';
import { TABLE_END, TABLE_START, docWithTables, renderTables } from '../../scripts/rateLimitTable';

describe('rate-limit tables of docs/rate-limits.md', () => {
  const doc = readFileSync(join(__dirname, '..', '..', RATE_LIMIT_DOC), 'utf8');

  it('are exactly what scripts/rateLimitTable.ts generates from the policy table (run it with --write)', () => {
    expect(doc.indexOf(TABLE_START)).toBeGreaterThan(0);
    expect(doc.indexOf(TABLE_END)).toBeGreaterThan(doc.indexOf(TABLE_START));
    expect(docWithTables(doc)).toBe(doc);
  });

  it('show the numbers of spec 8', () => {
    const t = renderTables();
    expect(t).toContain('| `ip` | Dashboard');
    expect(t).toMatch(/\| `ip` \|[^\n]*\| 600 \| 200 \| 1 token \/ 100 ms \| client IP \| 1 \|/);
    expect(t).toMatch(/\| `key.read` \|[^\n]*\| 300 \| 40 \|/);
    expect(t).toMatch(/\| `key.write` \|[^\n]*\| 60 \| 10 \|/);
    expect(t).toMatch(/\| `heartbeat` \|[^\n]*\| 120 \| 120 \|[^\n]*\| heartbeat token \|/);
    expect(t).toContain('| `health` | never limited | - |');
    expect(t).toContain('| `docs.rateLimits` | never limited | - |');
  });
});
