/**
 * The store's CPU per command by the number of collections in the database: `node --import tsx
 * bench/storeCollectionCost.ts` starts a FerretDB of its own (scripts/devServices.ts) on each backend in `BACKENDS`
 * (env, default `postgresql,sqlite`), grows the database to each count in `COUNTS` (env, default
 * 10,100,300,1000,3000) empty collections beside one of 200 documents, and at each count times `OPS` (env, default
 * 300) `find`s by `_id` and as many one-document `insert`s: the CPU of FerretDB and its PostgreSQL per command, and
 * the store's CPU per second while idle (the lookup-index keeper's pass over the catalogue counts there). FerretDB
 * v1 copies the metadata of every collection of the database on each command, which is what grows.
 * Prints one JSON line per backend.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, MongoClient } from 'mongodb';
import '../domain/models';
import { type MongoBackend, type RunningService, startMongoWire } from '../scripts/devServices';
import { treeCpuMs } from './procCpu';

const COUNTS = (process.env.COUNTS ?? '10,100,300,1000,3000').split(',').map(Number);
const BACKENDS = (process.env.BACKENDS ?? 'postgresql,sqlite').split(',') as MongoBackend[];
const OPS = Number(process.env.OPS ?? 300);
const DOCS = 200;
const IDLE_MS = 5_000;
/** Collections created at once while growing the database (FerretDB creates each on first insert). */
const CREATE_BATCH = 20;

interface Level {
  collections: number;
  find_cpu_ms: number;
  insert_cpu_ms: number;
  idle_cpu_ms_per_sec: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function growTo(db: Db, from: number, to: number): Promise<void> {
  for (let i = from; i < to; i += CREATE_BATCH) {
    const names = Array.from({ length: Math.min(CREATE_BATCH, to - i) }, (_, j) => `family_${i + j}`);
    await Promise.all(names.map((name) => db.createCollection(name)));
  }
}

async function measure(db: Db, cpu: () => number, collections: number, round: number): Promise<Level> {
  const target = db.collection<{ _id: string; n: number }>('target');
  const idle0 = cpu();
  await sleep(IDLE_MS);
  const idle = ((cpu() - idle0) * 1000) / IDLE_MS;
  const find0 = cpu();
  for (let i = 0; i < OPS; i++) await target.find({ _id: `d${i % DOCS}` }).toArray();
  const find = (cpu() - find0) / OPS;
  const insert0 = cpu();
  for (let i = 0; i < OPS; i++) await target.insertOne({ _id: `r${round}-${i}`, n: i });
  const insert = (cpu() - insert0) / OPS;
  return { collections, find_cpu_ms: round2(find), insert_cpu_ms: round2(insert), idle_cpu_ms_per_sec: round2(idle) };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

async function runBackend(backend: MongoBackend): Promise<Level[]> {
  const dir = mkdtempSync(join(tmpdir(), 'store-collection-cost-'));
  const mongo: RunningService = await startMongoWire({
    dataDir: dir,
    logFile: join(dir, 'ferretdb.log'),
    database: 'collcost',
    backend,
  });
  const client = await MongoClient.connect(mongo.address);
  try {
    const db = client.db('collcost');
    await db
      .collection('target')
      .insertMany(Array.from({ length: DOCS }, (_, i) => ({ _id: `d${i}`, n: i })) as never[]);
    const cpu = () => treeCpuMs(mongo.pid) + (mongo.backendPid ? treeCpuMs(mongo.backendPid) : 0);
    const levels: Level[] = [];
    let have = 1;
    for (const [round, count] of COUNTS.entries()) {
      await growTo(db, have - 1, count - 1);
      have = count;
      levels.push(await measure(db, cpu, count, round));
      console.error(`[${backend}] ${JSON.stringify(levels.at(-1))}`);
    }
    return levels;
  } finally {
    await client.close();
    await mongo.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  for (const backend of BACKENDS)
    console.log(
      JSON.stringify({ bench: 'store_collection_cost', backend, ops: OPS, levels: await runBackend(backend) }),
    );
}

void main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
