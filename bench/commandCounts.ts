/**
 * `--count-commands`: the worker's and the producer's MongoDB commands (bench/commandCounts.cjs, preloaded into
 * both) by method and collection over a phase, per delivery, so each store call a delivery makes can be named.
 * FerretDB's own metrics count commands by kind only.
 */
import { join } from 'node:path';
import type { BenchChild } from './children';
import { printTable } from './table';

type Counts = Record<string, number>;
/** Each process's counts, by its name. */
export type CommandCounts = Record<string, Counts>;

export const commandCountArgs = (on: boolean): string[] =>
  on ? ['--require', join(__dirname, 'commandCounts.cjs')] : [];

/** Each process's counts so far, by name. */
export async function readCommandCounts(children: BenchChild[]): Promise<CommandCounts> {
  const read = await Promise.all(
    children.map(async (c) => [
      c.name,
      (await c.ask<{ counts: Counts }>({ type: 'commandCounts' }, 'commandCounts')).counts,
    ]),
  );
  return Object.fromEntries(read);
}

/** The commands between two readings, per delivery (or per `unit`), by process, method and collection (largest first). */
export function printCommandCounts(
  phase: string,
  before: CommandCounts,
  after: CommandCounts,
  delivered: number,
  unit = 'per delivery',
): void {
  const rows: Array<[string, string, number]> = [];
  for (const [name, counts] of Object.entries(after))
    for (const [key, n] of Object.entries(counts)) {
      const d = n - (before[name]?.[key] ?? 0);
      if (d > 0) rows.push([name, key, d / (delivered || NaN)]);
    }
  rows.sort((a, b) => a[0].localeCompare(b[0]) || b[2] - a[2]);
  const total = (name: string) => rows.filter((r) => r[0] === name).reduce((s, r) => s + r[2], 0);
  printTable(`MongoDB commands ${unit} by process and collection (${phase})`, [
    ['process', 'method collection', unit],
    ...rows,
    ...[...new Set(rows.map((r) => r[0]))].map((name) => [name, '(all)', total(name)]),
  ]);
}
