/**
 * Where rollups are stored: a collection per ten days of rows (`check_rollups_hours_YYYYMMDD` for hourly rows,
 * `check_rollups_day_YYYYMMDD` for daily rows, named by the span's first day), so the retention sweep drops whole
 * collections and never deletes row by row. FerretDB deletes the rows a filter selects one by one (about 0.27 ms of
 * store CPU each, 7.2 million hourly rows a day at 50,000 monitors); dropping a collection costs the same whatever
 * it holds. Few collections, because every `find` on the development store pays for each collection the database
 * holds (bench/README.md): ten days per collection rather than one.
 *
 * Readers name the collections a time span covers and read each by `monitor_id` equality, or by (`monitor_id`,
 * `day`) for the days of a collection the span only partly covers (the lookup indexes the development store keeps
 * on every collection of the family, scripts/lookupIndexKeeper.ts): a read returns the rows it needs.
 *
 * Hourly rows written before were kept a day per collection (`check_rollups_hour_YYYYMMDD`): those are read and
 * swept as before until they age out, so a running service upgrades in place.
 */
import mongoose, { type mongo } from 'mongoose';
import type { RollupDoc } from '../models/checkRollup';
import { DAY_MS, FORMER_HOURLY_BUCKET_MS, ROLLUP_BUCKET_MS, utcDayKey } from './retention';

type Period = RollupDoc['period'];

/** The family's name: every rollup collection is `<family>_<layout>_<YYYYMMDD>`. */
export const ROLLUP_COLLECTION_FAMILY = 'check_rollups';

/** Up to this many monitors are read one equality look-up each; more (an org report's page) as one `$in`. */
const EACH_UP_TO = 50;

export interface StartSpan {
  from: Date;
  /** Excluded. */
  to: Date;
}

/** One way of spreading a period's rows over collections: `<prefix><first day of the span>`. */
interface Layout {
  prefix: string;
  spanMs: number;
  /** Its rows carry `day`, so part of a span is read by day. */
  keyedByDay: boolean;
}

/**
 * Per period, the layout rows are written in, then the former ones (read, and swept as their spans age out).
 * Neither prefix starts the other, so a replica still running the former code never sweeps a current collection.
 */
const LAYOUTS: Record<Period, Layout[]> = {
  hour: [
    { prefix: `${ROLLUP_COLLECTION_FAMILY}_hours_`, spanMs: ROLLUP_BUCKET_MS.hour, keyedByDay: true },
    { prefix: `${ROLLUP_COLLECTION_FAMILY}_hour_`, spanMs: FORMER_HOURLY_BUCKET_MS, keyedByDay: false },
  ],
  day: [{ prefix: `${ROLLUP_COLLECTION_FAMILY}_day_`, spanMs: ROLLUP_BUCKET_MS.day, keyedByDay: false }],
};

function spanStartOf(layout: Layout, ms: number): number {
  return Math.floor(ms / layout.spanMs) * layout.spanMs;
}

function nameIn(layout: Layout, ms: number): string {
  return layout.prefix + utcDayKey(spanStartOf(layout, ms));
}

/** The first millisecond of the span a collection of `layout` holds. */
function spanStartOfName(layout: Layout, name: string): number {
  const ymd = name.slice(layout.prefix.length);
  return Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)));
}

/** The collection rows of `period` starting at `startMs` are written to. */
export function rollupCollectionName(period: Period, startMs: number): string {
  return nameIn(LAYOUTS[period][0], startMs);
}

function spanStartsIn(layout: Layout, span: StartSpan): number[] {
  const starts: number[] = [];
  for (let b = spanStartOf(layout, span.from.getTime()); b < span.to.getTime(); b += layout.spanMs) starts.push(b);
  return starts;
}

/** The collections rows that start in [from, to) are written to, oldest first. */
export function rollupCollectionsFor(period: Period, span: StartSpan): string[] {
  const layout = LAYOUTS[period][0];
  return spanStartsIn(layout, span).map((b) => nameIn(layout, b));
}

function collection(name: string): mongo.Collection<RollupDoc> {
  return mongoose.connection.db!.collection<RollupDoc>(name);
}

/**
 * Appends closed rows: one `insertMany` per collection they fall in (one, except across a span's edge). A row
 * built without its `day` (one moved from the old single collection) is given it here.
 */
export async function appendRollupRows(rows: RollupDoc[]): Promise<void> {
  const byName = new Map<string, RollupDoc[]>();
  for (const row of rows) {
    row.day ??= utcDayKey(row.start.getTime());
    const name = rollupCollectionName(row.period, row.start.getTime());
    const named = byName.get(name);
    if (named) named.push(row);
    else byName.set(name, [row]);
  }
  for (const [name, docs] of byName) await collection(name).insertMany(docs, { ordered: false });
}

/** One read of a collection: its name, and the day to look up, if the spans need only some of its days. */
export interface CollectionRead {
  name: string;
  day?: string;
}

/**
 * The rows of these monitors and `period` starting within any of `spans`: per collection (or day of one) the
 * spans touch, one equality read per monitor (or one `$in` for a long list); only collections that exist are read.
 */
export async function readRollups<T>(
  monitorIds: string[],
  period: Period,
  spans: StartSpan[],
  projection: Record<string, 1>,
): Promise<T[]> {
  const reads = rollupReadsFor(period, spans, new Set(await existingRollupCollections(period)));
  const start = spans.length === 1 ? startsIn(spans[0]) : { $or: spans.map(startsIn) };
  const read = ({ name, day }: CollectionRead, ids: string | { $in: string[] }) =>
    collection(name)
      .find({ monitor_id: ids, ...(day && { day }), ...start } as mongo.Filter<RollupDoc>, { projection })
      .toArray() as Promise<T[]>;
  const all = reads.flatMap((r) =>
    monitorIds.length > EACH_UP_TO ? [read(r, { $in: monitorIds })] : monitorIds.map((id) => read(r, id)),
  );
  return (await Promise.all(all)).flat();
}

function startsIn(span: StartSpan) {
  return { start: { $gte: span.from, $lt: span.to } };
}

/** The reads `spans` make of the existing collections of every layout of `period`. */
export function rollupReadsFor(period: Period, spans: StartSpan[], existing: Set<string>): CollectionRead[] {
  const reads: CollectionRead[] = [];
  for (const layout of LAYOUTS[period]) {
    const starts = new Set(spans.flatMap((s) => spanStartsIn(layout, s)));
    for (const b of [...starts].sort((x, y) => x - y)) {
      const name = nameIn(layout, b);
      if (!existing.has(name)) continue;
      const days = layout.keyedByDay ? daysRead(b, layout.spanMs, spans) : [];
      if (days.length === 0 || days.length === layout.spanMs / DAY_MS) reads.push({ name });
      else reads.push(...days.map((day) => ({ name, day })));
    }
  }
  return reads;
}

/** The days of the span starting at `spanStart` that any of `spans` touches. */
function daysRead(spanStart: number, spanMs: number, spans: StartSpan[]): string[] {
  const days: string[] = [];
  for (let d = spanStart; d < spanStart + spanMs; d += DAY_MS)
    if (spans.some((s) => s.from.getTime() < d + DAY_MS && s.to.getTime() > d)) days.push(utcDayKey(d));
  return days;
}

/** The collections of every layout of `period`, by name (oldest first within a layout). */
export async function existingRollupCollections(period: Period): Promise<string[]> {
  const found = await mongoose.connection.db!.listCollections({}, { nameOnly: true }).toArray();
  const names = found.map((c) => c.name).sort();
  return LAYOUTS[period].flatMap((layout) => names.filter((n) => isOf(layout, n)));
}

function isOf(layout: Layout, name: string): boolean {
  return name.startsWith(layout.prefix) && /^\d{8}$/.test(name.slice(layout.prefix.length));
}

/**
 * Drops the collections of `period` (every layout) whose span ended at or before `beforeMs`: a collection goes
 * once the last day it holds is past. Returns their names. Two replicas may sweep at once: a collection the other
 * dropped first is simply gone.
 */
export async function dropRollupCollectionsBefore(period: Period, beforeMs: number): Promise<string[]> {
  const expired = expiredRollupCollections(period, await existingRollupCollections(period), beforeMs);
  for (const name of expired) await dropIfThere(name);
  return expired;
}

/** Of `names`, the collections of `period` (any layout) whose span ended at or before `beforeMs`. */
export function expiredRollupCollections(period: Period, names: string[], beforeMs: number): string[] {
  return LAYOUTS[period].flatMap((layout) =>
    names.filter((n) => isOf(layout, n) && spanStartOfName(layout, n) + layout.spanMs <= beforeMs),
  );
}

const NAMESPACE_NOT_FOUND = 26;

/** Drops a collection; one another sweeper dropped first is simply gone. */
export async function dropIfThere(name: string): Promise<void> {
  try {
    await mongoose.connection.db!.dropCollection(name);
  } catch (err) {
    if ((err as { code?: number }).code !== NAMESPACE_NOT_FOUND) throw err;
  }
}
