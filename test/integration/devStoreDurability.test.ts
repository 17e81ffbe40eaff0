/**
 * The development store keeps every write it acknowledged through a crash: FerretDB and its PostgreSQL are
 * SIGKILLed (as `npm run chaos` and a crashed machine do) while acknowledged inserts stream in, restarted on the
 * same data, and every acknowledged document is still there, read at once (the restarted store serves only once
 * PostgreSQL has replayed its log). With `synchronous_commit=off` PostgreSQL acknowledged commits it had not written
 * yet, and a kill lost the last few hundred milliseconds of them.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { postgresUsable } from '../../scripts/devPostgres';
import { startMongoWire, type RunningService } from '../../scripts/devServices';

jest.setTimeout(120_000);

const itWithPostgres = postgresUsable() ? it : it.skip;
let server: RunningService | null = null;
afterAll(async () => {
  await server?.stop();
});

/** Inserts one document at a time (each awaited: acknowledged) until the connection breaks; returns their ids. */
async function insertUntilBroken(collection: mongoose.mongo.Collection<{ _id: string }>, lane: number) {
  const acknowledged: string[] = [];
  for (let i = 0; i < 100_000; i++) {
    const id = `doc-${lane}-${i}`;
    try {
      await collection.insertOne({ _id: id });
    } catch {
      return acknowledged;
    }
    acknowledged.push(id);
  }
  return acknowledged;
}

itWithPostgres('keeps every acknowledged insert when FerretDB and PostgreSQL are SIGKILLed mid-stream', async () => {
  const dir = mkdtempSync(join(process.env.TEST_TMP_DIR ?? tmpdir(), 'durability-'));
  const opts = { dataDir: join(dir, 'mongo'), logFile: join(dir, 'mongo.log'), database: 'durability' };
  server = await startMongoWire({ ...opts, backend: 'postgresql' });
  const port = Number(new URL(server.address).port);
  const client = new mongoose.mongo.MongoClient(server.address, { serverSelectionTimeoutMS: 2_000 });
  const collection = client.db().collection<{ _id: string }>('acks');
  await collection.insertOne({ _id: 'first' }); // the collection and its table exist before the stream
  const lanes = Promise.all(Array.from({ length: 4 }, (_, lane) => insertUntilBroken(collection, lane)));
  await new Promise((r) => setTimeout(r, 1_500));
  await server.kill();
  const acknowledged = (await lanes).flat();
  await client.close(true);
  expect(acknowledged.length).toBeGreaterThan(50);

  server = await startMongoWire({ ...opts, port, backend: 'postgresql' });
  const kept = new Set(await storedIds(server.address));
  expect(acknowledged.filter((id) => !kept.has(id))).toEqual([]);
});

/** The stored ids, read at once: the restarted store answers only when PostgreSQL has finished its recovery. */
async function storedIds(address: string): Promise<string[]> {
  const client = new mongoose.mongo.MongoClient(address);
  try {
    const stored = await client
      .db()
      .collection<{ _id: string }>('acks')
      .find({}, { projection: { _id: 1 } })
      .toArray();
    return stored.map((d) => d._id);
  } finally {
    await client.close();
  }
}
