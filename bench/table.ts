/** Progress lines and small aligned tables on stdout (the last line of a run is the JSON summary). */

export function progress(part: string, msg: string): void {
  process.stdout.write(`[bench:${part}] ${msg}\n`);
}

export function printTable(title: string, rows: Array<Array<string | number | null>>): void {
  const cells = rows.map((r) => r.map((c) => (c === null ? '-' : typeof c === 'number' ? fmt(c) : c)));
  const widths = cells[0].map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  process.stdout.write(`\n  ${title}\n`);
  for (const [n, r] of cells.entries()) {
    process.stdout.write(
      '  ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ') + '\n',
    );
    if (n === 0) process.stdout.write('  ' + widths.map((w) => '-'.repeat(w)).join('  ') + '\n');
  }
  process.stdout.write('\n');
}

function fmt(n: number): string {
  if (!Number.isFinite(n)) return '-';
  return Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 10 ? n.toFixed(1) : n.toFixed(2);
}
