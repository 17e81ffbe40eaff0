/**
 * Where rollups are stored: a collection per period bucket, so the retention sweep drops whole collections and
 * never deletes row by row. Hourly rows live in one collection per UTC day (`check_rollups_hour_YYYYMMDD`), daily
 * rows in one per ten days (`check_rollups_day_YYYYMMDD`, named by the span's first day). FerretDB deletes the rows
 * a filter selects one by one (about 0.27 ms of store CPU each, 7.2 million hourly rows a day at 50,000 monitors);
 * dropping a collection costs the same whatever it holds and whatever else is stored.
 *
 * Readers name the collections a time span covers and read each by `monitor_id` equality (the lookup index the
 * development store keeps on every collection of the family, scripts/lookupIndexKeeper.ts).
 */
import mongoose, { type mongo } from 'mongoose';
import type { RollupDoc } from '../models/checkRollup';
import { ROLLUP_BUCKET_MS } from './retention';

type Period = RollupDoc['period'];

/** The family's name: every rollup collection is `<family>_<period>_<YYYYMMDD>`. */
export const ROLLUP_COLLECTION_FAMILY = 'check_rollups';

/** Up to this many monitors are read one equality look-up each; more (an org report's page) as one `$in`. */
const EACH_UP_TO = 50;

export interface StartSpan {
  from: Date;
  /** Excluded. */
  to: Date;
}

function prefix(period: Period): string {
  return `${ROLLUP_COLLECTION_FAMILY}_${period}_`;
}

/** The collection that holds the rows of `period` starting at `startMs`. */
export function rollupCollectionName(period: Period, startMs: number): string {
  const size = ROLLUP_BUCKET_MS[period];
  return prefix(period) + new Date(Math.floor(startMs / size) * size).toISOString().slice(0, 10).replace(/-/g, '');
}

/** The collections holding rows that start in [from, to), oldest first. */
export function rollupCollectionsFor(period: Period, span: StartSpan): string[] {
  const size = ROLLUP_BUCKET_MS[period];
  const names: string[] = [];
  for (let b = Math.floor(span.from.getTime() / size) * size; b < span.to.getTime(); b += size)
    names.push(rollupCollectionName(period, b));
  return names;
}

function collection(name: string): mongo.Collection<RollupDoc> {
  return mongoose.connection.db!.collection<RollupDoc>(name);
}

/** Appends closed rows: one `insertMany` per collection they fall in (one, except across a day's edge). */
export async function appendRollupRows(rows: RollupDoc[]): Promise<void> {
  const byName = new Map<string, RollupDoc[]>();
  for (const row of rows) {
    const name = rollupCollectionName(row.period, row.start.getTime());
    const named = byName.get(name);
    if (named) named.push(row);
    else byName.set(name, [row]);
  }
  for (const [name, docs] of byName) await collection(name).insertMany(docs, { ordered: false });
}

/**
 * The rows of these monitors and `period` starting within any of `spans`: per collection the spans touch, one
 * `monitor_id` equality read per monitor (or one `$in` for a long list); only collections that exist are read.
 */
export async function readRollups<T>(
  monitorIds: string[],
  period: Period,
  spans: StartSpan[],
  projection: Record<string, 1>,
): Promise<T[]> {
  const wanted = new Set(spans.flatMap((s) => rollupCollectionsFor(period, s)));
  const names = (await existingRollupCollections(period)).filter((n) => wanted.has(n));
  const start = spans.length === 1 ? startsIn(spans[0]) : { $or: spans.map(startsIn) };
  const read = (name: string, ids: string | { $in: string[] }) =>
    collection(name)
      .find({ monitor_id: ids, ...start } as mongo.Filter<RollupDoc>, { projection })
      .toArray() as Promise<T[]>;
  const reads = names.flatMap((name) =>
    monitorIds.length > EACH_UP_TO ? [read(name, { $in: monitorIds })] : monitorIds.map((id) => read(name, id)),
  );
  return (await Promise.all(reads)).flat();
}

function startsIn(span: StartSpan) {
  return { start: { $gte: span.from, $lt: span.to } };
}

/** The family's collections of `period`, by name (oldest first). */
export async function existingRollupCollections(period: Period): Promise<string[]> {
  const p = prefix(period);
  const found = await mongoose.connection.db!.listCollections({}, { nameOnly: true }).toArray();
  return found
    .map((c) => c.name)
    .filter((n) => n.startsWith(p))
    .sort();
}

/** Drops the collections of `period` whose span ended at or before `beforeMs`; returns their names. */
export async function dropRollupCollectionsBefore(period: Period, beforeMs: number): Promise<string[]> {
  const size = ROLLUP_BUCKET_MS[period];
  const lastExpired = rollupCollectionName(period, Math.floor(beforeMs / size) * size - size);
  const expired = (await existingRollupCollections(period)).filter((n) => n <= lastExpired);
  for (const name of expired) await mongoose.connection.db!.dropCollection(name);
  return expired;
}
