/**
 * Hourly and daily rollups per (monitor, region), added up in memory as results arrive and appended when a period
 * closes (a 2-minute grace lets late results in) or when the process stops. A closed period stays readable here
 * (`openHours`) until its rows are written, which `RollupWriter` spreads over minutes. Each process appends its own rows and
 * readers add up the rows of one period (`mergeRollups`), so any number of API replicas write without ever
 * updating a document. A crash loses the open periods of that process; the raw results of the retention window
 * still hold them.
 */
import { uuidv7 } from '../ids';
import type { RollupDoc } from '../models/checkRollup';
import { REGIONS, type Region } from '../regions';
import { DAY_MS, utcDayKey } from './retention';
import { addToBucket, bucketOf, mergeSketch, quantile, sketchArrays, type Sketch } from './sketch';

const HOUR_MS = 3_600_000;
const CLOSE_GRACE_MS = 120_000;
const PERIODS = [
  ['hour', HOUR_MS],
  ['day', DAY_MS],
] as const;

interface Cell {
  monitorId: string;
  region: Region;
  count: number;
  failures: number;
  timed: number;
  sumMs: number;
  minMs: number | null;
  maxMs: number | null;
  sketch: Sketch;
}

/** A period taken out of the open ones: its cells, turned into rows only as they are written. */
interface ClosedPeriod {
  key: string;
  period: RollupDoc['period'];
  start: number;
  /** monitor|region -> cell; a cell leaves once its row is stored. */
  cells: Map<string, Cell>;
}

/** Rows of closed periods, built one at a time as they are read (`length`: how many). */
export interface ClosedRows extends Iterable<RollupDoc> {
  readonly length: number;
}

export class RollupAggregator {
  /** `<period>|<start ms>` -> (monitor|region -> cell). */
  private readonly open = new Map<string, Map<string, Cell>>();
  /** Periods closed whose rows are not all written yet, oldest close first. */
  private readonly closing: ClosedPeriod[] = [];
  /** Per period, the open cells `add` used last (forgotten when a period closes). */
  private readonly recent = new Map<RollupDoc['period'], { start: number; cells: Map<string, Cell> }>();

  /** Every result passes here (5,000 a second at 50,000 monitors): one key and one sketch bucket for both periods. */
  add(monitorId: string, region: Region, checkedAtMs: number, ok: boolean, responseMs: number | null): void {
    const pair = `${monitorId}|${region}`;
    const bucket = responseMs === null ? null : bucketOf(responseMs);
    for (const [period, size] of PERIODS) {
      const cells = this.openCells(period, Math.floor(checkedAtMs / size) * size);
      let cell = cells.get(pair);
      if (!cell) cells.set(pair, (cell = emptyCell(monitorId, region)));
      addTo(cell, ok, responseMs, bucket);
    }
  }

  /** The open cells of a period; the ones last added to are kept at hand (results come mostly in time order). */
  private openCells(period: RollupDoc['period'], start: number): Map<string, Cell> {
    const recent = this.recent.get(period);
    if (recent?.start === start) return recent.cells;
    const key = `${period}|${start}`;
    let cells = this.open.get(key);
    if (!cells) this.open.set(key, (cells = new Map()));
    this.recent.set(period, { start, cells });
    return cells;
  }

  /** The hours of this monitor still held here (not written yet), all regions added up. */
  openHours(monitorId: string): { monitor_id: string; start: Date; sum_ms: number; timed: number }[] {
    const hours = new Map<string, { sum: number; timed: number }>();
    const held = [...this.open, ...this.closing.map((c) => [c.key, c.cells] as const)];
    for (const [key, cells] of held) {
      if (!key.startsWith('hour|')) continue;
      const hour = hours.get(key) ?? { sum: 0, timed: 0 };
      for (const region of REGIONS) {
        const cell = cells.get(`${monitorId}|${region}`);
        if (cell) [hour.sum, hour.timed] = [hour.sum + cell.sumMs, hour.timed + cell.timed];
      }
      hours.set(key, hour);
    }
    return [...hours]
      .filter(([, h]) => h.timed > 0)
      .map(([key, h]) => ({
        monitor_id: monitorId,
        start: new Date(Number(key.slice(5))),
        sum_ms: h.sum,
        timed: h.timed,
      }));
  }

  /**
   * Closes the periods ended by `nowMs` (all open ones with `all`) and hands out their rows, built only as they
   * are read: an hour's close at 50,000 monitors is 300,000 cells, and building every row at once held the event
   * loop for seconds. Closing itself moves whole maps. The cells stay readable until `written` says their rows are
   * stored.
   */
  close(nowMs: number, all = false): ClosedRows {
    const closed: ClosedPeriod[] = [];
    for (const [key, cells] of this.open) {
      const [period, startText] = key.split('|') as [RollupDoc['period'], string];
      const start = Number(startText);
      const size = period === 'hour' ? HOUR_MS : DAY_MS;
      if (!all && start + size + CLOSE_GRACE_MS > nowMs) continue;
      this.open.delete(key); // a result over 2 minutes late opens the period again: a second row, closed later
      closed.push({ key, period, start, cells });
    }
    this.closing.push(...closed);
    if (closed.length > 0) this.recent.clear();
    return { length: closed.reduce((n, c) => n + c.cells.size, 0), [Symbol.iterator]: () => rowsOf(closed) };
  }

  /** Every row `close` hands out, built at once (tests and seeding). */
  take(nowMs: number, all = false): RollupDoc[] {
    return [...this.close(nowMs, all)];
  }

  /** These rows are stored: their cells leave memory (rows are stored in the order they were handed out). */
  written(rows: readonly RollupDoc[]): void {
    for (const r of rows) {
      const key = `${r.period}|${r.start.getTime()}`;
      const pair = `${r.monitor_id}|${r.region}`;
      const at = this.closing.findIndex((c) => c.key === key && c.cells.has(pair));
      if (at < 0) continue;
      const { cells } = this.closing[at];
      cells.delete(pair);
      if (cells.size === 0) this.closing.splice(at, 1);
    }
  }
}

/**
 * The rows of these periods, one cell at a time. The maps are no longer added to (`close` took them out) and
 * `written` only deletes cells already handed out, so iterating them live is safe.
 */
function* rowsOf(closed: readonly ClosedPeriod[]): Generator<RollupDoc> {
  for (const { period, start, cells } of closed) {
    const startDate = new Date(start);
    const day = utcDayKey(start);
    for (const cell of cells.values()) yield toRow(cell, period, startDate, day);
  }
}

function emptyCell(monitorId: string, region: Region): Cell {
  return { monitorId, region, count: 0, failures: 0, timed: 0, sumMs: 0, minMs: null, maxMs: null, sketch: new Map() };
}

function addTo(cell: Cell, ok: boolean, responseMs: number | null, bucket: number | null): void {
  cell.count++;
  if (!ok) cell.failures++;
  if (responseMs === null || bucket === null) return;
  cell.timed++;
  cell.sumMs += responseMs;
  cell.minMs = cell.minMs === null ? responseMs : Math.min(cell.minMs, responseMs);
  cell.maxMs = cell.maxMs === null ? responseMs : Math.max(cell.maxMs, responseMs);
  addToBucket(cell.sketch, bucket);
}

function toRow(cell: Cell, period: RollupDoc['period'], start: Date, day: string): RollupDoc {
  const { keys, counts } = sketchArrays(cell.sketch);
  return {
    _id: uuidv7(),
    monitor_id: cell.monitorId,
    region: cell.region,
    period,
    start,
    day,
    count: cell.count,
    failures: cell.failures,
    timed: cell.timed,
    sum_ms: cell.sumMs,
    min_ms: cell.minMs,
    max_ms: cell.maxMs,
    sketch_keys: keys,
    sketch_counts: counts,
  };
}

/** One period of one (monitor, region) as read back: the rows every process wrote for it, added up. */
export interface MergedRollup {
  region: Region;
  start: Date;
  count: number;
  failures: number;
  avgMs: number | null;
  minMs: number | null;
  maxMs: number | null;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
}

export function mergeRollups(rows: RollupDoc[]): MergedRollup[] {
  const groups = new Map<string, RollupDoc[]>();
  for (const r of rows) {
    const k = `${r.region}|${r.start.getTime()}`;
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  return [...groups.values()].map(mergeGroup).sort((a, b) => a.start.getTime() - b.start.getTime());
}

function mergeGroup(rows: RollupDoc[]): MergedRollup {
  const sketch: Sketch = new Map();
  let count = 0;
  let failures = 0;
  let timed = 0;
  let sum = 0;
  const mins: number[] = [];
  const maxs: number[] = [];
  for (const r of rows) {
    count += r.count;
    failures += r.failures;
    timed += r.timed;
    sum += r.sum_ms;
    if (r.min_ms !== null) mins.push(r.min_ms);
    if (r.max_ms !== null) maxs.push(r.max_ms);
    mergeSketch(sketch, r.sketch_keys, r.sketch_counts);
  }
  return {
    region: rows[0].region,
    start: rows[0].start,
    count,
    failures,
    avgMs: timed ? sum / timed : null,
    minMs: mins.length ? Math.min(...mins) : null,
    maxMs: maxs.length ? Math.max(...maxs) : null,
    p50Ms: quantile(sketch, 0.5),
    p95Ms: quantile(sketch, 0.95),
    p99Ms: quantile(sketch, 0.99),
  };
}

/** Response-time percentiles over any set of rows (every region and period added into one sketch). */
export function percentilesOf(rows: Pick<RollupDoc, 'sketch_keys' | 'sketch_counts'>[]): {
  p50: number | null;
  p95: number | null;
  p99: number | null;
} {
  const sketch: Sketch = new Map();
  for (const r of rows) mergeSketch(sketch, r.sketch_keys, r.sketch_counts);
  return { p50: quantile(sketch, 0.5), p95: quantile(sketch, 0.95), p99: quantile(sketch, 0.99) };
}
