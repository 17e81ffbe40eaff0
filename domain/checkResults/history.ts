/**
 * Raw probe results, kept for a bounded window (`CHECK_RESULT_RETENTION_HOURS`, 48 by default). Each `/results`
 * batch is one document (`region`, `received_at`, `hour`, `results` as compact rows) in a collection per six UTC
 * hours (`check_results_6h_YYYYMMDDHH`, named by the span's first hour); a collection is dropped whole once its
 * last hour is past the retention (results are kept up to five hours longer than the retention). So the history
 * costs one insert per batch, however many results it holds, and stays bounded without a delete that scans
 * (FerretDB v1 has no TTL index). Six hours per collection, not one: every `find` on the development store pays
 * for each collection the database holds (bench/README.md). Reports and charts read the rollups
 * (domain/checkResults/rollups.ts); this is the audit trail.
 *
 * An hour's batches are read by `hour` equality, the lookup index the development store keeps on the family
 * (`RESULT_LOOKUP_FIELDS`). Batches written before sat in a collection per hour (`check_results_YYYYMMDDHH`): those
 * are read whole, as before, and swept when their hour is past, so a running service upgrades in place.
 */
import mongoose, { type mongo } from 'mongoose';
import { uuidv7 } from '../ids';
import type { Region } from '../regions';
import { dropIfThere } from './rollupCollections';

const HOUR_MS = 3_600_000;
const SPAN_MS = 6 * HOUR_MS;
/** The collections of the current layout; the former ones were `check_results_YYYYMMDDHH`, one hour each. */
const FAMILY = 'check_results_6h';
const SPAN_PREFIX = `${FAMILY}_`;
const SPAN_NAME = new RegExp(`^${SPAN_PREFIX}\\d{10}$`);
const FORMER_HOUR = /^check_results_\d{10}$/;

/** The family's key for the development store's lookup indexes (scripts/lookupIndexes.ts), and its fields. */
export const RESULT_LOOKUP_FAMILY = `${FAMILY}_*`;
export const RESULT_LOOKUP_FIELDS = ['hour'];

export interface CheckResultInput {
  monitor_id: string;
  region: Region;
  ok: boolean;
  checked_at: Date;
  response_ms: number | null;
  error_class: string | null;
}

/**
 * A result as stored inside its batch, with short keys (they are repeated in every row): monitor id, ok, checked
 * at, response ms, error class. An object, not an array: FerretDB v1 stores no nested arrays.
 */
interface StoredRow {
  m: string;
  ok: boolean;
  t: Date;
  ms: number | null;
  e: string | null;
}

interface BatchDoc {
  _id: string;
  region: Region;
  received_at: Date;
  /** `YYYYMMDDHH` of the UTC hour received in (absent in the former per-hour collections). */
  hour?: string;
  results: StoredRow[];
}

/** `YYYYMMDDHH` of the UTC hour starting at or before `ms`. */
function hourKey(ms: number): string {
  return new Date(Math.floor(ms / HOUR_MS) * HOUR_MS).toISOString().slice(0, 13).replace(/[-T]/g, '');
}

/** The collection batches received at `ms` are written to. */
export function resultCollectionName(ms: number): string {
  return SPAN_PREFIX + hourKey(Math.floor(ms / SPAN_MS) * SPAN_MS);
}

/** The former layout's collection of the hour of `ms`. */
export function formerHourCollectionName(ms: number): string {
  return `check_results_${hourKey(ms)}`;
}

function collection(name: string): mongo.Collection<BatchDoc> {
  return mongoose.connection.db!.collection<BatchDoc>(name);
}

/** One insert for a batch of one region (all rows share it). */
export async function appendResultBatch(rows: CheckResultInput[], receivedAtMs: number): Promise<void> {
  if (rows.length === 0) return;
  await collection(resultCollectionName(receivedAtMs)).insertOne({
    _id: uuidv7(receivedAtMs),
    region: rows[0].region,
    received_at: new Date(receivedAtMs),
    hour: hourKey(receivedAtMs),
    results: rows.map((r) => ({ m: r.monitor_id, ok: r.ok, t: r.checked_at, ms: r.response_ms, e: r.error_class })),
  });
}

async function collectionNames(): Promise<string[]> {
  return (await mongoose.connection.db!.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
}

/**
 * Drops the collections whose last hour ended at or before `before`: a six-hour span once all of it is past, a
 * former hour once it is. Returns how many. Two replicas may sweep at once.
 */
export async function dropResultHoursBefore(before: Date): Promise<number> {
  const expired = expiredResultCollections(await collectionNames(), before);
  for (const name of expired) await dropIfThere(name);
  return expired.length;
}

/** Of `names`, the result collections (either layout) whose last hour ended at or before `before`. */
export function expiredResultCollections(names: string[], before: Date): string[] {
  const lastSpan = resultCollectionName(before.getTime() - SPAN_MS);
  const lastHour = formerHourCollectionName(before.getTime() - HOUR_MS);
  return names.filter((n) => (SPAN_NAME.test(n) && n <= lastSpan) || (FORMER_HOUR.test(n) && n <= lastHour));
}

/**
 * A monitor's raw results received in [from, to) (an audit read): per hour, the batches of that hour, looked up by
 * `hour` (or, in a former hour's collection, all of it).
 */
export async function rawResultsOf(monitorId: string, from: Date, to: Date): Promise<CheckResultInput[]> {
  const existing = new Set(await collectionNames());
  const out: CheckResultInput[] = [];
  for (let h = Math.floor(from.getTime() / HOUR_MS) * HOUR_MS; h < to.getTime(); h += HOUR_MS) {
    for (const b of await batchesOfHour(h, existing)) {
      if (b.received_at < from || b.received_at >= to) continue;
      for (const r of b.results) if (r.m === monitorId) out.push(resultOf(r, b.region));
    }
  }
  return out.sort((a, b) => a.checked_at.getTime() - b.checked_at.getTime());
}

async function batchesOfHour(h: number, existing: Set<string>): Promise<BatchDoc[]> {
  const [span, former] = [resultCollectionName(h), formerHourCollectionName(h)];
  const reads = [
    existing.has(span)
      ? collection(span)
          .find({ hour: hourKey(h) })
          .toArray()
      : [],
    existing.has(former) ? collection(former).find({}).toArray() : [],
  ];
  return (await Promise.all(reads)).flat();
}

function resultOf(r: StoredRow, region: Region): CheckResultInput {
  return { monitor_id: r.m, region, ok: r.ok, checked_at: r.t, response_ms: r.ms, error_class: r.e };
}
