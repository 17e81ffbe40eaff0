import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TABLE_END, TABLE_START, readmeWithTables, renderTables } from '../../scripts/rateLimitTable';

describe('README rate-limit tables', () => {
  const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');

  it('are exactly what scripts/rateLimitTable.ts generates from the policy table (run it with --write)', () => {
    expect(readme.indexOf(TABLE_START)).toBeGreaterThan(readme.indexOf('<!-- section:rate-limits -->'));
    expect(readme.indexOf(TABLE_END)).toBeLessThan(readme.indexOf('<!-- /section:rate-limits -->'));
    expect(readmeWithTables(readme)).toBe(readme);
  });

  it('show the numbers of spec 8', () => {
    const t = renderTables();
    expect(t).toContain('| `ip` | Dashboard');
    expect(t).toMatch(/\| `ip` \|[^\n]*\| 600 \| 200 \| 1 token \/ 100 ms \| client IP \| 1 \|/);
    expect(t).toMatch(/\| `key.read` \|[^\n]*\| 300 \| 40 \|/);
    expect(t).toMatch(/\| `key.write` \|[^\n]*\| 60 \| 10 \|/);
    expect(t).toMatch(/\| `heartbeat` \|[^\n]*\| 120 \| 120 \|[^\n]*\| heartbeat token \|/);
    expect(t).toContain('| `health` | never limited | - |');
  });
});
