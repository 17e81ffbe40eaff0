/**
 * Raw probe results, kept for a bounded window (`CHECK_RESULT_RETENTION_HOURS`, 48 by default). Each `/results`
 * batch is one document (`region`, `received_at`, `results` as compact rows) in a collection per UTC hour
 * (`check_results_YYYYMMDDHH`); an hour past the retention is dropped whole. So the history costs one insert per
 * batch, however many results it holds, and stays bounded without a delete that scans (FerretDB v1 has no TTL
 * index). Reports and charts read the rollups (domain/checkResults/rollups.ts); this is the audit trail.
 */
import mongoose, { type mongo } from 'mongoose';
import { uuidv7 } from '../ids';
import type { Region } from '../regions';

const PREFIX = 'check_results_';
const HOUR_MS = 3_600_000;

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
  results: StoredRow[];
}

export function hourCollectionName(ms: number): string {
  const d = new Date(Math.floor(ms / HOUR_MS) * HOUR_MS);
  return PREFIX + d.toISOString().slice(0, 13).replace(/[-T]/g, '');
}

function collection(name: string): mongo.Collection<BatchDoc> {
  return mongoose.connection.db!.collection<BatchDoc>(name);
}

/** One insert for a batch of one region (all rows share it). */
export async function appendResultBatch(rows: CheckResultInput[], receivedAtMs: number): Promise<void> {
  if (rows.length === 0) return;
  await collection(hourCollectionName(receivedAtMs)).insertOne({
    _id: uuidv7(receivedAtMs),
    region: rows[0].region,
    received_at: new Date(receivedAtMs),
    results: rows.map((r) => ({ m: r.monitor_id, ok: r.ok, t: r.checked_at, ms: r.response_ms, e: r.error_class })),
  });
}

/** Drops the hours that ended before `before`. */
export async function dropResultHoursBefore(before: Date): Promise<number> {
  const oldest = hourCollectionName(before.getTime() - HOUR_MS);
  const names = await mongoose.connection.db!.listCollections({}, { nameOnly: true }).toArray();
  const old = names.map((c) => c.name).filter((n) => n.startsWith(PREFIX) && n <= oldest);
  for (const name of old) await mongoose.connection.db!.dropCollection(name);
  return old.length;
}

/** A monitor's raw results received in [from, to) (an audit read: it reads every batch of those hours). */
export async function rawResultsOf(monitorId: string, from: Date, to: Date): Promise<CheckResultInput[]> {
  const out: CheckResultInput[] = [];
  for (let h = Math.floor(from.getTime() / HOUR_MS) * HOUR_MS; h < to.getTime(); h += HOUR_MS) {
    const batches = await collection(hourCollectionName(h))
      .find({ received_at: { $gte: from, $lt: to } })
      .toArray();
    for (const b of batches)
      for (const r of b.results)
        if (r.m === monitorId)
          out.push({
            monitor_id: r.m,
            region: b.region,
            ok: r.ok,
            checked_at: r.t,
            response_ms: r.ms,
            error_class: r.e,
          });
  }
  return out.sort((a, b) => a.checked_at.getTime() - b.checked_at.getTime());
}
